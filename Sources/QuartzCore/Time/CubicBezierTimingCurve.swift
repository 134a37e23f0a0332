/// The timing curve of `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to
/// (1, 1) with control points P1 = (x1, y1) and P2 = (x2, y2), read as
/// "progress y at time fraction x". Solving means finding the curve parameter t
/// with x(t) = input (x is monotonic for x1, x2 in 0…1) and returning y(t).
public struct CubicBezierTimingCurve: Equatable, Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    /// Largest accepted error in x when solving; far below a pixel at any
    /// realistic duration × distance.
    public static let tolerance = 1e-9

    /// Bernstein form: B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³, written as a
    /// polynomial a·t³ + b·t² + c·t.
    private static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    func x(at t: Double) -> Double {
        let k = Self.coefficients(x1, x2)
        return ((k.a * t + k.b) * t + k.c) * t
    }

    func y(at t: Double) -> Double {
        let k = Self.coefficients(y1, y2)
        return ((k.a * t + k.b) * t + k.c) * t
    }

    func dx(at t: Double) -> Double {
        let k = Self.coefficients(x1, x2)
        return (3 * k.a * t + 2 * k.b) * t + k.c
    }

    /// The curve parameter whose x equals `x` (clamped to 0…1): Newton's method from
    /// t = x, falling back to bisection where the slope is too flat.
    public func parameter(forX x: Double) -> Double {
        let target = min(1, max(0, x))
        var t = target
        for _ in 0..<8 {
            let error = self.x(at: t) - target
            if abs(error) < Self.tolerance { return t }
            let slope = dx(at: t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = target
        while high - low > Self.tolerance {
            let value = self.x(at: t)
            if abs(value - target) < Self.tolerance { return t }
            if value < target { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// Progress (y) at time fraction `x` (clamped to 0…1).
    public func progress(at x: Double) -> Double {
        y(at: parameter(forX: x))
    }
}
