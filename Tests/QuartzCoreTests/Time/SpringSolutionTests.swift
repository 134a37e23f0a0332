import Foundation
import QuartzCore
import Testing

/// A spring configuration with the damping regime it is meant to exercise.
struct SpringCase: Sendable, CustomTestStringConvertible {
    var name: String
    var mass: Double
    var stiffness: Double
    var damping: Double
    var initialVelocity: Double

    var solution: SpringSolution {
        SpringSolution(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    var testDescription: String { name }
}

/// ζ = c / (2√(k·m)): with k = 100, m = 1 the critical damping is c = 2·√100 = 20.
private let springCases: [SpringCase] = [
    // docs/BEHAVIOR.md defaults: ζ = 10 / (2·√100) = 0.5.
    SpringCase(name: "underdamped defaults (ζ 0.5)", mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),
    SpringCase(name: "underdamped, heavy, launched (ζ 0.25)", mass: 4, stiffness: 100, damping: 10, initialVelocity: 3),
    SpringCase(name: "critically damped (ζ 1)", mass: 1, stiffness: 100, damping: 20, initialVelocity: 0),
    SpringCase(name: "critically damped, launched", mass: 1, stiffness: 100, damping: 20, initialVelocity: 8),
    SpringCase(name: "overdamped (ζ 2)", mass: 1, stiffness: 100, damping: 40, initialVelocity: 0),
    SpringCase(name: "overdamped, thrown backwards (ζ 1.5)", mass: 2, stiffness: 50, damping: 30, initialVelocity: -4),
    // The navigation curve of docs/BEHAVIOR.md: ζ = 500 / (2·√3000) ≈ 4.56.
    SpringCase(name: "navigation spring", mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0),
]

@MainActor
@Suite("SpringSolution")
struct SpringSolutionTests {
    @Test("damping ratio is c / (2√(k·m)) and the natural frequency √(k/m)")
    func ratioAndFrequency() {
        let defaults = SpringSolution(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(defaults.dampingRatio == 10.0 / (2.0 * (100.0 * 1.0).squareRoot()))
        #expect(defaults.dampingRatio == 0.5)
        #expect(defaults.naturalFrequency == (100.0 / 1.0).squareRoot())
        let heavy = SpringSolution(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0)
        #expect(abs(heavy.dampingRatio - 500.0 / (2.0 * (1000.0 * 3.0).squareRoot())) < 1e-12)
        #expect(abs(heavy.naturalFrequency - (1000.0 / 3.0).squareRoot()) < 1e-12)
    }

    @Test("the spring starts one unit away, moving at −v0", arguments: springCases)
    func initialConditions(spring: SpringCase) {
        let solution = spring.solution
        #expect(abs(solution.displacement(at: 0) - 1) < 1e-12)
        // Central difference: the closed forms are analytic, so they extend to t < 0.
        let h = 1e-6
        let slope = (solution.displacement(at: h) - solution.displacement(at: -h)) / (2 * h)
        #expect(abs(slope - -spring.initialVelocity) < 1e-6, "x'(0) = \(slope)")
    }

    @Test("the displacement solves m·x'' + c·x' + k·x = 0", arguments: springCases)
    func solvesTheEquationOfMotion(spring: SpringCase) {
        let solution = spring.solution
        // h = 1e-5. The second difference is off by ≈ h²/12·|x''''|, and |x''''| is
        // at most r⁴ for the fastest rate r here (the navigation spring's
        // r2 ≈ −165/s, scaled by its small coefficient ≈ 0.0125: ≈ 9e6), so by
        // ≈ 1e-10/12·9e6 ≈ 8e-5 (× m = 3); rounding adds ≈ 4ε/h² ≈ 1e-5. A wrong
        // formula leaves a residual of the order of k·|x| (tens).
        let h = 1e-5
        for t in [0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.3] {
            let (before, now, after) = (solution.displacement(at: t - h), solution.displacement(at: t),
                                        solution.displacement(at: t + h))
            let acceleration = (after - 2 * now + before) / (h * h)
            let velocity = (after - before) / (2 * h)
            let residual = spring.mass * acceleration + spring.damping * velocity + spring.stiffness * now
            #expect(abs(residual) < 1e-3, "t = \(t): residual \(residual)")
        }
    }

    @Test("underdamped defaults follow e^(−ζω0t)·(cos ωd·t + ζω0/ωd·sin ωd·t)")
    func underdampedClosedForm() {
        let solution = SpringSolution(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        // ω0 = √(100/1) = 10, ζ = 0.5, so ζω0 = 5 and ωd = 10·√(1 − 0.25) = 5√3.
        let decay = 5.0
        let omegaD = 5 * 3.0.squareRoot()
        for t in [0.0, 0.1, 0.25, 0.4, 0.7, 1.0] {
            let expected = exp(-decay * t) * (cos(omegaD * t) + decay / omegaD * sin(omegaD * t))
            #expect(abs(solution.displacement(at: t) - expected) < 1e-12, "t = \(t)")
        }
        // It overshoots: the first extremum after release is at ωd·t = π, where
        // x = −e^(−ζω0·π/ωd) (the sine term vanishes, the cosine is −1).
        let firstTrough = Double.pi / omegaD
        #expect(abs(solution.displacement(at: firstTrough) - -exp(-decay * firstTrough)) < 1e-12)
        #expect(solution.progress(at: firstTrough) > 1)
    }

    @Test("critically damped springs follow e^(−ω0t)·(1 + (ω0 − v0)·t)")
    func criticalClosedForm() {
        // ω0 = 10; v0 = 4 (units of the distance per second toward the target).
        let solution = SpringSolution(mass: 1, stiffness: 100, damping: 20, initialVelocity: 4)
        for t in [0.0, 0.05, 0.2, 0.5, 1.0] {
            let expected = exp(-10 * t) * (1 + (10 - 4) * t)
            #expect(abs(solution.displacement(at: t) - expected) < 1e-12, "t = \(t)")
        }
        // Without a push it never overshoots: x > 0 for every t.
        let resting = SpringSolution(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        #expect(stride(from: 0.0, through: 3.0, by: 0.01).allSatisfy { resting.displacement(at: $0) > 0 })
    }

    @Test("overdamped springs are a sum of two decaying exponentials")
    func overdampedClosedForm() {
        let solution = SpringSolution(mass: 1, stiffness: 100, damping: 40, initialVelocity: 0)
        // ζ = 40/20 = 2: r = −ω0·(ζ ∓ √(ζ²−1)) = −10·(2 ∓ √3).
        let r1 = -10 * (2 - 3.0.squareRoot())
        let r2 = -10 * (2 + 3.0.squareRoot())
        // x(0) = A + B = 1 and x'(0) = A·r1 + B·r2 = 0 give A = −r2 / (r1 − r2).
        let a = -r2 / (r1 - r2)
        for t in [0.0, 0.05, 0.2, 0.5, 1.0] {
            let expected = a * exp(r1 * t) + (1 - a) * exp(r2 * t)
            #expect(abs(solution.displacement(at: t) - expected) < 1e-12, "t = \(t)")
        }
    }

    @Test("progress is one minus the displacement", arguments: springCases)
    func progressIsComplement(spring: SpringCase) {
        let solution = spring.solution
        for t in [0.0, 0.1, 0.3, 0.9] {
            #expect(solution.progress(at: t) == 1 - solution.displacement(at: t))
        }
    }

    @Test("after settlingDuration the spring stays within 0.001, and just before it is outside",
          arguments: springCases)
    func settlingDuration(spring: SpringCase) {
        let solution = spring.solution
        let tolerance = 0.001
        #expect(SpringSolution.settlingTolerance == tolerance)
        let settle = solution.settlingDuration
        #expect(settle > 0)
        // Every millisecond for 5 s after it (long past any later bump of these springs).
        let late = (0...5_000).map { settle + Double($0) / 1_000 }.filter { abs(solution.displacement(at: $0)) > tolerance }
        #expect(late.isEmpty, "outside the tolerance at \(late.prefix(3)) (settlingDuration \(settle))")
        let justBefore = settle - 1e-9
        #expect(abs(solution.displacement(at: justBefore)) > tolerance, "x = \(solution.displacement(at: justBefore))")
    }

    @Test("the defaults settle when the decay envelope reaches the tolerance")
    func defaultSettlingDurationIsNearTheEnvelopeBound() {
        let solution = SpringSolution(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        // |x| ≤ A·e^(−5t) with A = √(1 + (ζω0/ωd)²) = √(1 + 1/3); the envelope reaches
        // 0.001 at t = ln(1000·A)/5 ≈ 1.41 s. The last crossing of the actual curve is
        // no later than that and less than half a period (π/ωd ≈ 0.36 s) earlier.
        let amplitude = (1.0 + 1.0 / 3).squareRoot()
        let envelopeBound = log(1_000 * amplitude) / 5
        let halfPeriod = Double.pi / (5 * 3.0.squareRoot())
        #expect(solution.settlingDuration <= envelopeBound)
        #expect(solution.settlingDuration > envelopeBound - halfPeriod)
    }
}
