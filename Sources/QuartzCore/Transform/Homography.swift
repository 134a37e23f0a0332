import CoreGraphics

/// A projective map of the plane, in Core Graphics' row-vector convention:
/// `[x' y' w'] = [x y 1] · H`, the point being `(x'/w', y'/w')`.
///
/// This is what a layer's 4×4 transform does to the layer's plane once Core
/// Animation flattens it into its superlayer: the plane's points have z = 0 (so
/// the third row of the 4×4 drops out) and the superlayer keeps only x and y
/// (so the third column does). Flattening at every layer makes a whole tree of
/// 3-D transforms a chain of homographies, and the chain composes by matrix
/// product.
package struct Homography: Equatable, Sendable {
    package var h11: CGFloat, h12: CGFloat, h13: CGFloat
    package var h21: CGFloat, h22: CGFloat, h23: CGFloat
    package var h31: CGFloat, h32: CGFloat, h33: CGFloat

    /// Points with w below this are at or behind the viewer's eye and are not
    /// drawn or hit (Core Animation clips them away the same way).
    package static let nearestW: CGFloat = 1e-6

    package static let identity = Homography(CGAffineTransform.identity)

    package init(h11: CGFloat, h12: CGFloat, h13: CGFloat,
                 h21: CGFloat, h22: CGFloat, h23: CGFloat,
                 h31: CGFloat, h32: CGFloat, h33: CGFloat) {
        (self.h11, self.h12, self.h13) = (h11, h12, h13)
        (self.h21, self.h22, self.h23) = (h21, h22, h23)
        (self.h31, self.h32, self.h33) = (h31, h32, h33)
    }

    package init(_ affine: CGAffineTransform) {
        self.init(h11: affine.a, h12: affine.b, h13: 0,
                  h21: affine.c, h22: affine.d, h23: 0,
                  h31: affine.tx, h32: affine.ty, h33: 1)
    }

    /// The map of the z = 0 plane that `t` gives once z is dropped.
    package init(flattening t: CATransform3D) {
        self.init(h11: t.m11, h12: t.m12, h13: t.m14,
                  h21: t.m21, h22: t.m22, h23: t.m24,
                  h31: t.m41, h32: t.m42, h33: t.m44)
    }

    /// No perspective: the map is the affine `affine`.
    package var isAffine: Bool { h13 == 0 && h23 == 0 && h33 != 0 }

    /// The affine map, exact when `isAffine`.
    package var affine: CGAffineTransform {
        CGAffineTransform(a: h11 / h33, b: h12 / h33, c: h21 / h33, d: h22 / h33, tx: h31 / h33, ty: h32 / h33)
    }

    /// `self` followed by `other`.
    package func concatenating(_ other: Homography) -> Homography {
        let a = self, b = other
        return Homography(
            h11: a.h11 * b.h11 + a.h12 * b.h21 + a.h13 * b.h31,
            h12: a.h11 * b.h12 + a.h12 * b.h22 + a.h13 * b.h32,
            h13: a.h11 * b.h13 + a.h12 * b.h23 + a.h13 * b.h33,
            h21: a.h21 * b.h11 + a.h22 * b.h21 + a.h23 * b.h31,
            h22: a.h21 * b.h12 + a.h22 * b.h22 + a.h23 * b.h32,
            h23: a.h21 * b.h13 + a.h22 * b.h23 + a.h23 * b.h33,
            h31: a.h31 * b.h11 + a.h32 * b.h21 + a.h33 * b.h31,
            h32: a.h31 * b.h12 + a.h32 * b.h22 + a.h33 * b.h32,
            h33: a.h31 * b.h13 + a.h32 * b.h23 + a.h33 * b.h33)
    }

    package var determinant: CGFloat {
        h11 * (h22 * h33 - h23 * h32) - h12 * (h21 * h33 - h23 * h31) + h13 * (h21 * h32 - h22 * h31)
    }

    /// The inverse map, nil when the plane collapses to a line or a point.
    package func inverted() -> Homography? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        // The adjugate over the determinant.
        return Homography(
            h11: (h22 * h33 - h23 * h32) / det, h12: (h13 * h32 - h12 * h33) / det, h13: (h12 * h23 - h13 * h22) / det,
            h21: (h23 * h31 - h21 * h33) / det, h22: (h11 * h33 - h13 * h31) / det, h23: (h13 * h21 - h11 * h23) / det,
            h31: (h21 * h32 - h22 * h31) / det, h32: (h12 * h31 - h11 * h32) / det, h33: (h11 * h22 - h12 * h21) / det)
    }

    /// The homogeneous weight of `point`'s image: positive in front of the
    /// viewer.
    package func w(_ point: CGPoint) -> CGFloat {
        point.x * h13 + point.y * h23 + h33
    }

    /// Where `point` lands, or nil when it lands at or behind the viewer.
    package func map(_ point: CGPoint) -> CGPoint? {
        let w = w(point)
        guard w >= Self.nearestW else { return nil }
        return CGPoint(x: (point.x * h11 + point.y * h21 + h31) / w, y: (point.x * h12 + point.y * h22 + h32) / w)
    }

    /// Where `point` lands, whatever side of the viewer: the plain matrix
    /// arithmetic of coordinate conversion.
    package func apply(_ point: CGPoint) -> CGPoint {
        let w = w(point)
        return CGPoint(x: (point.x * h11 + point.y * h21 + h31) / w, y: (point.x * h12 + point.y * h22 + h32) / w)
    }

    /// The bounding box of `rect`'s corners, each applied.
    package func apply(_ rect: CGRect) -> CGRect {
        guard !rect.isNull else { return rect }
        return Self.boundingBox(of: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                                     CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map(apply))
    }

    /// The point of the plane that lands on `point`, nil when the plane is
    /// seen edge-on there or the point of the plane is behind the viewer (what
    /// a touch at `point` can hit).
    package func preimage(of point: CGPoint) -> CGPoint? {
        if isAffine { return point.applying(affine.inverted()) }
        guard let inverse = inverted() else { return nil }
        let w = inverse.w(point)
        guard w != 0 else { return nil }
        let source = inverse.apply(point)
        return self.w(source) >= Self.nearestW ? source : nil
    }

    /// Whether the map keeps the plane's orientation where it is visible (a
    /// mirror or a turn past 90° about an in-plane axis shows the back).
    package var preservesOrientation: Bool {
        // The Jacobian's determinant at any point is det(H) / w³, and w > 0
        // wherever the plane is seen.
        determinant > 0
    }

    /// The part of `rect` in front of the viewer, mapped: a convex polygon of up
    /// to five corners (the rectangle cut by the line w = nearestW), empty when
    /// nothing of it is visible.
    package func visiblePolygon(of rect: CGRect) -> [CGPoint] {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        var kept: [CGPoint] = []
        // One Sutherland–Hodgman pass against the half-plane w ≥ nearestW
        // (w is linear over the plane, so the cut is a straight line).
        for (index, current) in corners.enumerated() {
            let next = corners[(index + 1) % corners.count]
            let (wc, wn) = (w(current) - Self.nearestW, w(next) - Self.nearestW)
            if wc >= 0 { kept.append(current) }
            if (wc >= 0) != (wn >= 0) {
                let t = wc / (wc - wn)
                kept.append(CGPoint(x: current.x + (next.x - current.x) * t, y: current.y + (next.y - current.y) * t))
            }
        }
        return kept.compactMap { point in
            // The cut points sit exactly on the limit; nudge them in front.
            let w = max(w(point), Self.nearestW)
            return CGPoint(x: (point.x * h11 + point.y * h21 + h31) / w, y: (point.x * h12 + point.y * h22 + h32) / w)
        }
    }

    /// The bounding box of the visible part of `rect`, mapped (null when none is visible).
    package func boundingBox(of rect: CGRect) -> CGRect {
        Self.boundingBox(of: visiblePolygon(of: rect))
    }

    /// The smallest rectangle holding `points` (null for none).
    package static func boundingBox(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
}

