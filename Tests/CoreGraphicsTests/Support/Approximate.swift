import CoreGraphics

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

func isClose(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = defaultTolerance) -> Bool {
    isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = defaultTolerance) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance) && isClose(a.size, b.size, tolerance: tolerance)
}

func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform, tolerance: CGFloat = defaultTolerance) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
}

func isClose(_ a: [CGPoint], _ b: [CGPoint], tolerance: CGFloat = defaultTolerance) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// Whether every 8-bit channel of `a` is within `tolerance` of `b`'s: Cairo
/// rounds colors through premultiplied 8-bit storage, which moves a channel by
/// at most one step (two after un-premultiplying a translucent pixel).
func isClose(_ a: CGImage.Pixel, _ b: CGImage.Pixel, tolerance: Int = 1) -> Bool {
    [(a.red, b.red), (a.green, b.green), (a.blue, b.blue), (a.alpha, b.alpha)]
        .allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}
