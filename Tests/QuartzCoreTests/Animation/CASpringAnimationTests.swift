import CoreGraphics
import QuartzCore
import Testing
import TestSupport

@MainActor
@Suite("CASpringAnimation")
struct CASpringAnimationTests {
    @Test("defaults are mass 1, stiffness 100, damping 10, initial velocity 0")
    func defaults() {
        let spring = CASpringAnimation(keyPath: "position.x")
        #expect(spring.mass == 1)
        #expect(spring.stiffness == 100)
        #expect(spring.damping == 10)
        #expect(spring.initialVelocity == 0)
    }

    @Test("settlingDuration is the spring solution's for the animation's parameters")
    func settlingDuration() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.mass = 2
        spring.stiffness = 300
        spring.damping = 20
        spring.initialVelocity = 1.5
        let solution = SpringSolution(mass: 2, stiffness: 300, damping: 20, initialVelocity: 1.5)
        #expect(spring.settlingDuration == solution.settlingDuration)
    }

    @Test("progress equals the spring solution at the animation's local time, overshoot included")
    func progressFollowsSolution() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            spring.duration = spring.settlingDuration
            layer.add(spring, forKey: "bounce")
            let solution = SpringSolution(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
            var overshot = false
            for seconds in [0.0, 0.0625, 0.125, 0.25, 0.375, 0.5, 0.75, 1] {
                timeline.seek(to: seconds)
                let shown = layer.presentation()!.position.x
                #expect(isClose(shown, lerp(0, 100, solution.progress(at: seconds)), tolerance: 1e-9), "t = \(seconds)")
                overshot = overshot || shown > 100
            }
            // ζ = 0.5: the first overshoot peaks at π/ωd = π/(5√3) ≈ 0.363 s.
            #expect(overshot)
        }
    }

    @Test("the duration ends the animation but does not stretch the spring")
    func durationDoesNotScaleTheSpring() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let spring = CASpringAnimation(keyPath: "opacity")
            spring.fromValue = 0
            spring.toValue = 1
            spring.stiffness = 200
            spring.damping = 30
            spring.initialVelocity = 2
            spring.duration = 4
            layer.add(spring, forKey: "fade")
            let solution = SpringSolution(mass: 1, stiffness: 200, damping: 30, initialVelocity: 2)
            timeline.seek(to: 0.25)
            #expect(isClose(CGFloat(layer.presentation()!.opacity), CGFloat(solution.progress(at: 0.25)), tolerance: 1e-6))
            timeline.seek(to: 4)
            #expect(layer.presentation()!.opacity == 1)
        }
    }

    @Test("the spring runs on the animation's local time: speed and timeOffset apply")
    func localTimeDrivesTheSpring() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            spring.duration = 2
            spring.speed = 2
            spring.timeOffset = 0.125
            layer.add(spring, forKey: "bounce")
            let solution = SpringSolution(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
            timeline.seek(to: 0.25)
            // Local time (0.25 − 0)·2 + 0.125 = 0.625 s.
            let expected = lerp(0, 100, solution.progress(at: 0.25 * 2 + 0.125))
            #expect(isClose(layer.presentation()!.position.x, expected, tolerance: 1e-9))
        }
    }

    @Test("adding copies the spring parameters")
    func copiesParameters() {
        withAnimationTimeline { _ in
            let layer = makeTestLayer()
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.mass = 3
            spring.stiffness = 1_000
            spring.damping = 500
            spring.initialVelocity = 0.5
            layer.add(spring, forKey: "nav")
            let added = layer.animation(forKey: "nav") as? CASpringAnimation
            #expect(added !== spring)
            #expect(added?.mass == 3)
            #expect(added?.stiffness == 1_000)
            #expect(added?.damping == 500)
            #expect(added?.initialVelocity == 0.5)
        }
    }
}
