@testable import SDLHost
import Testing
import UIKit

/// The pointer as fingers: one finger for the button, a mirrored second finger
/// with a modifier, and a drag at the pointer for the wheel.
@Suite struct PointerFingersTests {
    let center = CGPoint(x: 200, y: 400)

    @Test func theLeftButtonIsOneFingerFromDownToUp() {
        var fingers = PointerFingers()
        let down = fingers.buttonDown(at: CGPoint(x: 10, y: 20), mirrored: false, center: center, time: 1)
        let move = fingers.pointerMoved(to: CGPoint(x: 15, y: 30), time: 1.01)
        let up = fingers.buttonUp(at: CGPoint(x: 15, y: 30), time: 1.02)
        #expect(down == [UITouchSample(identifier: 1, phase: .began, location: CGPoint(x: 10, y: 20), timestamp: 1)])
        #expect(move == [UITouchSample(identifier: 1, phase: .moved, location: CGPoint(x: 15, y: 30), timestamp: 1.01)])
        #expect(up == [UITouchSample(identifier: 1, phase: .ended, location: CGPoint(x: 15, y: 30), timestamp: 1.02)])
        #expect(!fingers.hasFingersDown)
    }

    @Test func motionWithoutTheButtonIsNoTouch() {
        var fingers = PointerFingers()
        #expect(fingers.pointerMoved(to: CGPoint(x: 5, y: 5), time: 1).isEmpty)
        #expect(fingers.buttonUp(at: CGPoint(x: 5, y: 5), time: 1).isEmpty)
    }

    @Test func releasingElsewhereMovesTheFingerThereBeforeLifting() {
        var fingers = PointerFingers()
        _ = fingers.buttonDown(at: CGPoint(x: 10, y: 10), mirrored: false, center: center, time: 1)
        let up = fingers.buttonUp(at: CGPoint(x: 40, y: 10), time: 2)
        #expect(up.map(\.phase) == [.moved, .ended])
        #expect(up.map(\.location) == [CGPoint(x: 40, y: 10), CGPoint(x: 40, y: 10)])
    }

    @Test func aModifierAddsASecondFingerMirroredAroundTheCenter() {
        var fingers = PointerFingers()
        let down = fingers.buttonDown(at: CGPoint(x: 250, y: 400), mirrored: true, center: center, time: 1)
        // 50 pt right of the center: the mirror is 50 pt left of it.
        #expect(down.map(\.location) == [CGPoint(x: 250, y: 400), CGPoint(x: 150, y: 400)])
        #expect(down.map(\.phase) == [.began, .began])
        #expect(Set(down.map(\.identifier)).count == 2)
        // Dragging out to 300: the fingers spread from 100 to 200 pt apart (a pinch out, scale 2).
        let move = fingers.pointerMoved(to: CGPoint(x: 300, y: 400), time: 1.1)
        #expect(move.map(\.location) == [CGPoint(x: 300, y: 400), CGPoint(x: 100, y: 400)])
        // Dragging around the center turns both fingers (a rotation).
        let turn = fingers.pointerMoved(to: CGPoint(x: 200, y: 500), time: 1.2)
        #expect(turn.map(\.location) == [CGPoint(x: 200, y: 500), CGPoint(x: 200, y: 300)])
        let up = fingers.buttonUp(at: CGPoint(x: 200, y: 500), time: 1.3)
        #expect(up.map(\.phase) == [.ended, .ended])
    }

    @Test func identifiersAreNeverReused() {
        var fingers = PointerFingers()
        let first = fingers.buttonDown(at: .zero, mirrored: true, center: center, time: 1)
        _ = fingers.buttonUp(at: .zero, time: 1.1)
        let second = fingers.buttonDown(at: .zero, mirrored: false, center: center, time: 2)
        #expect(first.map(\.identifier) == [1, 2])
        #expect(second.map(\.identifier) == [3])
    }

    @Test func theWheelDragsAFingerAtThePointerWithTheContent() {
        var fingers = PointerFingers()
        let pointer = CGPoint(x: 100, y: 300)
        // One notch towards the user (dy = -1) scrolls down: content moves up, so
        // the finger moves up by one notch's 40 pt.
        let first = fingers.scroll(by: CGVector(dx: 0, dy: -1), at: pointer, time: 1)
        // Down, past the pan's 10 pt starting distance, then the notch's 40 pt.
        #expect(first == [
            UITouchSample(identifier: 1, phase: .began, location: pointer, timestamp: 1),
            UITouchSample(identifier: 1, phase: .moved, location: CGPoint(x: 100, y: 290), timestamp: 1),
            UITouchSample(identifier: 1, phase: .moved, location: CGPoint(x: 100, y: 250), timestamp: 1),
        ])
        // A horizontal scroll to the right moves the content (and finger) left.
        let second = fingers.scroll(by: CGVector(dx: 0.5, dy: 0), at: CGPoint(x: 500, y: 500), time: 1.05)
        #expect(second == [UITouchSample(identifier: 1, phase: .moved, location: CGPoint(x: 80, y: 250), timestamp: 1.05)])
    }

    @Test func theWheelFingerLiftsAfterATenthOfASecondWithoutScrolling() {
        var fingers = PointerFingers()
        _ = fingers.scroll(by: CGVector(dx: 0, dy: 1), at: CGPoint(x: 100, y: 100), time: 1)
        _ = fingers.scroll(by: CGVector(dx: 0, dy: 1), at: CGPoint(x: 100, y: 100), time: 1.05)
        let due = 1.05 + PointerFingers.wheelLiftDelay
        #expect(fingers.wheelLiftTime == due)
        #expect(fingers.liftWheelIfDue(at: due - 0.01).isEmpty)
        let lift = fingers.liftWheelIfDue(at: due)
        // It lifted as of the last scroll, keeping that scrolling's speed.
        #expect(lift == [UITouchSample(identifier: 1, phase: .ended, location: CGPoint(x: 100, y: 190), timestamp: 1.05)])
        #expect(fingers.wheelLiftTime == nil)
        // The next scroll is a new finger.
        let next = fingers.scroll(by: CGVector(dx: 0, dy: 1), at: CGPoint(x: 10, y: 10), time: 3)
        #expect(next.first?.identifier == 2)
        #expect(next.first?.phase == .began)
    }

    @Test func pressingTheButtonLiftsTheWheelFingerFirst() {
        var fingers = PointerFingers()
        _ = fingers.scroll(by: CGVector(dx: 0, dy: 1), at: CGPoint(x: 100, y: 100), time: 1)
        let down = fingers.buttonDown(at: CGPoint(x: 50, y: 50), mirrored: false, center: center, time: 1.02)
        #expect(down.map(\.phase) == [.ended, .began])
        #expect(down.map(\.identifier) == [1, 2])
        // While the button is down the wheel does nothing.
        #expect(fingers.scroll(by: CGVector(dx: 0, dy: 1), at: CGPoint(x: 50, y: 50), time: 1.03).isEmpty)
    }

    @Test func cancellingEndsEveryFinger() {
        var fingers = PointerFingers()
        _ = fingers.buttonDown(at: CGPoint(x: 250, y: 400), mirrored: true, center: center, time: 1)
        let cancelled = fingers.cancelAll(time: 2)
        #expect(cancelled.map(\.phase) == [.cancelled, .cancelled])
        #expect(!fingers.hasFingersDown)
        #expect(fingers.cancelAll(time: 3).isEmpty)
    }
}
