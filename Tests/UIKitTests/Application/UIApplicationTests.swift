import Testing
import UIKit
import UIKitTesting

/// A window that records each event it is sent, with the touches in it.
@MainActor
private final class EventRecordingWindow: UIWindow {
    private(set) var events: [(event: UIEvent, touchesInWindow: Int)] = []

    override func sendEvent(_ event: UIEvent) {
        events.append((event, event.touches(for: self)?.count ?? 0))
        super.sendEvent(event)
    }
}

@MainActor
@Suite("UIApplication")
struct UIApplicationTests {
    @Test("windows lists every window of the app, hidden ones included, in creation order")
    func windowsInCreationOrder() {
        let host = UITestHost()
        let shown = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        shown.isHidden = false
        #expect(UIApplication.shared.windows.map(ObjectIdentifier.init)
            == [host.window, shown, hidden].map(ObjectIdentifier.init))
    }

    @Test("a released window leaves the list")
    func releasedWindowLeaves() {
        let host = UITestHost()
        do {
            let temporary = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(UIApplication.shared.windows.last === temporary)
        }
        #expect(UIApplication.shared.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(host.window)])
    }

    @Test("keyWindow is nil until a window is made key, then that window")
    func keyWindow() {
        let host = UITestHost()
        #expect(UIApplication.shared.keyWindow == nil)
        host.rootViewController = UIViewController()
        #expect(UIApplication.shared.keyWindow === host.window)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        other.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === other)
    }

    @Test("the application ends the responder chain")
    func endOfChain() {
        #expect(UIApplication.shared.next == nil)
    }

    @Test("sendEvent routes a touch to the window it began in")
    func sendEventRoutesToTouchWindow() {
        let log = TouchLog()
        let back = TouchRecordingView("back", frame: CGRect(x: 0, y: 0, width: 393, height: 852), log: log)
        let host = makeHost(showing: [back])
        // An overlay window over the top 200 pt, in front of the host's window.
        let overlay = EventRecordingWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        overlay.windowLevel = .alert
        let front = TouchRecordingView("front", frame: overlay.bounds, log: log)
        overlay.addSubview(front)
        overlay.isHidden = false

        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["front began", "front ended"])
        #expect(overlay.events.count == 2)
        #expect(front.deliveries.first?.touches.first?.window === overlay)

        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 100, y: 500))
        #expect(log.entries == ["front began", "front ended", "back began", "back ended"])
        #expect(overlay.events.count == 2)
        #expect(back.deliveries.first?.touches.first?.window === host.window)
    }

    @Test("fingers in two windows: each window is sent the event and delivers only its own touches")
    func twoWindows() {
        let log = TouchLog()
        let back = TouchRecordingView("back", frame: CGRect(x: 0, y: 0, width: 393, height: 852), log: log)
        let host = makeHost(showing: [back])
        let overlay = EventRecordingWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        let front = TouchRecordingView("front", frame: overlay.bounds, log: log)
        overlay.addSubview(front)
        overlay.isHidden = false

        host.twoFingerDrag(from: (CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 500)),
                           to: (CGPoint(x: 150, y: 100), CGPoint(x: 150, y: 500)), duration: 0)
        // One frame each: both fingers down, both moved, both lifted.
        #expect(front.methods == ["began", "moved", "ended"])
        #expect(back.methods == ["began", "moved", "ended"])
        #expect(front.deliveries.allSatisfy { $0.touches.count == 1 && $0.allTouches?.count == 2 })
        #expect(overlay.events.map(\.touchesInWindow) == [1, 1, 1])
    }
}
