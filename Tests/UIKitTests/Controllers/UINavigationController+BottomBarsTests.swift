import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UINavigationController hidesBottomBarWhenPushed")
struct UINavigationControllerBottomBarsTests {
    /// A navigation controller (root `a`, teal) in the first of two tabs on an
    /// iPhone 15 Pro: 393 × 852 pt, 34 pt home indicator, so the tab bar is
    /// 83 pt tall from y 769.
    private func makeTabs() -> (UITestHost, UITabBarController, UINavigationController, UIViewController) {
        let host = UITestHost()
        let a = UIViewController()
        a.title = "List"
        a.view.backgroundColor = .systemTeal
        let navigation = UINavigationController(rootViewController: a)
        navigation.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: UIImage(systemName: "gear"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        host.rootViewController = tabs
        host.runUntilIdle()
        return (host, tabs, navigation, a)
    }

    private func detail() -> UIViewController {
        let b = UIViewController()
        b.title = "Detail"
        b.view.backgroundColor = .systemOrange
        b.hidesBottomBarWhenPushed = true
        return b
    }

    @Test("false by default")
    func defaultValue() {
        #expect(!UIViewController().hidesBottomBarWhenPushed)
    }

    @Test("the bar stays hidden for a controller pushed above one that hides it, and returns when that one is popped")
    func staysHiddenAboveAHidingController() {
        let (host, tabs, navigation, a) = makeTabs()
        navigation.pushViewController(detail(), animated: false)
        host.runUntilIdle()
        let c = UIViewController()
        #expect(!c.hidesBottomBarWhenPushed)
        navigation.pushViewController(c, animated: true)
        host.runUntilIdle()
        // iOS looks down the stack: the detail below still hides the bars.
        // The tab bar waits off screen, one width to the left.
        #expect(tabs.tabBar.convert(tabs.tabBar.bounds, to: nil).maxX <= 0)
        #expect(c.view.safeAreaInsets.bottom == 34)
        navigation.popToViewController(a, animated: true)
        host.runUntilIdle()
        #expect(tabs.tabBar.convert(tabs.tabBar.bounds, to: nil) == CGRect(x: 0, y: 769, width: 393, height: 83))
        #expect(a.view.safeAreaInsets.bottom == CGFloat(34 + 49))
    }

    @Test("pushing a controller that hides the bottom bar: the tab bar rides out on the outgoing view under the incoming one")
    func pushSlidesTheTabBarOut() {
        let (host, tabs, navigation, a) = makeTabs()
        #expect(a.view.safeAreaInsets.bottom == CGFloat(34 + 49))
        let b = detail()
        navigation.pushViewController(b, animated: true)
        host.runFrame()
        host.advance(by: 0.1)
        // Mid-flight the bar is on A's view, which is moving left (at most 30 % of the width).
        #expect(tabs.tabBar.superview === a.view)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        let outgoing = a.view.layer.presentation()?.frame.minX ?? 0
        #expect(outgoing < 0 && outgoing > -393 * 0.3 - 0.5)
        // The pushed controller's safe area leaves the tab bar out from the start; A keeps it.
        #expect(b.view.safeAreaInsets.bottom == CGFloat(34))
        #expect(a.view.safeAreaInsets.bottom == CGFloat(34 + 49))
        assertSnapshot(of: host, named: "push-hiding-tab-bar")
        host.runUntilIdle()
        #expect(tabs.tabBar.superview === tabs.view)
        #expect(tabs.tabBar.frame.maxX <= 0)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(b.view.safeAreaInsets.bottom == CGFloat(34))
        #expect(navigation.view.safeAreaInsets.bottom == CGFloat(34))
    }

    @Test("popping back brings the tab bar in with the incoming view and gives the safe area back")
    func popBringsTheTabBarBack() {
        let (host, tabs, navigation, a) = makeTabs()
        navigation.pushViewController(detail(), animated: false)
        host.runUntilIdle()
        #expect(tabs.tabBar.frame.maxX <= 0)
        navigation.popViewController(animated: true)
        host.runFrame()
        host.advance(by: 0.1)
        #expect(tabs.tabBar.superview === a.view)
        #expect(a.view.safeAreaInsets.bottom == CGFloat(34 + 49))
        host.runUntilIdle()
        #expect(tabs.tabBar.superview === tabs.view)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        #expect(a.view.safeAreaInsets.bottom == CGFloat(34 + 49))
    }

    @Test("an interactive pop carries the tab bar on the view underneath, following the finger; abandoned, the bar stays hidden")
    func interactivePop() {
        let (host, tabs, navigation, a) = makeTabs()
        let b = detail()
        navigation.pushViewController(b, animated: false)
        host.runUntilIdle()
        let finger = host.touchDown(at: CGPoint(x: 5, y: 400))
        finger.move(to: CGPoint(x: 200, y: 400), duration: 0.3)
        host.advance(by: 0.2)
        // About half way: B has moved right with the finger, A (with the bar) is coming in from -30 %.
        #expect(tabs.tabBar.superview === a.view)
        let incoming = a.view.layer.presentation()?.frame.minX ?? 0
        #expect(incoming < -10 && incoming > -393 * 0.3 + 10)
        let shown = b.view.layer.presentation()?.frame.minX ?? 0
        #expect(shown > 120 && shown < 260)
        assertSnapshot(of: host, named: "interactive-pop-tab-bar")
        finger.move(to: CGPoint(x: 260, y: 400), duration: 0.1)
        finger.up()
        host.runUntilIdle()
        #expect(navigation.viewControllers == [a])
        #expect(tabs.tabBar.superview === tabs.view)
        #expect(tabs.tabBar.frame.minX == 0)

        let c = detail()
        navigation.pushViewController(c, animated: false)
        host.runUntilIdle()
        let slow = host.touchDown(at: CGPoint(x: 5, y: 400))
        slow.move(to: CGPoint(x: 80, y: 400), duration: 0.3)
        host.advance(by: 0.3)
        slow.up()
        host.runUntilIdle()
        #expect(navigation.topViewController === c)
        #expect(tabs.tabBar.superview === tabs.view)
        #expect(tabs.tabBar.frame.maxX <= 0)
        #expect(c.view.safeAreaInsets.bottom == CGFloat(34))
    }

    @Test("switching away and back keeps the tab bar hidden while the top controller hides it")
    func switchingTabs() {
        let (host, tabs, navigation, _) = makeTabs()
        navigation.pushViewController(detail(), animated: false)
        host.runUntilIdle()
        tabs.selectedIndex = 1
        host.runUntilIdle()
        #expect(tabs.tabBar.frame.minX == 0)
        tabs.selectedIndex = 0
        host.runUntilIdle()
        #expect(tabs.tabBar.frame.maxX <= 0)
    }

    @Test("the navigation controller's own toolbar hides for such a controller too")
    func toolbarHides() {
        let host = UITestHost()
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "One", style: .plain)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        host.rootViewController = navigation
        host.runUntilIdle()
        #expect(root.view.safeAreaInsets.bottom == CGFloat(34 + 49))
        let b = detail()
        navigation.pushViewController(b, animated: true)
        host.runFrame()
        host.advance(by: 0.1)
        #expect(navigation.toolbar.superview === root.view)
        host.runUntilIdle()
        #expect(navigation.toolbar.superview === navigation.view)
        #expect(navigation.toolbar.frame.minY >= 852)
        #expect(b.view.safeAreaInsets.bottom == CGFloat(34))
        #expect(!navigation.isToolbarHidden)
        navigation.popViewController(animated: false)
        host.runUntilIdle()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 49, width: 393, height: 49 + 34))
        #expect(root.view.safeAreaInsets.bottom == CGFloat(34 + 49))
    }
}
