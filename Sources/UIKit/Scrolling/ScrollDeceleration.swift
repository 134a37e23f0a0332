import Foundation

/// Momentum after a fling along one axis: the velocity falls by the
/// deceleration rate `d` every millisecond, so with v₀ in points per second
///
///     v(t) = v₀ · d^(1000·t)
///     x(t) = x₀ + v₀ · (d^(1000·t) − 1) / (1000 · ln d)
///
/// and the content comes to rest at x₀ − v₀ / (1000 · ln d) (about
/// x₀ + 0.4995 · v₀ at the normal rate 0.998). These are UIKit's
/// (docs/BEHAVIOR.md, "Scrolling"). Times are in seconds, offsets in points.
package struct ScrollDeceleration: Equatable, Sendable {
    /// Where the motion starts (points).
    package let start: CGFloat
    /// Velocity at the start (points per second).
    package let velocity: CGFloat
    /// The factor applied to the velocity each millisecond (0 < rate < 1).
    package let rate: CGFloat

    package init(start: CGFloat, velocity: CGFloat, rate: CGFloat) {
        self.start = start
        self.velocity = velocity
        self.rate = rate
    }

    /// 1000 · ln d: the (negative) exponent per second.
    private var exponent: CGFloat { 1000 * log(rate) }

    /// The offset `t` seconds after the start.
    package func offset(at t: CGFloat) -> CGFloat {
        start + velocity * (pow(rate, 1000 * t) - 1) / exponent
    }

    /// The velocity `t` seconds after the start (points per second).
    package func velocity(at t: CGFloat) -> CGFloat {
        velocity * pow(rate, 1000 * t)
    }

    /// Where the motion comes to rest.
    package var restingOffset: CGFloat {
        start - velocity / exponent
    }

    /// Seconds until the offset is within `tolerance` points of rest:
    /// ln(−1000 · ln d · ε / |v₀|) / (1000 · ln d); zero when it already is.
    package func duration(within tolerance: CGFloat) -> CGFloat {
        let speed = abs(velocity)
        guard speed > 0, tolerance > 0 else { return 0 }
        return max(0, log(-exponent * tolerance / speed) / exponent)
    }

    /// The starting velocity (points per second) that brings motion from
    /// `start` to rest exactly at `target` at `rate`: −(target − start) ·
    /// 1000 · ln d. UIKit ends deceleration where `scrollViewWillEndDragging`
    /// moved the target; this is the velocity that does so at the same rate.
    package static func velocity(from start: CGFloat, toRestAt target: CGFloat, rate: CGFloat) -> CGFloat {
        -(target - start) * 1000 * log(rate)
    }
}
