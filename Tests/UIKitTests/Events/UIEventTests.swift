import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIEvent")
struct UIEventTests {
    @Test("one UIEvent object carries a touch from began through moved to ended")
    func sameEventThroughout() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 20, y: 10))
        finger.up()
        let events = view.deliveries.compactMap(\.event)
        #expect(view.methods == ["began", "moved", "ended"])
        #expect(events.count == 3)
        #expect(events.allSatisfy { $0 === events.first })
    }

    @Test("the touch event is reused for the next touch sequence, as UIKit does")
    func reusedAcrossSequences() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        host.tap(at: CGPoint(x: 10, y: 10))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 50, y: 50))
        let events = view.deliveries.compactMap(\.event)
        #expect(events.count == 4)
        #expect(events.allSatisfy { $0 === events.first })
    }

    @Test("a touch event has type .touches, subtype .none, and the newest sample's timestamp")
    func typeAndTimestamp() throws {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 20, y: 10))
        finger.up()
        let event = try #require(view.deliveries.first?.event)
        #expect(event.type == .touches)
        #expect(event.subtype == .none)
        for delivery in view.deliveries {
            #expect(delivery.eventTimestamp == delivery.touches.first?.timestamp)
        }
    }

    @Test("event types have UIKit's raw values")
    func typeRawValues() {
        let types: [UIEvent.EventType] = [.touches, .motion, .remoteControl, .presses, .scroll, .hover, .transform]
        #expect(types.map(\.rawValue) == [0, 1, 2, 3, 10, 11, 14])
    }

    @Test("allTouches holds every finger down; touches(for:) those of one view or window")
    func touchesForViewAndWindow() throws {
        let log = TouchLog()
        let left = TouchRecordingView("left", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let right = TouchRecordingView("right", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        let host = makeHost(showing: [left, right])
        var seen: (all: Int?, left: Set<UITouch>?, right: Set<UITouch>?, window: Int?)?
        right.inspect = { method, _, event in
            guard method == "began", let event else { return }
            seen = (event.allTouches?.count, event.touches(for: left), event.touches(for: right),
                    event.touches(for: host.window)?.count)
        }
        let first = host.touchDown(at: CGPoint(x: 50, y: 50))
        let second = host.touchDown(at: CGPoint(x: 250, y: 50))
        second.up()
        first.up()
        let leftTouch = try #require(left.deliveries.first?.touches.first?.touch)
        let rightTouch = try #require(right.deliveries.first?.touches.first?.touch)
        #expect(seen?.all == 2)
        #expect(seen?.left == [leftTouch])
        #expect(seen?.right == [rightTouch])
        #expect(seen?.window == 2)
    }

    @Test("a finger that did not change during an event is stationary")
    func stationaryTouch() throws {
        let log = TouchLog()
        let left = TouchRecordingView("left", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let right = TouchRecordingView("right", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        let host = makeHost(showing: [left, right])
        let first = host.touchDown(at: CGPoint(x: 50, y: 50))
        let second = host.touchDown(at: CGPoint(x: 250, y: 50))
        second.move(to: CGPoint(x: 260, y: 50))
        let leftTouch = try #require(left.deliveries.first?.touches.first?.touch)
        let moved = try #require(right.deliveries.last)
        #expect(moved.method == "moved")
        #expect(moved.phasesOfAllTouches[ObjectIdentifier(leftTouch)] == .stationary)
        // The stationary finger's view hears nothing about the other finger's move.
        #expect(left.methods == ["began"])
        second.up()
        first.up()
    }

    @Test("a lifted finger leaves allTouches with the next event")
    func liftedFingerLeaves() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        let host = makeHost(showing: [view])
        let first = host.touchDown(at: CGPoint(x: 10, y: 10))
        let second = host.touchDown(at: CGPoint(x: 100, y: 100))
        first.up()
        second.move(to: CGPoint(x: 120, y: 100))
        second.up()
        #expect(view.methods == ["began", "began", "ended", "moved", "ended"])
        // Both fingers while the first lifts; only the second afterwards.
        #expect(view.deliveries.map { $0.allTouches?.count ?? 0 } == [1, 2, 2, 1, 1])
    }
}
