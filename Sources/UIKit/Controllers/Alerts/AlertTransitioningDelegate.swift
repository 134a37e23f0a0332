/// What a `UIAlertController` presents itself with, through the public
/// custom-presentation API: its presentation controller and its animators.
@MainActor
final class AlertTransitioningDelegate: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertTransitionAnimator(style: Self.style(of: presented), isPresentation: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertTransitionAnimator(style: Self.style(of: dismissed), isPresentation: false)
    }

    private static func style(of controller: UIViewController) -> UIAlertController.Style {
        (controller as? UIAlertController)?.preferredStyle ?? .alert
    }
}
