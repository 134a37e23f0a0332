/// Hears about a tab bar's selection. A tab bar managed by a tab bar
/// controller has the controller as its delegate, and that cannot change.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item` (also when it was already selected); not
    /// called when code sets `selectedItem`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
