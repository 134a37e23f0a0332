import QuartzCore
import Testing

/// The curves of the named timing functions (docs/BEHAVIOR.md).
private let linear = CubicBezierTimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
private let easeIn = CubicBezierTimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
private let easeOut = CubicBezierTimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
private let easeInEaseOut = CubicBezierTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
private let systemDefault = CubicBezierTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
private let namedCurves = [linear, easeIn, easeOut, easeInEaseOut, systemDefault]

/// The Bernstein form of one coordinate of a cubic Bézier from 0 to 1 with
/// control values p1, p2: B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³.
private func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
}

/// The solver finds x to 1e-9 (`CubicBezierTimingCurve.tolerance`); with the
/// slopes dy/dx of these curves (at most a few units) the error in y stays far
/// below 1e-7.
private let progressTolerance = 1e-7

@MainActor
@Suite("CubicBezierTimingCurve")
struct CubicBezierTimingCurveTests {
    @Test("linear control points (0, 0) and (1, 1) give progress equal to time")
    func linearCurveIsIdentity() {
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(linear.progress(at: x) - x) < progressTolerance, "x = \(x)")
        }
    }

    @Test("control points on the diagonal at thirds also give progress equal to time")
    func diagonalThirdsIsIdentity() {
        // With p1 = 1/3, p2 = 2/3 the Bernstein form reduces to B(t) = t.
        let thirds = CubicBezierTimingCurve(x1: 1.0 / 3, y1: 1.0 / 3, x2: 2.0 / 3, y2: 2.0 / 3)
        for x in [0.1, 0.37, 0.5, 0.81] {
            #expect(abs(thirds.progress(at: x) - x) < progressTolerance, "x = \(x)")
        }
    }

    @Test("progress at a curve point's x is that point's y, from the Bernstein form",
          arguments: namedCurves)
    func progressMatchesClosedForm(curve: CubicBezierTimingCurve) {
        for t in [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95] {
            let x = bernstein(t, curve.x1, curve.x2)
            let y = bernstein(t, curve.y1, curve.y2)
            #expect(abs(curve.progress(at: x) - y) < progressTolerance, "t = \(t), x = \(x)")
        }
    }

    @Test("parameter(forX:) finds the curve parameter whose x is the input", arguments: namedCurves)
    func parameterInvertsX(curve: CubicBezierTimingCurve) {
        for t in [0.1, 0.3, 0.5, 0.7, 0.9] {
            let x = bernstein(t, curve.x1, curve.x2)
            let found = curve.parameter(forX: x)
            #expect(abs(bernstein(found, curve.x1, curve.x2) - x) <= CubicBezierTimingCurve.tolerance,
                    "t = \(t)")
        }
    }

    @Test("ease-in-ease-out is symmetric: progress(x) + progress(1 − x) = 1")
    func easeInEaseOutIsSymmetric() {
        // The control points mirror through (0.5, 0.5): (0.42, 0) ↔ (1 − 0.58, 1 − 1).
        for x in [0.0, 0.1, 0.25, 0.4, 0.49] {
            let sum = easeInEaseOut.progress(at: x) + easeInEaseOut.progress(at: 1 - x)
            #expect(abs(sum - 1) < progressTolerance, "x = \(x)")
        }
    }

    @Test("ease-in-ease-out is exactly halfway at half time")
    func easeInEaseOutHalfway() {
        // By the symmetry above, progress(0.5) = 1 − progress(0.5).
        #expect(abs(easeInEaseOut.progress(at: 0.5) - 0.5) < progressTolerance)
    }

    @Test("ease-in starts slower and ease-out faster than linear")
    func easeInLagsAndEaseOutLeads() {
        for x in [0.1, 0.3, 0.5, 0.7, 0.9] {
            #expect(easeIn.progress(at: x) < x, "x = \(x)")
            #expect(easeOut.progress(at: x) > x, "x = \(x)")
        }
    }

    @Test("every curve starts exactly at 0 and ends exactly at 1", arguments: namedCurves)
    func endpoints(curve: CubicBezierTimingCurve) {
        // Exact, not approximate: an animation must start on its from-value and
        // end on its to-value.
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
    }

    @Test("time outside 0…1 is clamped to the endpoints", arguments: namedCurves)
    func clampsOutsideUnitInterval(curve: CubicBezierTimingCurve) {
        #expect(curve.progress(at: -0.5) == curve.progress(at: 0))
        #expect(curve.progress(at: 1.5) == curve.progress(at: 1))
    }

    @Test("progress never decreases as time increases", arguments: namedCurves)
    func monotonic(curve: CubicBezierTimingCurve) {
        var previous = curve.progress(at: 0)
        for step in 1...1000 {
            let x = Double(step) / 1000
            let current = curve.progress(at: x)
            #expect(current >= previous, "x = \(x)")
            previous = current
        }
    }

    @Test("a curve with a flat point in x (slope 0 at t = 0.5) is still solved")
    func flatSlopeFallsBackToBisection() {
        // x(t) = 3(1−t)²t + t³ has x′(t) = 3(1 − 2t)², zero at t = 0.5 where
        // Newton's method cannot step. Away from that point the answer must still
        // match the closed form.
        let curve = CubicBezierTimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)
        for t in [0.1, 0.3, 0.7, 0.9] {
            let x = bernstein(t, curve.x1, curve.x2)
            let y = bernstein(t, curve.y1, curve.y2)
            #expect(abs(curve.progress(at: x) - y) < progressTolerance, "t = \(t)")
        }
    }
}
