/// A controller transition in flight (a presentation, a dismissal, a push or
/// a pop): the context its animator and interaction controller work with, and
/// the coordinator that code animating along with it (`transitionCoordinator`)
/// uses. Subclasses say which views and frames the transition has.
///
/// Alongside animations run in a `UIViewPropertyAnimator` of the
/// transition's duration: started with the animator, or paused and scrubbed
/// while an interaction drives the transition, then finished or reversed
/// with it. Not-animated transitions run them at once, without animation.
@MainActor
class ControllerTransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
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

    init(containerView: UIView, isAnimated: Bool, animator: UIViewControllerAnimatedTransitioning?,
         interactionController: UIViewControllerInteractiveTransitioning?) {
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

    // Which controllers, views and frames the transition has: the subclasses'.
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { .zero }

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
