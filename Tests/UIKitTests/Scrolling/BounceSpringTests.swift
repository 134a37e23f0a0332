import Foundation
import Testing
import TestSupport
@testable import UIKit

@Suite("BounceSpring: a critically damped spring, ω = 10")
struct BounceSpringTests {
    @Test("displacement and velocity are (x₀ + (v₀ + ωx₀)t)e^(−ωt) and (v₀ − ω(v₀ + ωx₀)t)e^(−ωt)")
    func closedForm() {
        let spring = BounceSpring(start: -120, velocity: 300)
        for t in [0, 0.05, 0.1, 0.3, 1] as [CGFloat] {
            let slope: CGFloat = 300 + 10 * -120
            #expect(isClose(spring.displacement(at: t), (-120 + slope * t) * exp(-10 * t), tolerance: 1e-9))
            #expect(isClose(spring.velocity(at: t), (300 - 10 * slope * t) * exp(-10 * t), tolerance: 1e-9))
        }
    }

    @Test("from the edge at speed v it overshoots v/(ωe) at t = 1/ω, then returns")
    func overshootFromTheEdge() {
        let spring = BounceSpring(start: 0, velocity: 2000)
        #expect(isClose(spring.displacement(at: 0.1), 2000 / (10 * exp(1)), tolerance: 1e-9))
        #expect(isClose(spring.velocity(at: 0.1), 0, tolerance: 1e-9))
        #expect(spring.displacement(at: 1) > 0)
        #expect(spring.displacement(at: 1) < spring.displacement(at: 0.1))
    }

    @Test("the settling duration is when it last comes within the tolerance")
    func settling() {
        for spring in [BounceSpring(start: 0, velocity: 2000), BounceSpring(start: -200, velocity: 0),
                       BounceSpring(start: 100, velocity: -3000)] {
            let duration = spring.settlingDuration(within: 0.5)
            #expect(isClose(abs(spring.displacement(at: duration)), 0.5, tolerance: 1e-6))
            for t in stride(from: duration, through: duration + 2, by: 0.01) {
                #expect(abs(spring.displacement(at: t)) <= 0.5 + 1e-9)
            }
        }
        #expect(BounceSpring(start: 0.2, velocity: 0).settlingDuration(within: 0.5) == 0)
    }

    /// `make fuzz` found a paging strip that decelerated for 16 s: flung
    /// onto the next page at nearly the speed that stops it there exactly,
    /// the spring crosses rest at t = −x₀/(v₀ + ωx₀) = 16.4 s and peaks
    /// 0.1 s later, 10⁻⁷⁰ points out; it came within half a pixel by 0.8 s.
    @Test("a vanishing overshoot long after the start does not delay settling")
    func lateVanishingOvershoot() {
        let spring = BounceSpring(start: -223.9845, velocity: 2253.54)
        let tolerance: CGFloat = 0.5 / 3
        let duration = spring.settlingDuration(within: tolerance)
        #expect(duration > 0.5 && duration < 1)
        #expect(isClose(abs(spring.displacement(at: duration)), tolerance, tolerance: 1e-6))
        for t in stride(from: duration, through: 20, by: 0.01) {
            #expect(abs(spring.displacement(at: t)) <= tolerance + 1e-9)
        }
        #expect(abs(spring.displacement(at: duration - 0.01)) > tolerance)
    }

    @Test("a spring that goes out and back within the tolerance is settled at once")
    func excursionWithinTolerance() {
        // From 0.1 pt out, moving out at 1 pt/s: it peaks at
        // t = v₀/(ω(v₀ + ωx₀)) = 0.05 s, (0.1 + 2 · 0.05) · e^(−0.5) = 0.12 pt out.
        let spring = BounceSpring(start: 0.1, velocity: 1)
        #expect(spring.settlingDuration(within: 0.5) == 0)
        for t in stride(from: 0, through: 2, by: 0.01) {
            #expect(abs(spring.displacement(at: CGFloat(t))) <= 0.5)
        }
    }
}
