import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UINavigationController")
struct UINavigationControllerTests {
    private func hostShowing(_ root: UIViewController) -> (UITestHost, UINavigationController) {
        let host = UITestHost()
        let navigation = UINavigationController(rootViewController: root)
        host.rootViewController = navigation
        return (host, navigation)
    }

    @Test("a push: willMove, viewDidLoad, A disappears as B appears, the slide, then B's didMove")
    func pushOrder() {
        let log = CallbackList()
        let a = LifecycleRecorder("A", log: log)
        let (host, navigation) = hostShowing(a)
        log.entries.removeAll()
        let b = LifecycleRecorder("B", log: log)
        navigation.pushViewController(b, animated: true)
        #expect(navigation.topViewController === b)
        #expect(navigation.viewControllers == [a, b])
        host.runUntilIdle()
        #expect(log.withoutLayout == [
            "B willMove(toParent: UINavigationController)", "B viewDidLoad", "A viewWillDisappear",
            "B viewWillAppear [movingToParent]", "B viewIsAppearing", "A viewDidDisappear",
            "B viewDidAppear [movingToParent]", "B didMove(toParent: UINavigationController)",
        ])
        #expect(b.navigationController === navigation)
        #expect(a.view.window == nil)
        #expect(b.view.window === host.window)
    }

    @Test("a pop: B leaves its parent; B disappears as A appears; the pop returns B")
    func popOrder() {
        let log = CallbackList()
        let a = LifecycleRecorder("A", log: log)
        let (host, navigation) = hostShowing(a)
        let b = LifecycleRecorder("B", log: log)
        navigation.pushViewController(b, animated: false)
        host.runUntilIdle()
        log.entries.removeAll()
        let popped = navigation.popViewController(animated: true)
        #expect(popped === b)
        host.runUntilIdle()
        #expect(log.withoutLayout == [
            "B willMove(toParent: nil)", "B viewWillDisappear [movingFromParent]", "A viewWillAppear",
            "A viewIsAppearing", "B viewDidDisappear [movingFromParent]", "A viewDidAppear", "B didMove(toParent: nil)",
        ])
        #expect(navigation.viewControllers == [a])
        #expect(b.parent == nil)
    }

    @Test("the pushed view slides in from the right while the old one moves 30 % left")
    func pushMidFlight() {
        let a = UIViewController()
        a.view.backgroundColor = .systemTeal
        let (host, navigation) = hostShowing(a)
        let b = UIViewController()
        b.view.backgroundColor = .systemOrange
        navigation.pushViewController(b, animated: true)
        host.runFrame()
        host.advance(by: 0.1)
        let incoming = b.view.layer.presentation()?.frame.minX ?? 0
        let outgoing = a.view.layer.presentation()?.frame.minX ?? 0
        #expect(incoming > 0 && incoming < 393)
        #expect(outgoing < 0 && outgoing > -393 * 0.3 - 0.5)
        assertSnapshot(of: host, named: "push-mid-flight")
        host.runUntilIdle()
        #expect(b.view.frame == navigation.view.bounds)
    }

    @Test("popping to the root removes the ones between at once; only the top slides away")
    func popToRoot() {
        let root = UIViewController()
        let (host, navigation) = hostShowing(root)
        let middle = UIViewController()
        let top = UIViewController()
        navigation.viewControllers = [root, middle, top]
        host.runUntilIdle()
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped == [middle, top])
        #expect(middle.parent == nil)
        host.runUntilIdle()
        #expect(navigation.viewControllers == [root])
        #expect(top.parent == nil)
        #expect(navigation.popToRootViewController(animated: false) == nil)
    }

    @Test("a push asked for during a push waits for it")
    func queuedPush() {
        let (host, navigation) = hostShowing(UIViewController())
        let b = UIViewController()
        let c = UIViewController()
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
        #expect(navigation.viewControllers.count == 2)
        host.runUntilIdle()
        #expect(navigation.viewControllers.last === c)
        #expect(c.view.window === host.window)
        #expect(b.view.window == nil)
    }

    @Test("the top controller's safe area grows by the 44 pt bar; hiding the bar gives it back")
    func safeAreaUnderTheBar() {
        let root = UIViewController()
        let (host, navigation) = hostShowing(root)
        #expect(root.view.safeAreaInsets.top == CGFloat(59 + 44))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        navigation.setNavigationBarHidden(true, animated: true)
        host.runUntilIdle()
        #expect(root.view.safeAreaInsets.top == CGFloat(59))
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.frame.maxY <= 0)
    }

    @Test("the bar shows the title, a back button to the previous title, and the right item")
    func barContents() {
        let root = UIViewController()
        root.title = "Inbox"
        let (host, navigation) = hostShowing(root)
        let detail = UIViewController()
        detail.title = "Message"
        let target = ActionTarget()
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: target,
                                                                   action: ActionTarget.fire)
        navigation.pushViewController(detail, animated: false)
        host.runUntilIdle()
        #expect(navigation.navigationBar.topItem === detail.navigationItem)
        #expect(navigation.navigationBar.backItem === root.navigationItem)
        let back = host.view(withAccessibilityIdentifier: "BackButton")
        #expect(back?.accessibilityLabel == "Inbox")
        assertSnapshot(of: host, named: "bar-with-back-and-add")
        // The add button sits at the trailing edge.
        host.tap(at: CGPoint(x: 393 - 24, y: 59 + 22))
        #expect(target.fired == 1)
        // The back button pops.
        host.tap(at: CGPoint(x: 30, y: 59 + 22))
        host.runUntilIdle()
        #expect(navigation.viewControllers == [root])
    }

    @Test("the interactive pop follows the finger from the left edge and completes past half the width")
    func interactivePopCompletes() {
        let a = UIViewController()
        a.view.backgroundColor = .systemTeal
        let (host, navigation) = hostShowing(a)
        let b = UIViewController()
        b.view.backgroundColor = .systemOrange
        navigation.pushViewController(b, animated: false)
        host.runUntilIdle()
        let finger = host.touchDown(at: CGPoint(x: 5, y: 400))
        finger.move(to: CGPoint(x: 200, y: 400), duration: 0.3)
        host.advance(by: 0.2)
        let shown = b.view.layer.presentation()?.frame.minX ?? 0
        #expect(shown > 120 && shown < 260)
        assertSnapshot(of: host, named: "interactive-pop-mid-gesture")
        finger.move(to: CGPoint(x: 260, y: 400), duration: 0.1)
        finger.up()
        host.runUntilIdle()
        #expect(navigation.viewControllers == [a])
    }

    @Test("an interactive pop let go early, slowly, is abandoned: B stays on top and appears again")
    func interactivePopCancels() {
        let log = CallbackList()
        let a = LifecycleRecorder("A", log: log)
        let (host, navigation) = hostShowing(a)
        let b = LifecycleRecorder("B", log: log)
        navigation.pushViewController(b, animated: false)
        host.runUntilIdle()
        log.entries.removeAll()
        let finger = host.touchDown(at: CGPoint(x: 5, y: 400))
        finger.move(to: CGPoint(x: 80, y: 400), duration: 0.3)
        host.advance(by: 0.3)
        finger.up()
        host.runUntilIdle()
        #expect(navigation.viewControllers == [a, b])
        #expect(b.view.frame.minX == 0)
        #expect(b.view.window === host.window)
        #expect(a.view.window == nil)
        #expect(log.withoutLayout == [
            "B willMove(toParent: nil)", "B viewWillDisappear [movingFromParent]", "A viewWillAppear",
            "A viewIsAppearing", "A viewWillDisappear", "A viewDidDisappear", "B viewWillAppear [movingFromParent]",
            "B viewIsAppearing", "B viewDidAppear [movingFromParent]", "B didMove(toParent: UINavigationController)",
        ])
    }

    @Test("large titles: 96 pt at rest, collapsing as the content scrolls up")
    func largeTitles() {
        let list = ListController()
        let host = UITestHost()
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        list.title = "Settings"
        host.rootViewController = navigation
        host.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(list.scrollView.adjustedContentInset.top == CGFloat(59 + 96))
        assertSnapshot(of: host, named: "large-title")
        list.scrollView.contentOffset.y += 30
        host.runFrame()
        #expect(navigation.navigationBar.frame.height == 66)
        list.scrollView.contentOffset.y += 100
        host.runFrame()
        #expect(navigation.navigationBar.frame.height == 44)
        assertSnapshot(of: host, named: "large-title-collapsed")
    }

    @Test("pushing a controller already in the stack stops with UIKit's message")
    func pushingTwice() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIViewController()
                let navigation = UINavigationController(rootViewController: root)
                navigation.pushViewController(root, animated: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Pushing the same view controller instance more than once is not supported"))
    }

    @Test("pushing a navigation controller stops with UIKit's message")
    func pushingANavigationController() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.pushViewController(UINavigationController(), animated: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Pushing a navigation controller is not supported"))
    }

    @Test("1,000 push and pop cycles leave no controller or view alive")
    func pushPopCyclesLeakNothing() {
        let (host, navigation) = hostShowing(UIViewController())
        var controllers: [WeakReference<UIViewController>] = []
        var views: [WeakReference<UIView>] = []
        for index in 0..<1_000 {
            let pushed = UIViewController()
            pushed.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Go", style: .plain, target: pushed,
                                                                       action: UIViewController.loadViewIfNeeded)
            navigation.pushViewController(pushed, animated: index.isMultiple(of: 100))
            host.runUntilIdle()
            navigation.popViewController(animated: index.isMultiple(of: 100))
            host.runUntilIdle()
            controllers.append(WeakReference(pushed))
            views.append(WeakReference(pushed.view))
        }
        #expect(controllers.allSatisfy { $0.object == nil })
        #expect(views.allSatisfy { $0.object == nil })
    }
}

