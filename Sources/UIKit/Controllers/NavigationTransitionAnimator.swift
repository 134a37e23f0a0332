/// UIKit's push and pop: the incoming view slides in from the trailing edge
/// over the outgoing one, which moves 30 % of the width the other way under
/// a dimming of 10 % black; a pop runs it backwards. 0.35 s on UIKit's
/// system spring (damping ratio 4.56, mass 3, stiffness 1000, damping 500;
/// docs/BEHAVIOR.md "Navigation"; the duration and the 30 % are uncertain);
/// linear while a finger drives it (the interactive pop), so the views
/// follow the finger.
@MainActor
final class NavigationTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.35
    /// How far the view underneath moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// The black over the view underneath at its deepest.
    static let dimming: CGFloat = 0.1

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(true)
            return
        }
        let bounds = container.bounds
        // Each view keeps its own frame (its controller's extended edges) and
        // slides by the container's width.
        let fromFrame = transitionContext.viewController(forKey: .from)
            .map { transitionContext.initialFrame(for: $0) } ?? bounds
        let toFrame = transitionContext.viewController(forKey: .to).map { transitionContext.finalFrame(for: $0) } ?? bounds
        // Right to left, the slide mirrors.
        let direction: CGFloat = container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let slideOut = direction * bounds.width
        let slideUnder = -direction * bounds.width * Self.parallax
        let pushing = operation != .pop
        let dimming = UIView(frame: bounds)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        if pushing {
            toView.frame = toFrame.offsetBy(dx: slideOut, dy: 0)
            container.addSubview(toView)
            container.insertSubview(dimming, belowSubview: toView)
            dimming.alpha = 0
        } else {
            toView.frame = toFrame.offsetBy(dx: slideUnder, dy: 0)
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(dimming, aboveSubview: toView)
            dimming.alpha = Self.dimming
        }
        let animations = {
            if pushing {
                toView.frame = toFrame
                fromView.frame = fromFrame.offsetBy(dx: slideUnder, dy: 0)
                dimming.alpha = Self.dimming
            } else {
                fromView.frame = fromFrame.offsetBy(dx: slideOut, dy: 0)
                toView.frame = toFrame
                dimming.alpha = 0
            }
        }
        let completion: (Bool) -> Void = { _ in
            dimming.removeFromSuperview()
            let cancelled = transitionContext.transitionWasCancelled
            // The view that stays is back where its controller lays it out.
            if cancelled { fromView.frame = fromFrame } else { toView.frame = toFrame }
            transitionContext.completeTransition(!cancelled)
        }
        if transitionContext.isInteractive {
            // A finger drives it: position follows the finger linearly.
            UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveLinear], animations: animations,
                           completion: completion)
        } else {
            UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: 4.56, initialSpringVelocity: 0,
                           options: [], animations: animations, completion: completion)
        }
    }
}
