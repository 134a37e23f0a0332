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
