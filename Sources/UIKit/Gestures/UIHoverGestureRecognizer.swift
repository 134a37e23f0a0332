/// Follows the pointer (a mouse or trackpad, no button pressed) over its
/// view: `.began` when the pointer enters the view, `.changed` as it moves
/// over it, `.ended` when it leaves (or a button goes down, turning the
/// pointer into a touch). `location(in:)` is the pointer's location.
///
/// Hover recognizers get no touches and take no part in touch recognizers'
/// conflicts; several can follow the pointer at once (a view's and its
/// superview's). The window host sends the mouse's motion; tests send it with
/// `UITestHost.hover(at:)`.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    override var receivesTouches: Bool { false }

    /// Enters a hover state and calls the targets; back to `.possible` after
    /// the gesture ends.
    func hover(_ newState: State, at locationInWindow: CGPoint, in window: UIWindow) {
        lastLocationInWindow = locationInWindow
        lastWindow = window
        applyState(newState)
        if newState == .ended || newState == .cancelled {
            currentState = .possible
            reset()
        }
    }

    /// Whether the delegate and the views let a hover begin.
    var mayBeginHovering: Bool {
        guard isEnabled, let view else { return false }
        return (delegate?.gestureRecognizerShouldBegin(self) ?? true) && view.gestureRecognizerShouldBegin(self)
    }
}
