import CoreGraphics
import QuartzCore

/// The one approximate equality of Kumiki's tests. The default tolerance suits
/// values computed in a few floating-point steps: far above `Double`'s rounding,
/// far below anything a screen could show. Tests of longer computations (media
/// times near 1,000 s, springs, eased curves) pass a wider tolerance and say why.
public let defaultTolerance: CGFloat = 1e-9

/// Whether `a` and `b` differ by at most `tolerance`.
public func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = defaultTolerance) -> Bool {
    abs(a - b) <= tolerance
}

public func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = defaultTolerance) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

public func isClose(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = defaultTolerance) -> Bool {
    isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

public func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = defaultTolerance) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance) && isClose(a.size, b.size, tolerance: tolerance)
}

public func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform, tolerance: CGFloat = defaultTolerance) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
}

public func isClose(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat = defaultTolerance) -> Bool {
    let pairs: [(CGFloat, CGFloat)] = [
        (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14),
        (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23), (a.m24, b.m24),
        (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
        (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
    ]
    return pairs.allSatisfy { abs($0 - $1) <= tolerance }
}

public func isClose(_ a: [CGPoint], _ b: [CGPoint], tolerance: CGFloat = defaultTolerance) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// Equal lengths and every element close; nil is close to nothing.
public func isClose(_ a: [CGFloat]?, _ b: [CGFloat], tolerance: CGFloat = defaultTolerance) -> Bool {
    guard let a, a.count == b.count else { return false }
    return zip(a, b).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// Whether every 8-bit channel of `a` is within `tolerance` of `b`'s: Cairo
/// rounds colors through premultiplied 8-bit storage, which moves a channel by
/// at most one step (two after un-premultiplying a translucent pixel).
public func isClose(_ a: CGImage.Pixel, _ b: CGImage.Pixel, tolerance: Int = 1) -> Bool {
    [(a.red, b.red), (a.green, b.green), (a.blue, b.blue), (a.alpha, b.alpha)]
        .allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}
