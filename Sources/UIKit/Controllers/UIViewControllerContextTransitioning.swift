/// What a transition tells its animator and interaction controller: the
/// container, the two controllers and views, their frames, and how to report
/// progress and the end.
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the "to" view.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the transition applies (identity for presentations).
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view to animate for `key`; nil when that controller's view does
    /// not move (the presenter's, in presentations that keep it).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view starts, in the container's coordinates; `.zero` when
    /// unknown (the controller being presented).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends; `.zero` when it leaves (the controller being
    /// dismissed).
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Ends the transition: the animator calls it once its animations end,
    /// with false when an interaction cancelled it.
    func completeTransition(_ didComplete: Bool)
    /// An interaction reports how far it is, from 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
}
