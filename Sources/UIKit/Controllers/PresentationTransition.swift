/// One presentation or dismissal in flight (see `ControllerTransitionContext`):
/// the presented controller's view is the one that moves; the presenter's
/// moves only when the presentation removes it.
@MainActor
final class PresentationTransition: ControllerTransitionContext {
    /// true for a presentation, false for a dismissal.
    let isPresentation: Bool
    /// The controller being presented or dismissed.
    let presented: UIViewController
    /// The controller it is presented from (the context's controller).
    let presenting: UIViewController
    let presentationController: UIPresentationController

    init(isPresentation: Bool, presented: UIViewController, presenting: UIViewController,
         presentationController: UIPresentationController, containerView: UIView, isAnimated: Bool,
         animator: UIViewControllerAnimatedTransitioning?, interactionController: UIViewControllerInteractiveTransitioning?) {
        self.isPresentation = isPresentation
        self.presented = presented
        self.presenting = presenting
        self.presentationController = presentationController
        super.init(containerView: containerView, isAnimated: isAnimated, animator: animator,
                   interactionController: interactionController)
    }

    override var presentationStyle: UIModalPresentationStyle { presentationController.presentationStyle }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: isPresentation ? presenting : presented
        case .to: isPresentation ? presented : presenting
        default: nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presentedSide = isPresentation ? UITransitionContextViewKey.to : .from
        if key == presentedSide { return presentationController.presentedView }
        guard key == .from || key == .to else { return nil }
        // The presenter's view moves only when the presentation removes it.
        return presentationController.shouldRemovePresentersView ? presenting.viewIfLoaded : nil
    }

    override func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presented {
            return isPresentation ? .zero : presentationController.presentedView.map { $0.frame } ?? .zero
        }
        return vc === presenting ? presentersFrame : .zero
    }

    override func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === presented {
            return isPresentation ? presentationController.frameOfPresentedViewInContainerView : .zero
        }
        return vc === presenting ? presentersFrame : .zero
    }

    /// The presenter's view in the container's coordinates.
    private var presentersFrame: CGRect {
        guard let view = presenting.viewIfLoaded else { return .zero }
        return view.superview.map { containerView.convert(view.frame, from: $0) } ?? view.frame
    }
}
