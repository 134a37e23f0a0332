import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

/// Records the tab bar controller delegate's calls and answers `shouldSelect`.
@MainActor
private final class TabsDelegate: UITabBarControllerDelegate {
    var allows = true
    var calls: [String] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        calls.append("shouldSelect \(viewController.title ?? "?") (selected \(tabBarController.selectedIndex))")
        return allows
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.append("didSelect \(viewController.title ?? "?") (selected \(tabBarController.selectedIndex))")
    }
}

@MainActor
@Suite("UITabBarController")
struct UITabBarControllerTests {
    /// Three recorders titled a, b and c in a tab bar controller.
    private func makeTabs(log: CallbackList) -> (UITabBarController, [LifecycleRecorder]) {
        let children = ["a", "b", "c"].map { name in
            let child = LifecycleRecorder(name, log: log)
            child.title = name
            return child
        }
        let tabs = UITabBarController()
        tabs.viewControllers = children
        return (tabs, children)
    }

    /// The centre of tab `index` of three on an iPhone 15 Pro (393 × 852 pt,
    /// 34 pt bottom safe area): the bar's items span y 769…818.
    private func tabCenter(_ index: Int) -> CGPoint {
        CGPoint(x: 393.0 / 3 * (CGFloat(index) + 0.5), y: 852 - 83 + 24.5)
    }

    @Test("the children are contained, the first is selected and only its view is in the hierarchy")
    func containment() {
        let log = CallbackList()
        let (tabs, children) = makeTabs(log: log)
        let host = UITestHost()
        host.rootViewController = tabs
        #expect(tabs.children == children)
        #expect(children.allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === children[0])
        #expect(children[0].view.superview === tabs.view)
        #expect(!children[1].isViewLoaded && !children[2].isViewLoaded)
        #expect(tabs.tabBar.superview === tabs.view)
        #expect(tabs.tabBar.items?.map(\.title) == ["a", "b", "c"])
        #expect(tabs.tabBar.selectedItem === children[0].tabBarItem)
    }

