import Foundation

/// Content springing back to an edge (or onto a page): a critically damped
/// spring of mass 1 and stiffness 100 (ω = 10 per second), started `start`
/// points from its rest with `velocity` points per second:
///
///     x(t) = (x₀ + (v₀ + ω·x₀)·t) · e^(−ω·t)
///     v(t) = (v₀ − ω·(v₀ + ω·x₀)·t) · e^(−ω·t)
///
/// It overshoots at most once and never oscillates (docs/BEHAVIOR.md,
/// "Scrolling"). Displacements are relative to the rest point.
package struct BounceSpring: Equatable, Sendable {
    /// √(stiffness / mass) for UIKit's bounce: √(100 / 1).
    package static let angularFrequency: CGFloat = 10

    /// Displacement from rest at the start (points).
    package let start: CGFloat
    /// Velocity at the start (points per second).
    package let velocity: CGFloat

    package init(start: CGFloat, velocity: CGFloat) {
        self.start = start
        self.velocity = velocity
    }

    private var slope: CGFloat { velocity + Self.angularFrequency * start }

    /// Displacement from rest `t` seconds after the start.
    package func displacement(at t: CGFloat) -> CGFloat {
        (start + slope * t) * exp(-Self.angularFrequency * t)
    }

    /// Velocity `t` seconds after the start (points per second).
    package func velocity(at t: CGFloat) -> CGFloat {
        (velocity - Self.angularFrequency * slope * t) * exp(-Self.angularFrequency * t)
    }

    /// Seconds until the spring stays within `tolerance` points of rest.
    ///
    /// The displacement has at most one zero crossing and one extremum
    /// after the start, the extremum after the crossing, so `|x|` shrinks
    /// on the way in, may rise to one overshoot, then shrinks for good. The
    /// answer lies on the last stretch whose values exceed the tolerance: the
    /// tail after the overshoot when that overshoot is farther than the
    /// tolerance, else the way in before the crossing. (The overshoot can be
    /// vanishingly small and come late — a page flung at nearly the speed
    /// that stops it exactly reaches its extremum after 16 s, some 10⁻⁷⁰
    /// points out; the way in is what counts then.)
    package func settlingDuration(within tolerance: CGFloat) -> CGFloat {
        let w = Self.angularFrequency
        guard tolerance > 0, abs(start) > tolerance || velocity != 0 else { return 0 }
        // The extremum is where v(t) = 0: t = v₀ / (ω · slope); the zero
        // crossing where x₀ + slope · t = 0.
        let extremum = slope != 0 ? velocity / (w * slope) : 0
        let crossing = slope != 0 ? -start / slope : 0
        if extremum > 0, abs(displacement(at: extremum)) > tolerance {
            return lastTime(fartherThan: tolerance, after: extremum)
        }
        if crossing > 0 {
            return abs(start) > tolerance ? lastTime(fartherThan: tolerance, from: 0, to: crossing) : 0
        }
        // No crossing: either the content only comes in (|x| shrinks from the
        // start) or it first goes out to an extremum within the tolerance.
        return extremum > 0 ? 0 : lastTime(fartherThan: tolerance, after: 0)
    }

    /// Where `|x|`, shrinking from `start` on, reaches `tolerance`.
    private func lastTime(fartherThan tolerance: CGFloat, after start: CGFloat) -> CGFloat {
        guard abs(displacement(at: start)) > tolerance else { return start }
        var high = start + 1
        while abs(displacement(at: high)) > tolerance { high = start + 2 * (high - start) }
        return lastTime(fartherThan: tolerance, from: start, to: high)
    }

    /// Bisection for where `|x|`, shrinking between `low` (farther than
    /// `tolerance`) and `high` (not), reaches it; the later bound, so that
    /// the spring is within the tolerance from the time returned on.
    private func lastTime(fartherThan tolerance: CGFloat, from low: CGFloat, to high: CGFloat) -> CGFloat {
        var low = low
        var high = high
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if abs(displacement(at: middle)) > tolerance { low = middle } else { high = middle }
        }
        return high
    }
}
