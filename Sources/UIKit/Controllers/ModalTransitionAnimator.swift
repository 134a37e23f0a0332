/// UIKit's own presentation and dismissal animations, one per
/// `UIModalTransitionStyle`. The presented view's on-screen frame is the
/// presentation controller's (a sheet's card, or the whole container).
///
/// - Cover vertical: the view slides up from below the container to its
///   frame, and back down when dismissed.
/// - Cross dissolve: it fades in, and out.
/// - Flip horizontal: the window turns over from the right (back from the
///   left), drawn flat as Kumiki's view transitions are (docs/PORTING.md).
/// - Partial curl: a curl up (down when dismissed), drawn as a slide.
///
/// Durations, in seconds (UIKit's own are private; these match what the
/// simulator shows to within a frame or two and are uncertain): cover
/// vertical 0.5, cross dissolve 0.4, flip 0.75, curl 0.75. The curve is
/// ease-in-out, as alongside animations use.
@MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let transitionStyle: UIModalTransitionStyle
    let isPresentation: Bool

    init(transitionStyle: UIModalTransitionStyle, isPresentation: Bool) {
        self.transitionStyle = transitionStyle
        self.isPresentation = isPresentation
    }

    static func duration(of style: UIModalTransitionStyle) -> TimeInterval {
        switch style {
        case .coverVertical: 0.5
        case .crossDissolve: 0.4
        case .flipHorizontal, .partialCurl: 0.75
        }
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration(of: transitionStyle)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresentation ? .to : .from
        let controllerKey: UITransitionContextViewControllerKey = isPresentation ? .to : .from
        guard let view = transitionContext.view(forKey: key),
              let controller = transitionContext.viewController(forKey: controllerKey) else {
            transitionContext.completeTransition(true)
            return
        }
        let container = transitionContext.containerView
        let onScreen = isPresentation ? transitionContext.finalFrame(for: controller)
            : transitionContext.initialFrame(for: controller)
        let duration = transitionDuration(using: transitionContext)
        let presenting = isPresentation
        let finish: (Bool) -> Void = { _ in
            if !presenting {
                // The view may be presented again: leave it as it was.
                view.alpha = 1
                view.isHidden = false
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        switch transitionStyle {
        case .coverVertical:
            let offScreen = onScreen.offsetBy(dx: 0, dy: container.bounds.height - onScreen.minY)
            if presenting { view.frame = offScreen }
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
                view.frame = presenting ? onScreen : offScreen
            }, completion: finish)
        case .crossDissolve:
            if presenting { view.alpha = 0 }
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
                view.alpha = presenting ? 1 : 0
            }, completion: finish)
        case .flipHorizontal, .partialCurl:
            let whole: UIView = container.window ?? container
            let options: UIView.AnimationOptions = transitionStyle == .flipHorizontal
                ? (presenting ? .transitionFlipFromRight : .transitionFlipFromLeft)
                : (presenting ? .transitionCurlUp : .transitionCurlDown)
            if presenting { view.isHidden = true }
            UIView.transition(with: whole, duration: duration, options: options, animations: {
                view.isHidden = !presenting
            }, completion: finish)
        }
    }
}
