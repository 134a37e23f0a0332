import Foundation

/// UIKit's damped spring for `usingSpringWithDamping:initialSpringVelocity:`:
/// mass 1 and the natural frequency ω0 at which a spring released at rest has
/// settled to `SpringSolution.settlingTolerance` (tol) when the duration ends,
/// then stiffness ω0² and damping 2ζω0. With u = ω0·t the displacement x depends
/// on u alone, and u at the end is taken where a bound of |x| reaches tol:
/// - ζ < 1: |x| ≤ e^(−ζu) / √(1 − ζ²), so u = ln(1 / (tol·√(1 − ζ²))) / ζ;
/// - ζ = 1: x = e^(−u)·(1 + u), solved for tol by fixed-point iteration;
/// - ζ > 1: x ≤ A·e^(−(ζ − √(ζ² − 1))·u), A = (ζ + √(ζ² − 1)) / (2√(ζ² − 1)),
///   so u = ln(A / tol) / (ζ − √(ζ² − 1)).
/// (UIKit's own mapping is private; this derivation keeps the animation's
/// length equal to the requested duration without a jump at its end.)
enum UIKitSpring {
    static func parameters(dampingRatio: Double, duration: Double) -> (stiffness: Double, damping: Double) {
        let zeta = max(0.01, dampingRatio)
        let tolerance = SpringSolution.settlingTolerance
        let settledAt: Double
        if abs(zeta - 1) < 1e-6 {
            var u = -log(tolerance)
            for _ in 0..<60 { u = log(1 + u) - log(tolerance) }
            settledAt = u
        } else if zeta < 1 {
            settledAt = log(1 / (tolerance * (1 - zeta * zeta).squareRoot())) / zeta
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            settledAt = log((zeta + root) / (2 * root) / tolerance) / (zeta - root)
        }
        let omega = settledAt / max(duration, 0.001)
        return (omega * omega, 2 * zeta * omega)
    }
}

/// The spring of `animate(springDuration:bounce:…)` (iOS 17), described by its
/// perceptual duration d and bounce b as Apple documents them for SwiftUI's
/// and UIKit's springs: mass 1, stiffness k = (2π / d)² (a period of d when
/// undamped), damping ratio ζ = 1 − b for b ≥ 0 and ζ = 1 / (1 + b) for b < 0,
/// so damping c = 2ζ√k = 4πζ / d. The animation lasts until the spring has
/// settled (`SpringSolution.settlingDuration`), which is longer than d.
struct PerceptualSpring {
    let duration: Double
    let bounce: Double

    var dampingRatio: Double {
        bounce >= 0 ? 1 - min(bounce, 0.999) : 1 / (1 + max(bounce, -0.999))
    }

    var stiffness: Double {
        let period = max(duration, 0.001)
        return (2 * Double.pi / period) * (2 * Double.pi / period)
    }

    var damping: Double {
        4 * Double.pi * dampingRatio / max(duration, 0.001)
    }

    func solution(initialVelocity: Double) -> SpringSolution {
        SpringSolution(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
}
