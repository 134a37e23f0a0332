import Testing
import TestSupport
import UIKit
import UIKitTesting

@MainActor
@Suite("UITimingCurveProvider: cubic and spring timing parameters")
struct UITimingCurveProviderTests {
    /// Control points of UIKit's named curves (docs/BEHAVIOR.md), as the
    /// `Float` values Core Animation keeps.
    @Test("the named curves have Core Animation's control points",
          arguments: [(UIView.AnimationCurve.easeInOut, [Float(0.42), 0, 0.58, 1]),
                      (.easeIn, [0.42, 0, 1, 1]),
                      (.easeOut, [0, 0, 0.58, 1]),
                      (.linear, [0, 0, 1, 1])])
    func namedCurveControlPoints(curve: UIView.AnimationCurve, points: [Float]) {
        let parameters = UICubicTimingParameters(animationCurve: curve)
        #expect(parameters.animationCurve == curve)
        let actual = [parameters.controlPoint1.x, parameters.controlPoint1.y,
                      parameters.controlPoint2.x, parameters.controlPoint2.y].map { Float($0) }
        #expect(actual == points)
    }

    @Test("the default cubic timing parameters are ease-in-out")
    func defaultCubicIsEaseInOut() {
        let parameters = UICubicTimingParameters()
        #expect(parameters.animationCurve == .easeInOut)
        #expect(Float(parameters.controlPoint1.x) == 0.42 && parameters.controlPoint1.y == 0)
        #expect(Float(parameters.controlPoint2.x) == 0.58 && parameters.controlPoint2.y == 1)
    }

    @Test("named curves are built-in timing curves; control points make a cubic one")
    func cubicCurveTypes() {
        let named = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(named.timingCurveType == .builtin)
        #expect(UICubicTimingParameters().timingCurveType == .builtin)
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        #expect(custom.timingCurveType == .cubic)
        #expect(custom.controlPoint1 == CGPoint(x: 0.1, y: 0.9))
        #expect(custom.controlPoint2 == CGPoint(x: 0.2, y: 1))
        #expect(custom.cubicTimingParameters === custom)
        #expect(custom.springTimingParameters == nil)
    }

    @Test("an animator with custom control points moves along that Bézier curve")
    func customControlPointsDriveAnAnimator() {
        let view = UIView(frame: CGRect(x: 50, y: 150, width: 100, height: 100))
        let host = makeHost(showing: [view])
        let c1 = CGPoint(x: 0.1, y: 0.9), c2 = CGPoint(x: 0.2, y: 1)
        let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: c1, controlPoint2: c2) {
            view.center.x = 200
        }
        animator.startAnimation()
        let reference = ReferenceTimingCurve(c1: c1, c2: c2)
        for step in 1...3 {
            host.advance(by: 0.25)
            let time = CGFloat(step) * 0.25
            #expect(isClose(view.presentationLayer.position.x, interpolated(100, 200, reference.progress(at: time)), tolerance: animationTolerance),
                    "t = \(time)")
        }
        host.advance(by: 0.25)
    }

    @Test("spring timing parameters are a spring curve with no cubic parameters and keep their initial velocity")
    func springCurveType() {
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 3, dy: 0))
        #expect(spring.timingCurveType == .spring)
        #expect(spring.springTimingParameters === spring)
        #expect(spring.cubicTimingParameters == nil)
        #expect(spring.initialVelocity == CGVector(dx: 3, dy: 0))
        #expect(UISpringTimingParameters(dampingRatio: 0.5).initialVelocity == CGVector(dx: 0, dy: 0))
        let physical = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 1, dy: 0))
        #expect(physical.timingCurveType == .spring)
        #expect(physical.initialVelocity == CGVector(dx: 1, dy: 0))
    }

    @Test("the default spring timing parameters have damping ratio 4.56 and no initial velocity (Apple's documentation)")
    func defaultSpringIsHeavilyDamped() {
        let byDefault = UIView(frame: CGRect(x: 50, y: 150, width: 100, height: 100))
        let explicit = UIView(frame: CGRect(x: 50, y: 300, width: 100, height: 100))
        let host = makeHost(showing: [byDefault, explicit])
        let parameters = UISpringTimingParameters()
        #expect(parameters.initialVelocity == CGVector(dx: 0, dy: 0))
        let first = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
        first.addAnimations { byDefault.center.x = 200 }
        let second = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 4.56))
        second.addAnimations { explicit.center.x = 200 }
        first.startAnimation()
        second.startAnimation()
        for step in 1...4 {
            host.advance(by: 0.2)
            let x = byDefault.presentationLayer.position.x
            #expect(isClose(x, explicit.presentationLayer.position.x, tolerance: animationTolerance), "t = \(Double(step) * 0.2)")
            #expect(x < 200)  // overdamped: no overshoot
        }
        host.advance(by: 0.2)
        #expect(byDefault.presentationLayer.position.x == 200)
    }
}
