import CoreGraphics
import Foundation

/// A 3-D transform split into the parts Core Animation interpolates:
/// scale, skew, rotation (a unit quaternion), translation and perspective,
/// applied in that order (row vectors, so `M = S·K·R·T·P`). Rotations
/// interpolate along the shorter great arc, so a card turned half way round
/// about y turns about y on the way; perspective entries interpolate
/// linearly, so a perspective shared by both ends stays as it is.
struct Transform3DDecomposition: Equatable {
    var scale: (x: Double, y: Double, z: Double)
    /// Shear of y along x, z along x and z along y (the Gram–Schmidt factors).
    var skew: (xy: Double, xz: Double, yz: Double)
    var rotation: (x: Double, y: Double, z: Double, w: Double)
    var translation: (x: Double, y: Double, z: Double)
    /// The last column the perspective step leaves (identity: 0, 0, 0, 1).
    var perspective: (x: Double, y: Double, z: Double, w: Double)

    static func == (a: Self, b: Self) -> Bool {
        a.scale == b.scale && a.skew == b.skew && a.rotation == b.rotation && a.translation == b.translation
            && a.perspective == b.perspective
    }

    /// nil when the matrix collapses space (its upper 3×3 has no inverse).
    init?(_ t: CATransform3D) {
        var rows = [[t.m11, t.m12, t.m13], [t.m21, t.m22, t.m23], [t.m31, t.m32, t.m33]].map { $0.map(Double.init) }
        let upper = rows
        translation = (Double(t.m41), Double(t.m42), Double(t.m43))
        // The last column is the upper part times the perspective's x, y, z.
        guard let inverse = Self.inverse3(upper) else { return nil }
        let column = [Double(t.m14), Double(t.m24), Double(t.m34)]
        let p = (0..<3).map { i in (0..<3).reduce(0.0) { $0 + inverse[i][$1] * column[$1] } }
        let t3 = [translation.x, translation.y, translation.z]
        perspective = (p[0], p[1], p[2], Double(t.m44) - (0..<3).reduce(0.0) { $0 + t3[$1] * p[$1] })

        func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func minus(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] { [a[0] - k * b[0], a[1] - k * b[1], a[2] - k * b[2]] }
        var sx = length(rows[0])
        rows[0] = rows[0].map { $0 / sx }
        var xy = dot(rows[0], rows[1])
        rows[1] = minus(rows[1], rows[0], xy)
        var sy = length(rows[1])
        rows[1] = rows[1].map { $0 / sy }
        xy /= sy
        var xz = dot(rows[0], rows[2])
        rows[2] = minus(rows[2], rows[0], xz)
        var yz = dot(rows[1], rows[2])
        rows[2] = minus(rows[2], rows[1], yz)
        var sz = length(rows[2])
        rows[2] = rows[2].map { $0 / sz }
        xz /= sz
        yz /= sz
        // A mirror: carried by negative scales, so the rows stay a rotation.
        let cross = [rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1], rows[1][2] * rows[2][0] - rows[1][0] * rows[2][2],
                     rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0]]
        if dot(rows[0], cross) < 0 {
            (sx, sy, sz) = (-sx, -sy, -sz)
            rows = rows.map { $0.map { -$0 } }
        }
        scale = (sx, sy, sz)
        skew = (xy, xz, yz)
        rotation = Self.quaternion(rows)
    }

    var matrix: CATransform3D {
        let r = Self.rows(rotation)
        let row0 = r[0].map { $0 * scale.x }
        let row1 = (0..<3).map { scale.y * (r[1][$0] + skew.xy * r[0][$0]) }
        let row2 = (0..<3).map { scale.z * (r[2][$0] + skew.xz * r[0][$0] + skew.yz * r[1][$0]) }
        let upper = [row0, row1, row2]
        let p = [perspective.x, perspective.y, perspective.z]
        let column = upper.map { row in (0..<3).reduce(0.0) { $0 + row[$1] * p[$1] } }
        let t = [translation.x, translation.y, translation.z]
        let corner = (0..<3).reduce(perspective.w) { $0 + t[$1] * p[$1] }
        func c(_ v: Double) -> CGFloat { CGFloat(v) }
        return CATransform3D(m11: c(row0[0]), m12: c(row0[1]), m13: c(row0[2]), m14: c(column[0]),
                             m21: c(row1[0]), m22: c(row1[1]), m23: c(row1[2]), m24: c(column[1]),
                             m31: c(row2[0]), m32: c(row2[1]), m33: c(row2[2]), m34: c(column[2]),
                             m41: c(t[0]), m42: c(t[1]), m43: c(t[2]), m44: c(corner))
    }

    /// The rotation as turns about x, then y, then z (radians; row vectors,
    /// so the matrix is Rx·Ry·Rz) — what `transform.rotation.x/.y/.z` read
    /// and write. At ±90° about y the x and z turns are one; z reads 0.
    var eulerAngles: (x: Double, y: Double, z: Double) {
        get {
            let r = Self.rows(rotation)
            let y = asin(max(-1, min(1, -r[0][2])))
            guard cos(y) > 1e-9 else { return (atan2(-r[2][1], r[1][1]), y, 0) }
            return (atan2(r[1][2], r[2][2]), y, atan2(r[0][1], r[0][0]))
        }
        set {
            let turn = CATransform3DMakeRotation(CGFloat(newValue.x), 1, 0, 0)
                .concatenating(CATransform3DMakeRotation(CGFloat(newValue.y), 0, 1, 0))
                .concatenating(CATransform3DMakeRotation(CGFloat(newValue.z), 0, 0, 1))
            rotation = Self.quaternion([[turn.m11, turn.m12, turn.m13], [turn.m21, turn.m22, turn.m23],
                                        [turn.m31, turn.m32, turn.m33]].map { $0.map(Double.init) })
        }
    }

    /// `a` to `b` at `t`: parts linearly, the rotation by spherical
    /// interpolation along the shorter arc.
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        var result = a
        result.scale = (mix(a.scale.x, b.scale.x), mix(a.scale.y, b.scale.y), mix(a.scale.z, b.scale.z))
        result.skew = (mix(a.skew.xy, b.skew.xy), mix(a.skew.xz, b.skew.xz), mix(a.skew.yz, b.skew.yz))
        result.translation = (mix(a.translation.x, b.translation.x), mix(a.translation.y, b.translation.y),
                              mix(a.translation.z, b.translation.z))
        result.perspective = (mix(a.perspective.x, b.perspective.x), mix(a.perspective.y, b.perspective.y),
                              mix(a.perspective.z, b.perspective.z), mix(a.perspective.w, b.perspective.w))
        let p = [a.rotation.x, a.rotation.y, a.rotation.z, a.rotation.w]
        var q = [b.rotation.x, b.rotation.y, b.rotation.z, b.rotation.w]
        var cosine = zip(p, q).reduce(0) { $0 + $1.0 * $1.1 }
        if cosine < 0 {
            q = q.map { -$0 }
            cosine = -cosine
        }
        let (wa, wb): (Double, Double)
        if cosine > 0.9995 {
            (wa, wb) = (1 - t, t)
        } else {
            let angle = acos(cosine)
            (wa, wb) = (sin((1 - t) * angle) / sin(angle), sin(t * angle) / sin(angle))
        }
        var mixed = zip(p, q).map { wa * $0.0 + wb * $0.1 }
        let norm = mixed.reduce(0) { $0 + $1 * $1 }.squareRoot()
        mixed = mixed.map { $0 / norm }
        result.rotation = (mixed[0], mixed[1], mixed[2], mixed[3])
        return result
    }

    /// The rotation matrix's rows for a unit quaternion.
    private static func rows(_ q: (x: Double, y: Double, z: Double, w: Double)) -> [[Double]] {
        let (x, y, z, w) = q
        return [[1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
                [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
                [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)]]
    }

    /// The unit quaternion of a rotation matrix (the inverse of `rows`), by
    /// the largest of the four candidate divisors for accuracy.
    private static func quaternion(_ m: [[Double]]) -> (x: Double, y: Double, z: Double, w: Double) {
        let trace = m[0][0] + m[1][1] + m[2][2]
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            return ((m[2][1] - m[1][2]) * s, (m[0][2] - m[2][0]) * s, (m[1][0] - m[0][1]) * s, 0.25 / s)
        }
        if m[0][0] > m[1][1], m[0][0] > m[2][2] {
            let s = 2 * (1 + m[0][0] - m[1][1] - m[2][2]).squareRoot()
            return (0.25 * s, (m[0][1] + m[1][0]) / s, (m[0][2] + m[2][0]) / s, (m[2][1] - m[1][2]) / s)
        }
        if m[1][1] > m[2][2] {
            let s = 2 * (1 + m[1][1] - m[0][0] - m[2][2]).squareRoot()
            return ((m[0][1] + m[1][0]) / s, 0.25 * s, (m[1][2] + m[2][1]) / s, (m[0][2] - m[2][0]) / s)
        }
        let s = 2 * (1 + m[2][2] - m[0][0] - m[1][1]).squareRoot()
        return ((m[0][2] + m[2][0]) / s, (m[1][2] + m[2][1]) / s, 0.25 * s, (m[1][0] - m[0][1]) / s)
    }

    private static func inverse3(_ m: [[Double]]) -> [[Double]]? {
        let det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        return [[(m[1][1] * m[2][2] - m[1][2] * m[2][1]) / det, (m[0][2] * m[2][1] - m[0][1] * m[2][2]) / det,
                 (m[0][1] * m[1][2] - m[0][2] * m[1][1]) / det],
                [(m[1][2] * m[2][0] - m[1][0] * m[2][2]) / det, (m[0][0] * m[2][2] - m[0][2] * m[2][0]) / det,
                 (m[0][2] * m[1][0] - m[0][0] * m[1][2]) / det],
                [(m[1][0] * m[2][1] - m[1][1] * m[2][0]) / det, (m[0][1] * m[2][0] - m[0][0] * m[2][1]) / det,
                 (m[0][0] * m[1][1] - m[0][1] * m[1][0]) / det]]
    }
}
