@testable import UIKit
import Testing
import UIKitTesting

/// A window that records `becomeKey()` and `resignKey()` as "<name> becomeKey".
@MainActor
private final class KeyRecordingWindow: UIWindow {
    let name: String
    let log: CallbackList

    init(_ name: String, log: CallbackList) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func becomeKey() { log.entries.append("\(name) becomeKey") }
    override func resignKey() { log.entries.append("\(name) resignKey") }
}

/// A window of `frame` in front of or behind others by `level`, filled with `color`.
@MainActor
private func makeWindow(_ frame: CGRect, level: UIWindow.Level = .normal, color: UIColor? = nil) -> UIWindow {
    let window = UIWindow(frame: frame)
    window.windowLevel = level
    window.backgroundColor = color
    return window
}

@MainActor
@Suite("UIWindow")
struct UIWindowTests {
    // MARK: Visibility and key status

    @Test("a new window is hidden and not key until makeKeyAndVisible")
    func hiddenUntilMadeKeyAndVisible() {
        let host = UITestHost()
        defer { withExtendedLifetime(host) {} }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.isHidden)
        #expect(!window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === window)
    }

    @Test("showing a window with isHidden = false does not make it key")
    func showingIsNotKey() {
        let host = UITestHost()
        defer { withExtendedLifetime(host) {} }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        #expect(!window.isKeyWindow)
        #expect(UIApplication.shared.keyWindow == nil)
    }

    @Test("making another window key takes key status from the first, telling both")
    func keyMoves() {
        let host = UITestHost()
        defer { withExtendedLifetime(host) {} }
        let log = CallbackList()
        let first = KeyRecordingWindow("first", log: log)
        let second = KeyRecordingWindow("second", log: log)
        first.makeKeyAndVisible()
        second.makeKey()
        #expect(!first.isKeyWindow)
        #expect(second.isKeyWindow)
        #expect(log.entries == ["first becomeKey", "first resignKey", "second becomeKey"])
    }

    @Test("making the key window key again tells nobody")
    func makeKeyTwice() {
        let host = UITestHost()
        defer { withExtendedLifetime(host) {} }
        let log = CallbackList()
        let window = KeyRecordingWindow("window", log: log)
        window.makeKeyAndVisible()
        window.makeKey()
        #expect(log.entries == ["window becomeKey"])
    }

    @Test("init?(coder:) returns nil")
    func initWithCoder() {
        #expect(UIWindow(coder: NSCoder()) == nil)
    }

    @Test("the window's next responder is the application")
    func nextIsApplication() {
        let host = UITestHost()
        #expect(host.window.next === UIApplication.shared)
    }

    // MARK: Root view controller

    @Test("the root view controller's view fills the window and follows its size")
    func rootViewFillsWindow() {
        let host = UITestHost()
        defer { withExtendedLifetime(host) {} }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let controller = UIViewController()
        window.rootViewController = controller
        #expect(window.rootViewController === controller)
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        window.frame = CGRect(x: 0, y: 0, width: 250, height: 400)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 250, height: 400))
    }

    @Test("installing a controller through UITestHost runs viewDidLoad, viewWillAppear, layout, then viewDidAppear")
    func appearanceOrder() {
        let host = UITestHost()
        let controller = CallbackRecordingController()
        host.rootViewController = controller
        #expect(controller.callbacks == ["loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                                         "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(host.window.isKeyWindow)
    }

    @Test("viewDidAppear waits for the layout pass of the next turn")
    func didAppearWaitsForTurn() {
        let host = UITestHost()
        let controller = CallbackRecordingController()
        host.window.rootViewController = controller
        host.window.makeKeyAndVisible()
        #expect(controller.callbacks == ["loadView", "viewDidLoad", "viewWillAppear"])
        host.runFrame()
        #expect(controller.callbacks.last == "viewDidAppear")
    }

    @Test("replacing the root sends the old controller disappear callbacks and removes its view")
    func replacingRoot() {
        let host = UITestHost()
        let log = CallbackList()
        let first = CallbackRecordingController("first", log: log)
        let second = CallbackRecordingController("second", log: log)
        host.rootViewController = first
        log.entries.removeAll()
        host.rootViewController = second
        #expect(first.callbacks == ["viewWillDisappear", "viewDidDisappear"])
        #expect(first.view.superview == nil)
        #expect(second.callbacks == ["loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                                     "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(second.view.superview === host.window)
    }

    @Test("hiding the window makes its root disappear; showing it again makes it appear")
    func hidingAndShowing() {
        let host = UITestHost()
        let controller = CallbackRecordingController()
        host.rootViewController = controller
        controller.log.entries.removeAll()
        host.window.isHidden = true
        host.runFrame()
        #expect(controller.callbacks == ["viewWillDisappear", "viewDidDisappear"])
        controller.log.entries.removeAll()
        host.window.isHidden = false
        host.runFrame()
        #expect(controller.callbacks.filter { $0.contains("Appear") } == ["viewWillAppear", "viewDidAppear"])
    }

    @Test("a root set on a hidden window loads its view but appears only when the window is shown")
    func rootOnHiddenWindow() {
        let host = UITestHost()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = CallbackRecordingController()
        window.rootViewController = controller
        #expect(controller.callbacks == ["loadView", "viewDidLoad"])
        window.makeKeyAndVisible()
        host.runFrame()
        #expect(controller.callbacks.filter { $0.contains("Appear") } == ["viewWillAppear", "viewDidAppear"])
    }

    @Test("clearing the root removes the old controller's view")
    func clearingRoot() {
        let host = UITestHost()
        let controller = CallbackRecordingController()
        host.rootViewController = controller
        controller.log.entries.removeAll()
        host.window.rootViewController = nil
        #expect(controller.view.superview == nil)
        #expect(controller.callbacks == ["viewWillDisappear", "viewDidDisappear"])
        #expect(host.window.subviews.isEmpty)
    }

    // MARK: Window levels

    @Test("levels are ordered normal < statusBar < alert with UIKit's raw values 0, 1000, 2000")
    func levelValues() {
        #expect(UIWindow.Level.normal < .statusBar)
        #expect(UIWindow.Level.statusBar < .alert)
        #expect([UIWindow.Level.normal, .statusBar, .alert].map(\.rawValue) == [0, 1000, 2000])
        #expect(UIWindow.Level(rawValue: 1500) == UIWindow.Level(1500))
    }

    @Test("visible windows are ordered back to front by level, then by creation; hidden ones are left out")
    func visibleWindowOrder() {
        let host = UITestHost()
        host.rootViewController = UIViewController()
        let screen = CGRect(x: 0, y: 0, width: 100, height: 100)
        let alert = makeWindow(screen, level: .alert)
        let statusBar = makeWindow(screen, level: .statusBar)
        let laterNormal = makeWindow(screen, level: .normal)
        let hiddenAlert = makeWindow(screen, level: .alert)
        for window in [alert, statusBar, laterNormal] { window.isHidden = false }
        let order = UIApplication.shared.visibleWindows.map(ObjectIdentifier.init)
        #expect(order == [host.window, laterNormal, statusBar, alert].map(ObjectIdentifier.init))
        #expect(!order.contains(ObjectIdentifier(hiddenAlert)))
    }

    @Test("a window of a higher level is drawn in front even when it was created first")
    func levelDecidesCompositing() {
        let host = UITestHost(device: .iPhoneSE)
        host.rootViewController = UIViewController()
        let front = makeWindow(CGRect(x: 0, y: 0, width: 100, height: 100), level: .alert, color: .blue)
        let back = makeWindow(CGRect(x: 0, y: 0, width: 100, height: 100), level: .normal, color: .green)
        front.isHidden = false
        back.isHidden = false
        let image = host.snapshot()
        // Point (50, 50) at 2× is pixel (100, 100).
        #expect(image.pixel(atX: 100, y: 100) == TestPixel.blue)
        front.isHidden = true
        #expect(host.snapshot().pixel(atX: 100, y: 100) == TestPixel.green)
    }
}
