import CoreGraphics
@testable import QuartzCore
import Testing
import TestSupport

/// One combination of fromValue/toValue/byValue on "position.x" of a layer whose
/// model x is 100, with the end points Core Animation derives.
struct EndPointCase: Sendable, CustomTestStringConvertible {
    var name: String
    var from: Double?
    var to: Double?
    var by: Double?
    var expectedFrom: Double
    var expectedTo: Double
    var testDescription: String { name }
}

/// The six cases of CABasicAnimation's documentation (model value 100).
private let endPointCases: [EndPointCase] = [
    EndPointCase(name: "from and to", from: 10, to: 30, by: nil, expectedFrom: 10, expectedTo: 30),
    EndPointCase(name: "from and by: to = from + by", from: 10, to: nil, by: 20, expectedFrom: 10, expectedTo: 10 + 20),
    EndPointCase(name: "by and to: from = to − by", from: nil, to: 30, by: 20, expectedFrom: 30 - 20, expectedTo: 30),
    EndPointCase(name: "from alone: to the model value", from: 10, to: nil, by: nil, expectedFrom: 10, expectedTo: 100),
    EndPointCase(name: "to alone: from the model value", from: nil, to: 30, by: nil, expectedFrom: 100, expectedTo: 30),
    EndPointCase(name: "by alone: model to model + by", from: nil, to: nil, by: 20, expectedFrom: 100, expectedTo: 100 + 20),
]

@MainActor
@Suite("CABasicAnimation")
struct CABasicAnimationTests {
    /// A 20×20 layer whose model position is (100, 50).
    func makeSubject() -> CALayer {
        makeTestLayer(frame: CGRect(x: 90, y: 40, width: 20, height: 20))
    }

