import Testing
import TestSupport
import UIKit
import UIKitTesting

@MainActor
@Suite("UIPinchGestureRecognizer: scale and velocity of two fingers")
struct UIPinchGestureRecognizerTests {
    /// Two fingers 100 pt apart on a horizontal line through (196, 400).
    static let closeFingers = (CGPoint(x: 146, y: 400), CGPoint(x: 246, y: 400))
    /// The same fingers 200 pt apart.
    static let farFingers = (CGPoint(x: 96, y: 400), CGPoint(x: 296, y: 400))

    private func makePinch() -> (GestureStage, UIPinchGestureRecognizer) {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        view.isMultipleTouchEnabled = true
        let pinch = stage.attach(UIPinchGestureRecognizer(), named: "pinch", to: view)
        return (stage, pinch)
    }

    /// The scale and velocity of every action, with its state.
    private func record(_ pinch: UIPinchGestureRecognizer)
        -> () -> [(state: UIGestureRecognizer.State, scale: CGFloat, velocity: CGFloat)] {
        var values: [(state: UIGestureRecognizer.State, scale: CGFloat, velocity: CGFloat)] = []
        pinch.addAction { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            values.append((pinch.state, pinch.scale, pinch.velocity))
        }
        return { values }
    }

    @Test("a new pinch has scale 1 and no velocity")
    func defaults() {
        let pinch = UIPinchGestureRecognizer()
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
    }

    @Test("fingers moving from 100 pt to 200 pt apart end with scale 2")
    func spreadingDoubles() {
        let (stage, pinch) = makePinch()
        let values = record(pinch)
        stage.host.twoFingerDrag(from: Self.closeFingers, to: Self.farFingers)
        #expect(values().first?.state == .began)
        #expect(values().last?.state == .ended)
        // 200 pt / 100 pt.
        #expect(isClose(values().last?.scale ?? 0, CGFloat(200) / 100, tolerance: gestureTolerance))
        // Scale follows the distance at every step: it only grows.
        let scales = values().map(\.scale)
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test("fingers moving from 200 pt to 100 pt apart end with scale 0.5")
    func pinchingHalves() {
        let (stage, pinch) = makePinch()
        let values = record(pinch)
        stage.host.twoFingerDrag(from: Self.farFingers, to: Self.closeFingers)
        #expect(isClose(values().last?.scale ?? 0, CGFloat(100) / 200, tolerance: gestureTolerance))
    }

    @Test("velocity is scale per second: 100 → 200 pt apart in 0.3 s is (2 − 1) / 0.3 per second")
    func velocity() {
        let (stage, pinch) = makePinch()
        let values = record(pinch)
        stage.host.twoFingerDrag(from: Self.closeFingers, to: Self.farFingers, duration: 0.3)
        #expect(isClose(values().last?.velocity ?? 0, (CGFloat(2) - 1) / 0.3, tolerance: gestureTolerance))
    }

    @Test("setting scale back to 1 in each action makes each scale relative to the last; their product is 2")
    func settingScaleRebases() {
        let (stage, pinch) = makePinch()
        var product: CGFloat = 1
        pinch.addAction { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            guard pinch.state == .began || pinch.state == .changed else { return }
            product *= pinch.scale
            pinch.scale = 1
        }
        stage.host.twoFingerDrag(from: Self.closeFingers, to: Self.farFingers)
        #expect(isClose(product, 2, tolerance: gestureTolerance))
    }

    @Test("setting scale does not disturb the velocity")
    func settingScaleKeepsVelocity() {
        let (stage, pinch) = makePinch()
        var velocities: [CGFloat] = []
        pinch.addAction { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            velocities.append(pinch.velocity)
            pinch.scale = 1
        }
        stage.host.twoFingerDrag(from: Self.closeFingers, to: Self.farFingers, duration: 0.3)
        // At the last change the scale base is the distance one frame earlier, 200 − 100 / 36 pt
        // (36 frames of 100 / 36 pt each): the rate 100 pt / 0.3 s over that base.
        let base = CGFloat(200) - CGFloat(100) / 36
        #expect(isClose(velocities.last ?? 0, (CGFloat(100) / 0.3) / base, tolerance: gestureTolerance))
    }

    @Test("it begins only after the distance changed by 8 pt")
    func hysteresis() {
        let (stage, pinch) = makePinch()
        let a = stage.host.touchDown(at: Self.closeFingers.0)
        let b = stage.host.touchDown(at: Self.closeFingers.1)
        b.move(to: CGPoint(x: Self.closeFingers.1.x + 7, y: 400))
        #expect(pinch.state == .possible)
        b.move(to: CGPoint(x: Self.closeFingers.1.x + 8, y: 400))
        #expect(pinch.state == .began)
        // 108 pt / 100 pt.
        #expect(isClose(pinch.scale, 1.08, tolerance: gestureTolerance))
        a.up()
        b.up()
    }

    @Test("one finger never pinches")
    func oneFinger() {
        let (stage, _) = makePinch()
        stage.host.drag(from: Self.closeFingers.0, to: Self.farFingers.0)
        #expect(stage.log.actions.isEmpty)
    }

    @Test("after the gesture scale and velocity are back to 1 and 0")
    func resets() {
        let (stage, pinch) = makePinch()
        stage.host.twoFingerDrag(from: Self.closeFingers, to: Self.farFingers)
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
    }
}
