import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

/// Records a navigation bar delegate's calls and answers its questions.
@MainActor
private final class BarDelegateRecorder: UINavigationBarDelegate {
    var calls: [String] = []
    var allowsPop = true
    var position = UIBarPosition.any

    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        calls.append("shouldPush \(item.title ?? "?")")
        return true
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        calls.append("didPush \(item.title ?? "?")")
    }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        calls.append("shouldPop \(item.title ?? "?")")
        return allowsPop
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        calls.append("didPop \(item.title ?? "?")")
    }

    func position(for bar: UIBarPositioning) -> UIBarPosition { position }
}

/// A screen with a navigation bar of its own under the status bar.
@MainActor
private final class StandaloneBarScreen: UIViewController {
    let bar = UINavigationBar(frame: .zero)

    override func viewDidLoad() {
        view.backgroundColor = .white
        view.addSubview(bar)
    }

    override func viewDidLayoutSubviews() {
        bar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width,
                           height: bar.sizeThatFits(view.bounds.size).height)
    }
}

@MainActor
@Suite("UINavigationBar")
struct UINavigationBarTests {
    private func hostShowing(_ root: UIViewController) -> (UITestHost, UINavigationController) {
        let host = UITestHost()
        let navigation = UINavigationController(rootViewController: root)
        host.rootViewController = navigation
        return (host, navigation)
    }

