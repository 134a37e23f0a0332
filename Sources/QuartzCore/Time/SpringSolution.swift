/// The motion of a damped spring released from one unit of displacement, as a
/// closed form: x(t) is the remaining displacement (1 at t = 0, 0 at rest) of
/// m·x'' + c·x' + k·x = 0 with x(0) = 1 and x'(0) = −v0 (v0 > 0 moves toward rest).
/// Progress toward the target is 1 − x(t).
///
/// With ω0 = √(k/m) and ζ = c / (2√(k·m)):
/// - ζ < 1 (underdamped): x = e^(−ζω0t)·(cos ωd·t + ((ζω0 − v0)/ωd)·sin ωd·t), ωd = ω0√(1−ζ²)
/// - ζ = 1 (critical): x = e^(−ω0t)·(1 + (ω0 − v0)·t)
/// - ζ > 1 (overdamped): x = A·e^(r1·t) + B·e^(r2·t), r = −ω0(ζ ∓ √(ζ²−1)),
///   A = (−v0 − r2)/(r1 − r2), B = 1 − A
public struct SpringSolution: Equatable, Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    /// Units of the whole distance per second, toward the target.
    public let initialVelocity: Double

    /// Displacement below which the spring counts as settled (a thousandth of
    /// the distance: uncertain, Apple does not publish its tolerance).
    public static let settlingTolerance = 0.001

    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Remaining displacement at `t` seconds.
    public func displacement(at t: Double) -> Double {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        if abs(zeta - 1) < 1e-9 {
            return exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let a = (-v0 - r2) / (r1 - r2)
            return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
        }
    }

    /// Progress toward the target at `t` seconds (0 at the start, 1 at rest;
    /// may overshoot past 1).
    public func progress(at t: Double) -> Double {
        1 - displacement(at: t)
    }

    /// The time after which the displacement stays within `settlingTolerance`,
    /// found by stepping a sixtieth of a second at a time and then bisecting the
    /// last crossing (the closed form has no inverse).
    public var settlingDuration: Double {
        let step = 1.0 / 60
        let limit = 60.0
        var lastOutside = 0.0
        var t = 0.0
        while t < limit {
            if abs(displacement(at: t)) > Self.settlingTolerance { lastOutside = t }
            // Past the last crossing once the decay envelope itself is inside.
            if t > lastOutside + 2, envelope(at: t) < Self.settlingTolerance { break }
            t += step
        }
        var low = lastOutside
        var high = lastOutside + step
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if abs(displacement(at: mid)) > Self.settlingTolerance { low = mid } else { high = mid }
        }
        return high
    }

    /// An upper bound of |x(t)| for underdamped springs; the value itself otherwise.
    private func envelope(at t: Double) -> Double {
        let zeta = dampingRatio
        guard zeta < 1 else { return abs(displacement(at: t)) }
        let w0 = naturalFrequency
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let amplitude = (1 + pow((zeta * w0 - initialVelocity) / wd, 2)).squareRoot()
        return amplitude * exp(-zeta * w0 * t)
    }
}

import Foundation