extension CATransform3D {
    /// The product `self · other` without the array temporaries of
    /// `CATransform3DConcat` (the renderer calls this per layer).
    package func concatenating(_ other: CATransform3D) -> CATransform3D {
        let a = self, b = other
        func entry(_ r: (CGFloat, CGFloat, CGFloat, CGFloat), _ c: (CGFloat, CGFloat, CGFloat, CGFloat)) -> CGFloat {
            r.0 * c.0 + r.1 * c.1 + r.2 * c.2 + r.3 * c.3
        }
        let r1 = (a.m11, a.m12, a.m13, a.m14), r2 = (a.m21, a.m22, a.m23, a.m24)
        let r3 = (a.m31, a.m32, a.m33, a.m34), r4 = (a.m41, a.m42, a.m43, a.m44)
        let c1 = (b.m11, b.m21, b.m31, b.m41), c2 = (b.m12, b.m22, b.m32, b.m42)
        let c3 = (b.m13, b.m23, b.m33, b.m43), c4 = (b.m14, b.m24, b.m34, b.m44)
        return CATransform3D(
            m11: entry(r1, c1), m12: entry(r1, c2), m13: entry(r1, c3), m14: entry(r1, c4),
            m21: entry(r2, c1), m22: entry(r2, c2), m23: entry(r2, c3), m24: entry(r2, c4),
            m31: entry(r3, c1), m32: entry(r3, c2), m33: entry(r3, c3), m34: entry(r3, c4),
            m41: entry(r4, c1), m42: entry(r4, c2), m43: entry(r4, c3), m44: entry(r4, c4))
    }

    /// Where the point (x, y, 0) of a layer's plane goes: (x, y, z) after the
    /// perspective divide, nil at or behind the viewer. z orders layers in depth.
    package func project(_ point: CGPoint) -> (x: CGFloat, y: CGFloat, z: CGFloat)? {
        let w = point.x * m14 + point.y * m24 + m44
        guard w >= Homography.nearestW else { return nil }
        return ((point.x * m11 + point.y * m21 + m41) / w, (point.x * m12 + point.y * m22 + m42) / w,
                (point.x * m13 + point.y * m23 + m43) / w)
    }
}
