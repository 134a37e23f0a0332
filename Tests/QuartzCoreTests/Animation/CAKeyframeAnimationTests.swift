import CoreGraphics
import QuartzCore
import Testing
import TestSupport

@MainActor
@Suite("CAKeyframeAnimation")
struct CAKeyframeAnimationTests {
    func keyframes(_ keyPath: String, _ values: [Any], keyTimes: [Double]? = nil, duration: CFTimeInterval = 1,
                   mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.keyTimes = keyTimes?.map { NSNumber(value: $0) }
        animation.duration = duration
        animation.calculationMode = mode
        return animation
    }

    /// The presentation x of `layer` at each of `seconds`.
    func sampleX(_ layer: CALayer, _ timeline: AnimationTimeline, at seconds: [Double]) -> [CGFloat] {
        seconds.map { second in
            timeline.seek(to: second)
            return layer.presentation()!.position.x
        }
    }

    @Test("without keyTimes the values are evenly spaced in time and interpolated linearly")
    func evenlySpacedValues() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            layer.add(keyframes("position.x", [0, 10, 30]), forKey: "x")
            // Three values: key times 0, 1/2, 1.
            let shown = sampleX(layer, timeline, at: [0, 0.25, 0.5, 0.75])
            let expected = [0, lerp(0, 10, 0.5), 10, lerp(10, 30, 0.5)]
            #expect(zip(shown, expected).allSatisfy { isClose($0, $1) }, "\(shown)")
        }
    }

    @Test("keyTimes place each value at its fraction of the duration")
    func keyTimesPlaceValues() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            layer.add(keyframes("position.x", [0, 10, 30], keyTimes: [0, 0.75, 1], duration: 2), forKey: "x")
            // 0.75 s of 2 is fraction 0.375 = half of the first segment (0 … 0.75);
            // 1.75 s is 0.875, half of the second (0.75 … 1).
            let shown = sampleX(layer, timeline, at: [0.75, 1.5, 1.75])
            let expected = [lerp(0, 10, 0.375 / 0.75), 10, lerp(10, 30, 0.5)]
            #expect(zip(shown, expected).allSatisfy { isClose($0, $1) }, "\(shown)")
        }
    }

    @Test("points interpolate along the straight lines between them")
    func pointValues() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let points = [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 80)]
            layer.add(keyframes("position", points), forKey: "move")
            timeline.seek(to: 0.25)
            #expect(layer.presentation()!.position == CGPoint(x: 20, y: 0))
            timeline.seek(to: 0.75)
            #expect(layer.presentation()!.position == CGPoint(x: 40, y: 40))
        }
    }

    @Test("discrete mode holds each value from its key time until the next (one more key time than values)")
    func discreteWithKeyTimes() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let animation = keyframes("position.x", [1, 2, 3], keyTimes: [0, 0.25, 0.5, 1], mode: .discrete)
            animation.fillMode = .forwards
            layer.add(animation, forKey: "x")
            let shown = sampleX(layer, timeline, at: [0, 0.125, 0.25, 0.375, 0.5, 0.875])
            #expect(shown == [1, 1, 2, 2, 3, 3])
        }
    }

    @Test("discrete mode never shows a value between the keyframes")
    func discreteNeverInterpolates() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            layer.add(keyframes("position.x", [1, 2, 3], mode: .discrete), forKey: "x")
            let shown = sampleX(layer, timeline, at: stride(from: 0, to: 1, by: 1.0 / 64).map { $0 })
            #expect(shown.allSatisfy { [1, 2, 3].contains($0) }, "\(shown)")
            // The first value opens the animation; the middle one is showing by half time.
            #expect(shown.first == 1)
            #expect(shown[32] == 2)
        }
    }

    @Test("paced mode moves at constant speed: the distance covered is proportional to time")
    func pacedIsConstantSpeed() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            // Legs of 30 and 40 pt: 70 pt in 1 s. Key times and timing functions are
            // ignored in paced mode (Apple's documentation of `paced`).
            let points = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 40)]
            let animation = keyframes("position", points, keyTimes: [0, 0.9, 1], mode: .paced)
            animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
            animation.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeIn)]
            layer.add(animation, forKey: "move")
            for seconds in [0.125, 0.25, 0.375, 0.5, 0.75, 0.875] {
                timeline.seek(to: seconds)
                let distance = 70 * CGFloat(seconds)
                let expected = distance <= 30 ? CGPoint(x: distance, y: 0) : CGPoint(x: 30, y: distance - 30)
                #expect(isClose(layer.presentation()!.position, expected), "t = \(seconds)")
            }
        }
    }

    @Test("paced scalars cover equal distances in equal times even when the values turn back")
    func pacedScalars() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            // 0 → 30 → 10: legs of 30 and 20, 50 in all, so 30/50 of the time on the first.
            layer.add(keyframes("position.x", [0, 30, 10], mode: .paced), forKey: "x")
            let shown = sampleX(layer, timeline, at: [0.25, 0.5, 0.75])
            let expected: [CGFloat] = [50 * 0.25, 50 * 0.5, 30 - (50 * 0.75 - 30)]
            #expect(zip(shown, expected).allSatisfy { isClose($0, $1) }, "\(shown)")
        }
    }

    @Test("cubic mode passes through every value at its key time")
    func cubicPassesThroughValues() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            layer.add(keyframes("position.x", [0, 10, 4, 20], duration: 3, mode: .cubic), forKey: "x")
            // Four values: key times 0, 1/3, 2/3 (1 s, 2 s of 3).
            let shown = sampleX(layer, timeline, at: [0, 1, 2])
            #expect(zip(shown, [0, 10, 4]).allSatisfy { isClose($0, $1) }, "\(shown)")
        }
    }

    @Test("cubic mode curves between values: a Catmull-Rom segment, not a straight line")
    func cubicIsCatmullRom() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            layer.add(keyframes("position.x", [0, 0, 10, 10], duration: 3, mode: .cubic), forKey: "x")
            // The middle segment (1 s … 2 s) goes from p1 = 0 to p2 = 10 with tangents
            // (p2 − p0)/2 = 5 and (p3 − p1)/2 = 5. Hermite form at s = 0.25:
            // h10·5 + h01·10 + h11·5, h10 = s³ − 2s² + s, h01 = −2s³ + 3s², h11 = s³ − s².
            let s = 0.25
            let h10 = s * s * s - 2 * s * s + s
            let h01 = -2 * s * s * s + 3 * s * s
            let h11 = s * s * s - s * s
            let expected = CGFloat(h10 * 5 + h01 * 10 + h11 * 5)
            timeline.seek(to: 1 + 3 * s / 3)
            let shown = layer.presentation()!.position.x
            #expect(isClose(shown, expected, tolerance: 1e-9), "\(shown)")
            #expect(!isClose(shown, lerp(0, 10, s), tolerance: 0.1))
        }
    }

    @Test("timingFunctions ease each segment separately")
    func timingFunctionsPerSegment() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let animation = keyframes("position.x", [0, 10, 20], duration: 2)
            animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
            layer.add(animation, forKey: "x")
            // Halfway through each one-second segment.
            let shown = sampleX(layer, timeline, at: [0.5, 1, 1.5])
            let expected = [lerp(0, 10, timing(.easeIn, 0.5)), 10, lerp(10, 20, timing(.easeOut, 0.5))]
            #expect(zip(shown, expected).allSatisfy { isClose($0, $1, tolerance: 1e-6) }, "\(shown)")
        }
    }

    @Test("the animation's timingFunction eases the whole keyframe timeline")
    func timingFunctionOverAll() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let animation = keyframes("position.x", [0, 100])
            animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
            layer.add(animation, forKey: "x")
            timeline.seek(to: 0.25)
            #expect(isClose(layer.presentation()!.position.x, lerp(0, 100, timing(.easeIn, 0.25)), tolerance: 1e-6))
        }
    }

    @Test("a path gives each element an equal share of the time; position follows its points")
    func pathElementsShareTime() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 50))
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.duration = 1
            layer.add(animation, forKey: "follow")
            for (seconds, expected) in [(0.0, CGPoint(x: 0, y: 0)), (0.25, CGPoint(x: 50, y: 0)),
                                        (0.5, CGPoint(x: 100, y: 0)), (0.75, CGPoint(x: 100, y: 25))] {
                timeline.seek(to: seconds)
                #expect(isClose(layer.presentation()!.position, expected), "t = \(seconds)")
            }
        }
    }

    @Test("a curved path is followed through the curve's own points")
    func pathFollowsCurve() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.duration = 1
            layer.add(animation, forKey: "follow")
            timeline.seek(to: 0.5)
            // The quadratic at parameter ½: ¼·P0 + ½·C + ¼·P1.
            let expected = CGPoint(x: 0.25 * 0 + 0.5 * 50 + 0.25 * 100, y: 0.25 * 0 + 0.5 * 100 + 0.25 * 0)
            #expect(isClose(layer.presentation()!.position, expected), "\(layer.presentation()!.position)")
        }
    }

    @Test("a paced path runs at constant speed along its length")
    func pacedPath() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 90, y: 0))
            path.addLine(to: CGPoint(x: 90, y: 30))
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.calculationMode = .paced
            animation.duration = 1
            layer.add(animation, forKey: "follow")
            // 120 pt in 1 s: at 0.5 s, 60 pt along the first leg; at 0.875 s, 105 pt = 15 down the second.
            timeline.seek(to: 0.5)
            #expect(isClose(layer.presentation()!.position, CGPoint(x: 60, y: 0)))
            timeline.seek(to: 0.875)
            #expect(isClose(layer.presentation()!.position, CGPoint(x: 90, y: 15)))
        }
    }

    @Test("a keyframe animation never changes the model value")
    func modelUnchanged() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            layer.add(keyframes("position.x", [0, 10, 30]), forKey: "x")
            timeline.tick(at: 0.5)
            #expect(layer.position.x == 50)
            #expect(layer.presentation()!.position.x == 10)
        }
    }
}
