import CoreGraphics

/// The window the keyboard is shown in: above every window of the app and
/// the status bar, covering the keyboard's frame at the screen's bottom.
///
/// Like iOS's keyboard windows (which `UIApplication.shared.windows` listed
/// up to iOS 15), it is one of the app's windows while it exists, so touches
/// on the keyboard stop there and an accessory view's controls work; it
/// never becomes key. Its `container` slides: the accessory view on top,
/// then the keyboard panel (or the responder's `inputView`), then the strip
/// of bottom safe area.
final class KeyboardWindow: UIWindow {
    /// The keyboard's window level: above alerts and the status bar. UIKit's
    /// keyboard window uses a private level (10,000,000 is the one reported
    /// for `UIRemoteKeyboardWindow`; uncertain), which only has to sort above
    /// the app's own windows here.
    static let keyboardLevel = UIWindow.Level(10_000_000)

    /// What slides up and down: accessory, panel and safe-area strip.
    let container = UIView(frame: .zero)
    /// The system keyboard, drawn when the responder has no `inputView`.
    let panel = KeyboardPanelView(frame: .zero)
    /// The first responder's views, while shown.
    private(set) weak var accessoryView: UIView?
    private(set) weak var customInputView: UIView?

    /// Called inside the animation of a rotation, once the screen has its
    /// new size (see `RotationListener`).
    var screenDidResize: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = Self.keyboardLevel
        let listener = RotationListener()
        listener.window = self
        rootViewController = listener
        listener.view.isUserInteractionEnabled = false
        backgroundColor = nil
        // The safe-area strip under a custom input view shows the keyboard's gray.
        container.backgroundColor = KeyboardPanelView.backgroundColor
        addSubview(container)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Lays out the keyboard for a window of `size`: `accessory` (if any) on
    /// top at `accessoryHeight`, then `inputView` at `inputHeight` or the
    /// system panel, then `bottomInset` of safe area. Views of an earlier
    /// responder are taken out.
    func install(accessory: UIView?, accessoryHeight: CGFloat, inputView: UIView?, inputHeight: CGFloat,
                 bottomInset: CGFloat, size: CGSize) {
        if let old = accessoryView, old !== accessory, old.superview === container { old.removeFromSuperview() }
        if let old = customInputView, old !== inputView, old.superview === container { old.removeFromSuperview() }
        accessoryView = accessory
        customInputView = inputView
        container.bounds = CGRect(origin: .zero, size: size)
        container.center = CGPoint(x: size.width / 2, y: size.height / 2)
        if let accessory {
            if accessory.superview !== container { container.addSubview(accessory) }
            accessory.frame = CGRect(x: 0, y: 0, width: size.width, height: accessoryHeight)
        }
        let below = CGRect(x: 0, y: accessoryHeight, width: size.width, height: size.height - accessoryHeight)
        if let inputView {
            panel.removeFromSuperview()
            if inputView.superview !== container { container.addSubview(inputView) }
            inputView.frame = CGRect(x: 0, y: accessoryHeight, width: size.width, height: inputHeight)
        } else {
            if panel.superview !== container { container.insertSubview(panel, at: 0) }
            panel.bottomInset = bottomInset
            panel.frame = below
        }
    }

    /// Takes the responder's views out once the keyboard has gone.
    func uninstall() {
        if let accessoryView, accessoryView.superview === container { accessoryView.removeFromSuperview() }
        if let customInputView, customInputView.superview === container { customInputView.removeFromSuperview() }
        accessoryView = nil
        customInputView = nil
    }
}

/// The keyboard window's root view controller, there only to hear about
/// rotations: a turning screen tells the root controllers of the visible
/// windows (`viewWillTransition(to:with:)`), and the keyboard takes its new
/// frame inside the rotation's animation, as iOS's keyboard turns with the app.
private final class RotationListener: UIViewController {
    weak var window: KeyboardWindow?

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.window?.screenDidResize?() },
                            completion: nil)
    }
}
