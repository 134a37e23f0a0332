import CoreGraphics

/// The outline Core Animation uses for backgrounds, borders and masks: a rectangle
/// whose corners in `corners` are circular arcs of `radius` (clamped to half the
/// shorter side, the largest radius that still fits).
enum RoundedRectPath {
    static func make(_ rect: CGRect, radius: CGFloat, corners: CACornerMask) -> CGPath {
        let path = CGMutablePath()
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        guard r > 0, !corners.isEmpty else {
            path.addRect(rect)
            return path
        }
        func cornerRadius(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? r : 0 }
        let topLeft = cornerRadius(.layerMinXMinYCorner)
        let topRight = cornerRadius(.layerMaxXMinYCorner)
        let bottomRight = cornerRadius(.layerMaxXMaxYCorner)
        let bottomLeft = cornerRadius(.layerMinXMaxYCorner)
        path.move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY),
                    tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: topRight)
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY),
                    tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: bottomRight)
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY),
                    tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: bottomLeft)
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY),
                    tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: topLeft)
        path.closeSubpath()
        return path
    }
}