@MainActor
private final class ActionTarget {
    var fired = 0
    func fire() { fired += 1 }
}

@MainActor
private final class ListController: UIViewController {
    let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 393, height: 2_000)
        for row in 0..<20 {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(row) * 60, width: 300, height: 44))
            label.text = "Row \(row)"
            scrollView.addSubview(label)
        }
        view.addSubview(scrollView)
    }
}

@MainActor
@Suite("UINavigationController bars and transitions")
struct UINavigationControllerBarTests {
    @Test("hidesBarsOnTap: a tap on the content hides the bar, another shows it")
    func hidesOnTap() {
        let host = UITestHost()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.hidesBarsOnTap = true
        host.rootViewController = navigation
        host.tap(at: CGPoint(x: 200, y: 500))
        host.runUntilIdle()
        #expect(navigation.isNavigationBarHidden)
        host.tap(at: CGPoint(x: 200, y: 500))
        host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("hidesBarsOnSwipe: scrolling the content up hides the bar, scrolling down shows it")
    func hidesOnSwipe() {
        let host = UITestHost()
        let content = UIViewController()
        let scrollView = UIScrollView(frame: content.view.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 3_000)
        content.view.addSubview(scrollView)
        let navigation = UINavigationController(rootViewController: content)
        navigation.hidesBarsOnSwipe = true
        host.rootViewController = navigation
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.3)
        host.runUntilIdle()
        #expect(navigation.isNavigationBarHidden)
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 500), duration: 0.3)
        host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("a CATransition added to the navigation controller's layer animates a push made without animation")
    func transitionAnimatesANonAnimatedPush() {
        let host = UITestHost()
        let first = UIViewController()
        first.view.backgroundColor = .systemTeal
        let navigation = UINavigationController(rootViewController: first)
        host.rootViewController = navigation
        let second = UIViewController()
        second.view.backgroundColor = .systemOrange
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 0.4
        navigation.view.layer.add(fade, forKey: kCATransition)
        navigation.pushViewController(second, animated: false)
        #expect(navigation.topViewController === second)
        host.advance(by: 0.2)
        #expect(navigation.view.layer.animation(forKey: kCATransition) != nil)
        assertSnapshot(of: host, named: "fade-push-halfway")
        host.runUntilIdle()
        #expect(navigation.view.layer.animation(forKey: kCATransition) == nil)
    }
}

