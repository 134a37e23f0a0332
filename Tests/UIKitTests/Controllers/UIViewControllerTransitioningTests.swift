import Foundation
import Testing
import UIKit
import UIKitTesting

/// Slides the presented view in from the right over `duration` and back out;
/// records what the context told it.
@MainActor
private final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval = 0.4
    var seenContainer: UIView?
    var seenFinalFrame: CGRect?
    var endedWith: Bool?

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        seenContainer = container
        if presenting {
            guard let view = transitionContext.view(forKey: .to),
                  let controller = transitionContext.viewController(forKey: .to) else { return }
            let final = transitionContext.finalFrame(for: controller)
            seenFinalFrame = final
            view.frame = final.offsetBy(dx: container.bounds.width, dy: 0)
            container.addSubview(view)
            UIView.animate(withDuration: duration, animations: { view.frame = final }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let view = transitionContext.view(forKey: .from) else { return }
            UIView.animate(withDuration: duration, animations: {
                view.frame = view.frame.offsetBy(dx: container.bounds.width, dy: 0)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { endedWith = transitionCompleted }
}

/// A card in the lower half, with a dimming view animated along.
@MainActor
private final class HalfPresentationController: UIPresentationController {
    var events: [String] = []
    let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: container.bounds.midY, width: container.bounds.width, height: container.bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        events.append("presentationTransitionWillBegin")
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.frame = containerView?.bounds ?? .zero
        containerView?.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimming.alpha = 0.5
        }, completion: { context in
            self.events.append("alongside completion, cancelled: \(context.isCancelled)")
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { events.append("presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() {
        events.append("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) { events.append("dismissalTransitionDidEnd(\(completed))") }
}

@MainActor
private final class TransitionDelegate: UIViewControllerTransitioningDelegate {
    let presentAnimator = SlideAnimator(presenting: true)
    let dismissAnimator = SlideAnimator(presenting: false)
    var presentationController: HalfPresentationController?
    var interaction: UIPercentDrivenInteractiveTransition?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { presentAnimator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissAnimator
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = HalfPresentationController(presentedViewController: presented, presenting: presenting)
        presentationController = controller
        return controller
    }
}

@MainActor
@Suite("Custom transitions")
struct UIViewControllerTransitioningTests {
    private func presentCustom(_ delegate: TransitionDelegate, style: UIModalPresentationStyle = .custom)
        -> (UITestHost, UIViewController, UIViewController) {
        let host = UITestHost()
        let presenter = UIViewController()
        host.rootViewController = presenter
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: true)
        return (host, presenter, presented)
    }

    @Test("a custom presentation uses the delegate's presentation controller and animator, and places the view where the controller says")
    func customPresentation() {
        let delegate = TransitionDelegate()
        let (host, presenter, presented) = presentCustom(delegate)
        let controller = delegate.presentationController
        #expect(presented.presentationController === controller)
        #expect(controller?.presentingViewController === presenter)
        #expect(delegate.presentAnimator.seenContainer === controller?.containerView)
        #expect(delegate.presentAnimator.seenFinalFrame == CGRect(x: 0, y: 426, width: 393, height: 426))
        host.advance(by: 0.2)
        let halfway = presented.view.layer.presentation()?.frame.minX ?? 0
        #expect(halfway > 0 && halfway < 393)
        #expect(abs((controller?.dimming.layer.presentation()?.opacity ?? 0) - 0.25) < 0.15)
        host.runUntilIdle()
        #expect(controller?.events == ["presentationTransitionWillBegin", "presentationTransitionDidEnd(true)",
                                       "alongside completion, cancelled: false"])
        #expect(delegate.presentAnimator.endedWith == true)
        // A custom presentation keeps the presenter's views.
        #expect(presenter.view.window === host.window)
    }

    @Test("the delegate's animator also animates built-in styles")
    func animatorForFullScreen() {
        let delegate = TransitionDelegate()
        let (host, presenter, presented) = presentCustom(delegate, style: .fullScreen)
        #expect(delegate.presentationController == nil)
        #expect(delegate.presentAnimator.seenFinalFrame == host.window.bounds)
        host.runUntilIdle()
        #expect(presented.view.frame == host.window.bounds)
        #expect(presenter.view.window == nil)
    }

    @Test("a percent-driven dismissal follows update, and cancelling leaves the controller presented")
    func percentDrivenCancel() {
        let delegate = TransitionDelegate()
        let (host, presenter, presented) = presentCustom(delegate)
        host.runUntilIdle()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        presented.dismiss(animated: true)
        #expect(presented.transitionCoordinator?.isInteractive == true)
        interaction.update(0.5)
        host.runFrame()
        let shown = presented.view.layer.presentation()?.frame.minX ?? 0
        #expect(abs(shown - 393 / 2) < 40)
        interaction.cancel()
        host.runUntilIdle()
        #expect(presenter.presentedViewController === presented)
        #expect(presented.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
        #expect(presented.view.window === host.window)
        #expect(delegate.dismissAnimator.endedWith == false)
        #expect(delegate.presentationController?.events.last == "dismissalTransitionDidEnd(false)")
    }

    @Test("a percent-driven dismissal finished from halfway completes the dismissal")
    func percentDrivenFinish() {
        let delegate = TransitionDelegate()
        let (host, presenter, presented) = presentCustom(delegate)
        host.runUntilIdle()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        var completed = false
        presented.dismiss(animated: true) { completed = true }
        interaction.update(0.5)
        host.runFrame()
        interaction.finish()
        host.advance(by: 0.1)
        #expect(!completed)
        host.runUntilIdle()
        #expect(completed)
        #expect(presenter.presentedViewController == nil)
        #expect(delegate.presentationController?.events.last == "dismissalTransitionDidEnd(true)")
    }

    @Test("the transition coordinator is there in viewWillAppear and runs alongside animations with the transition")
    func coordinatorInViewWillAppear() {
        let host = UITestHost()
        let presenter = UIViewController()
        host.rootViewController = presenter
        let presented = CoordinatorUser()
        presented.modalPresentationStyle = .fullScreen
        presenter.present(presented, animated: true)
        #expect(presented.durationSeen == 0.5)
        #expect(presented.marker.alpha == 1)
        host.advance(by: 0.25)
        let opacity = presented.marker.layer.presentation()?.opacity ?? 0
        #expect(opacity > 0.1 && opacity < 0.9)
        host.runUntilIdle()
        #expect(presented.completionSeen)
        #expect(presented.transitionCoordinator == nil)
    }
}

@MainActor
private final class CoordinatorUser: UIViewController {
    let marker = UIView()
    var durationSeen: TimeInterval?
    var completionSeen = false

    override func viewDidLoad() {
        marker.alpha = 0
        view.addSubview(marker)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        durationSeen = transitionCoordinator?.transitionDuration
        transitionCoordinator?.animate(alongsideTransition: { _ in self.marker.alpha = 1 },
                                       completion: { _ in self.completionSeen = true })
    }
}
