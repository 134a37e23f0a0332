import Testing
import TestSupport
import UIKit
import UIKitTesting

@MainActor
@Suite("UILongPressGestureRecognizer: press duration, allowable movement, continuous changes")
struct UILongPressGestureRecognizerTests {
    static let start = CGPoint(x: 150, y: 300)

    private func makePress() -> (GestureStage, UILongPressGestureRecognizer) {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        let press = stage.attach(UILongPressGestureRecognizer(), named: "press", to: view)
        return (stage, press)
    }

    @Test("defaults: 0.5 s, 10 pt of movement, one finger, no taps first")
    func defaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0)
    }

    @Test("it begins 0.5 s after touch-down exactly: not at 0.49 s")
    func beginsAtMinimumDuration() {
        let (stage, press) = makePress()
        let touch = stage.host.touchDown(at: Self.start)
        let down = CACurrentMediaTime()
        stage.host.advance(by: 0.49)
        #expect(press.state == .possible)
        #expect(stage.log.actions.isEmpty)
        stage.host.advance(by: 0.01)
        #expect(stage.log.actions == ["press.began"])
        #expect(isClose((stage.log.time(of: "press.began") ?? 0) - down, 0.5, tolerance: gestureTolerance))
        touch.up()
        #expect(stage.log.actions == ["press.began", "press.ended"])
    }

    @Test("moving more than 10 pt before it begins makes it fail")
    func movingBeforeBeginFails() {
        let (stage, press) = makePress()
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: CGPoint(x: Self.start.x + 11, y: Self.start.y))
        #expect(press.state == .failed)
        stage.host.advance(by: 0.6)
        touch.up()
        #expect(stage.log.actions.isEmpty)
    }

    @Test("wandering up to 10 pt before it begins is allowed")
    func wanderingWithinAllowance() {
        let (stage, _) = makePress()
        let touch = stage.host.touchDown(at: Self.start)
        // 6-8-10: exactly 10 pt from the start.
        touch.move(to: CGPoint(x: Self.start.x + 6, y: Self.start.y - 8))
        stage.host.advance(by: 0.5)
        touch.up()
        #expect(stage.log.actions == ["press.began", "press.ended"])
    }

    @Test("once begun, any movement is a change, however far")
    func movingAfterBeginChanges() {
        let (stage, press) = makePress()
        var locations: [CGPoint] = []
        press.addAction { locations.append($0.location(in: nil)) }
        let touch = stage.host.touchDown(at: Self.start)
        stage.host.advance(by: 0.5)
        touch.move(to: CGPoint(x: Self.start.x + 100, y: Self.start.y))
        touch.move(to: CGPoint(x: Self.start.x + 100, y: Self.start.y + 200))
        touch.up()
        #expect(stage.log.actions == ["press.began", "press.changed", "press.changed", "press.ended"])
        #expect(locations == [
            Self.start,
            CGPoint(x: 250, y: 300), CGPoint(x: 250, y: 500), CGPoint(x: 250, y: 500),
        ])
    }

    @Test("lifting before 0.5 s makes it fail; its timer is gone")
    func liftingEarlyFails() {
        let (stage, press) = makePress()
        let touch = stage.host.touchDown(at: Self.start)
        stage.host.advance(by: 0.3)
        touch.up()
        stage.host.advance(by: 1)
        #expect(stage.log.actions.isEmpty)
        #expect(press.state == .possible)
    }

    @Test("a custom minimumPressDuration of 1 s begins at 1 s, not at 0.99 s")
    func customDuration() {
        let (stage, press) = makePress()
        press.minimumPressDuration = 1
        let touch = stage.host.touchDown(at: Self.start)
        stage.host.advance(by: 0.99)
        #expect(stage.log.actions.isEmpty)
        stage.host.advance(by: 0.01)
        #expect(stage.log.actions == ["press.began"])
        touch.up()
    }

    @Test("a custom allowableMovement widens what may happen before it begins")
    func customAllowableMovement() {
        let (stage, press) = makePress()
        press.allowableMovement = 50
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: CGPoint(x: Self.start.x + 40, y: Self.start.y))
        stage.host.advance(by: 0.5)
        touch.up()
        #expect(stage.log.actions == ["press.began", "press.ended"])
    }

    @Test("a second finger on a one-finger long press makes it fail")
    func tooManyFingers() {
        let (stage, press) = makePress()
        stage.root.subviews[0].isMultipleTouchEnabled = true
        let a = stage.host.touchDown(at: Self.start)
        let b = stage.host.touchDown(at: CGPoint(x: 250, y: 300))
        #expect(press.state == .failed)
        stage.host.advance(by: 0.6)
        b.up()
        a.up()
        #expect(stage.log.actions.isEmpty)
    }

    @Test("a system cancel after it began sends cancelled")
    func cancelAfterBegin() {
        let (stage, _) = makePress()
        let touch = stage.host.touchDown(at: Self.start)
        stage.host.advance(by: 0.5)
        touch.cancel()
        #expect(stage.log.actions == ["press.began", "press.cancelled"])
    }

    @Test("tap and hold: with one tap required, a tap then a press held 0.5 s begins")
    func tapAndHold() {
        let (stage, press) = makePress()
        press.numberOfTapsRequired = 1
        stage.host.tap(at: Self.start)
        #expect(press.state == .possible)
        stage.host.advance(by: 0.1)
        let touch = stage.host.touchDown(at: Self.start)
        stage.host.advance(by: 0.5)
        #expect(stage.log.actions == ["press.began"])
        touch.up()
        #expect(stage.log.actions == ["press.began", "press.ended"])
    }

    @Test("tap and hold fails when the press comes later than the multi-tap interval, or a press alone is held")
    func tapAndHoldNeedsTheTapFirst() {
        let (stage, press) = makePress()
        press.numberOfTapsRequired = 1
        stage.host.tap(at: Self.start)
        stage.host.advance(by: 0.4)  // longer than the 0.35 s between taps
        #expect(press.state == .possible)  // failed and reset for the next gesture
        let late = stage.host.touchDown(at: Self.start)
        stage.host.advance(by: 0.6)
        late.up()
        #expect(stage.log.actions.isEmpty)
    }
}
