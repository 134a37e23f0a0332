/// Hears a navigation bar's pushes and pops and may refuse them. Every
/// method is optional.
///
/// Only a bar of its own asks (`pushItem(_:animated:)`, `popItem(animated:)`
/// and its back button); `setItems(_:animated:)` replaces the stack without
/// asking. A bar a navigation controller manages has the controller as its
/// delegate, and setting another stops the app (docs/COVERAGE.md, misuse).
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether `item` may be pushed. The default answers true.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// `item` was pushed: after the cross-fade when animated, at once otherwise.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` (the top item) may be popped. The default answers true;
    /// false keeps it on top.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// `item` was popped: after the cross-fade when animated, at once otherwise.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
