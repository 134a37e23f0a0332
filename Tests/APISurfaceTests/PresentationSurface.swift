import Foundation
import UIKit

// Containment, presentation, sheets and custom transitions as apps write them:
// a container adding a child, a sheet configured before presenting, the
// adaptive delegate, a transitioning delegate with an animator, a
// presentation controller subclass and a percent-driven interaction.

final class ContainerController: UIViewController, UISheetPresentationControllerDelegate {
    private let content = PlainController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        content.view.frame = view.bounds
        view.addSubview(content.view)
        content.didMove(toParent: self)
        additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        definesPresentationContext = true
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        _ = (isMovingToParent, isBeingPresented, children.count, parent)
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        _ = container.preferredContentSize
    }

    func removeContent() {
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
    }

    func showDetails() {
        let details = PlainController()
        details.modalPresentationStyle = .pageSheet
        details.isModalInPresentation = false
        if let sheet = details.sheetPresentationController {
            sheet.detents = [.medium(), .large(), .custom(identifier: .init("small")) { context in
                context.maximumDetentValue * 0.25
            }]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.preferredCornerRadius = 20
            sheet.delegate = self
        }
        present(details, animated: true) {
            details.sheetPresentationController?.animateChanges {
                details.sheetPresentationController?.selectedDetentIdentifier = .large
            }
        }
    }

    func showCover() {
        let cover = PlainController()
        cover.modalPresentationStyle = .fullScreen
        cover.modalTransitionStyle = .crossDissolve
        cover.presentationController?.delegate = self
        present(cover, animated: true, completion: nil)
        presentedViewController?.dismiss(animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key),
              let controller = transitionContext.viewController(forKey: presenting ? .to : .from) else { return }
        if presenting {
            view.frame = transitionContext.finalFrame(for: controller)
            transitionContext.containerView.addSubview(view)
            view.alpha = 0
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            view.alpha = self.presenting ? 1 : 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class CardPresentationController: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return containerView.bounds.insetBy(dx: 20, dy: 100)
    }

    override func presentationTransitionWillBegin() {
        containerView?.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimming.alpha = 1
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimming.frame = containerView?.bounds ?? .zero
    }
}

final class CardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    var interactive = false

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactive ? interaction : nil
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func handlePan(_ pan: UIPanGestureRecognizer, in controller: UIViewController) {
        let progress = pan.translation(in: pan.view).y / 300
        switch pan.state {
        case .began:
            interactive = true
            controller.dismiss(animated: true)
        case .changed:
            interaction.update(progress)
        case .ended:
            interactive = false
            if progress > 0.5 || pan.velocity(in: pan.view).y > 800 { interaction.finish() } else { interaction.cancel() }
        default:
            interactive = false
            interaction.cancel()
        }
    }
}
