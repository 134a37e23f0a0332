import Foundation
import Testing
import UIKit
import UIKitTesting

/// `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars`: where a
/// navigation or tab bar controller puts its child's view, and what its bars
/// then add to the child's safe area (iPhone 15 Pro, 393 × 852 pt, safe
/// area 59 / 34).
@MainActor
@Suite("Extended layout under bars")
struct UINavigationControllerExtendedLayoutTests {
    private func hostShowing(_ root: UIViewController) -> (UITestHost, UINavigationController) {
        let host = UITestHost()
        let navigation = UINavigationController(rootViewController: root)
        host.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation)
    }

    @Test("by default the view fills the navigation controller, under the bar, which the safe area covers")
    func extendsUnderTheBarByDefault() {
        let root = UIViewController()
        let (host, _) = hostShowing(root)
        #expect(root.edgesForExtendedLayout == .all)
        #expect(!root.extendedLayoutIncludesOpaqueBars)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0))
        _ = host
    }

    @Test("without the top edge the view starts at the bar's bottom, and its safe area has nothing on top")
    func stopsAtTheBar() {
        let root = UIViewController()
        root.edgesForExtendedLayout = []
        let (host, _) = hostShowing(root)
        #expect(root.view.frame == CGRect(x: 0, y: 59 + 44, width: 393, height: 852 - 59 - 44))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        _ = host
    }

    @Test("a large title pushes the view's top down to the expanded bar's bottom")
    func stopsAtTheLargeTitleBar() {
        let root = UIViewController()
        root.title = "Mail"
        root.edgesForExtendedLayout = []
        let host = UITestHost()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        host.rootViewController = navigation
        host.runUntilIdle()
        #expect(root.view.frame.minY == CGFloat(59 + 96))
        #expect(root.view.safeAreaInsets.top == 0)
    }

    @Test("an opaque bar ends the view unless it includes opaque bars; hiding the bar gives the whole height back")
    func opaqueBars() {
        let root = UIViewController()
        let (host, navigation) = hostShowing(root)
        navigation.navigationBar.isTranslucent = false
        navigation.view.setNeedsLayout()
        host.runUntilIdle()
        #expect(root.view.frame.minY == CGFloat(59 + 44))
        root.extendedLayoutIncludesOpaqueBars = true
        host.runUntilIdle()
        #expect(root.view.frame.minY == 0)
        #expect(root.view.safeAreaInsets.top == CGFloat(59 + 44))
        root.extendedLayoutIncludesOpaqueBars = false
        navigation.setNavigationBarHidden(true, animated: false)
        host.runUntilIdle()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.safeAreaInsets.top == 59)
    }

    @Test("without the bottom edge the view ends at the toolbar's top")
    func stopsAtTheToolbar() {
        let root = UIViewController()
        root.edgesForExtendedLayout = .top
        root.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain)]
        let (host, navigation) = hostShowing(root)
        navigation.setToolbarHidden(false, animated: false)
        host.runUntilIdle()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852 - 34 - 49))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59 + 44, left: 0, bottom: 0, right: 0))
    }

    @Test("mid-push the incoming view slides in at its own height; the outgoing one keeps its own")
    func pushKeepsEachViewsFrame() {
        let root = UIViewController()
        let (host, navigation) = hostShowing(root)
        let pushed = UIViewController()
        pushed.edgesForExtendedLayout = []
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: 0.1)
        let incoming = pushed.view.layer.presentation()?.frame ?? .zero
        #expect(incoming.minY == CGFloat(59 + 44))
        #expect(incoming.height == CGFloat(852 - 59 - 44))
        #expect(incoming.minX > 0 && incoming.minX < 393)
        #expect(root.view.layer.presentation()?.frame.minY == 0)
        host.runUntilIdle()
        #expect(pushed.view.frame == CGRect(x: 0, y: 59 + 44, width: 393, height: 852 - 59 - 44))
        // And back: the root fills the container again.
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("a tab's view without the bottom edge ends at the tab bar; its safe area has nothing below")
    func stopsAtTheTabBar() {
        let host = UITestHost()
        let first = UIViewController()
        first.edgesForExtendedLayout = []
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        host.rootViewController = tabs
        host.runUntilIdle()
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852 - 34 - 49))
        #expect(first.view.safeAreaInsets.bottom == 0)
        #expect(first.view.safeAreaInsets.top == 59)
    }
}
