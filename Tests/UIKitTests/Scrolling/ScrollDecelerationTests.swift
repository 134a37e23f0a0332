import Foundation
import Testing
import TestSupport
@testable import UIKit

@Suite("ScrollDeceleration: momentum's closed form")
struct ScrollDecelerationTests {
    @Test("offset and velocity follow x₀ + v₀(dⁱ − 1)/(1000 ln d) and v₀dⁱ with i = 1000t",
          arguments: [0.998, 0.99] as [CGFloat])
    func closedForm(rate: CGFloat) {
        let motion = ScrollDeceleration(start: 100, velocity: 2000, rate: rate)
        for t in [0, 0.016, 0.1, 0.5, 1, 3] as [CGFloat] {
            let power = pow(rate, 1000 * t)
            #expect(isClose(motion.offset(at: t), 100 + 2000 * (power - 1) / (1000 * log(rate)), tolerance: 1e-9))
            #expect(isClose(motion.velocity(at: t), 2000 * power, tolerance: 1e-9))
        }
    }

    @Test("it rests 0.4995·v₀ on at the normal rate and 0.0995·v₀ at the fast one")
    func restingOffsets() {
        let normal = ScrollDeceleration(start: 0, velocity: 1000, rate: UIScrollView.DecelerationRate.normal.rawValue)
        let fast = ScrollDeceleration(start: 0, velocity: 1000, rate: UIScrollView.DecelerationRate.fast.rawValue)
        #expect(isClose(normal.restingOffset, 499.5, tolerance: 0.05))
        #expect(isClose(fast.restingOffset, 99.5, tolerance: 0.05))
        #expect(isClose(ScrollDeceleration(start: 10, velocity: -1000, rate: 0.998).restingOffset, 10 - 499.5,
                        tolerance: 0.05))
    }

    @Test("the duration to within ε is ln(−1000·ln d·ε/|v₀|)/(1000·ln d), and there the distance to rest is ε")
    func durationWithinTolerance() {
        let motion = ScrollDeceleration(start: 0, velocity: 3000, rate: 0.998)
        let duration = motion.duration(within: 0.25)
        let exponent = 1000 * log(CGFloat(0.998))
        #expect(isClose(duration, log(-exponent * 0.25 / 3000) / exponent, tolerance: 1e-12))
        #expect(isClose(motion.restingOffset - motion.offset(at: duration), 0.25, tolerance: 1e-9))
        #expect(ScrollDeceleration(start: 0, velocity: 0, rate: 0.998).duration(within: 0.25) == 0)
        // Already slower than the tolerance allows: no time at all.
        #expect(ScrollDeceleration(start: 0, velocity: 0.1, rate: 0.998).duration(within: 0.25) == 0)
    }

    @Test("the velocity aimed at a target rests exactly there")
    func aimedVelocity() {
        let velocity = ScrollDeceleration.velocity(from: 40, toRestAt: 640, rate: 0.998)
        #expect(isClose(ScrollDeceleration(start: 40, velocity: velocity, rate: 0.998).restingOffset, 640, tolerance: 1e-9))
    }
}
