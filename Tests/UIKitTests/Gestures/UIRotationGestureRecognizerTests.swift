import Testing
import TestSupport
import UIKit
import UIKitTesting

@MainActor
@Suite("UIRotationGestureRecognizer: rotation of two fingers")
struct UIRotationGestureRecognizerTests {
    /// Two fingers on a horizontal line through (196, 400): the line from the
    /// first to the second points right (angle 0).
    static let horizontal = (CGPoint(x: 146, y: 400), CGPoint(x: 246, y: 400))
    /// The line from the first to the second points down the screen: in y-down
    /// space its angle is atan2(100, 0) = π/2, a clockwise quarter turn from right.
    static let pointingDown = (CGPoint(x: 196, y: 350), CGPoint(x: 196, y: 450))
    /// Pointing up: atan2(−100, 0) = −π/2, a counterclockwise quarter turn.
    static let pointingUp = (CGPoint(x: 196, y: 450), CGPoint(x: 196, y: 350))

    private func makeRotation() -> (GestureStage, UIRotationGestureRecognizer) {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        view.isMultipleTouchEnabled = true
        let rotation = stage.attach(UIRotationGestureRecognizer(), named: "rotation", to: view)
        return (stage, rotation)
    }

    private func recordRotations(_ recognizer: UIRotationGestureRecognizer) -> () -> [CGFloat] {
        var values: [CGFloat] = []
        recognizer.addAction { values.append(($0 as! UIRotationGestureRecognizer).rotation) }
        return { values }
    }

    @Test("a new rotation recognizer has rotation 0 and no velocity")
    func defaults() {
        let rotation = UIRotationGestureRecognizer()
        #expect(rotation.rotation == 0)
        #expect(rotation.velocity == 0)
    }

    @Test("a clockwise quarter turn on screen is a rotation of +π/2")
    func clockwiseQuarterTurn() {
        let (stage, rotation) = makeRotation()
        let values = recordRotations(rotation)
        stage.host.twoFingerDrag(from: Self.horizontal, to: Self.pointingDown)
        #expect(stage.log.actions.first == "rotation.began")
        #expect(stage.log.actions.last == "rotation.ended")
        #expect(isClose(values().last ?? 0, .pi / 2, tolerance: gestureTolerance))
    }

    @Test("a counterclockwise quarter turn is a rotation of −π/2")
    func counterclockwiseQuarterTurn() {
        let (stage, rotation) = makeRotation()
        let values = recordRotations(rotation)
        stage.host.twoFingerDrag(from: Self.horizontal, to: Self.pointingUp)
        #expect(isClose(values().last ?? 0, -.pi / 2, tolerance: gestureTolerance))
    }

    /// Puts two fingers down 100 pt apart, the second right of the first, and turns
    /// the second around the first by `step` radians per frame, `count` times.
    private func turnSecondFinger(_ stage: GestureStage, by step: CGFloat, count: Int) {
        let pivot = Self.horizontal.0
        let a = stage.host.touchDown(at: pivot)
        let b = stage.host.touchDown(at: Self.horizontal.1)
        for index in 1...count {
            let angle = CGFloat(index) * step
            b.move(to: CGPoint(x: pivot.x + 100 * cos(angle), y: pivot.y + 100 * sin(angle)))
        }
        a.up()
        b.up()
    }

    @Test("a turn past ±π keeps accumulating: three quarter turns are 3π/2")
    func turnsAccumulate() {
        let (stage, rotation) = makeRotation()
        let values = recordRotations(rotation)
        // 27 steps of π/18 (10°, each well under π) make 270°.
        turnSecondFinger(stage, by: .pi / 18, count: 27)
        #expect(isClose(values().last ?? 0, 3 * .pi / 2, tolerance: gestureTolerance))
    }

    @Test("setting rotation back to 0 in each action makes each rotation relative; their sum is π/2")
    func settingRotationRebases() {
        let (stage, rotation) = makeRotation()
        var sum: CGFloat = 0
        rotation.addAction { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            guard rotation.state == .began || rotation.state == .changed else { return }
            sum += rotation.rotation
            rotation.rotation = 0
        }
        stage.host.twoFingerDrag(from: Self.horizontal, to: Self.pointingDown)
        #expect(isClose(sum, .pi / 2, tolerance: gestureTolerance))
    }

    @Test("it begins only after the fingers turned π/60 (3°)")
    func hysteresis() {
        let (stage, rotation) = makeRotation()
        let a = stage.host.touchDown(at: Self.horizontal.0)
        let b = stage.host.touchDown(at: Self.horizontal.1)
        // Around the first finger, 100 pt away: 2° then 4°.
        b.move(to: CGPoint(x: 146 + 100 * cos(CGFloat.pi / 90), y: 400 + 100 * sin(CGFloat.pi / 90)))
        #expect(rotation.state == .possible)
        b.move(to: CGPoint(x: 146 + 100 * cos(CGFloat.pi / 45), y: 400 + 100 * sin(CGFloat.pi / 45)))
        #expect(rotation.state == .began)
        #expect(isClose(rotation.rotation, .pi / 45, tolerance: gestureTolerance))
        a.up()
        b.up()
    }

    @Test("velocity is radians per second: π/36 per frame at 120 Hz is 120π/36 rad/s")
    func velocity() {
        let (stage, rotation) = makeRotation()
        var velocities: [CGFloat] = []
        rotation.addAction { velocities.append(($0 as! UIRotationGestureRecognizer).velocity) }
        turnSecondFinger(stage, by: .pi / 36, count: 24)
        // The last action is the end, which keeps the velocity of the last change.
        let expected = (CGFloat.pi / 36) * 120
        #expect(isClose(velocities.last ?? 0, expected, tolerance: gestureTolerance))
    }
}
