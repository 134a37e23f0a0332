import CCairo
import CoreGraphics

/// A shape layer's path: filled by its rule, then stroked between
/// `strokeStart` and `strokeEnd` with its line settings.
extension LayerPainter {
    static func drawsShape(_ shape: ShapeLayerProperties) -> Bool {
        guard let path = shape.path, !path.isEmpty else { return false }
        return (shape.fillColor?.alpha ?? 0) > 0 || strokes(shape)
    }

    private static func strokes(_ shape: ShapeLayerProperties) -> Bool {
        (shape.strokeColor?.alpha ?? 0) > 0 && shape.lineWidth > 0 && shape.strokeEnd > shape.strokeStart
    }

    /// What the shape can paint, in the layer's coordinates: the path's
    /// control-point box, grown by the stroke (a miter may reach
    /// `miterLimit` half-widths out).
    static func shapeExtent(_ shape: ShapeLayerProperties) -> CGRect {
        guard drawsShape(shape), let path = shape.path else { return .null }
        let box = path.boundingBoxOfPath
        guard strokes(shape) else { return box }
        let reach = shape.lineWidth / 2 * (shape.lineJoin == .miter ? max(1, shape.miterLimit) : 1.5)
        return box.insetBy(dx: -reach, dy: -reach)
    }

    func paintShape(_ shape: ShapeLayerProperties, alpha: Double) {
        guard Self.drawsShape(shape), let path = shape.path else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if let fill = shape.fillColor, fill.alpha > 0 {
            setSource(fill, alpha: alpha)
            cairo_set_fill_rule(cairo, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_new_path(cairo)
            path.append(to: cairo)
            cairo_fill(cairo)
        }
        guard Self.strokes(shape), let stroke = shape.strokeColor else { return }
        let trimmed = shape.strokeStart <= 0 && shape.strokeEnd >= 1
            ? path : path.trimmed(from: shape.strokeStart, to: shape.strokeEnd)
        setSource(stroke, alpha: alpha)
        cairo_set_line_width(cairo, shape.lineWidth)
        cairo_set_line_cap(cairo, shape.lineCap == .round ? CAIRO_LINE_CAP_ROUND
                                : shape.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cairo, shape.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND
                                 : shape.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cairo, shape.miterLimit)
        let dashes = (shape.lineDashPattern ?? []).map { max(0, $0.doubleValue) }
        if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            dashes.withUnsafeBufferPointer {
                cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), shape.lineDashPhase)
            }
        }
        cairo_new_path(cairo)
        trimmed.append(to: cairo)
        cairo_stroke(cairo)
    }

    private func setSource(_ color: CGColor, alpha: Double) {
        color.setAsSource(on: cairo, alpha: alpha)
    }
}
