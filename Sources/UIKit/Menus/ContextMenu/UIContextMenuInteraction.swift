import Foundation

/// A delegate that lifts another view than the interaction's own (a list's
/// cell) as the preview.
@MainActor
protocol ContextMenuPreviewSource: AnyObject {
    func contextMenuPreviewView(for configuration: UIContextMenuConfiguration) -> UIView?
}

/// Lets the interaction's press begin only where the delegate has a menu,
/// so that a finger resting elsewhere is not taken from the view.
@MainActor
private final class ContextMenuPressGate: NSObject, UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.prepareConfiguration() ?? false
    }
}

/// Shows a context menu for a view when a finger rests on it: the delegate's
/// configuration makes a menu and a preview (its controller's view, or a
/// picture of the view or of the delegate's targeted preview), and the
/// preview lifts over the blurred and dimmed screen with the menu next to
/// it. Choosing an action closes the menu and performs the action; a touch
/// elsewhere closes it; tapping the preview asks the delegate to commit it.
///
/// The press is a `UILongPressGestureRecognizer` of 0.5 s added to the view
/// (uncertain; iOS's is private). The lifted picture has corners rounded
/// 13 pt unless a targeted preview's visible path shapes it; as the menu
/// closes, the preview moves to the delegate's dismissal preview, if any,
/// while it fades (iOS morphs it back into that view).
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// Seconds a finger rests before the menu shows (uncertain).
    static let pressDuration: TimeInterval = 0.5
    /// Points: the preview's corner radius (uncertain).
    static let previewCornerRadius: CGFloat = 13

    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    private var press: UILongPressGestureRecognizer?
    /// The menu on screen for this interaction.
    private(set) var presentation: MenuPresentation?
    /// The configuration the delegate gave as the press began.
    private var pendingConfiguration: UIContextMenuConfiguration?
    private let gate = ContextMenuPressGate()

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        dismissMenu()
        if let press { self.view?.removeGestureRecognizer(press) }
        press = nil
    }

    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let press = UILongPressGestureRecognizer(target: self, action: UIContextMenuInteraction.pressed(_:))
        press.minimumPressDuration = Self.pressDuration
        gate.interaction = self
        press.delegate = gate
        view.addGestureRecognizer(press)
        self.press = press
    }

    /// Where the finger that opened the menu was, in `view`'s coordinates
    /// (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        press?.location(in: view) ?? .zero
    }

    /// Closes the visible menu, if any, telling the delegate.
    open func dismissMenu() {
        guard let presentation else { return }
        presentation.dismiss()
    }

    /// Replaces the visible menu with what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation else { return }
        presentation.list.reload(menu: block(presentation.list.menuStack[0]))
    }

    // MARK: Presenting

    /// Asks the delegate for the configuration at the press; whether there is one.
    func prepareConfiguration() -> Bool {
        guard let view, let press, let delegate else { return false }
        pendingConfiguration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: press.location(in: view))
        return pendingConfiguration != nil
    }

    func pressed(_ press: UILongPressGestureRecognizer) {
        // The finger that opened the menu can slide onto it and lift on a row.
        if press.state != .began, let presentation {
            presentation.list.follow(press)
            return
        }
        guard press.state == .began, let view, let window = view.window, let delegate,
              let configuration = pendingConfiguration else { return }
        pendingConfiguration = nil
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        let previewController = configuration.previewProvider?()
        let targeted = delegate.contextMenuInteraction(self, configuration: configuration,
                                                       highlightPreviewForItemWithIdentifier: configuration.identifier)
        let source = targeted?.view ?? (delegate as? ContextMenuPreviewSource)?.contextMenuPreviewView(for: configuration)
            ?? view
        let preview = makePreview(of: source, controller: previewController, parameters: targeted?.parameters)
        let frame = targeted.map { Self.frame(of: preview.bounds.size, centeredOn: $0, in: window) }
            ?? CGRect(origin: source.convert(source.bounds.origin, to: window), size: preview.bounds.size)
        let presentation = MenuPresentation(menu: menu, placement: .contextual(preview: preview, frame: frame))
        presentation.previewDismissalFrame = { [weak self, weak window] in
            guard let self, let window,
                  let target = delegate.contextMenuInteraction(self, configuration: configuration,
                                                               dismissalPreviewForItemWithIdentifier: configuration.identifier)
            else { return nil }
            return Self.frame(of: target.size, centeredOn: target, in: window)
        }
        presentation.onAction = { [weak self] action in action.perform(from: self) }
        presentation.onDismiss = { [weak self, weak presentation] in
            guard let self, self.presentation === presentation else { return }
            self.presentation = nil
            delegate.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
        }
        presentation.onPreviewTap = { [weak self, weak presentation] in
            guard let self, let presentation else { return }
            let animator = ContextMenuAnimator(previewViewController: previewController)
            delegate.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            presentation.dismiss(animations: animator.animations, completions: animator.completions)
        }
        self.presentation = presentation
        let animator = ContextMenuAnimator(previewViewController: previewController)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        presentation.present(in: window, animations: animator.animations, completions: animator.completions)
    }

    /// A rectangle of `size` in `window` around a targeted preview's center.
    private static func frame(of size: CGSize, centeredOn preview: UITargetedPreview, in window: UIWindow) -> CGRect {
        let center = preview.target.container.convert(preview.target.center, to: window)
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The lifted preview: the controller's view at its preferred size (the
    /// view's size when it has none), or a picture of the view (cut to the
    /// parameters' visible path, on their background); corners rounded
    /// unless a visible path shapes it, with the drag lift's shadow.
    private func makePreview(of view: UIView, controller: UIViewController?, parameters: UIPreviewParameters?) -> UIView {
        let container = UIView()
        let content: UIView
        if let controller {
            let preferred = controller.preferredContentSize
            let size = preferred.width > 0 && preferred.height > 0 ? preferred : view.bounds.size
            content = controller.view
            content.frame = CGRect(origin: .zero, size: size)
        } else {
            content = DragPreviewSnapshot.make(of: view, parameters: parameters ?? UIPreviewParameters())
        }
        container.bounds = content.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(content)
        if controller == nil, let parameters, parameters.visiblePath != nil {
            DragPreviewSnapshot.castLiftShadow(from: container, of: view, parameters: parameters)
            return container
        }
        content.layer.cornerRadius = Self.previewCornerRadius
        content.clipsToBounds = true
        container.layer.shadowOpacity = DragPreviewSnapshot.liftShadowOpacity
        container.layer.shadowRadius = DragPreviewSnapshot.liftShadowRadius
        container.layer.shadowOffset = DragPreviewSnapshot.liftShadowOffset
        container.layer.shadowPath = CGPath(roundedRect: container.bounds, cornerWidth: Self.previewCornerRadius,
                                            cornerHeight: Self.previewCornerRadius, transform: nil)
        return container
    }
}
