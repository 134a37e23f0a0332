import CoreGraphics

/// A layout guide that follows the keyboard (iOS 15): its bottom is its
/// owning view's bottom and its top is the keyboard's top where the keyboard
/// covers the view, or the bottom safe-area edge while the keyboard is down
/// (or covers less than the safe area). Pin views to its `topAnchor` and they
/// move with the keyboard, in the keyboard's animation.
///
/// Get it from `view.keyboardLayoutGuide`; the view makes it the first time
/// and keeps it in `layoutGuides`. Its frame, like any guide's, is the model
/// value (the final one while the keyboard moves); views pinned to it
/// animate.
///
/// Kumiki: iOS's superclass `UITrackingLayoutGuide` (constraints activated
/// near given edges) is absent (docs/COVERAGE.md). The keyboard is always docked, and
/// with a docked keyboard iOS's guide is the same whatever
/// `followsUndockedKeyboard` says, so the property changes nothing here.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (false by
    /// default). Kumiki's keyboard is always docked.
    open var followsUndockedKeyboard = false

    /// Whether the guide's top rests on the bottom safe-area edge while the
    /// keyboard is down (true by default, iOS 17); false rests it on the
    /// view's bottom.
    open var usesBottomSafeArea = true {
        didSet { safeAreaConstraint?.isActive = usesBottomSafeArea }
    }

    /// top ≤ view.bottom − the keyboard's overlap with the view.
    private var keyboardConstraint: NSLayoutConstraint?
    /// top ≤ the view's safe-area bottom.
    private var safeAreaConstraint: NSLayoutConstraint?
    /// The keyboard's last frame in screen coordinates (nil: down).
    private var keyboardFrame: CGRect?

    /// Attaches the guide to `view` with its constraints: the sides and
    /// bottom on the view's, the top as low as the keyboard and (with
    /// `usesBottomSafeArea`) the safe area allow. "As low as allowed" is a
    /// top pulled to the view's bottom at priority 999 against two required
    /// upper bounds, so the guide also follows changes of the safe area.
    func attach(to view: UIView) {
        identifier = "UIViewKeyboardLayoutGuide"
        view.addLayoutGuide(self)
        let keyboard = topAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor)
        let safeArea = topAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor)
        let pull = topAnchor.constraint(equalTo: view.bottomAnchor)
        pull.priority = UILayoutPriority(999)
        keyboardConstraint = keyboard
        safeAreaConstraint = safeArea
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor),
            keyboard, safeArea, pull,
        ])
    }

    /// The keyboard moved to `frame` (screen coordinates; nil: down): the
    /// guide's top bound becomes the keyboard's overlap with the owning view.
    func keyboardFrameDidChange(to frame: CGRect?) {
        keyboardFrame = frame
        updateKeyboardConstraint()
    }

    /// How far the keyboard reaches up into the owning view, in its points.
    private func updateKeyboardConstraint() {
        guard let view = owningView, let keyboardConstraint else { return }
        var overlap: CGFloat = 0
        if let keyboardFrame, let window = view.window {
            // Screen coordinates are the window's when the window fills the screen.
            let inWindow = keyboardFrame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
            let inView = view.convert(inWindow, from: window)
            if inView.minX < view.bounds.maxX, inView.maxX > view.bounds.minX {
                overlap = max(0, min(view.bounds.height, view.bounds.maxY - inView.minY))
            }
        }
        if keyboardConstraint.constant != -overlap { keyboardConstraint.constant = -overlap }
    }
}
