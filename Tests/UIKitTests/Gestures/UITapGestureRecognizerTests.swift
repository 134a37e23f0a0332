import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UITapGestureRecognizer: taps, multi-taps, fingers, movement")
struct UITapGestureRecognizerTests {
    static let frame = CGRect(x: 0, y: 100, width: 393, height: 600)
    static let start = CGPoint(x: 150, y: 300)

    private func makeTap(taps: Int = 1, touches: Int = 1) -> (GestureStage, UITapGestureRecognizer) {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.frame)
        view.isMultipleTouchEnabled = true
        let tap = stage.attach(UITapGestureRecognizer(), named: "tap", to: view)
        tap.numberOfTapsRequired = taps
        tap.numberOfTouchesRequired = touches
        return (stage, tap)
    }

    @Test("defaults: one tap of one finger; 10 pt of slop and 0.35 s between taps")
    func defaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(GestureThresholds.tapSlop == 10)
        #expect(GestureThresholds.multiTapInterval == 0.35)
    }

    @Test("a single tap is recognized when the finger lifts")
    func singleTap() {
        let (stage, tap) = makeTap()
        let touch = stage.host.touchDown(at: Self.start)
        #expect(tap.state == .possible)
        #expect(stage.log.actions.isEmpty)
        touch.up()
        #expect(stage.log.actions == ["tap.ended"])
        #expect(tap.state == .possible)  // reset after the action
    }

    @Test("a double tap is recognized when the second tap lifts within 0.35 s of the first")
    func doubleTap() {
        let (stage, _) = makeTap(taps: 2)
        stage.host.tap(at: Self.start)
        #expect(stage.log.actions.isEmpty)
        stage.host.advance(by: 0.2)
        stage.host.tap(at: Self.start)
        #expect(stage.log.actions == ["tap.ended"])
    }

    @Test("the second tap may come down exactly 0.35 s after the first lifts")
    func doubleTapAtTheLimit() {
        let (stage, _) = makeTap(taps: 2)
        stage.host.tap(at: Self.start)
        // touchDown runs one frame: input (which cancels the timer) comes before timers in a turn,
        // so waiting 0.35 s − 1 frame puts the second touch-down at exactly lift + 0.35 s.
        stage.host.advance(by: GestureThresholds.multiTapInterval - stage.frame)
        stage.host.tap(at: Self.start)
        #expect(stage.log.actions == ["tap.ended"])
    }

    @Test("a double tap fails when the second tap comes later than 0.35 s after the first lift")
    func doubleTapTooSlow() {
        let (stage, tap) = makeTap(taps: 2)
        stage.host.tap(at: Self.start)
        stage.host.advance(by: GestureThresholds.multiTapInterval)
        // The interval ran out at lift + 0.35 s: the first tap is forgotten.
        #expect(tap.state == .possible)
        stage.host.tap(at: Self.start)
        stage.host.advance(by: 1)
        #expect(stage.log.actions.isEmpty)
    }

    @Test("a double tap fails when the second tap lands more than 10 pt from the first")
    func doubleTapTooFar() {
        let (stage, _) = makeTap(taps: 2)
        stage.host.tap(at: Self.start)
        stage.host.advance(by: 0.1)
        stage.host.tap(at: CGPoint(x: Self.start.x + 11, y: Self.start.y))
        stage.host.advance(by: 1)
        #expect(stage.log.actions.isEmpty)
    }

    @Test("a second tap exactly 10 pt away still completes the double tap")
    func doubleTapAtTheDistanceLimit() {
        let (stage, _) = makeTap(taps: 2)
        stage.host.tap(at: Self.start)
        stage.host.advance(by: 0.1)
        // 6-8-10 triangle: exactly 10 pt away.
        stage.host.tap(at: CGPoint(x: Self.start.x + 6, y: Self.start.y + 8))
        #expect(stage.log.actions == ["tap.ended"])
    }

    @Test("a tap fails when the finger moves more than 10 pt")
    func movedTooFar() {
        let (stage, tap) = makeTap()
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: CGPoint(x: Self.start.x, y: Self.start.y + 11))
        #expect(tap.state == .failed)
        touch.up()
        #expect(stage.log.actions.isEmpty)
    }

    @Test("a finger that wanders exactly 10 pt still taps")
    func movedWithinSlop() {
        let (stage, _) = makeTap()
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: CGPoint(x: Self.start.x + 10, y: Self.start.y))
        touch.up()
        #expect(stage.log.actions == ["tap.ended"])
    }

    @Test("a two-finger tap is recognized when both fingers have lifted; its location is their centroid")
    func twoFingerTap() {
        let (stage, tap) = makeTap(touches: 2)
        var locations: [CGPoint] = []
        tap.addAction { locations.append($0.location(in: nil)) }
        let a = stage.host.touchDown(at: CGPoint(x: 100, y: 300))
        let b = stage.host.touchDown(at: CGPoint(x: 200, y: 400))
        a.up()
        #expect(stage.log.actions.isEmpty)
        b.up()
        #expect(stage.log.actions == ["tap.ended"])
        // ((100 + 200) / 2, (300 + 400) / 2).
        #expect(locations == [CGPoint(x: 150, y: 350)])
    }

    @Test("a two-finger tap fails with only one finger")
    func twoFingerTapWithOneFinger() {
        let (stage, _) = makeTap(touches: 2)
        stage.host.tap(at: Self.start)
        stage.host.advance(by: 1)
        #expect(stage.log.actions.isEmpty)
    }

    @Test("more fingers than required make the tap fail")
    func tooManyFingers() {
        let (stage, tap) = makeTap()
        let a = stage.host.touchDown(at: CGPoint(x: 100, y: 300))
        let b = stage.host.touchDown(at: CGPoint(x: 200, y: 300))
        #expect(tap.state == .failed)
        b.up()
        a.up()
        #expect(stage.log.actions.isEmpty)
    }

    @Test("a system cancel of the touch fails the tap")
    func cancelledTouch() {
        let (stage, _) = makeTap()
        let touch = stage.host.touchDown(at: Self.start)
        touch.cancel()
        #expect(stage.log.actions.isEmpty)
    }
}
