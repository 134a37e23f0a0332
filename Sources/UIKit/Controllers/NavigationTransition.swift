/// One push or pop in flight (see `ControllerTransitionContext`): both
/// controllers' views move, in the navigation controller's content view,
/// each in the frame its controller's extended edges give it.
@MainActor
final class NavigationTransition: ControllerTransitionContext {
    let operation: UINavigationController.Operation
    let from: UIViewController
    let to: UIViewController
    /// `from`'s frame as the transition begins and `to`'s as it ends, in the
    /// container's coordinates.
    let fromFrame: CGRect
    let toFrame: CGRect

    init(operation: UINavigationController.Operation, from: UIViewController, to: UIViewController,
         fromFrame: CGRect, toFrame: CGRect, containerView: UIView, isAnimated: Bool, animator: UIViewControllerAnimatedTransitioning?,
         interactionController: UIViewControllerInteractiveTransitioning?) {
        self.operation = operation
        self.from = from
        self.to = to
        self.fromFrame = fromFrame
        self.toFrame = toFrame
        super.init(containerView: containerView, isAnimated: isAnimated, animator: animator,
                   interactionController: interactionController)
    }

    override var presentationStyle: UIModalPresentationStyle { .none }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.viewIfLoaded
        case .to: to.view
        default: nil
        }
    }

    override func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from ? fromFrame : .zero
    }

    override func finalFrame(for vc: UIViewController) -> CGRect {
        vc === to ? toFrame : .zero
    }
}
