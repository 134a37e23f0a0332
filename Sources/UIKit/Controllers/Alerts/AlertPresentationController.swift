/// Shows a `UIAlertController`: a dimming view (black at 20 %, fading in and
/// out with the transition) over the whole container, the alert centered
/// or the action sheet along the bottom, and the presenter's views kept.
///
/// The dimming view takes every touch outside the alert, so nothing behind
/// is reachable while it shows. A tap on it does nothing for an alert; for
/// an action sheet it chooses the cancel action when there is one (as on an
/// iPhone), and does nothing otherwise. For VoiceOver the container is
/// modal: only the alert's elements are read.
///
/// Built only on `UIPresentationController`'s public overrides.
@MainActor
final class AlertPresentationController: UIPresentationController {
    let dimmingView = UIView()
    /// From the start of a transition to its end: the animator places the
    /// alert, layout passes leave it alone.
    private var isTransitioning = false

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: AlertMetrics.dimmingAlpha)
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self,
                                                                action: AlertPresentationController.dimmingViewTapped(_:)))
    }

    private var alertController: UIAlertController? { presentedViewController as? UIAlertController }

    override var shouldPresentInFullscreen: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView,
              let content = presentedViewController.view as? AlertContentView else { return .zero }
        let safeArea = container.window?.safeAreaInsets ?? container.safeAreaInsets
        return content.frame(inContainer: container.bounds, safeArea: safeArea)
    }

    // MARK: Transitions

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        isTransitioning = true
        container.accessibilityViewIsModal = true
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimmingView, at: 0)
        dimmingView.alpha = 0
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        isTransitioning = false
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        isTransitioning = true
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        isTransitioning = false
        if completed {
            dimmingView.removeFromSuperview()
        } else {
            dimmingView.alpha = 1
        }
    }

    // MARK: Layout

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        guard !isTransitioning, let view = presentedView else { return }
        let frame = frameOfPresentedViewInContainerView
        view.bounds.size = frame.size
        view.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    // MARK: Touches

    /// A tap outside: an action sheet's cancel action.
    func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let alert = alertController, alert.preferredStyle == .actionSheet,
              let cancel = alert.cancelAction else { return }
        alert.choose(cancel)
    }
}
