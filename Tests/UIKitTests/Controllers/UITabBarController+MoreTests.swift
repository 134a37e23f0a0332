import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records the delegate's calls by the selected controller's title ("More"
/// for the More navigation controller).
@MainActor
private final class MoreDelegate: UITabBarControllerDelegate {
    var calls: [String] = []

    private func name(_ controller: UIViewController, in tabs: UITabBarController) -> String {
        controller === tabs.moreNavigationController ? "More" : controller.title ?? "?"
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        calls.append("shouldSelect \(name(viewController, in: tabBarController))")
        return true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.append("didSelect \(name(viewController, in: tabBarController))")
    }
}

@MainActor
@Suite("UITabBarController More tab")
struct UITabBarControllerMoreTests {
    /// Six children titled a…f, each with a symbol image; the host is made
    /// first so the device's idiom is the one the controller sees.
    private func makeTabs(device: UITestDevice = .iPhone15Pro, count: Int = 6)
        -> (UITestHost, UITabBarController, [UIViewController]) {
        let host = UITestHost(device: device)
        let symbols = ["star", "heart", "bell", "folder", "gear", "person"]
        let children = (0..<count).map { index in
            let child = UIViewController()
            child.title = String(UnicodeScalar(UInt8(97 + index)))
            child.view.backgroundColor = .systemBackground
            child.tabBarItem.image = UIImage(systemName: symbols[index % symbols.count])
            return child
        }
        let tabs = UITabBarController()
        tabs.viewControllers = children
        host.rootViewController = tabs
        return (host, tabs, children)
    }

    /// The list at the root of the More navigation controller.
    private func moreList(_ tabs: UITabBarController) -> UITableViewController? {
        tabs.moreNavigationController.viewControllers.first as? UITableViewController
    }

    /// The centre of tab `index` of five on an iPhone 15 Pro (393 pt wide; the
    /// bar's items span y 769…818).
    private func tabCenter(_ index: Int) -> CGPoint {
        CGPoint(x: 393.0 / 5 * (CGFloat(index) + 0.5), y: 852 - 83 + 24.5)
    }

    @Test("six children on an iPhone: the bar shows the first four and More, an ellipsis titled \"More\"")
    func barShowsMore() {
        let (host, tabs, children) = makeTabs()
        let more = tabs.moreNavigationController
        #expect(tabs.moreNavigationController === more)
        #expect(tabs.tabBar.items?.map(\.title) == ["a", "b", "c", "d", "More"])
        #expect(tabs.tabBar.items?.last === more.tabBarItem)
        #expect(more.tabBarItem.image != nil)
        #expect(tabs.viewControllers == children)
        #expect(more.parent === tabs)
        #expect(!(tabs.viewControllers ?? []).contains { $0 === more })
        #expect(children.allSatisfy { $0.parent === tabs })
        #expect(tabs.customizableViewControllers == children)
        _ = host
    }

    @Test("five children show five tabs, and an iPad shows all six")
    func noMoreTab() {
        let (phoneHost, five, _) = makeTabs(count: 5)
        #expect(five.tabBar.items?.map(\.title) == ["a", "b", "c", "d", "e"])
        _ = phoneHost
        let (padHost, six, _) = makeTabs(device: .iPadPro11)
        #expect(six.tabBar.items?.map(\.title) == ["a", "b", "c", "d", "e", "f"])
        _ = padHost
    }

    @Test("a tap on More shows the list of the rest: selectedViewController is the More controller, selectedIndex NSNotFound")
    func tappingMore() {
        let (host, tabs, _) = makeTabs()
        let delegate = MoreDelegate()
        tabs.delegate = delegate
        host.tap(at: tabCenter(4))
        host.runUntilIdle()
        #expect(delegate.calls == ["shouldSelect More", "didSelect More"])
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        let list = moreList(tabs)
        #expect(list?.title == "More")
        #expect(list?.view.window === host.window)
        #expect(list?.tableView.numberOfRows(inSection: 0) == 2)
        let first = list?.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first?.textLabel?.text == "e")
        #expect(first?.imageView?.image != nil)
        #expect(first?.accessoryType == .disclosureIndicator)
        assertSnapshot(of: host, named: "more-list")
    }

    @Test("tapping a row pushes that child onto the More navigation controller; back gives it back to the tab bar controller")
    func tappingARow() {
        let (host, tabs, children) = makeTabs()
        let more = tabs.moreNavigationController
        tabs.selectedViewController = more
        host.runUntilIdle()
        guard let cell = moreList(tabs)?.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) else {
            Issue.record("no row for f")
            return
        }
        host.tap(cell)
        host.runUntilIdle()
        let f = children[5]
        #expect(more.viewControllers.count == 2)
        #expect(more.topViewController === f)
        #expect(f.navigationController === more)
        #expect(f.tabBarController === tabs)
        #expect(f.view.window === host.window)
        #expect(tabs.selectedViewController === f)
        #expect(tabs.selectedIndex == 5)
        more.popViewController(animated: true)
        host.runUntilIdle()
        #expect(tabs.selectedViewController === more)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(f.parent === tabs)
        #expect(f.viewIfLoaded?.window == nil)
    }

    @Test("selecting a child beyond the fourth by index shows it inside the More tab; another one takes its place")
    func selectingBeyondTheBar() {
        let (host, tabs, children) = makeTabs()
        let more = tabs.moreNavigationController
        tabs.selectedIndex = 4
        host.runUntilIdle()
        #expect(tabs.tabBar.selectedItem === more.tabBarItem)
        #expect(more.viewControllers.count == 2 && more.topViewController === children[4])
        #expect(tabs.selectedViewController === children[4])
        #expect(tabs.selectedIndex == 4)
        #expect(children[4].view.window === host.window)
        tabs.selectedViewController = children[5]
        host.runUntilIdle()
        #expect(more.viewControllers.count == 2 && more.topViewController === children[5])
        #expect(children[4].parent === tabs)
        #expect(tabs.selectedIndex == 5)
        tabs.selectedIndex = 1
        host.runUntilIdle()
        #expect(tabs.selectedViewController === children[1])
        #expect(tabs.tabBar.selectedItem === children[1].tabBarItem)
    }

    @Test("tapping More again pops its navigation controller back to the list")
    func reselectingMore() {
        let (host, tabs, _) = makeTabs()
        let delegate = MoreDelegate()
        tabs.delegate = delegate
        tabs.selectedIndex = 5
        host.runUntilIdle()
        host.tap(at: tabCenter(4))
        host.runUntilIdle()
        #expect(tabs.moreNavigationController.viewControllers.count == 1)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(delegate.calls == ["shouldSelect More", "didSelect More"])
    }

    @Test("a navigation controller beyond the bar lends its stack to the More tab and gets it back")
    func navigationControllerInMore() {
        let host = UITestHost()
        let children = (0..<5).map { index in
            let child = UIViewController()
            child.title = "\(index)"
            return child
        }
        let root = UIViewController()
        root.title = "Root"
        let nested = UINavigationController(rootViewController: root)
        nested.tabBarItem = UITabBarItem(title: "Nested", image: nil, tag: 5)
        let tabs = UITabBarController()
        tabs.viewControllers = children + [nested]
        host.rootViewController = tabs
        let more = tabs.moreNavigationController
        tabs.selectedViewController = nested
        host.runUntilIdle()
        #expect(more.viewControllers.count == 2 && more.topViewController === root)
        #expect(root.navigationController === more)
        #expect(nested.viewControllers.isEmpty)
        #expect(tabs.selectedViewController === nested)
        #expect(tabs.selectedIndex == 5)
        #expect(more.navigationBar.topItem?.title == "Root")
        more.popToRootViewController(animated: true)
        host.runUntilIdle()
        #expect(nested.viewControllers == [root])
        #expect(root.navigationController === nested)
        #expect(tabs.selectedIndex == NSNotFound)
    }

    @Test("new children: the More tab goes when five or fewer remain, and a shown child goes back first")
    func replacingChildren() {
        let (host, tabs, children) = makeTabs()
        let more = tabs.moreNavigationController
        tabs.selectedIndex = 5
        host.runUntilIdle()
        tabs.viewControllers = Array(children.prefix(3)) + [children[5]]
        host.runUntilIdle()
        #expect(tabs.tabBar.items?.map(\.title) == ["a", "b", "c", "f"])
        #expect(more.parent == nil)
        #expect(more.viewControllers.count == 1)
        #expect(tabs.selectedViewController === children[5])
        #expect(tabs.selectedIndex == 3)
        #expect(children[5].parent === tabs)
        #expect(children[5].view.superview === tabs.view)
        #expect(tabs.children.count == 4)
    }

    @Test("a controller pushed in the More tab with hidesBottomBarWhenPushed hides the tab bar; back, it returns")
    func bottomBarInMore() {
        let (host, tabs, _) = makeTabs()
        let more = tabs.moreNavigationController
        tabs.selectedIndex = 4
        host.runUntilIdle()
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        more.pushViewController(detail, animated: true)
        host.runUntilIdle()
        #expect(tabs.tabBar.frame.maxX <= 0)
        #expect(detail.view.safeAreaInsets.bottom == CGFloat(34))
        more.popViewController(animated: true)
        host.runUntilIdle()
        #expect(tabs.tabBar.frame.minX == 0)
        #expect(tabs.selectedIndex == 4)
    }

    @Test("a tab bar controller whose More tab was used goes away with its children and the More controller")
    func moreDoesNotLeak() {
        weak var weakTabs: UITabBarController?
        weak var weakMore: UINavigationController?
        weak var weakChild: UIViewController?
        do {
            let (host, tabs, children) = makeTabs()
            tabs.selectedIndex = 5
            host.runUntilIdle()
            tabs.moreNavigationController.popViewController(animated: true)
            host.runUntilIdle()
            weakTabs = tabs
            weakMore = tabs.moreNavigationController
            weakChild = children[5]
            host.rootViewController = UIViewController()
            host.runFrame()
        }
        #expect(weakTabs == nil)
        #expect(weakMore == nil)
        #expect(weakChild == nil)
    }

    @Test("customizableViewControllers follows each new list and keeps what the app sets")
    func customizable() {
        let (host, tabs, children) = makeTabs()
        tabs.customizableViewControllers = [children[0]]
        #expect(tabs.customizableViewControllers == [children[0]])
        tabs.setViewControllers(Array(children.prefix(2)), animated: false)
        #expect(tabs.customizableViewControllers == Array(children.prefix(2)))
        _ = host
    }
}
