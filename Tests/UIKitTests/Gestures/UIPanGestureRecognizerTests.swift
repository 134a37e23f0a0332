import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIPanGestureRecognizer: threshold, translation, velocity, fingers")
struct UIPanGestureRecognizerTests {
    static let start = CGPoint(x: 100, y: 300)

    private func makePan() -> (GestureStage, GestureLoggingView, UIPanGestureRecognizer) {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        view.isMultipleTouchEnabled = true
        let pan = stage.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        return (stage, view, pan)
    }

    private func point(_ dx: CGFloat, _ dy: CGFloat = 0) -> CGPoint {
        CGPoint(x: Self.start.x + dx, y: Self.start.y + dy)
    }

    @Test("defaults: one finger or more, a 10 pt threshold")
    func defaults() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(GestureThresholds.panHysteresis == 10)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
    }

    // MARK: Threshold

    @Test("it begins once the finger has moved 10 pt from touch-down, not at 9 pt")
    func beginsAtTenPoints() {
        let (stage, _, pan) = makePan()
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(9))
        #expect(pan.state == .possible)
        touch.move(to: point(10))
        #expect(pan.state == .began)
        touch.up()
        #expect(stage.log.actions == ["pan.began", "pan.ended"])
    }

    @Test("the threshold is a distance: 6 pt across and 8 pt down is 10 pt")
    func thresholdIsADistance() {
        let (stage, _, pan) = makePan()
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(6, 8))
        #expect(pan.state == .began)
        touch.up()
    }

    @Test("moves after it began are changes; lifting ends it")
    func continuous() {
        let (stage, _, _) = makePan()
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(20))
        touch.move(to: point(30))
        touch.move(to: point(40))
        touch.up()
        #expect(stage.log.actions == ["pan.began", "pan.changed", "pan.changed", "pan.ended"])
    }

    @Test("a finger that lifts before moving 10 pt fails the pan")
    func liftBeforeThreshold() {
        let (stage, _, pan) = makePan()
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(5))
        touch.up()
        #expect(stage.log.actions.isEmpty)
        #expect(pan.state == .possible)  // failed, then reset for the next gesture
    }

    @Test("a system cancel after it began sends cancelled")
    func cancelled() {
        let (stage, _, _) = makePan()
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(20))
        touch.cancel()
        #expect(stage.log.actions == ["pan.began", "pan.cancelled"])
    }

    // MARK: Translation

    @Test("translation is measured from touch-down, so at the start it already includes the 10 pt")
    func translationFromTouchDown() {
        let (stage, view, pan) = makePan()
        var translations: [CGPoint] = []
        pan.addAction { translations.append(($0 as! UIPanGestureRecognizer).translation(in: view)) }
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(10))
        touch.move(to: point(30, 5))
        touch.move(to: point(-20, 40))
        touch.up()
        #expect(translations == [
            CGPoint(x: 10, y: 0), CGPoint(x: 30, y: 5), CGPoint(x: -20, y: 40), CGPoint(x: -20, y: 40),
        ])
    }

    @Test("translation is a vector: a view's position does not change it")
    func translationIgnoresPosition() {
        let (stage, _, pan) = makePan()
        let elsewhere = UIView(frame: CGRect(x: 200, y: 500, width: 50, height: 50))
        stage.root.addSubview(elsewhere)
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(30, 20))
        #expect(pan.translation(in: elsewhere) == CGPoint(x: 30, y: 20))
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 20))
        touch.up()
    }

    @Test("translation in a view rotated a quarter turn is the finger's vector in that view's axes")
    func translationInRotatedView() {
        let (stage, _, pan) = makePan()
        let rotated = UIView(frame: CGRect(x: 200, y: 500, width: 50, height: 50))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        stage.root.addSubview(rotated)
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(30))
        // Rotating by +π/2 (y down) turns the view's x axis into the screen's +y and its
        // y axis into the screen's −x: 30 pt right on screen is 30 pt along the view's −y.
        #expect(isClose(pan.translation(in: rotated), CGPoint(x: 0, y: -30), tolerance: gestureTolerance))
        touch.up()
    }

    @Test("translation in a view scaled ×2 is half as long")
    func translationInScaledView() {
        let (stage, _, pan) = makePan()
        let scaled = UIView(frame: CGRect(x: 200, y: 500, width: 50, height: 50))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        stage.root.addSubview(scaled)
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(30, -12))
        // One of the view's points is 2 screen points: (30 / 2, −12 / 2).
        #expect(isClose(pan.translation(in: scaled), CGPoint(x: 15, y: -6), tolerance: gestureTolerance))
        touch.up()
    }

    @Test("setTranslation makes the current translation the given one; later moves add to it")
    func setTranslation() {
        let (stage, view, pan) = makePan()
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(30))
        pan.setTranslation(.zero, in: view)
        #expect(pan.translation(in: view) == .zero)
        touch.move(to: point(40, 5))
        // 10 pt right and 5 pt down since the reset.
        #expect(pan.translation(in: view) == CGPoint(x: 10, y: 5))
        pan.setTranslation(CGPoint(x: 100, y: 100), in: nil)
        touch.move(to: point(50, 5))
        #expect(pan.translation(in: nil) == CGPoint(x: 110, y: 100))
        touch.up()
    }

    @Test("setTranslation in a scaled view is converted to that view's space")
    func setTranslationInScaledView() {
        let (stage, _, pan) = makePan()
        let scaled = UIView(frame: CGRect(x: 200, y: 500, width: 50, height: 50))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        stage.root.addSubview(scaled)
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(30))
        pan.setTranslation(CGPoint(x: 10, y: 0), in: scaled)
        // 10 of the view's points are 20 screen points.
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 20, y: 0), tolerance: gestureTolerance))
        touch.up()
    }

    @Test("after the gesture the translation starts again from zero")
    func translationResets() {
        let (stage, _, pan) = makePan()
        stage.host.drag(from: Self.start, to: point(60))
        #expect(pan.translation(in: nil) == .zero)
    }

    // MARK: Velocity

    @Test("the velocity of a constant-speed drag is its distance over its duration")
    func velocityOfConstantDrag() {
        let (stage, _, pan) = makePan()
        let touch = stage.host.touchDown(at: Self.start)
        // 120 pt in 0.25 s: 30 frames of 4 pt at 120 Hz, 120 / 0.25 = 480 pt/s.
        touch.move(to: point(120), duration: 0.25)
        let expected = CGFloat(120) / CGFloat(0.25)
        #expect(isClose(pan.velocity(in: nil), CGPoint(x: expected, y: 0), tolerance: gestureTolerance))
        touch.up()
    }

    @Test("a diagonal drag has a velocity on both axes")
    func velocityDiagonal() {
        let (stage, _, pan) = makePan()
        let touch = stage.host.touchDown(at: Self.start)
        // (60, −90) in 0.2 s: (300, −450) pt/s.
        touch.move(to: point(60, -90), duration: 0.2)
        #expect(isClose(pan.velocity(in: nil), CGPoint(x: CGFloat(60) / 0.2, y: CGFloat(-90) / 0.2), tolerance: gestureTolerance))
        touch.up()
    }

    @Test("velocity in a view scaled ×2 is in that view's points per second")
    func velocityInScaledView() {
        let (stage, _, pan) = makePan()
        let scaled = UIView(frame: CGRect(x: 200, y: 500, width: 50, height: 50))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        stage.root.addSubview(scaled)
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(120), duration: 0.25)
        // 480 screen points per second are 240 of the view's.
        #expect(isClose(pan.velocity(in: scaled), CGPoint(x: CGFloat(480) / 2, y: 0), tolerance: gestureTolerance))
        touch.up()
    }

    @Test("the velocity is zero when the finger held still for 0.2 s before lifting")
    func velocityAfterHoldingStill() {
        let (stage, _, pan) = makePan()
        var endVelocities: [CGPoint] = []
        pan.addAction { recognizer in
            if recognizer.state == .ended {
                endVelocities.append((recognizer as! UIPanGestureRecognizer).velocity(in: nil))
            }
        }
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(120), duration: 0.25)
        stage.host.advance(by: 0.2)
        touch.up()
        #expect(endVelocities == [.zero])
    }

    @Test("setTranslation restarts the velocity estimate")
    func setTranslationResetsVelocity() {
        let (stage, _, pan) = makePan()
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(120), duration: 0.25)
        pan.setTranslation(.zero, in: nil)
        #expect(pan.velocity(in: nil) == .zero)
        touch.up()
    }

    // MARK: Fingers

    @Test("with minimumNumberOfTouches 2 one finger never pans")
    func minimumTouchesOneFinger() {
        let (stage, _, pan) = makePan()
        pan.minimumNumberOfTouches = 2
        stage.host.drag(from: Self.start, to: point(100))
        #expect(stage.log.actions.isEmpty)
    }

    @Test("with minimumNumberOfTouches 2 two fingers pan once their centroid moves 10 pt")
    func minimumTouchesTwoFingers() {
        let (stage, _, pan) = makePan()
        pan.minimumNumberOfTouches = 2
        let a = stage.host.touchDown(at: Self.start)
        let b = stage.host.touchDown(at: point(100))
        a.move(to: point(18))
        // The centroid moved 18 / 2 = 9 pt.
        #expect(pan.state == .possible)
        b.move(to: point(102))
        // Now (18 + 2) / 2 = 10 pt.
        #expect(pan.state == .began)
        #expect(pan.numberOfTouches == 2)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 10, y: 0), tolerance: gestureTolerance))
        a.up()
        b.up()
        #expect(stage.log.actions == ["pan.began", "pan.ended"])
    }

    @Test("with maximumNumberOfTouches 1 a second finger is ignored")
    func maximumTouches() {
        let (stage, _, pan) = makePan()
        pan.maximumNumberOfTouches = 1
        let a = stage.host.touchDown(at: Self.start)
        let b = stage.host.touchDown(at: point(100))
        #expect(pan.numberOfTouches == 1)
        b.move(to: point(100, 80))
        #expect(pan.state == .possible)
        a.move(to: point(20))
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
        b.up()
        a.up()
        #expect(stage.log.actions == ["pan.began", "pan.ended"])
    }

    @Test("a finger joining mid-pan does not make the translation jump")
    func fingerJoiningKeepsTranslation() {
        let (stage, _, pan) = makePan()
        let a = stage.host.touchDown(at: Self.start)
        a.move(to: point(30))
        let b = stage.host.touchDown(at: point(200, 100))
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 30, y: 0), tolerance: gestureTolerance))
        a.up()
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 30, y: 0), tolerance: gestureTolerance))
        b.move(to: point(210, 100))
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 40, y: 0), tolerance: gestureTolerance))
        b.up()
    }
}
