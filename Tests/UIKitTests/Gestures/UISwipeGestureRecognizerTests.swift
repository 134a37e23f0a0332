import Testing
import UIKit
import UIKitTesting

/// A swipe direction and the finger movement that goes that way.
struct SwipeCase: Sendable, CustomTestStringConvertible {
    let name: String
    let direction: UISwipeGestureRecognizer.Direction
    let dx: CGFloat
    let dy: CGFloat

    var testDescription: String { name }
}

@MainActor
@Suite("UISwipeGestureRecognizer: direction, distance, speed")
struct UISwipeGestureRecognizerTests {
    static let start = CGPoint(x: 196, y: 400)

    private func makeSwipe(_ direction: UISwipeGestureRecognizer.Direction = .right)
        -> (GestureStage, UISwipeGestureRecognizer) {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        let swipe = stage.attach(UISwipeGestureRecognizer(), named: "swipe", to: view)
        swipe.direction = direction
        return (stage, swipe)
    }

    private func point(_ dx: CGFloat, _ dy: CGFloat = 0) -> CGPoint {
        CGPoint(x: Self.start.x + dx, y: Self.start.y + dy)
    }

    @Test("direction raw values are UIKit's; the default direction is right, with one finger")
    func defaults() {
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
        #expect(UISwipeGestureRecognizer.Direction.up.rawValue == 4)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
    }

    @Test("a 60 pt flick to the right within 0.1 s is recognized, before the finger lifts")
    func flickRight() {
        let (stage, _) = makeSwipe()
        let touch = stage.host.touchDown(at: Self.start)
        // 12 frames of 5 pt: the 50 pt minimum is reached after 10 frames (0.083 s).
        touch.move(to: point(60), duration: 0.1)
        #expect(stage.log.actions == ["swipe.ended"])
        touch.up()
        #expect(stage.log.actions == ["swipe.ended"])
    }

    @Test("a flick the other way fails")
    func wrongDirection() {
        let (stage, _) = makeSwipe()
        stage.host.swipe(from: Self.start, to: point(-60))
        #expect(stage.log.actions.isEmpty)
    }

    @Test("a slow drag fails: 60 pt over 1 s reaches 50 pt only after 0.83 s, past the 0.5 s limit")
    func tooSlow() {
        let (stage, swipe) = makeSwipe()
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(60), duration: 1)
        #expect(swipe.state == .failed)
        touch.up()
        #expect(stage.log.actions.isEmpty)
    }

    @Test("a flick too short fails: 40 pt is under the 50 pt minimum")
    func tooShort() {
        let (stage, _) = makeSwipe()
        stage.host.swipe(from: Self.start, to: point(40))
        #expect(stage.log.actions.isEmpty)
    }

    @Test("a flick too far off its axis fails: 60 pt right and 40 pt down is more than half across")
    func tooDiagonal() {
        let (stage, _) = makeSwipe()
        stage.host.swipe(from: Self.start, to: point(60, 40))
        #expect(stage.log.actions.isEmpty)
    }

    nonisolated static let directions: [SwipeCase] = [
        SwipeCase(name: "right", direction: .right, dx: 60, dy: 0),
        SwipeCase(name: "left", direction: .left, dx: -60, dy: 0),
        SwipeCase(name: "up", direction: .up, dx: 0, dy: -60),
        SwipeCase(name: "down", direction: .down, dx: 0, dy: 60),
    ]

    @Test("each direction recognizes a flick its way", arguments: directions)
    func eachDirection(_ swipeCase: SwipeCase) {
        let (stage, _) = makeSwipe(swipeCase.direction)
        stage.host.swipe(from: Self.start, to: point(swipeCase.dx, swipeCase.dy))
        #expect(stage.log.actions == ["swipe.ended"])
    }

    @Test("a direction set recognizes flicks in any of its directions and no other",
          arguments: directions)
    func directionSet(_ swipeCase: SwipeCase) {
        let (stage, _) = makeSwipe([.left, .right])
        stage.host.swipe(from: Self.start, to: point(swipeCase.dx, swipeCase.dy))
        let horizontal = swipeCase.direction == .left || swipeCase.direction == .right
        #expect(stage.log.actions == (horizontal ? ["swipe.ended"] : []))
    }

    @Test("a second finger on a one-finger swipe makes it fail")
    func tooManyFingers() {
        let (stage, swipe) = makeSwipe()
        stage.root.subviews[0].isMultipleTouchEnabled = true
        let a = stage.host.touchDown(at: Self.start)
        let b = stage.host.touchDown(at: point(0, 100))
        #expect(swipe.state == .failed)
        a.move(to: point(60), duration: 0.1)
        a.up()
        b.up()
        #expect(stage.log.actions.isEmpty)
    }
}
