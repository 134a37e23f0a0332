/// Hears a navigation controller's transitions and may animate them. Every
/// method is optional.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before `viewController` becomes the top (before its `viewWillAppear`).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// After it did (after its `viewDidAppear`).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// A custom animator for a push or pop; nil for UIKit's slide.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    /// An interaction controller for a custom animator; nil runs it on its own.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The orientations the navigation controller supports (its
    /// `supportedInterfaceOrientations`). The default answers as the
    /// navigation controller does without a delegate: UIViewController's
    /// default, not the top controller's.
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    /// The orientation to present the navigation controller in (its
    /// `preferredInterfaceOrientationForPresentation`). The default answers
    /// as the navigation controller does without a delegate.
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask {
        .idiomDefault(UIDevice.current.userInterfaceIdiom)
    }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController) -> UIInterfaceOrientation {
        navigationController.viewIfLoaded?.window?.windowScene?.interfaceOrientation ?? .portrait
    }
}
