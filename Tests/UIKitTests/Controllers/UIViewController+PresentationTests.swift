import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIViewController presentation")
struct UIViewControllerPresentationTests {
    /// A host showing a recorder named "A" as its root, the log cleared.
    private func hostShowingA(_ log: CallbackList) -> (UITestHost, LifecycleRecorder) {
        let host = UITestHost()
        let presenter = LifecycleRecorder("A", log: log)
        host.rootViewController = presenter
        log.entries.removeAll()
        return (host, presenter)
    }

    @Test("a full-screen presentation: A disappears around B's appearance, then the completion; A's view leaves the window")
    func fullScreenOrder() {
        let log = CallbackList()
        let (host, presenter) = hostShowingA(log)
        let presented = LifecycleRecorder("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        presenter.present(presented, animated: true) { log.entries.append("completion") }
        #expect(presenter.presentedViewController === presented)
        #expect(presented.presentingViewController === presenter)
        #expect(presented.isBeingPresented)
        host.runUntilIdle()
        #expect(log.withoutLayout == [
            "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear [beingPresented]", "B viewIsAppearing",
            "B viewDidAppear [beingPresented]", "A viewDidDisappear", "completion",
        ])
        #expect(!presented.isBeingPresented)
        #expect(presenter.view.window == nil)
        #expect(presented.view.window === host.window)
        #expect(presented.view.frame == host.window.bounds)
    }

    @Test("dismissing a full-screen presentation brings A's view back: B disappears around A's appearance")
    func fullScreenDismissalOrder() {
        let log = CallbackList()
        let (host, presenter) = hostShowingA(log)
        let presented = LifecycleRecorder("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        presenter.present(presented, animated: false)
        host.runUntilIdle()
        log.entries.removeAll()
        presented.dismiss(animated: true) { log.entries.append("completion") }
        #expect(presented.isBeingDismissed)
        host.runUntilIdle()
        #expect(log.withoutLayout == [
            "B viewWillDisappear [beingDismissed]", "A viewWillAppear", "A viewIsAppearing", "A viewDidAppear",
            "B viewDidDisappear [beingDismissed]", "completion",
        ])
        #expect(presenter.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(presenter.view.window === host.window)
        #expect(presented.view.window == nil)
    }

    @Test("over full screen and sheets keep the presenter's views, and the presenter hears nothing",
          arguments: [UIModalPresentationStyle.overFullScreen, .automatic, .pageSheet, .formSheet])
    func stylesThatKeepThePresenter(_ style: UIModalPresentationStyle) {
        let log = CallbackList()
        let (host, presenter) = hostShowingA(log)
        let presented = LifecycleRecorder("B", log: log)
        presented.modalPresentationStyle = style
        presenter.present(presented, animated: true)
        host.runUntilIdle()
        #expect(log.withoutLayout.filter { $0.hasPrefix("A ") }.isEmpty)
        #expect(presenter.view.window === host.window)
        presented.dismiss(animated: true)
        host.runUntilIdle()
        #expect(log.withoutLayout.filter { $0.hasPrefix("A ") }.isEmpty)
        #expect(presented.view.window == nil)
    }

    @Test("not animated, the presentation is complete on return, completion included")
    func presentingWithoutAnimation() {
        let log = CallbackList()
        let (host, presenter) = hostShowingA(log)
        let presented = LifecycleRecorder("B", log: log)
        var completed = false
        presenter.present(presented, animated: false) { completed = true }
        #expect(completed)
        #expect(presented.view.window === host.window)
        #expect(log.withoutLayout.last == "B viewDidAppear [beingPresented]")
    }

    @Test("presenting from a controller that already presents warns and presents nothing")
    func presentingTwice() {
        let log = CallbackList()
        let (host, presenter) = hostShowingA(log)
        presenter.present(UIViewController(), animated: false)
        let second = UIViewController()
        var completed = false
        presenter.present(second, animated: false) { completed = true }
        host.runUntilIdle()
        #expect(!completed)
        #expect(second.presentingViewController == nil)
        #expect(!second.isViewLoaded)
    }

    @Test("presenting from a controller whose view is not in a window presents nothing")
    func presentingFromOffscreen() {
        let offscreen = UIViewController()
        let presented = UIViewController()
        offscreen.present(presented, animated: false)
        #expect(offscreen.presentedViewController == nil)
    }

    @Test("a child presents through the root of its containment; its presentedViewController answers too")
    func presentingFromAChild() {
        let host = UITestHost()
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        host.rootViewController = parent
        let presented = UIViewController()
        child.present(presented, animated: false)
        #expect(presented.presentingViewController === parent)
        #expect(child.presentedViewController === presented)
        #expect(parent.presentedViewController === presented)
    }

    @Test("dismissing lower in a stack removes everything above; only the top animates")
    func dismissingAStack() {
        let log = CallbackList()
        let (host, a) = hostShowingA(log)
        let b = LifecycleRecorder("B", log: log)
        let c = LifecycleRecorder("C", log: log)
        a.present(b, animated: false)
        b.present(c, animated: false)
        host.runUntilIdle()
        var completed = false
        a.dismiss(animated: true) { completed = true }
        host.runUntilIdle()
        #expect(completed)
        #expect(a.presentedViewController == nil)
        #expect(b.presentedViewController == nil)
        #expect(b.view.window == nil)
        #expect(c.view.window == nil)
        #expect(host.window.subviews.count == 1)
    }

    @Test("dismissing with nothing presented runs the completion")
    func dismissingNothing() {
        let host = UITestHost()
        let controller = UIViewController()
        host.rootViewController = controller
        var completed = false
        controller.dismiss(animated: true) { completed = true }
        #expect(completed)
    }

    @Test("a current-context presentation covers the view of the controller that defines the context")
    func currentContext() {
        let host = UITestHost()
        let root = UIViewController()
        let context = UIViewController()
        context.definesPresentationContext = true
        root.addChild(context)
        context.view.frame = CGRect(x: 0, y: 400, width: 393, height: 300)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        let inner = UIViewController()
        context.addChild(inner)
        context.view.addSubview(inner.view)
        inner.didMove(toParent: context)
        host.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = .overCurrentContext
        inner.present(presented, animated: false)
        #expect(presented.presentingViewController === context)
        #expect(presented.view.convert(presented.view.bounds, to: host.window) == CGRect(x: 0, y: 400, width: 393, height: 300))
        #expect(context.view.window != nil)
    }

    @Test("cover vertical slides the presented view up from below the screen over 0.5 s")
    func coverVerticalMidFlight() {
        let host = UITestHost()
        let presenter = UIViewController()
        host.rootViewController = presenter
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presenter.present(presented, animated: true)
        host.runFrame()
        let start = presented.view.layer.presentation()?.frame.minY ?? 0
        host.advance(by: 0.25)
        let middle = presented.view.layer.presentation()?.frame.minY ?? 0
        #expect(start > 800)
        #expect(middle > 0 && middle < start)
        #expect(presented.view.frame.minY == 0)
        host.advance(by: 0.3)
        #expect(presenter.presentedViewController === presented)
        #expect(!presented.isBeingPresented)
    }

    @Test("presenting a controller that is already presented stops with UIKit's message")
    func presentingAPresentedController() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost()
                let root = UIViewController()
                host.rootViewController = root
                let presented = UIViewController()
                root.present(presented, animated: false)
                presented.present(presented, animated: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Application tried to present modally a view controller"))
        #expect(message.contains("that is already being presented by"))
    }

    @Test("presenting a controller that has a parent stops with UIKit's message")
    func presentingAChildController() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost()
                let root = UIViewController()
                host.rootViewController = root
                let child = UIViewController()
                let parent = UIViewController()
                parent.addChild(child)
                root.present(child, animated: false)
                withExtendedLifetime(parent) {}
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("that has a parent view controller"))
    }

    @Test("a partial curl outside a full-screen presentation stops with UIKit's message")
    func partialCurlNeedsFullScreen() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost()
                let root = UIViewController()
                host.rootViewController = root
                let presented = UIViewController()
                presented.modalTransitionStyle = .partialCurl
                root.present(presented, animated: true)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Application tried to present UIModalTransitionStylePartialCurl to or from "
            + "non-fullscreen view controller"))
    }

    @Test("1,000 present and dismiss cycles leave no presented controller or view alive")
    func presentDismissCyclesLeakNothing() {
        let host = UITestHost()
        let root = UIViewController()
        host.rootViewController = root
        var controllers: [WeakReference<UIViewController>] = []
        var views: [WeakReference<UIView>] = []
        for index in 0..<1_000 {
            do {
                let presented = UIViewController()
                presented.modalPresentationStyle = index.isMultiple(of: 2) ? .fullScreen : .pageSheet
                root.present(presented, animated: false)
                root.dismiss(animated: false)
                controllers.append(WeakReference(presented))
                views.append(WeakReference(presented.view))
            }
        }
        host.runFrame()
        #expect(controllers.allSatisfy { $0.object == nil })
        #expect(views.allSatisfy { $0.object == nil })
        #expect(host.window.subviews.count == 1)
    }

    @Test("1,000 add and remove child cycles leave no child alive")
    func childCyclesLeakNothing() {
        let host = UITestHost()
        let root = UIViewController()
        host.rootViewController = root
        var children: [WeakReference<UIViewController>] = []
        for _ in 0..<1_000 {
            let child = UIViewController()
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            host.runFrame()
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            children.append(WeakReference(child))
        }
        #expect(children.allSatisfy { $0.object == nil })
        #expect(root.children.isEmpty)
    }
}

