import CCairo

/// The current path. Points are given in user space and fixed by the CTM at the
/// moment they are added, as in CoreGraphics (Cairo keeps the path the same way).
extension CGContext {
    public func beginPath() {
        cairo_new_path(cairo)
    }

    public func move(to point: CGPoint) {
        cairo_move_to(cairo, point.x, point.y)
    }

    public func addLine(to point: CGPoint) {
        cairo_line_to(cairo, point.x, point.y)
    }

    public func addLines(between points: [CGPoint]) {
        let path = CGMutablePath()
        path.addLines(between: points)
        addPath(path)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        appendContinuing { $0.addQuadCurve(to: end, control: control) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    public func addRect(_ rect: CGRect) {
        addPath(CGPath(rect: rect, transform: nil))
    }

    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    public func addEllipse(in rect: CGRect) {
        addPath(CGPath(ellipseIn: rect, transform: nil))
    }

    /// See `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        appendContinuing {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        }
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        appendContinuing { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }

    public func addPath(_ path: CGPath) {
        path.append(to: cairo)
    }

    public func closePath() {
        cairo_close_path(cairo)
    }

    public var isPathEmpty: Bool {
        cairo_has_current_point(cairo) == 0
    }

    /// The current point in user space; `.zero` when the path is empty.
    public var currentPointOfPath: CGPoint {
        guard !isPathEmpty else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// Bounding box of the current path in user space, control points included;
    /// `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        isPathEmpty ? .null : CGPath.fromCairo(cairo).boundingBoxOfPath
    }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        isPathEmpty ? nil : CGPath.fromCairo(cairo)
    }

    /// Builds an element on a scratch path that starts at the current point, then
    /// appends everything after that starting move, so the element continues the
    /// current subpath instead of opening a new one.
    private func appendContinuing(_ build: (CGMutablePath) -> Void) {
        let scratch = CGMutablePath()
        let continuing = !isPathEmpty
        if continuing { scratch.move(to: currentPointOfPath) }
        build(scratch)
        scratch.append(to: cairo, skippingLeadingMove: continuing)
    }
}
