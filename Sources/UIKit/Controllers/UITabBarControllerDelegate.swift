/// Hears about a tab bar controller's selection by the user.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController`'s tab (asked on every tap
    /// of an enabled tab, the selected one too). The default answers true.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool

    /// The user selected `viewController`'s tab: called after the switch, and
    /// also when the tab was already selected (as iOS does since 3.0). Not
    /// called when code sets `selectedIndex` or `selectedViewController`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool {
        true
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