@MainActor
@Suite("Navigation inside tabs")
struct NavigationInTabsTests {
    @Test("tapping the selected tab pops its navigation controller to the root; the bottom safe area includes the tab bar")
    func reselectingPopsToRoot() {
        let host = UITestHost()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        host.rootViewController = tabs
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        host.runUntilIdle()
        #expect(detail.view.safeAreaInsets.top == CGFloat(59 + 44))
        #expect(detail.view.safeAreaInsets.bottom == CGFloat(34 + 49))
        host.tap(at: CGPoint(x: 393 / 4, y: 852 - 34 - 25))
        host.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
    }
}

@MainActor
@Suite("UINavigationController toolbar")
struct UINavigationControllerToolbarTests {
    @Test("the toolbar shows the top controller's items above the home indicator, and the safe area grows by 49 pt")
    func toolbarItems() {
        let host = UITestHost()
        let root = UIViewController()
        root.view.backgroundColor = .white
        let target = ToolbarTarget()
        root.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: target, action: ToolbarTarget.trash),
                             .flexibleSpace(),
                             UIBarButtonItem(title: "Reply", style: .plain, target: target, action: ToolbarTarget.reply)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        host.rootViewController = navigation
        host.runUntilIdle()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 49, width: 393, height: 49 + 34))
        #expect(root.view.safeAreaInsets.bottom == CGFloat(34 + 49))
        assertSnapshot(of: host, named: "toolbar")
        // Trash at the leading side, Reply pushed to the trailing side by the flexible space.
        host.tap(at: CGPoint(x: 16 + 20, y: 852 - 34 - 25))
        host.tap(at: CGPoint(x: 393 - 16 - 30, y: 852 - 34 - 25))
        #expect(target.events == ["trash", "reply"])
    }

    @Test("hiding the toolbar slides it away and gives the safe area back; a pushed controller's items replace the toolbar's")
    func hidingAndPushing() {
        let host = UITestHost()
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "One", style: .plain)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        host.rootViewController = navigation
        let pushed = UIViewController()
        pushed.toolbarItems = [UIBarButtonItem(title: "Two", style: .plain), UIBarButtonItem(title: "Three", style: .plain)]
        navigation.pushViewController(pushed, animated: true)
        host.runUntilIdle()
        #expect(navigation.toolbar.items?.count == 2)
        navigation.setToolbarHidden(true, animated: true)
        host.runUntilIdle()
        #expect(navigation.isToolbarHidden)
        #expect(pushed.view.safeAreaInsets.bottom == CGFloat(34))
        #expect(navigation.toolbar.frame.minY >= 852)
    }
}

