import Testing
import UIKit
import UIKitTesting

/// A way to make a view let touches through to what is behind it.
struct UntouchableCase: Sendable, CustomTestStringConvertible {
    let name: String
    let apply: @MainActor @Sendable (UIView) -> Void

    var testDescription: String { name }
}

/// A container that records touches it receives through the responder chain, then
/// lets them travel on.
@MainActor
private final class ForwardedTouchView: UIView {
    private(set) var received: [(method: String, touchView: UIView?)] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        received.append(("began", touches.first?.view))
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        received.append(("ended", touches.first?.view))
        super.touchesEnded(touches, with: event)
    }
}

@MainActor
@Suite("Touch routing: hit testing, delivery order, multiple and exclusive touch")
struct TouchRouterTests {
    // MARK: Hit testing

    @Test("a touch goes to the front-most view under the finger when it begins")
    func hitTestAtBegin() {
        let log = TouchLog()
        let back = TouchRecordingView("back", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let front = TouchRecordingView("front", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log)
        let host = makeHost(showing: [back, front])
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 20, y: 20))
        #expect(log.entries == ["front began", "front ended", "back began", "back ended"])
    }

    nonisolated static let untouchable: [UntouchableCase] = [
        UntouchableCase(name: "user interaction disabled") { $0.isUserInteractionEnabled = false },
        UntouchableCase(name: "hidden") { $0.isHidden = true },
        UntouchableCase(name: "alpha below 0.01") { $0.alpha = 0.005 },
    ]

    @Test("a touch on an untouchable view reaches the view behind it", arguments: untouchable)
    func untouchableLetsThrough(_ untouchable: UntouchableCase) {
        let log = TouchLog()
        let back = TouchRecordingView("back", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let front = TouchRecordingView("front", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log)
        untouchable.apply(front)
        let host = makeHost(showing: [back, front])
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["back began", "back ended"])
    }

    @Test("views that are not touched receive nothing")
    func untouchedViewsHearNothing() {
        let log = TouchLog()
        let touched = TouchRecordingView("touched", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let bystander = TouchRecordingView("bystander", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        let container = TouchRecordingView("container", frame: CGRect(x: 0, y: 300, width: 300, height: 300), log: log)
        let child = TouchRecordingView("child", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        container.addSubview(child)
        let host = makeHost(showing: [touched, bystander, container])
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 350), duration: 0.1)
        #expect(bystander.methods.isEmpty)
        #expect(container.methods.isEmpty)
        #expect(child.methods.isEmpty)
        #expect(touched.methods.first == "began")
        #expect(touched.methods.last == "ended")
    }

    @Test("a view that does not handle touches passes them up to its superview")
    func unhandledTouchesTravelUp() {
        let container = ForwardedTouchView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(plain)
        let host = makeHost(showing: [container])
        host.tap(at: CGPoint(x: 20, y: 20))
        #expect(container.received.map(\.method) == ["began", "ended"])
        // The touch still belongs to the view that was hit.
        #expect(container.received.allSatisfy { $0.touchView === plain })
    }

    @Test("a touch outside every view but the window's reaches no view of ours")
    func touchOnBareWindow() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = makeHost(showing: [view])
        host.tap(at: CGPoint(x: 300, y: 700))
        #expect(view.methods.isEmpty)
    }

    // MARK: Delivery order

    @Test("began, moved and ended samples reach touchesBegan, touchesMoved and touchesEnded in order")
    func deliveryOrder() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(view.methods == ["began"])
        finger.move(to: CGPoint(x: 20, y: 10))
        finger.move(to: CGPoint(x: 30, y: 10))
        #expect(view.methods == ["began", "moved", "moved"])
        finger.up()
        #expect(view.methods == ["began", "moved", "moved", "ended"])
    }

    @Test("cancel() delivers touchesCancelled and no touchesEnded")
    func cancelDelivers() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 20, y: 10))
        finger.cancel()
        #expect(view.methods == ["began", "moved", "cancelled"])
    }

    @Test("a cancelled touch does not count toward the next tap's tap count")
    func cancelledTouchIsNoTap() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        host.touchDown(at: CGPoint(x: 10, y: 10)).cancel()
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(view.deliveries.last?.touches.first?.tapCount == 1)
    }

    @Test("a finger that lands, moves and lifts within one frame still gets began, moved and ended, in order")
    func severalSamplesInOneFrame() throws {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        // A window host may report several samples of one finger between two frames.
        let loop = try #require(UIApplication.shared.mainLoop)
        let time = CACurrentMediaTime() + host.frameDuration
        for (phase, x) in [(UITouch.Phase.began, 10.0), (.moved, 20), (.ended, 30)] {
            loop.enqueue(UITouchSample(identifier: 99, phase: phase, location: CGPoint(x: x, y: 10), timestamp: time))
        }
        host.runFrame()
        #expect(view.methods == ["began", "moved", "ended"])
        #expect(view.deliveries.map { $0.touches.first?.location.x } == [10, 20, 30])
        #expect(view.deliveries.dropFirst().first?.touches.first?.previousLocation == CGPoint(x: 10, y: 10))
    }

    // MARK: Multiple touch

    @Test("with isMultipleTouchEnabled false a second finger on the same view is not delivered")
    func singleTouchView() throws {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        let first = host.touchDown(at: CGPoint(x: 10, y: 10))
        let second = host.touchDown(at: CGPoint(x: 100, y: 100))
        second.move(to: CGPoint(x: 120, y: 100))
        second.up()
        first.up()
        #expect(view.methods == ["began", "ended"])
        let touch = try #require(view.deliveries.first?.touches.first?.touch)
        #expect(view.deliveries.allSatisfy { $0.touches.map(\.touch) == [touch] })
        #expect(view.deliveries.first?.touches.first?.location == CGPoint(x: 10, y: 10))
    }

    @Test("with isMultipleTouchEnabled false, of two fingers landing together only one is delivered")
    func singleTouchViewSimultaneous() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = makeHost(showing: [view])
        host.twoFingerDrag(from: (CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)),
                           to: (CGPoint(x: 20, y: 10), CGPoint(x: 110, y: 100)), duration: 0)
        #expect(view.methods == ["began", "moved", "ended"])
        #expect(view.deliveries.allSatisfy { $0.touches.count == 1 })
    }

    @Test("with isMultipleTouchEnabled true both fingers are delivered")
    func multipleTouchView() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        let host = makeHost(showing: [view])
        let first = host.touchDown(at: CGPoint(x: 10, y: 10))
        let second = host.touchDown(at: CGPoint(x: 100, y: 100))
        second.up()
        first.up()
        #expect(view.methods == ["began", "began", "ended", "ended"])
        #expect(view.deliveries.dropFirst().first?.allTouches?.count == 2)
        #expect(Set(view.deliveries.flatMap { $0.touches.map(\.touch) }).count == 2)
    }

    @Test("fingers that change together reach a multiple-touch view in one call per phase")
    func simultaneousFingersInOneCall() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        let host = makeHost(showing: [view])
        host.twoFingerDrag(from: (CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)),
                           to: (CGPoint(x: 20, y: 10), CGPoint(x: 110, y: 100)), duration: 0)
        #expect(view.methods == ["began", "moved", "ended"])
        #expect(view.deliveries.map(\.touches.count) == [2, 2, 2])
    }

    @Test("fingers on two different views reach each view, whatever isMultipleTouchEnabled says")
    func twoViewsTwoFingers() {
        let log = TouchLog()
        let left = TouchRecordingView("left", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let right = TouchRecordingView("right", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        let host = makeHost(showing: [left, right])
        let first = host.touchDown(at: CGPoint(x: 50, y: 50))
        let second = host.touchDown(at: CGPoint(x: 250, y: 50))
        second.up()
        first.up()
        #expect(log.entries == ["left began", "right began", "right ended", "left ended"])
    }

    // MARK: Exclusive touch

    @Test("while an exclusive-touch view is touched, no other view receives a new touch")
    func exclusiveBlocksOthers() {
        let log = TouchLog()
        let exclusive = TouchRecordingView("exclusive", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        exclusive.isExclusiveTouch = true
        let other = TouchRecordingView("other", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        let host = makeHost(showing: [exclusive, other])
        let first = host.touchDown(at: CGPoint(x: 50, y: 50))
        let second = host.touchDown(at: CGPoint(x: 250, y: 50))
        second.move(to: CGPoint(x: 260, y: 50))
        second.up()
        first.up()
        #expect(log.entries == ["exclusive began", "exclusive ended"])
        // Once the exclusive view is let go, the other view takes touches again.
        host.tap(at: CGPoint(x: 250, y: 50))
        #expect(other.methods == ["began", "ended"])
    }

    @Test("an exclusive-touch view receives no touch while another view is touched")
    func exclusiveWaitsForOthers() {
        let log = TouchLog()
        let exclusive = TouchRecordingView("exclusive", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        exclusive.isExclusiveTouch = true
        let other = TouchRecordingView("other", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        let host = makeHost(showing: [exclusive, other])
        let first = host.touchDown(at: CGPoint(x: 250, y: 50))
        let second = host.touchDown(at: CGPoint(x: 50, y: 50))
        second.up()
        first.up()
        #expect(log.entries == ["other began", "other ended"])
    }

    @Test("an exclusive view that takes multiple touches still gets a second finger of its own")
    func exclusiveMultipleTouchView() {
        let view = TouchRecordingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isExclusiveTouch = true
        view.isMultipleTouchEnabled = true
        let host = makeHost(showing: [view])
        let first = host.touchDown(at: CGPoint(x: 10, y: 10))
        let second = host.touchDown(at: CGPoint(x: 100, y: 100))
        second.up()
        first.up()
        #expect(view.methods == ["began", "began", "ended", "ended"])
    }

    @Test("without exclusive touch, two views are touched at once")
    func noExclusiveTouch() {
        let log = TouchLog()
        let a = TouchRecordingView("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = TouchRecordingView("b", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        let host = makeHost(showing: [a, b])
        let first = host.touchDown(at: CGPoint(x: 50, y: 50))
        let second = host.touchDown(at: CGPoint(x: 250, y: 50))
        first.up()
        second.up()
        #expect(log.entries == ["a began", "b began", "a ended", "b ended"])
    }
}