@MainActor
@Suite("Presented controllers deciding for the screen")
struct PresentationDecisionTests {
    @Test("a portrait-only controller presented full screen turns a landscape interface to portrait; dismissing lets it follow the device again")
    func presentedControllerDecidesOrientation() {
        let host = UITestHost()
        let root = UIViewController()
        host.rootViewController = root
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(host.interfaceOrientation == .landscapeLeft)
        let portrait = PortraitOnlyController()
        portrait.modalPresentationStyle = .fullScreen
        root.present(portrait, animated: true)
        host.runUntilIdle()
        #expect(host.interfaceOrientation == .portrait)
        portrait.dismiss(animated: true)
        host.runUntilIdle()
        #expect(host.interfaceOrientation == .landscapeLeft)
    }

    @Test("a sheet leaves the orientation to what it covers")
    func sheetsDoNotDecideOrientation() {
        let host = UITestHost()
        let root = UIViewController()
        host.rootViewController = root
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        root.present(PortraitOnlyController(), animated: false)
        host.runUntilIdle()
        #expect(host.interfaceOrientation == .landscapeLeft)
    }

    @Test("the status bar follows a controller presented full screen, or one that captures it")
    func presentedControllerDecidesStatusBar() {
        let host = UITestHost()
        let root = UIViewController()
        host.rootViewController = root
        let light = LightStatusBarController()
        light.modalPresentationStyle = .fullScreen
        root.present(light, animated: false)
        #expect(host.windowScene.statusBarManager?.statusBarStyle == .lightContent)
        light.dismiss(animated: false)
        #expect(host.windowScene.statusBarManager?.statusBarStyle == .default)
        let sheet = LightStatusBarController()
        root.present(sheet, animated: false)
        #expect(host.windowScene.statusBarManager?.statusBarStyle == .default)
        sheet.dismiss(animated: false)
        let capturing = LightStatusBarController()
        capturing.modalPresentationCapturesStatusBarAppearance = true
        root.present(capturing, animated: false)
        #expect(host.windowScene.statusBarManager?.statusBarStyle == .lightContent)
    }
}

@MainActor
private final class PortraitOnlyController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

@MainActor
private final class LightStatusBarController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

@MainActor
@Suite("Presentation misuse")
struct PresentationMisuseTests {
    @Test("presenting the window's root (an active controller) stops with UIKit's message")
    func presentingAnActiveController() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost()
                let root = UIViewController()
                host.rootViewController = root
                root.present(root, animated: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', "
            + "reason: 'Application tried to present modally an active controller"))
    }
}
