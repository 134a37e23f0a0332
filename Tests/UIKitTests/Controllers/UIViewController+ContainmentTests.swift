import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIViewController containment")
struct UIViewControllerContainmentTests {
    /// A host showing `parent` as its root, the log cleared.
    private func showing(_ parent: LifecycleRecorder, log: CallbackList) -> UITestHost {
        let host = UITestHost()
        host.rootViewController = parent
        log.entries.removeAll()
        return host
    }

    @Test("a window's root hears viewWillAppear, viewIsAppearing, its layout, then viewDidAppear")
    func rootAppearanceOrder() {
        let log = CallbackList()
        let root = LifecycleRecorder("root", log: log)
        let host = UITestHost()
        host.rootViewController = root
        #expect(log.entries == ["root viewDidLoad", "root viewWillAppear", "root viewIsAppearing",
                                "root viewWillLayoutSubviews", "root viewDidLayoutSubviews", "root viewDidAppear"])
    }

    @Test("adding a child to a visible parent: willMove, viewWillAppear moving to the parent, didMove, then viewIsAppearing and viewDidAppear after layout")
    func addingAChild() {
        let log = CallbackList()
        let parent = LifecycleRecorder("parent", log: log)
        let host = showing(parent, log: log)
        let child = LifecycleRecorder("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.parent === parent)
        #expect(parent.children == [child])
        host.runFrame()
        #expect(log.withoutLayout == [
            "child willMove(toParent: parent)", "child viewDidLoad", "child viewWillAppear [movingToParent]",
            "child didMove(toParent: parent)", "child viewIsAppearing", "child viewDidAppear [movingToParent]",
        ])
        #expect(!child.isMovingToParent)
    }

    @Test("removing a child: willMove(nil), both disappear callbacks moving from the parent, then didMove(nil)")
    func removingAChild() {
        let log = CallbackList()
        let parent = LifecycleRecorder("parent", log: log)
        let host = showing(parent, log: log)
        let child = LifecycleRecorder("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        host.runFrame()
        log.entries.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.withoutLayout == [
            "child willMove(toParent: nil)", "child viewWillDisappear [movingFromParent]",
            "child viewDidDisappear [movingFromParent]", "child didMove(toParent: nil)",
        ])
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
        #expect(!child.isMovingFromParent)
    }

    @Test("a parent appearing forwards to its children, parent first both times")
    func forwardingOrder() {
        let log = CallbackList()
        let parent = LifecycleRecorder("parent", log: log)
        let child = LifecycleRecorder("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.entries.removeAll()
        let host = UITestHost()
        host.rootViewController = parent
        #expect(log.withoutLayout == [
            "parent viewWillAppear", "child viewWillAppear", "parent viewIsAppearing", "child viewIsAppearing",
            "parent viewDidAppear", "child viewDidAppear",
        ])
        log.entries.removeAll()
        host.window.isHidden = true
        #expect(log.withoutLayout == [
            "parent viewWillDisappear", "child viewWillDisappear", "parent viewDidDisappear", "child viewDidDisappear",
        ])
    }

    @Test("a container that does not forward appearance leaves its children to its own calls")
    func manualForwarding() {
        let log = CallbackList()
        let parent = ManualContainer("parent", log: log)
        let child = LifecycleRecorder("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let host = UITestHost()
        host.rootViewController = parent
        #expect(child.callbacks(in: log).isEmpty)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(child.callbacks(in: log) == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        _ = host
    }

    @Test("adding a child that has another parent moves it")
    func reparenting() {
        let log = CallbackList()
        let first = LifecycleRecorder("first", log: log)
        let second = LifecycleRecorder("second", log: log)
        let child = LifecycleRecorder("child", log: log)
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children == [child])
        #expect(child.parent === second)
        #expect(log.entries == ["child willMove(toParent: first)", "child didMove(toParent: nil)",
                                "child willMove(toParent: second)"])
    }

    @Test("a child never shown stops moving to its parent at didMove")
    func movingFlagWithoutAppearance() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        #expect(child.isMovingToParent)
        child.didMove(toParent: parent)
        #expect(!child.isMovingToParent)
    }

    @Test("additional safe area insets add to the root view's safe area and its subviews', and the controller hears it")
    func additionalSafeArea() {
        let controller = SafeAreaRecorder()
        let host = UITestHost()
        host.rootViewController = controller
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        controller.view.addSubview(inner)
        let before = controller.view.safeAreaInsets
        controller.safeAreaChanges = 0
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
        host.runFrame()
        #expect(controller.view.safeAreaInsets.top == before.top + 44)
        #expect(controller.view.safeAreaInsets.bottom == before.bottom + 49)
        #expect(inner.safeAreaInsets.top == before.top + 44)
        #expect(controller.safeAreaChanges == 1)
    }

    @Test("a changed preferred content size is reported to the parent")
    func preferredContentSizeReachesTheParent() {
        let parent = SizeListeningController()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.reported.count == 1)
        #expect(parent.reported.first === child)
    }

    @Test("the root view keeps the system minimum side margins while the controller respects them")
    func systemMinimumMargins() {
        let controller = UIViewController()
        let host = UITestHost()
        host.rootViewController = controller
        controller.view.layoutMargins = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        #expect(controller.view.layoutMargins.left == 16)
        #expect(controller.systemMinimumLayoutMargins.leading == 16)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins.left == 4)
    }

    @Test("transition(from:to:) swaps two children's views; the one leaving disappears and the new one appears")
    func transitionBetweenChildren() {
        let log = CallbackList()
        let parent = LifecycleRecorder("parent", log: log)
        let host = showing(parent, log: log)
        let first = LifecycleRecorder("first", log: log)
        let second = LifecycleRecorder("second", log: log)
        for child in [first, second] {
            parent.addChild(child)
            child.didMove(toParent: parent)
        }
        parent.view.addSubview(first.view)
        host.runFrame()
        log.entries.removeAll()
        var finished: Bool?
        parent.transition(from: first, to: second, duration: 0.25, options: [], animations: {
            second.view.alpha = 1
        }, completion: { finished = $0 })
        #expect(second.view.superview === parent.view)
        host.advance(by: 0.3)
        #expect(finished == true)
        #expect(first.view.superview == nil)
        #expect(log.withoutLayout.filter { !$0.contains("Move") } == [
            "second viewDidLoad", "first viewWillDisappear", "second viewWillAppear", "second viewIsAppearing",
            "second viewDidAppear", "first viewDidDisappear",
        ])
    }

    @Test("transition(from:to:) between controllers that are not both children stops with UIKit's message")
    func transitionNeedsCommonParent() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIViewController()
                let child = UIViewController()
                parent.addChild(child)
                parent.transition(from: child, to: UIViewController(), duration: 0, animations: nil)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("must have a common parent view controller"))
    }

    @Test("a view controller added as its own child stops the app")
    func addingSelfAsChildStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let controller = UIViewController()
                controller.addChild(controller)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("uncaught exception 'NSInvalidArgumentException', reason: "
            + "'-[UIViewController addChildViewController:]: a view controller cannot be added as a child of itself (<"))
    }
}

/// A container that forwards no appearance callbacks to its children.
@MainActor
private final class ManualContainer: UIViewController {
    let name: String
    let log: CallbackList

    init(_ name: String, log: CallbackList) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

@MainActor
private final class SafeAreaRecorder: UIViewController {
    var safeAreaChanges = 0
    override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
}

@MainActor
private final class SizeListeningController: UIViewController {
    var reported: [UIViewController] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        if let controller = container as? UIViewController { reported.append(controller) }
    }
}

@MainActor
extension LifecycleRecorder {
    func callbacks(in log: CallbackList) -> [String] {
        log.entries.filter { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(name.count + 1)) }
            .filter { !$0.hasSuffix("LayoutSubviews") && !$0.contains("Move") && $0 != "viewDidLoad" }
    }
}
