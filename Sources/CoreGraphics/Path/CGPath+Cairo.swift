import CCairo

extension CGPath {
    /// Appends the path to `cairo`'s current path in user space. Quadratic curves
    /// become the equivalent cubics (control points 2/3 of the way to the quad's
    /// control point), which is exact.
    package func append(to cairo: OpaquePointer, skippingLeadingMove: Bool = false) {
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        if skippingLeadingMove, cairo_has_current_point(cairo) != 0 {
            var x = 0.0, y = 0.0
            cairo_get_current_point(cairo, &x, &y)
            current = CGPoint(x: x, y: y)
        }
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .move(let p):
                if !(skippingLeadingMove && index == 0) { cairo_move_to(cairo, p.x, p.y) }
                current = p
                subpathStart = p
            case .line(let p):
                cairo_line_to(cairo, p.x, p.y)
                current = p
            case .quad(let c, let e):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: e.x + 2 / 3 * (c.x - e.x), y: e.y + 2 / 3 * (c.y - e.y))
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, e.x, e.y)
                current = e
            case .cubic(let c1, let c2, let e):
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, e.x, e.y)
                current = e
            case .close:
                cairo_close_path(cairo)
                current = subpathStart
            }
        }
    }

    /// The path Cairo holds as its current path, in user space.
    package static func fromCairo(_ cairo: OpaquePointer) -> CGMutablePath {
        let result = CGMutablePath()
        guard let copied = cairo_copy_path(cairo) else { return result }
        defer { cairo_path_destroy(copied) }
        let data = copied.pointee.data!
        var index = 0
        var subpathStart = CGPoint.zero
        while index < Int(copied.pointee.num_data) {
            let header = data[index].header
            func point(_ offset: Int) -> CGPoint {
                CGPoint(x: data[index + offset].point.x, y: data[index + offset].point.y)
            }
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                subpathStart = point(1)
                result.segments.append(.move(subpathStart))
            case CAIRO_PATH_LINE_TO: result.segments.append(.line(point(1)))
            case CAIRO_PATH_CURVE_TO:
                result.segments.append(.cubic(control1: point(1), control2: point(2), end: point(3)))
            default:
                // Cairo follows a close with a move to the subpath start; the close
                // already implies it. A move elsewhere is the caller's own and stays.
                result.segments.append(.close)
                index += Int(header.length)
                if index < Int(copied.pointee.num_data), data[index].header.type == CAIRO_PATH_MOVE_TO,
                   CGPoint(x: data[index + 1].point.x, y: data[index + 1].point.y) == subpathStart {
                    index += Int(data[index].header.length)
                }
                continue
            }
            index += Int(header.length)
        }
        return result
    }
}
