/// One presentation or dismissal in flight: the context its animator and
/// interaction controller work with, and the coordinator that code animating
/// along with it (`transitionCoordinator`) uses.
///
/// Alongside animations run in a `UIViewPropertyAnimator` of the
/// transition's duration: started with the animator, or paused and scrubbed
/// while an interaction drives the transition, then finished or reversed
/// with it. Not-animated transitions run them at once, without animation.
@MainActor
final class PresentationTransition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    /// true for a presentation, false for a dismissal.
    let isPresentation: Bool
    /// The controller being presented or dismissed.
    let presented: UIViewController
    /// The controller it is presented from (the context's controller).
    let presenting: UIViewController
    let presentationController: UIPresentationController
    let containerView: UIView
    let isAnimated: Bool
    let animator: UIViewControllerAnimatedTransitioning?
    let interactionController: UIViewControllerInteractiveTransitioning?
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private var alongsideAnimations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var alongsideCompletions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var alongsideAnimator: UIViewPropertyAnimator?
    private var hasStarted = false
    private(set) var isComplete = false
    /// Called once when the animator completes the transition, before the
    /// coordinator's completions.
    var onComplete: ((Bool) -> Void)?

    init(isPresentation: Bool, presented: UIViewController, presenting: UIViewController,
         presentationController: UIPresentationController, containerView: UIView, isAnimated: Bool,
         animator: UIViewControllerAnimatedTransitioning?, interactionController: UIViewControllerInteractiveTransitioning?) {
        self.isPresentation = isPresentation
        self.presented = presented
        self.presenting = presenting
        self.presentationController = presentationController
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.animator = animator
        self.interactionController = isAnimated ? interactionController : nil
        let interactive = isAnimated && (interactionController?.wantsInteractiveStart ?? false)
        initiallyInteractive = interactive
        isInteractive = interactive
    }

    // MARK: Running

    /// Starts the animator (or the interaction), or, not animated, places the
    /// views and completes at once.
    func start() {
        hasStarted = true
        guard isAnimated, let animator else {
            UIView.performWithoutAnimation {
                for animation in alongsideAnimations { animation(self) }
            }
            completeTransition(true)
            return
        }
        let alongside = UIViewPropertyAnimator(duration: transitionDuration, curve: .easeInOut)
        alongside.addAnimations { [alongsideAnimations] in
            for animation in alongsideAnimations { animation(self) }
        }
        alongsideAnimator = alongside
        if let interactionController, isInteractive {
            alongside.pauseAnimation()
            interactionController.startInteractiveTransition(self)
        } else {
            alongside.startAnimation()
            animator.animateTransition(using: self)
        }
    }

    // MARK: UIViewControllerContextTransitioning

    var presentationStyle: UIModalPresentationStyle { presentationController.presentationStyle }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: isPresentation ? presenting : presented
        case .to: isPresentation ? presented : presenting
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presentedSide = isPresentation ? UITransitionContextViewKey.to : .from
        if key == presentedSide { return presentationController.presentedView }
        guard key == .from || key == .to else { return nil }
        // The presenter's view moves only when the presentation removes it.
        return presentationController.shouldRemovePresentersView ? presenting.viewIfLoaded : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presented {
            return isPresentation ? .zero : presentationController.presentedView.map { $0.frame } ?? .zero
        }
        return vc === presenting ? presentersFrame : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
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

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        if !didComplete { transitionWasCancelled = true }
        if let alongside = alongsideAnimator, alongside.state == .active {
            alongside.stopAnimation(false)
            alongside.finishAnimation(at: didComplete ? .end : .start)
        }
        alongsideAnimator = nil
        // An interaction may have moved the container's clock; it runs normally again.
        let layer = containerView.layer
        if layer.speed != 1 || layer.beginTime != 0 || layer.timeOffset != 0 {
            layer.speed = 1
            layer.beginTime = 0
            layer.timeOffset = 0
        }
        onComplete?(didComplete)
        onComplete = nil
        animator?.animationEnded(didComplete)
        for completion in alongsideCompletions { completion(self) }
        alongsideCompletions.removeAll()
        alongsideAnimations.removeAll()
        interactionHandlers.removeAll()
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        alongsideAnimator?.fractionComplete = self.percentComplete
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = true
        alongsideAnimator?.pauseAnimation()
    }

    private func endInteraction(cancelled: Bool) {
        guard !isComplete else { return }
        isInteractive = false
        if cancelled { transitionWasCancelled = true }
        if let alongside = alongsideAnimator {
            let remaining = cancelled ? percentComplete : 1 - percentComplete
            alongside.isReversed = cancelled
            alongside.continueAnimation(withTimingParameters: nil, durationFactor: max(remaining, 0.01))
        }
        for handler in interactionHandlers { handler(self) }
    }

    // MARK: UIViewControllerTransitionCoordinator

    var isInterruptible: Bool { false }
    var isCancelled: Bool { transitionWasCancelled }
    var transitionDuration: TimeInterval { isAnimated ? animator?.transitionDuration(using: self) ?? 0 : 0 }
    var completionVelocity: CGFloat { interactionController?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactionController?.completionCurve ?? .easeInOut }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isComplete else { return false }
        if let completion { alongsideCompletions.append(completion) }
        guard let animation else { return true }
        if !hasStarted {
            alongsideAnimations.append(animation)
        } else if let alongside = alongsideAnimator {
            alongside.addAnimations { animation(self) }
        } else {
            animation(self)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }
}