    func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: CFTimeInterval = 1,
               timing: CAMediaTimingFunctionName? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = duration
        animation.timingFunction = timing.map { CAMediaTimingFunction(name: $0) }
        return animation
    }

    // MARK: Timing

    @Test("added without a beginTime, an ease-in-out animation is exactly halfway at start + duration/2")
    func startsAtTheTurnThatAddsIt() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            layer.add(basic("position.x", from: 0, to: 200, duration: 0.5, timing: .easeInEaseOut), forKey: "move")
            // No frame runs between adding and sampling: the start is the media time of the add.
            timeline.seek(to: 0.25)
            // easeInEaseOut's control points (0.42, 0) and (0.58, 1) are symmetric about
            // (0.5, 0.5), so it passes through (0.5, 0.5) — up to the Float control
            // points of the API (0.42 and 0.58 as Float sum to 1 − 3e-8).
            let progress = (layer.presentation()!.position.x - 0) / 200
            #expect(abs(progress - 0.5) < 1e-7, "progress \(progress)")
        }
    }

    @Test("presentation values follow the timing function at each sampled time",
          arguments: [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    func followsTimingFunction(name: CAMediaTimingFunctionName) {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            layer.add(basic("position.x", from: 0, to: 200, duration: 2, timing: name), forKey: "move")
            for seconds in [0.0, 0.25, 0.5, 1, 1.5, 1.75] {
                timeline.seek(to: seconds)
                let expected = lerp(0, 200, timing(name, seconds / 2))
                #expect(isClose(layer.presentation()!.position.x, expected, tolerance: 1e-6), "t = \(seconds)")
            }
        }
    }

    @Test("without a timing function the animation is linear")
    func nilTimingFunctionIsLinear() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            layer.add(basic("opacity", from: 0, to: 1, duration: 1), forKey: "fade")
            timeline.seek(to: 0.25)
            #expect(layer.presentation()!.opacity == 0.25)
        }
    }

    @Test("before an explicit future beginTime and after the end the model value shows")
    func outsideTheActiveTimeTheModelShows() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            let animation = basic("position.x", from: 0, to: 200, duration: 1)
            animation.beginTime = CACurrentMediaTime() + 0.5
            layer.add(animation, forKey: "move")
            timeline.seek(to: 0.25)
            #expect(layer.presentation()!.position.x == 100)
            timeline.seek(to: 1)
            // Half a second into the one-second animation.
            #expect(layer.presentation()!.position.x == lerp(0, 200, 0.5))
            timeline.seek(to: 1.5)
            #expect(layer.presentation()!.position.x == 100)
        }
    }

    @Test("speed 2 plays the animation in half the time; speed 0 holds it at timeOffset")
    func speedAndTimeOffset() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            let fast = basic("position.x", from: 0, to: 200, duration: 1)
            fast.speed = 2
            layer.add(fast, forKey: "fast")
            let paused = basic("opacity", from: 0, to: 1, duration: 1)
            paused.speed = 0
            paused.timeOffset = 0.25
            layer.add(paused, forKey: "paused")
            timeline.seek(to: 0.25)
            // Local time 0.25·2 = 0.5 of 1 s.
            #expect(layer.presentation()!.position.x == lerp(0, 200, 0.5))
            #expect(layer.presentation()!.opacity == 0.25)
            timeline.tick(at: 0.5)
            #expect(layer.animationKeys() == ["paused"])
            timeline.tick(at: 10)
            #expect(layer.presentation()!.opacity == 0.25)
        }
    }

    // MARK: From, to, by

    @Test("fromValue, toValue and byValue combine as Core Animation documents", arguments: endPointCases)
    func endPoints(combination: EndPointCase) {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            #expect(layer.position.x == 100)
            layer.add(basic("position.x", from: combination.from, to: combination.to, by: combination.by), forKey: "x")
            timeline.seek(to: 0)
            #expect(isClose(layer.presentation()!.position.x, CGFloat(combination.expectedFrom)))
            timeline.seek(to: 0.5)
            let halfway = (combination.expectedFrom + combination.expectedTo) / 2
            #expect(isClose(layer.presentation()!.position.x, CGFloat(halfway)))
            timeline.seek(to: 0.75)
            let threeQuarters = combination.expectedFrom + (combination.expectedTo - combination.expectedFrom) * 0.75
            #expect(isClose(layer.presentation()!.position.x, CGFloat(threeQuarters)))
        }
    }

    @Test("an animation with no values shows the model value throughout")
    func noValuesShowsTheModel() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            layer.add(basic("position.x"), forKey: "x")
            timeline.seek(to: 0.5)
            #expect(layer.presentation()!.position.x == 100)
        }
    }

    // MARK: Additive and cumulative

    @Test("an additive animation adds its value to the model value")
    func additive() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            let animation = basic("position.x", from: 0, to: 20)
            animation.isAdditive = true
            layer.add(animation, forKey: "nudge")
            timeline.seek(to: 0.5)
            // 100 (model) + 20·0.5.
            #expect(layer.presentation()!.position.x == 100 + 20 * 0.5)
        }
    }

    @Test("an additive animation from old − new to 0 after a model change moves smoothly from the old value")
    func additiveFromModelChange() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            layer.position.x = 300
            // The UIKit pattern: the model jumps to 300, the animation offsets it back by 100 − 300.
            let animation = basic("position.x", from: 100 - 300, to: 0)
            animation.isAdditive = true
            layer.add(animation, forKey: "move")
            timeline.seek(to: 0)
            #expect(layer.presentation()!.position.x == 100)
            timeline.seek(to: 0.25)
            #expect(layer.presentation()!.position.x == 300 + lerp(-200, 0, 0.25))
        }
    }

    @Test("an additive animation with only a toValue starts from zero offset")
    func additiveToOnly() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            let animation = basic("position.x", to: 40)
            animation.isAdditive = true
            layer.add(animation, forKey: "nudge")
            timeline.seek(to: 0.5)
            #expect(layer.presentation()!.position.x == 100 + lerp(0, 40, 0.5))
        }
    }

    @Test("a cumulative repeating animation continues each cycle from where the previous one ended")
    func cumulative() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            let animation = basic("position.x", from: 0, to: 10)
            animation.repeatCount = 3
            animation.isCumulative = true
            layer.add(animation, forKey: "steps")
            // Cycle n (from 0) adds n·(to − from) = n·10.
            for (seconds, expected) in [(0.5, 5.0), (1.5, 10 + 5), (2.5, 2 * 10 + 5)] {
                timeline.seek(to: seconds)
                #expect(layer.presentation()!.position.x == CGFloat(expected), "t = \(seconds)")
            }
        }
    }

    @Test("a non-cumulative repeating animation starts each cycle over")
    func nonCumulativeRepeats() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            let animation = basic("position.x", from: 0, to: 10)
            animation.repeatCount = 3
            layer.add(animation, forKey: "steps")
            timeline.seek(to: 2.5)
            #expect(layer.presentation()!.position.x == 5)
        }
    }

    // MARK: Key paths

    @Test("\"position.x\" moves only x")
    func positionX() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            layer.add(basic("position.x", from: 0, to: 60), forKey: "x")
            timeline.seek(to: 0.5)
            #expect(layer.presentation()!.position == CGPoint(x: 30, y: 50))
        }
    }

    @Test("\"position\" interpolates both coordinates")
    func position() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            layer.add(basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 40, y: 80)), forKey: "move")
            timeline.seek(to: 0.25)
            #expect(layer.presentation()!.position == CGPoint(x: lerp(0, 40, 0.25), y: lerp(0, 80, 0.25)))
        }
    }

    @Test("\"bounds.size\" interpolates width and height and keeps the origin")
    func boundsSize() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            layer.bounds.origin = CGPoint(x: 5, y: 7)
            layer.add(basic("bounds.size", from: CGSize(width: 10, height: 20), to: CGSize(width: 30, height: 60)),
                      forKey: "size")
            timeline.seek(to: 0.5)
            #expect(layer.presentation()!.bounds == CGRect(x: 5, y: 7, width: lerp(10, 30, 0.5), height: lerp(20, 60, 0.5)))
        }
    }

    @Test("\"transform.scale\" scales both axes by the interpolated factor")
    func transformScale() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            layer.add(basic("transform.scale", from: 1, to: 3), forKey: "grow")
            timeline.seek(to: 0.5)
            let scale = lerp(1, 3, 0.5)
            let shown = CATransform3DGetAffineTransform(layer.presentation()!.transform)
            #expect(isClose(shown, CGAffineTransform(scaleX: scale, y: scale)))
        }
    }

    @Test("\"transform.rotation.z\" at half time is a rotation by half the angle")
    func transformRotation() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            let angle = CGFloat.pi / 2
            layer.add(basic("transform.rotation.z", from: 0, to: angle), forKey: "turn")
            timeline.seek(to: 0.5)
            let half = angle / 2
            // A rotation by θ about z: first row (cos θ, sin θ), second row (−sin θ, cos θ).
            let expected = CATransform3D(m11: cos(half), m12: sin(half), m13: 0, m14: 0,
                                         m21: -sin(half), m22: cos(half), m23: 0, m24: 0,
                                         m31: 0, m32: 0, m33: 1, m34: 0,
                                         m41: 0, m42: 0, m43: 0, m44: 1)
            #expect(isClose(layer.presentation()!.transform, expected))
        }
    }

    @Test("\"transform.rotation.z\" keeps the scale of the model transform")
    func transformRotationKeepsScale() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            layer.transform = CATransform3DMakeScale(2, 2, 1)
            layer.add(basic("transform.rotation.z", from: 0, to: CGFloat.pi), forKey: "turn")
            timeline.seek(to: 0.25)
            let angle = CGFloat.pi * 0.25
            let expected = CGAffineTransform(a: 2 * cos(angle), b: 2 * sin(angle), c: -2 * sin(angle), d: 2 * cos(angle),
                                             tx: 0, ty: 0)
            #expect(isClose(CATransform3DGetAffineTransform(layer.presentation()!.transform), expected))
        }
    }

    @Test("\"opacity\" interpolates the number")
    func opacity() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            layer.add(basic("opacity", from: 1, to: 0), forKey: "fade")
            timeline.seek(to: 0.75)
            #expect(layer.presentation()!.opacity == Float(1 - 0.75))
        }
    }

    @Test("\"backgroundColor\" interpolates each channel")
    func backgroundColor() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            let blue = CGColor(red: 0, green: 0.5, blue: 1, alpha: 0.5)
            layer.add(basic("backgroundColor", from: red, to: blue), forKey: "tint")
            timeline.seek(to: 0.5)
            let expected: [CGFloat] = [lerp(1, 0, 0.5), lerp(0, 0.5, 0.5), lerp(0, 1, 0.5), lerp(1, 0.5, 0.5)]
            #expect(isClose(channels(layer.presentation()!.backgroundColor), expected))
        }
    }

    // MARK: Model and hit testing

    @Test("animations never change model values")
    func modelUnchanged() {
        withAnimationTimeline { timeline in
            let layer = makeSubject()
            let animation = basic("position.x", from: 0, to: 200)
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: "move")
            layer.add(basic("opacity", from: 0, to: 0.5), forKey: "fade")
            for seconds in [0.5, 1, 2] {
                timeline.tick(at: seconds)
                #expect(layer.position.x == 100)
                #expect(layer.opacity == 1)
                #expect(layer.model() === layer)
            }
            #expect(layer.presentation()!.position.x == 200)
        }
    }

    @Test("the presentation copy's model() is the layer it came from")
    func presentationModel() {
        withAnimationTimeline { _ in
            let layer = makeSubject()
            layer.add(basic("opacity", from: 0, to: 1), forKey: "fade")
            let presentation = layer.presentation()!
            #expect(presentation !== layer)
            #expect(presentation.model() === layer)
        }
    }

    @Test("hit testing uses model values, not presentation values")
    func hitTestingUsesTheModel() {
        withAnimationTimeline { timeline in
            let root = makeTestLayer(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let layer = makeSubject()
            root.addSublayer(layer)
            layer.add(basic("position", from: CGPoint(x: 250, y: 250), to: CGPoint(x: 260, y: 260)), forKey: "away")
            timeline.seek(to: 0.5)
            // Shown around (255, 255); the model frame is still (90, 40, 20, 20).
            #expect(layer.presentation()!.position == CGPoint(x: 255, y: 255))
            #expect(root.hitTest(CGPoint(x: 100, y: 50)) === layer)
            #expect(root.hitTest(CGPoint(x: 255, y: 255)) === root)
        }
    }
}
