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

    /// Seconds until the spring stays within `tolerance` points of rest. The
    /// displacement has at most one extremum and one zero crossing; after the
    /// later of them it shrinks monotonically, so the time is found by
    /// bisection on that tail.
    package func settlingDuration(within tolerance: CGFloat) -> CGFloat {
        let w = Self.angularFrequency
        guard tolerance > 0, abs(start) > tolerance || velocity != 0 else { return 0 }
        // The extremum is where v(t) = 0: t = v₀ / (ω · slope).
        var tail: CGFloat = 0
        if slope != 0 {
            let extremum = velocity / (w * slope)
            if extremum > 0 { tail = extremum }
        }
        // Beyond the extremum |x| decreases; find where it reaches the tolerance.
        guard abs(displacement(at: tail)) > tolerance else { return tail }
        var low = tail
        var high = max(tail, 0) + 1
        while abs(displacement(at: high)) > tolerance { high *= 2 }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if abs(displacement(at: middle)) > tolerance { low = middle } else { high = middle }
        }
        return high
    }
}
