import CoreGraphics
import Foundation

/// The outline Core Animation uses for backgrounds, borders and masks, and
/// UIKit for rounded `UIBezierPath`s: a rectangle whose corners in `corners`
/// are rounded by `radius`, as quarter circles (`.circular`) or as iOS's
/// continuous-curvature corner (`.continuous`, docs/BEHAVIOR.md "Corners").
package enum RoundedRectPath {
    /// How far along each edge a continuous corner reaches, in radii
    /// (`CALayer.cornerCurveExpansionFactor(.continuous)`).
    package static let continuousExpansion: CGFloat = 1.528665

    /// One corner from the end of the edge before it to the start of the edge
    /// after it, as three cubic curves (nine points after the start), in
    /// radii. `p` runs from the corner back along the edge before, `q` from
    /// the corner along the edge after. The continuous corner's coefficients
    /// are those measured from iOS's `UIBezierPath(roundedRect:cornerRadius:)`:
    /// an easing-in cubic, a near-circular middle of radius ≈ 0.93, its mirror.
    static let continuousCorner: [(p: CGFloat, q: CGFloat)] = [
        (1.528665, 0),
        (1.088493, 0), (0.868407, 0), (0.631494, 0.074911),
        (0.372824, 0.169060), (0.169060, 0.372824), (0.074911, 0.631494),
        (0, 0.868407), (0, 1.088493), (0, 1.528665),
    ]

    /// A quarter circle of radius 1 in the same three-cubic layout (split at
    /// 30° and 60°, handles 4/3·tan(7.5°) long), so that a continuous corner
    /// too big for its rectangle can blend point by point into a circular one.
    static let circularCorner: [(p: CGFloat, q: CGFloat)] = {
        let handle = 4.0 / 3.0 * tan(CGFloat.pi / 24)
        func point(_ degrees: CGFloat) -> (CGFloat, CGFloat) {
            let angle = degrees * .pi / 180
            return (1 - sin(angle), 1 - cos(angle))
        }
        func tangent(_ degrees: CGFloat) -> (CGFloat, CGFloat) {
            let angle = degrees * .pi / 180
            return (-cos(angle), sin(angle))
        }
        var points = [point(0)]
        for (from, to) in [(CGFloat(0), CGFloat(30)), (30, 60), (60, 90)] {
            let start = point(from), end = point(to), t0 = tangent(from), t1 = tangent(to)
            points.append((start.0 + handle * t0.0, start.1 + handle * t0.1))
            points.append((end.0 - handle * t1.0, end.1 - handle * t1.1))
            points.append(end)
        }
        return points
    }()

    package static func make(_ rect: CGRect, radius: CGFloat, corners: CACornerMask,
                             curve: CALayerCornerCurve = .circular) -> CGPath {
        let path = CGMutablePath()
        let halfSide = min(rect.width, rect.height) / 2
        let r = max(0, min(radius, halfSide))
        guard r > 0, !corners.isEmpty else {
            path.addRect(rect)
            return path
        }
        let shape = curve == .continuous ? cornerShape(radius: radius, halfSide: halfSide, curve: curve)
            : quarterCircle(radius: r)
        // Corners clockwise on screen from the top right, each with the unit
        // vectors back along the edge before it (p) and along the edge after (q).
        let layout: [(CACornerMask, CGPoint, CGVector, CGVector)] = [
            (.layerMaxXMinYCorner, CGPoint(x: rect.maxX, y: rect.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1)),
            (.layerMaxXMaxYCorner, CGPoint(x: rect.maxX, y: rect.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0)),
            (.layerMinXMaxYCorner, CGPoint(x: rect.minX, y: rect.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1)),
            (.layerMinXMinYCorner, CGPoint(x: rect.minX, y: rect.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
        ]
        let topLeftRounded = corners.contains(.layerMinXMinYCorner)
        path.move(to: CGPoint(x: rect.minX + (topLeftRounded ? shape.first!.p : 0), y: rect.minY))
        for (corner, origin, back, along) in layout {
            func place(_ p: CGFloat, _ q: CGFloat) -> CGPoint {
                CGPoint(x: origin.x + p * back.dx + q * along.dx, y: origin.y + p * back.dy + q * along.dy)
            }
            guard corners.contains(corner) else {
                path.addLine(to: origin)
                continue
            }
            path.addLine(to: place(shape[0].p, shape[0].q))
            for index in stride(from: 1, to: shape.count, by: 3) {
                path.addCurve(to: place(shape[index + 2].p, shape[index + 2].q),
                              control1: place(shape[index].p, shape[index].q),
                              control2: place(shape[index + 1].p, shape[index + 1].q))
            }
        }
        path.closeSubpath()
        return path
    }

    /// How far a quarter circle's cubic handles reach along its tangents, in
    /// radii: 4/3·tan(90°/4), the standard construction that meets the circle
    /// at both ends and the middle (what `CGMutablePath.addArc` uses for a
    /// 90° arc, worked out here once instead of by trigonometry per corner).
    static let quarterCircleHandle: CGFloat = 0.5522847498307936

    /// A circular corner's points in points, in `cornerShape`'s layout: the
    /// quarter circle as one cubic (what `addArc` makes of it), not the three
    /// a continuous corner blends from.
    static func quarterCircle(radius r: CGFloat) -> [(p: CGFloat, q: CGFloat)] {
        let handle = r * (1 - quarterCircleHandle)
        return [(r, 0), (handle, 0), (0, handle), (0, r)]
    }

    /// The corner's points in points (not radii). A continuous corner needs
    /// `continuousExpansion` radii of edge; with less room it blends linearly
    /// into the quarter circle, reached when the radius is half the shorter
    /// side (a capsule), so that growing the radius never makes a corner jump.
    static func cornerShape(radius: CGFloat, halfSide: CGFloat,
                            curve: CALayerCornerCurve) -> [(p: CGFloat, q: CGFloat)] {
        let r = min(radius, halfSide)
        guard curve == .continuous else { return circularCorner.map { ($0.p * r, $0.q * r) } }
        let room = halfSide / r
        let blend = min(1, max(0, (room - 1) / (continuousExpansion - 1)))
        return zip(circularCorner, continuousCorner).map { circle, smooth in
            ((circle.p + (smooth.p - circle.p) * blend) * r, (circle.q + (smooth.q - circle.q) * blend) * r)
        }
    }
}