    @Test("switching tabs: new viewWillAppear, old viewWillDisappear and viewDidDisappear, then the new viewIsAppearing and viewDidAppear after layout")
    func switchingOrder() {
        let log = CallbackList()
        let (tabs, children) = makeTabs(log: log)
        let host = UITestHost()
        host.rootViewController = tabs
        log.entries.removeAll()
        tabs.selectedIndex = 1
        #expect(log.withoutLayout == ["b viewDidLoad", "b viewWillAppear", "a viewWillDisappear", "a viewDidDisappear"])
        host.runFrame()
        #expect(log.withoutLayout == ["b viewDidLoad", "b viewWillAppear", "a viewWillDisappear", "a viewDidDisappear",
                                      "b viewIsAppearing", "b viewDidAppear"])
        #expect(children[0].viewIfLoaded?.superview == nil)
        #expect(children[1].view.superview === tabs.view)
        #expect(tabs.tabBar.selectedItem === children[1].tabBarItem)
    }

    @Test("a tap on a tab selects it, asking the delegate first and telling it after the switch")
    func tapSelects() {
        let log = CallbackList()
        let (tabs, children) = makeTabs(log: log)
        let delegate = TabsDelegate()
        tabs.delegate = delegate
        let host = UITestHost()
        host.rootViewController = tabs
        host.tap(at: tabCenter(2))
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.selectedViewController === children[2])
        #expect(delegate.calls == ["shouldSelect c (selected 0)", "didSelect c (selected 2)"])
        #expect(children[2].view.window === host.window)
    }

    @Test("a delegate that refuses keeps the selection and the children hear nothing")
    func delegateRefuses() {
        let log = CallbackList()
        let (tabs, children) = makeTabs(log: log)
        let delegate = TabsDelegate()
        delegate.allows = false
        tabs.delegate = delegate
        let host = UITestHost()
        host.rootViewController = tabs
        log.entries.removeAll()
        host.tap(at: tabCenter(1))
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.selectedItem === children[0].tabBarItem)
        #expect(delegate.calls == ["shouldSelect b (selected 0)"])
        #expect(log.withoutLayout.isEmpty)
    }

    @Test("tapping the selected tab asks and tells the delegate but does not select it again")
    func tappingTheSelectedTab() {
        let log = CallbackList()
        let (tabs, _) = makeTabs(log: log)
        let delegate = TabsDelegate()
        tabs.delegate = delegate
        let host = UITestHost()
        host.rootViewController = tabs
        log.entries.removeAll()
        host.tap(at: tabCenter(0))
        #expect(delegate.calls == ["shouldSelect a (selected 0)", "didSelect a (selected 0)"])
        #expect(log.withoutLayout.isEmpty)
    }

    @Test("setting selectedIndex or selectedViewController does not involve the delegate; an index out of range is ignored")
    func programmaticSelection() {
        let log = CallbackList()
        let (tabs, children) = makeTabs(log: log)
        let delegate = TabsDelegate()
        tabs.delegate = delegate
        let host = UITestHost()
        host.rootViewController = tabs
        tabs.selectedViewController = children[2]
        #expect(tabs.selectedIndex == 2)
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 2)
        #expect(delegate.calls.isEmpty)
        #expect(UITabBarController().selectedIndex == NSNotFound)
    }

    @Test("the child fills the view behind the translucent bar and its safe area grows by the bar's 49 pt")
    func safeAreaUnderTheBar() {
        let log = CallbackList()
        let (tabs, children) = makeTabs(log: log)
        let host = UITestHost()
        host.rootViewController = tabs
        let child = children[0]
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        // 34 pt home-indicator area + 49 pt bar.
        #expect(child.view.safeAreaInsets.bottom == CGFloat(83))
        #expect(child.view.safeAreaInsets.top == CGFloat(59))
        #expect(child.additionalSafeAreaInsets == .zero)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        tabs.selectedIndex = 1
        host.runFrame()
        #expect(children[1].view.safeAreaInsets.bottom == CGFloat(83))
    }

    @Test("the child's own additionalSafeAreaInsets add to the bar's")
    func additionalInsetsAdd() {
        let log = CallbackList()
        let (tabs, children) = makeTabs(log: log)
        children[0].additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        let host = UITestHost()
        host.rootViewController = tabs
        #expect(children[0].view.safeAreaInsets.bottom == CGFloat(93))
    }

    @Test("an opaque bar ends the child's view above it, without growing its safe area")
    func opaqueBar() {
        let log = CallbackList()
        let (tabs, children) = makeTabs(log: log)
        tabs.tabBar.isTranslucent = false
        let host = UITestHost()
        host.rootViewController = tabs
        #expect(children[0].view.frame == CGRect(x: 0, y: 0, width: 393, height: 852 - 83))
        #expect(children[0].view.safeAreaInsets.bottom == CGFloat(0))
    }

    @Test("new view controllers keep the selected one, else the same index, else the first")
    func replacingViewControllers() {
        let log = CallbackList()
        let (tabs, children) = makeTabs(log: log)
        let host = UITestHost()
        host.rootViewController = tabs
        tabs.selectedIndex = 1
        let d = LifecycleRecorder("d", log: log)
        tabs.setViewControllers([d, children[1]], animated: false)
        #expect(tabs.selectedViewController === children[1])
        #expect(tabs.selectedIndex == 1)
        #expect(children[0].parent == nil && children[2].parent == nil)
        #expect(tabs.children == [d, children[1]])
        tabs.viewControllers = [children[0], children[2]]
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedViewController === children[2])
        #expect(children[1].parent == nil)
        #expect(children[1].viewIfLoaded?.superview == nil)
        tabs.viewControllers = [d]
        #expect(tabs.selectedViewController === d)
        tabs.viewControllers = nil
        #expect(tabs.selectedViewController == nil)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.tabBar.items == nil)
        _ = host
    }

    @Test("a removed selected child disappears leaving its parent")
    func removingTheSelectedChild() {
        let log = CallbackList()
        let (tabs, children) = makeTabs(log: log)
        let host = UITestHost()
        host.rootViewController = tabs
        log.entries.removeAll()
        tabs.viewControllers = [children[1]]
        host.runFrame()
        #expect(log.withoutLayout.contains("a viewDidDisappear [movingFromParent]"))
        #expect(log.withoutLayout.contains("b viewDidAppear"))
        #expect(log.withoutLayout.firstIndex(of: "a willMove(toParent: nil)")!
            < log.withoutLayout.firstIndex(of: "a didMove(toParent: nil)")!)
    }

    @Test("tabBarItem is made from the title, follows later titles, and a replaced item shows in the bar")
    func tabBarItems() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.tabBarItem.title == "Inbox")
        #expect(controller.tabBarItem.image == nil)
        controller.title = "Mail"
        #expect(controller.tabBarItem.title == "Mail")
        let tabs = UITabBarController()
        tabs.viewControllers = [controller]
        let item = UITabBarItem(tabBarSystemItem: .search, tag: 4)
        controller.tabBarItem = item
        #expect(tabs.tabBar.items?.first === item)
        #expect(tabs.tabBar.selectedItem === item)
    }

    @Test("tabBarController is the nearest tab bar controller up the parents")
    func tabBarControllerOfDescendants() {
        let child = UIViewController()
        let grandchild = UIViewController()
        child.addChild(grandchild)
        let tabs = UITabBarController()
        tabs.viewControllers = [child]
        #expect(grandchild.tabBarController === tabs)
        #expect(tabs.tabBarController == nil)
        #expect(UIViewController().tabBarController == nil)
    }

    @Test("the selected child decides the status bar style")
    func statusBarChild() {
        let tabs = UITabBarController()
        let child = UIViewController()
        tabs.viewControllers = [child]
        #expect(tabs.childForStatusBarStyle === child)
        #expect(tabs.childForStatusBarHidden === child)
    }

    @Test("turned to landscape, the bar follows the new bottom safe area and the child's safe area follows the bar")
    func rotation() {
        let log = CallbackList()
        let (tabs, children) = makeTabs(log: log)
        let host = UITestHost()
        host.rootViewController = tabs
        host.rotate(to: .landscapeLeft)
        host.advance(by: 0.5)
        let bounds = tabs.view.bounds
        #expect(bounds.width > bounds.height)
        let bottomInset = tabs.view.safeAreaInsets.bottom
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: bounds.height - 49 - bottomInset, width: bounds.width,
                                            height: 49 + bottomInset))
        #expect(children[0].view.frame == bounds)
        #expect(children[0].view.safeAreaInsets.bottom == 49 + bottomInset)
    }

    @Test("a tab bar the controller manages refuses another delegate")
    func managedBarDelegateRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Other: UITabBarDelegate {}
                let tabs = UITabBarController()
                let other = Other()
                tabs.tabBar.delegate = other
                _ = other
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInternalInconsistencyException', reason: "
            + "'Changing the delegate of a tab bar managed by a tab bar controller is not allowed.'"))
    }

    @Test("a thousand tab switches leave nothing behind once the controller goes")
    func switchingDoesNotLeak() {
        weak var weakTabs: UITabBarController?
        weak var weakChild: UIViewController?
        weak var weakView: UIView?
        weak var weakItem: UITabBarItem?
        do {
            let log = CallbackList()
            let host = UITestHost()
            let (tabs, children) = makeTabs(log: log)
            host.rootViewController = tabs
            for index in 0..<1000 {
                tabs.selectedIndex = index % 3
                if index % 100 == 0 { host.runFrame() }
            }
            host.tap(at: tabCenter(1))
            #expect(tabs.selectedIndex == 1)
            weakTabs = tabs
            weakChild = children[2]
            weakView = children[2].view
            weakItem = children[2].tabBarItem
            host.rootViewController = UIViewController()
            host.runFrame()
        }
        #expect(weakTabs == nil)
        #expect(weakChild == nil)
        #expect(weakView == nil)
        #expect(weakItem == nil)
    }

    @Test("a hundred tab bar controllers made, shown and dropped all go away")
    func creatingAndDroppingDoesNotLeak() {
        let host = UITestHost()
        var references: [WeakReference<AnyObject>] = []
        for _ in 0..<100 {
            let tabs = UITabBarController()
            let first = UIViewController()
            first.tabBarItem = UITabBarItem(title: "One", image: UIImage(systemName: "star"), tag: 0)
            first.tabBarItem.badgeValue = "2"
            tabs.viewControllers = [first, UIViewController()]
            host.rootViewController = tabs
            let objects: [AnyObject] = [tabs, tabs.tabBar, first, first.tabBarItem]
            references += objects.map { WeakReference($0) }
        }
        host.rootViewController = UIViewController()
        host.runFrame()
        #expect(references.allSatisfy { $0.object == nil })
    }

    @Test("selecting a view controller that is not a child raises")
    func selectingAStrangerRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tabs = UITabBarController()
                tabs.viewControllers = [UIViewController()]
                tabs.selectedViewController = UIViewController()
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInvalidArgumentException', reason: "
            + "'-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's "
            + "list of view controllers can be selected.'"))
    }
}
