/// Animates an alert or action sheet in and out:
///
/// - Alert: fades in while shrinking from 1.2× to its size, in 0.4 s eased
///   out; fades out in 0.25 s.
/// - Action sheet: slides up from below the container's bottom edge to its
///   place, and back down, in 0.4 s eased in and out.
///
/// The durations and curves are estimates (iOS's own are private; iOS
/// appears to use a spring for the alert): docs/BEHAVIOR.md "Alerts". The
/// dimming behind is animated along with it by the presentation controller.
@MainActor
final class AlertTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let alertPresentationDuration: TimeInterval = 0.4
    static let alertDismissalDuration: TimeInterval = 0.25
    static let sheetDuration: TimeInterval = 0.4
    /// The scale an alert starts from.
    static let alertInitialScale: CGFloat = 1.2

    let style: UIAlertController.Style
    let isPresentation: Bool

    init(style: UIAlertController.Style, isPresentation: Bool) {
        self.style = style
        self.isPresentation = isPresentation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        switch style {
        case .alert: isPresentation ? Self.alertPresentationDuration : Self.alertDismissalDuration
        case .actionSheet: Self.sheetDuration
        }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresentation ? .to : .from
        let controllerKey: UITransitionContextViewControllerKey = isPresentation ? .to : .from
        guard let view = transitionContext.view(forKey: key),
              let controller = transitionContext.viewController(forKey: controllerKey) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let finish: (Bool) -> Void = { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if isPresentation {
            container.addSubview(view)
            view.transform = .identity
            view.frame = transitionContext.finalFrame(for: controller)
            view.layoutIfNeeded()
        }
        switch (style, isPresentation) {
        case (.alert, true):
            view.alpha = 0
            view.transform = CGAffineTransform(scaleX: Self.alertInitialScale, y: Self.alertInitialScale)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
                view.alpha = 1
                view.transform = .identity
            }, completion: finish)
        case (.alert, false):
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
                view.alpha = 0
            }, completion: { finished in
                view.alpha = 1
                finish(finished)
            })
        case (.actionSheet, _):
            let onScreen = view.center
            let below = CGPoint(x: onScreen.x, y: onScreen.y + container.bounds.height - view.frame.minY)
            if isPresentation { view.center = below }
            let presenting = isPresentation
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                view.center = presenting ? onScreen : below
            }, completion: { finished in
                if !presenting { view.center = onScreen }
                finish(finished)
            })
        }
    }
}
