/// Drives a transition from user input instead of letting the animator run
/// on its own (`UIPercentDrivenInteractiveTransition` is the stock one).
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Called instead of the animator's `animateTransition(using:)`.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// The speed the remaining animation completes at. Default: 1.
    var completionSpeed: CGFloat { get }
    /// The curve the remaining animation completes with. Default: `.easeInOut`.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive. Default: true.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