    private func promptLabel(in bar: UINavigationBar, _ text: String) -> UILabel? {
        bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == text && !$0.isHidden }
    }

    // MARK: Prompt

    @Test("a prompt adds a 30 pt line above the title: the bar is 74 pt and the safe area grows with it")
    func prompt() throws {
        let root = UIViewController()
        root.title = "Edit"
        root.view.backgroundColor = .white
        root.navigationItem.prompt = "Choose the photos to share"
        let (host, navigation) = hostShowing(root)
        // The default background at the scroll edge too, so that the bar's extent shows.
        navigation.navigationBar.scrollEdgeAppearance = UINavigationBarAppearance()
        host.runUntilIdle()
        let bar = navigation.navigationBar
        // 44 pt row + 30 pt prompt (docs/BEHAVIOR.md "Navigation").
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 74))
        #expect(root.view.safeAreaInsets.top == CGFloat(59 + 74))
        let label = try #require(promptLabel(in: bar, "Choose the photos to share"))
        #expect(label.font.pointSize == 13)
        #expect(label.frame.maxY <= 30)
        #expect(label.textAlignment == .center)
        assertSnapshot(of: host, named: "prompt")
    }

    @Test("clearing the prompt in an animation block animates the bar back to 44 pt")
    func promptAnimates() {
        let root = UIViewController()
        root.title = "Edit"
        root.navigationItem.prompt = "Prompt"
        let (host, navigation) = hostShowing(root)
        host.runUntilIdle()
        UIView.animate(withDuration: 0.4) { root.navigationItem.prompt = nil }
        // The model is at once what it ends as; the presentation moves there.
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(root.view.safeAreaInsets.top == CGFloat(59 + 44))
        host.advance(by: 0.2)
        let midway = navigation.navigationBar.presentationLayer.bounds.height
        #expect(midway > 44 && midway < 74)
        host.runUntilIdle()
        #expect(navigation.navigationBar.presentationLayer.bounds.height == 44)
    }

    @Test("a prompt set outside an animation block applies at once, and pushing an item with one grows the bar")
    func promptWithoutAnimation() {
        let root = UIViewController()
        let (host, navigation) = hostShowing(root)
        root.navigationItem.prompt = "Now"
        #expect(navigation.navigationBar.frame.height == 74)
        #expect(navigation.navigationBar.layer.animationKeys() == nil)
        root.navigationItem.prompt = nil
        let next = UIViewController()
        next.navigationItem.prompt = "Pushed"
        navigation.pushViewController(next, animated: false)
        host.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 74)
        #expect(next.view.safeAreaInsets.top == CGFloat(59 + 74))
    }

    @Test("a bar's sizeThatFits(_:) counts the prompt")
    func promptSize() {
        let bar = UINavigationBar(frame: .zero)
        let item = UINavigationItem(title: "Title")
        bar.items = [item]
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 500)) == CGSize(width: 320, height: 44))
        item.prompt = "Prompt"
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 500)) == CGSize(width: 320, height: 74))
    }

    // MARK: Delegate

    @Test("a bar of its own asks its delegate before a push and tells it after, after the cross-fade when animated")
    func delegatePush() {
        let host = UITestHost()
        let screen = StandaloneBarScreen()
        host.rootViewController = screen
        let delegate = BarDelegateRecorder()
        screen.bar.delegate = delegate
        screen.bar.pushItem(UINavigationItem(title: "One"), animated: false)
        #expect(delegate.calls == ["shouldPush One", "didPush One"])
        screen.bar.pushItem(UINavigationItem(title: "Two"), animated: true)
        #expect(delegate.calls == ["shouldPush One", "didPush One", "shouldPush Two"])
        host.runUntilIdle()
        #expect(delegate.calls.last == "didPush Two")
        #expect(screen.bar.topItem?.title == "Two")
    }

    @Test("shouldPop false keeps the item: popItem returns nil and the back button does nothing")
    func delegateRefusesPop() {
        let host = UITestHost()
        let screen = StandaloneBarScreen()
        host.rootViewController = screen
        let delegate = BarDelegateRecorder()
        screen.bar.items = [UINavigationItem(title: "One"), UINavigationItem(title: "Two")]
        screen.bar.delegate = delegate
        // setItems(_:animated:) replaces the stack without asking.
        #expect(delegate.calls.isEmpty)
        delegate.allowsPop = false
        #expect(screen.bar.popItem(animated: false) == nil)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 30, y: 59 + 22))
        host.runUntilIdle()
        #expect(screen.bar.items?.count == 2)
        #expect(delegate.calls == ["shouldPop Two", "shouldPop Two"])
        delegate.allowsPop = true
        host.tap(at: CGPoint(x: 30, y: 59 + 22))
        host.runUntilIdle()
        #expect(screen.bar.items?.map(\.title) == ["One"])
        #expect(delegate.calls.suffix(2) == ["shouldPop Two", "didPop Two"])
    }

    @Test("barPosition: .top on its own; the delegate's .topAttached extends the background under the status bar")
    func barPosition() {
        let host = UITestHost()
        let screen = StandaloneBarScreen()
        host.rootViewController = screen
        screen.bar.items = [UINavigationItem(title: "Title")]
        host.runUntilIdle()
        #expect(screen.bar.barPosition == .top)
        #expect(screen.bar.subviews[0].frame.minY == 0)
        let delegate = BarDelegateRecorder()
        delegate.position = .topAttached
        screen.bar.delegate = delegate
        screen.bar.setNeedsLayout()
        host.runUntilIdle()
        #expect(screen.bar.barPosition == .topAttached)
        #expect(screen.bar.subviews[0].frame.minY == -59)
    }

    @Test("a navigation controller's bar has the controller as its delegate and sits top-attached")
    func managedDelegate() {
        let (host, navigation) = hostShowing(UIViewController())
        _ = host
        #expect(navigation.navigationBar.delegate === navigation)
        #expect(navigation.navigationBar.barPosition == .topAttached)
        // Setting the controller itself is allowed.
        navigation.navigationBar.delegate = navigation
    }

    @Test("setting the delegate of a navigation controller's bar stops with UIKit's message")
    func managedDelegateRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                let delegate = BarDelegateRecorder()
                navigation.navigationBar.delegate = delegate
            }
        }
        #expect(standardError(of: result).contains("'NSInternalInconsistencyException', reason: "
            + "'Cannot manually set the delegate on a UINavigationBar managed by a controller.'"))
    }

    @Test("pushing an item onto a navigation controller's bar stops with UIKit's message")
    func managedPushRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.navigationBar.pushItem(UINavigationItem(title: "X"), animated: false)
            }
        }
        #expect(standardError(of: result).contains(
            "Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller."))
    }

    @Test("popping an item off a navigation controller's bar stops with UIKit's message")
    func managedPopRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                _ = navigation.navigationBar.popItem(animated: false)
            }
        }
        #expect(standardError(of: result).contains(
            "Cannot call popNavigationItemAnimated: directly on a UINavigationBar managed by a controller."))
    }

    @Test("setting the items of a navigation controller's bar stops with UIKit's message")
    func managedSetItemsRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.navigationBar.items = []
            }
        }
        #expect(standardError(of: result).contains(
            "Cannot call setItems:animated: directly on a UINavigationBar managed by a controller."))
    }
}
