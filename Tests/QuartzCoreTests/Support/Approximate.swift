import QuartzCore

/// Tolerance for values computed in a few floating-point steps: far above the
/// rounding error of `Double`, far below anything a drawing could show.
let defaultTolerance: CGFloat = 1e-9

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = defaultTolerance) -> Bool {
    abs(a - b) <= tolerance
}

func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = defaultTolerance) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = defaultTolerance) -> Bool {
    isClose(a.minX, b.minX, tolerance: tolerance) && isClose(a.minY, b.minY, tolerance: tolerance)
        && isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform, tolerance: CGFloat = defaultTolerance) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
}

/// Component by component, all sixteen entries.
func isClose(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat = defaultTolerance) -> Bool {
    let differences = [
        a.m11 - b.m11, a.m12 - b.m12, a.m13 - b.m13, a.m14 - b.m14,
        a.m21 - b.m21, a.m22 - b.m22, a.m23 - b.m23, a.m24 - b.m24,
        a.m31 - b.m31, a.m32 - b.m32, a.m33 - b.m33, a.m34 - b.m34,
        a.m41 - b.m41, a.m42 - b.m42, a.m43 - b.m43, a.m44 - b.m44,
    ]
    return differences.allSatisfy { abs($0) <= tolerance }
}