@MainActor
private final class ToolbarTarget {
    var events: [String] = []
    func trash() { events.append("trash") }
    func reply() { events.append("reply") }
}

@MainActor
@Suite("UINavigationBarAppearance")
struct UINavigationBarAppearanceTests {
    @Test("an opaque colored appearance set as standard and scroll edge colors the bar and its title")
    func opaqueAppearance() {
        let host = UITestHost()
        let root = UIViewController()
        root.title = "Colored"
        root.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        // Copied when assigned: a later change does nothing.
        appearance.backgroundColor = .systemRed
        #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemIndigo)
        host.rootViewController = navigation
        host.runUntilIdle()
        assertSnapshot(of: host, named: "opaque-appearance")
    }

    @Test("without a scroll-edge appearance the bar is clear at the top edge; an item's own appearance wins")
    func scrollEdgeAndItemAppearance() {
        let host = UITestHost()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        host.rootViewController = navigation
        host.runUntilIdle()
        #expect(navigation.navigationBar.currentAppearanceIsClear)
        let item = UINavigationBarAppearance()
        item.configureWithOpaqueBackground()
        root.navigationItem.scrollEdgeAppearance = item
        #expect(!navigation.navigationBar.currentAppearanceIsClear)
    }
}

extension UINavigationBar {
    /// Whether the bar shows neither background nor shadow now.
    fileprivate var currentAppearanceIsClear: Bool {
        subviews.prefix(2).allSatisfy { $0.alpha == 0 }
    }
}

@MainActor
@Suite("UINavigationBar back button")
struct UINavigationBarBackButtonTests {
    private func backLabel(previous: String, current: String) -> (String?, Bool) {
        let host = UITestHost()
        let root = UIViewController()
        root.title = previous
        let navigation = UINavigationController(rootViewController: root)
        host.rootViewController = navigation
        let detail = UIViewController()
        detail.title = current
        navigation.pushViewController(detail, animated: false)
        host.runUntilIdle()
        let back = host.view(withAccessibilityIdentifier: "BackButton")
        return (back?.accessibilityLabel, back.map { $0.frame.width < 40 } ?? false)
    }

    @Test("a previous title that fits beside the title is the back button's")
    func fullTitle() {
        #expect(backLabel(previous: "Inbox", current: "Message").0 == "Inbox")
    }

    @Test("one that does not fit becomes \"Back\"")
    func genericTitle() {
        #expect(backLabel(previous: "All the messages from last year", current: "Message").0 == "Back")
    }

    @Test("when even \"Back\" leaves the title no room, the chevron stands alone")
    func chevronAlone() {
        let (label, narrow) = backLabel(previous: "Inbox", current: "A title long enough to fill the whole bar")
        #expect(label == "Back")
        #expect(narrow)
    }
}
