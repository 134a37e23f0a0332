/// Points a Bézier curve actually reaches at its axis extremes, for tight bounding
/// boxes: the end points plus the curve evaluated where its derivative is zero on
/// each axis (a root of a linear equation for quadratics, of a quadratic for cubics).
enum BezierExtrema {
    static func quadPoints(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGPoint] {
        var result = [p0, p2]
        for axis in [\CGPoint.x, \CGPoint.y] {
            // B'(t) = 2[(1−t)(p1−p0) + t(p2−p1)] = 0  →  t = (p0−p1)/(p0−2p1+p2)
            let denominator = p0[keyPath: axis] - 2 * p1[keyPath: axis] + p2[keyPath: axis]
            guard denominator != 0 else { continue }
            let t = (p0[keyPath: axis] - p1[keyPath: axis]) / denominator
            if t > 0 && t < 1 { result.append(quad(p0, p1, p2, t)) }
        }
        return result
    }

    static func cubicPoints(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var result = [p0, p3]
        for axis in [\CGPoint.x, \CGPoint.y] {
            let (a0, a1, a2, a3) = (p0[keyPath: axis], p1[keyPath: axis], p2[keyPath: axis], p3[keyPath: axis])
            // B'(t)/3 = a·t² + b·t + c with:
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            for t in quadraticRoots(a: a, b: b, c: c) where t > 0 && t < 1 {
                result.append(cubic(p0, p1, p2, p3, t))
            }
        }
        return result
    }

    static func quadraticRoots(a: CGFloat, b: CGFloat, c: CGFloat) -> [CGFloat] {
        if abs(a) < 1e-12 {
            return b == 0 ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }

    static func quad(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                       y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    static func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                       y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }
}
