/// Animates a presentation or dismissal (or any controller transition): the
/// animator moves the views the context gives it into their final place and
/// calls `completeTransition(_:)` when done. (`interruptibleAnimator(using:)`
/// is absent: interactive transitions scrub the container's layer time.)
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// Seconds. Alongside animations and percent-driven interaction use it.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Adds the "to" view to the container (for a presentation) and animates.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// After the transition completed or was cancelled. Default: nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
