/// A path under construction. Every `add…` takes an optional transform applied to
/// the added points; angles are radians.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init(segments: [])
    }

    var hasCurrentPoint: Bool { !segments.isEmpty }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.move(point.applying(transform)))
    }

    /// Adds a line from the current point; with no current point it starts a
    /// subpath at `point` instead (CoreGraphics logs an error there).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return move(to: point, transform: transform) }
        segments.append(.line(point.applying(transform)))
    }

    /// A move to the first point, then lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() {
            addLine(to: point, transform: transform)
        }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return move(to: end, transform: transform) }
        segments.append(.quad(control: control.applying(transform), end: end.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return move(to: end, transform: transform) }
        segments.append(.cubic(control1: control1.applying(transform),
                               control2: control2.applying(transform),
                               end: end.applying(transform)))
    }

    /// Closes the current subpath (a no-op on an empty path or right after a close).
    public func closeSubpath() {
        guard let last = segments.last, last != .close else { return }
        segments.append(.close)
    }

    /// A closed rectangle starting at (minX, minY), counter-clockwise in y-up space.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)],
                 transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`, made of four cubic curves starting at
    /// (maxX, midY), clockwise in y-up space.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let scale = CGAffineTransform(translationX: center.x, y: center.y)
            .scaledBy(x: r.width / 2, y: r.height / 2)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: scale)
        appendArc(center: .zero, radius: 1, startAngle: 0, sweep: -2 * .pi, transform: scale)
        closeSubpath()
    }

    /// A closed rectangle with elliptical corners, each `cornerWidth` × `cornerHeight`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        precondition(cornerWidth >= 0 && 2 * cornerWidth <= r.width,
                     "corner_width >= 0 && 2 * corner_width <= CGRectGetWidth(rect)")
        precondition(cornerHeight >= 0 && 2 * cornerHeight <= r.height,
                     "corner_height >= 0 && 2 * corner_height <= CGRectGetHeight(rect)")
        if cornerWidth == 0 || cornerHeight == 0 { return addRect(r, transform: transform) }
        let corners: [(center: CGPoint, start: CGFloat)] = [
            (CGPoint(x: r.maxX - cornerWidth, y: r.minY + cornerHeight), -.pi / 2),
            (CGPoint(x: r.maxX - cornerWidth, y: r.maxY - cornerHeight), 0),
            (CGPoint(x: r.minX + cornerWidth, y: r.maxY - cornerHeight), .pi / 2),
            (CGPoint(x: r.minX + cornerWidth, y: r.minY + cornerHeight), .pi),
        ]
        move(to: CGPoint(x: r.minX + cornerWidth, y: r.minY), transform: transform)
        for corner in corners {
            let ellipse = CGAffineTransform(translationX: corner.center.x, y: corner.center.y)
                .scaledBy(x: cornerWidth, y: cornerHeight)
                .concatenating(transform)
            addLine(to: CGPoint(x: cos(corner.start), y: sin(corner.start)), transform: ellipse)
            appendArc(center: .zero, radius: 1, startAngle: corner.start, sweep: .pi / 2, transform: ellipse)
        }
        closeSubpath()
    }

    /// An arc of a circle. `clockwise` is meant in y-up space: true sweeps from
    /// `startAngle` toward decreasing angles (which looks counter-clockwise in
    /// UIKit's flipped space). A line joins the current point to the arc's start
    /// when there is one.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let fullTurn = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            if sweep < -fullTurn { sweep = -fullTurn }
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            if sweep > fullTurn { sweep = fullTurn }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// An arc from `startAngle` sweeping `delta` radians (positive: increasing angle).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if hasCurrentPoint {
            addLine(to: start, transform: transform)
        } else {
            move(to: start, transform: transform)
        }
        let placed = CGAffineTransform(translationX: center.x, y: center.y)
            .scaledBy(x: radius, y: radius)
            .concatenating(transform)
        appendArc(center: .zero, radius: 1, startAngle: startAngle, sweep: delta, transform: placed)
    }

    /// A line toward `tangent1End` and a circular arc tangent to both the line
    /// (current point → tangent1End) and the line (tangent1End → tangent2End).
    /// Collinear points or a zero radius add a straight line to `tangent1End`.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return move(to: p1, transform: transform) }
        let p0 = currentPoint.applying(transform.inverted())
        let v1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
        let v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let length1 = hypot(v1.dx, v1.dy)
        let length2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, length1 > 0, length2 > 0, abs(cross) > 1e-12 * length1 * length2 else {
            return addLine(to: p1, transform: transform)
        }
        let u1 = CGVector(dx: v1.dx / length1, dy: v1.dy / length1)
        let u2 = CGVector(dx: v2.dx / length2, dy: v2.dy / length2)
        let angle = acos(max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy)))
        let tangentDistance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + u1.dx * tangentDistance, y: p1.y + u1.dy * tangentDistance)
        let t2 = CGPoint(x: p1.x + u2.dx * tangentDistance, y: p1.y + u2.dy * tangentDistance)
        let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.dx / bisectorLength * centerDistance,
                             y: p1.y + bisector.dy / bisectorLength * centerDistance)
        let startAngle = atan2(t1.y - center.y, t1.x - center.x)
        var sweep = atan2(t2.y - center.y, t2.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1, transform: transform)
        let placed = CGAffineTransform(translationX: center.x, y: center.y)
            .scaledBy(x: radius, y: radius)
            .concatenating(transform)
        appendArc(center: .zero, radius: 1, startAngle: startAngle, sweep: sweep, transform: placed)
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        segments.append(contentsOf: path.segments.map { $0.applying(transform) })
    }

    /// Appends cubic segments approximating an arc, assuming the current point is
    /// already at its start (callers add the move or line). Each segment spans at
    /// most 90°, with control points at distance k = 4/3·tan(θ/4) along the tangents
    /// (the standard construction that matches the circle at both ends and the midpoint).
    private func appendArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat,
                           transform: CGAffineTransform) {
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let a = CGPoint(x: cos(angle), y: sin(angle))
            let b = CGPoint(x: cos(next), y: sin(next))
            func place(_ p: CGPoint) -> CGPoint {
                CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y)
            }
            addCurve(to: place(b),
                     control1: place(CGPoint(x: a.x - k * a.y, y: a.y + k * a.x)),
                     control2: place(CGPoint(x: b.x + k * b.y, y: b.y - k * b.x)),
                     transform: transform)
            angle = next
        }
    }
}
