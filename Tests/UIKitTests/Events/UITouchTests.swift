import Testing
import TestSupport
import UIKit
import UIKitTesting

@MainActor
@Suite("UITouch")
struct UITouchTests {
    // MARK: View and window

    @Test("a touch keeps the view it began on while it moves outside that view")
    func keepsItsView() {
        let log = TouchLog()
        let first = TouchRecordingView("first", frame: CGRect(x: 0, y: 100, width: 100, height: 100), log: log)
        let second = TouchRecordingView("second", frame: CGRect(x: 200, y: 100, width: 100, height: 100), log: log)
        let host = makeHost(showing: [first, second])
        let finger = host.touchDown(at: CGPoint(x: 50, y: 150))
        finger.move(to: CGPoint(x: 250, y: 150))  // over the second view
        finger.move(to: CGPoint(x: 250, y: 600))  // over no view of ours
        finger.up()
        #expect(log.entries == ["first began", "first moved", "first moved", "first ended"])
        #expect(first.deliveries.allSatisfy { $0.touches.first?.view === first })
        // Locations stay relative to the first view: (250, 150) − its origin (0, 100).
        #expect(first.deliveries.dropFirst().first?.touches.first?.location == CGPoint(x: 250, y: 50))
    }

    @Test("the touch's window is the window it began in, and its type is direct")
    func windowAndType() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = makeHost(showing: [view])
        host.tap(at: CGPoint(x: 10, y: 10))
        let touch = view.deliveries.first?.touches.first
        #expect(touch?.window === host.window)
        #expect(touch?.touch.type == .direct)
    }

    // MARK: Locations

    @Test("location(in:) and previousLocation(in:) are in the view's coordinates, through its transform")
    func locationsThroughTransform() throws {
        let view = TouchRecordingView("scaled", frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)  // about the center (150, 250): now covers 50…250 × 150…350
        let host = makeHost(showing: [view])
        let finger = host.touchDown(at: CGPoint(x: 170, y: 260))
        finger.move(to: CGPoint(x: 190, y: 230))
        finger.up()
        let began = try #require(view.deliveries.first?.touches.first)
        let moved = try #require(view.deliveries.dropFirst().first?.touches.first)
        // Local = bounds center (50, 50) + (window offset from the center (150, 250)) / 2:
        // (170, 260) → (50 + 20/2, 50 + 10/2) = (60, 55); (190, 230) → (50 + 40/2, 50 − 20/2) = (70, 40).
        #expect(isClose(began.location, CGPoint(x: 60, y: 55)))
        #expect(isClose(moved.location, CGPoint(x: 70, y: 40)))
        #expect(isClose(moved.previousLocation, CGPoint(x: 60, y: 55)))
        // location(in: nil) is in window coordinates.
        #expect(moved.locationInWindow == CGPoint(x: 190, y: 230))
    }

    @Test("location(in:) of another view converts from the window to that view")
    func locationInAnotherView() {
        let target = TouchRecordingView("target", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let other = UIView(frame: CGRect(x: 40, y: 30, width: 10, height: 10))
        let host = makeHost(showing: [target, other])
        var inOther: CGPoint?
        target.inspect = { _, touches, _ in inOther = touches.first?.location(in: other) }
        host.tap(at: CGPoint(x: 100, y: 100))
        // (100, 100) − the other view's origin (40, 30).
        #expect(inOther == CGPoint(x: 60, y: 70))
    }

    @Test("when a touch begins, previousLocation is its location")
    func previousLocationAtBegin() throws {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        host.tap(at: CGPoint(x: 30, y: 40))
        let began = try #require(view.deliveries.first?.touches.first)
        #expect(began.previousLocation == began.location)
        #expect(began.location == CGPoint(x: 30, y: 40))
    }

    // MARK: Phase and time

    @Test("the phase follows the finger: began, moved, ended")
    func phases() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 20, y: 10))
        finger.up()
        #expect(view.deliveries.compactMap(\.touches.first?.phase) == [.began, .moved, .ended])
    }

    @Test("a cancelled touch is in the cancelled phase")
    func cancelledPhase() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        host.touchDown(at: CGPoint(x: 10, y: 10)).cancel()
        #expect(view.deliveries.compactMap(\.touches.first?.phase) == [.began, .cancelled])
    }

    @Test("phase raw values match UIKit")
    func phaseRawValues() {
        #expect([UITouch.Phase.began, .moved, .stationary, .ended, .cancelled].map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test("timestamp is the media time of the frame that delivered the sample")
    func timestamps() throws {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        let downTime = CACurrentMediaTime()
        finger.move(to: CGPoint(x: 20, y: 10))
        let moveTime = CACurrentMediaTime()
        finger.up()
        let stamps = view.deliveries.compactMap(\.touches.first?.timestamp)
        try #require(stamps.count == 3)
        #expect(stamps.first == downTime)
        #expect(stamps.dropFirst().first == moveTime)
        // One frame apart at 120 Hz.
        #expect(isClose(stamps[2] - stamps[1], 1.0 / 120))
    }

    // MARK: Tap count

    @Test("two quick taps at the same place count 1, then 2; a third counts 3")
    func quickTapsCount() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        for _ in 0..<3 { host.tap(at: CGPoint(x: 100, y: 100)) }
        let began = view.deliveries.filter { $0.method == "began" }
        #expect(began.compactMap(\.touches.first?.tapCount) == [1, 2, 3])
    }

    @Test("the lift of the second tap reports tap count 2 too")
    func tapCountOnLift() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(view.deliveries.last?.method == "ended")
        #expect(view.deliveries.last?.touches.first?.tapCount == 2)
    }

    @Test("a second tap 0.5 s later counts 1 again (UIKit's multi-tap window is about 0.35 s)")
    func slowSecondTap() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 100, y: 100))
        let began = view.deliveries.filter { $0.method == "began" }
        #expect(began.compactMap(\.touches.first?.tapCount) == [1, 1])
    }

    @Test("a second tap 30 pt away counts 1 again (UIKit allows about 10 pt)")
    func distantSecondTap() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 130, y: 100))
        let began = view.deliveries.filter { $0.method == "began" }
        #expect(began.compactMap(\.touches.first?.tapCount) == [1, 1])
    }

    @Test("a second quick tap 3 pt away still counts 2")
    func nearbySecondTap() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 103, y: 100))
        let began = view.deliveries.filter { $0.method == "began" }
        #expect(began.compactMap(\.touches.first?.tapCount) == [1, 2])
    }

    // MARK: Identity

    @Test("a touch is one object for the life of the finger, and touches compare by identity")
    func identity() throws {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 20, y: 20))
        finger.up()
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 10, y: 10))
        let touches = view.deliveries.compactMap(\.touches.first?.touch)
        try #require(touches.count == 5)
        #expect(touches[0] === touches[1] && touches[1] === touches[2])
        #expect(touches[0] == touches[2])
        #expect(touches[3] != touches[0])
        #expect(Set(touches).count == 2)
    }
}
