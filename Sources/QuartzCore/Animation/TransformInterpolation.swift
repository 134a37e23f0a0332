import CoreGraphics

/// Interpolating transforms the way Core Animation does for affine ones: split
/// each into translation, rotation, shear and scale, interpolate those, and put
/// them back together. A quarter turn therefore turns (it does not shrink through
/// a shear), and a turn of 2π looks like no change, as on iOS. 3-D matrices
/// go through `Transform3DDecomposition` (a half turn about y turns).
enum TransformInterpolation {
    struct Parts: Equatable {
        var translation: CGPoint
        var rotation: CGFloat
        var shear: CGFloat
        var scale: CGSize
    }

    static func decompose(_ m: CGAffineTransform) -> Parts {
        var a = m.a, b = m.b, c = m.c, d = m.d
        var sx = (a * a + b * b).squareRoot()
        guard sx > 0 else {
            return Parts(translation: CGPoint(x: m.tx, y: m.ty), rotation: 0, shear: 0,
                         scale: CGSize(width: 0, height: (c * c + d * d).squareRoot()))
        }
        a /= sx
        b /= sx
        var shear = a * c + b * d
        c -= a * shear
        d -= b * shear
        let sy = (c * c + d * d).squareRoot()
        if sy > 0 { shear /= sy }
        if a * d < b * c {
            a = -a
            b = -b
            shear = -shear
            sx = -sx
        }
        return Parts(translation: CGPoint(x: m.tx, y: m.ty), rotation: atan2(b, a), shear: shear,
                     scale: CGSize(width: sx, height: sy))
    }

    /// Column form: first column sx·(cos, sin), second sy·(shear·cos − sin, shear·sin + cos).
    static func compose(_ p: Parts) -> CGAffineTransform {
        let cosine = cos(p.rotation)
        let sine = sin(p.rotation)
        return CGAffineTransform(a: p.scale.width * cosine, b: p.scale.width * sine,
                                 c: p.scale.height * (p.shear * cosine - sine),
                                 d: p.scale.height * (p.shear * sine + cosine),
                                 tx: p.translation.x, ty: p.translation.y)
    }

    static func interpolate(_ from: CATransform3D, _ to: CATransform3D, _ t: Double) -> CATransform3D {
        let f = CGFloat(t)
        guard CATransform3DIsAffine(from), CATransform3DIsAffine(to) else {
            if let a = Transform3DDecomposition(from), let b = Transform3DDecomposition(to) {
                return Transform3DDecomposition.interpolate(a, b, t).matrix
            }
            // A collapsed end has no parts: entry by entry.
            let a = from.rows, b = to.rows
            return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in a[i][j] + (b[i][j] - a[i][j]) * f } })
        }
        let p = decompose(from.affinePart)
        let q = decompose(to.affinePart)
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        let parts = Parts(translation: CGPoint(x: mix(p.translation.x, q.translation.x), y: mix(p.translation.y, q.translation.y)),
                          rotation: mix(p.rotation, q.rotation), shear: mix(p.shear, q.shear),
                          scale: CGSize(width: mix(p.scale.width, q.scale.width), height: mix(p.scale.height, q.scale.height)))
        return CATransform3DMakeAffineTransform(compose(parts))
    }
}
