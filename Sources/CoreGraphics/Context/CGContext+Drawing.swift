import CCairo

/// Painting, clipping and images. Each operation that paints the current path
/// consumes it, as in CoreGraphics.
extension CGContext {
    // MARK: Line settings (part of the graphics state)

    public func setLineWidth(_ width: CGFloat) {
        cairo_set_line_width(cairo, width)
    }

    public func setLineCap(_ cap: CGLineCap) {
        let value: cairo_line_cap_t = switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        cairo_set_line_cap(cairo, value)
    }

    public func setLineJoin(_ join: CGLineJoin) {
        let value: cairo_line_join_t = switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_join(cairo, value)
    }

    public func setMiterLimit(_ limit: CGFloat) {
        cairo_set_miter_limit(cairo, limit)
    }

    /// Dashes: alternating painted and unpainted lengths (user space), starting
    /// `phase` units into the pattern. An empty list draws solid lines, and so does
    /// a list with a negative length or only zeros (Cairo would refuse it and stop
    /// drawing altogether).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let usable = !lengths.contains { $0 < 0 } && lengths.contains { $0 > 0 }
        let values = usable ? lengths.map { Double($0) } : []
        cairo_set_dash(cairo, values, Int32(values.count), phase)
    }

    // MARK: Painting the current path

    public func fillPath(using rule: CGPathFillRule = .winding) {
        guard isDrawable else { return cairo_new_path(cairo) }
        paintingShadow {
            setFillRule(rule)
            prepareSource(state.fillColor)
            cairo_fill(cairo)
        }
    }

    public func strokePath() {
        guard isDrawable else { return cairo_new_path(cairo) }
        paintingShadow {
            if strokeLongPathInPieces() { return }
            prepareSource(state.strokeColor)
            cairo_stroke(cairo)
        }
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        guard isDrawable else { return cairo_new_path(cairo) }
        switch mode {
        case .fill: fillPath(using: .winding)
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            // One shadow for the fill and the stroke together.
            paintingShadow {
                setFillRule(mode == .eoFillStroke ? .evenOdd : .winding)
                prepareSource(state.fillColor)
                cairo_fill_preserve(cairo)
                strokePath()
            }
        }
    }

    /// Fills `rect`; the current path is cleared, as in CoreGraphics.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes separate segments between consecutive pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Paints `rect` fully transparent, whatever the blend mode.
    public func clear(_ rect: CGRect) {
        guard isDrawable else { return }
        cairo_save(cairo)
        cairo_new_path(cairo)
        CGPath(rect: rect, transform: nil).append(to: cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cairo)
        cairo_restore(cairo)
        storeIntoCallerBuffer()
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, which is consumed. Through a
    /// collapsed CTM the path covers no area, so nothing is left to draw into.
    public func clip(using rule: CGPathFillRule = .winding) {
        if !isDrawable { cairo_new_path(cairo) }
        setFillRule(rule)
        cairo_clip(cairo)
    }

    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects)
        clip()
    }

    public func resetClip() {
        cairo_reset_clip(cairo)
    }

    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Images

    /// Draws `image` scaled into `rect`, its first row at `rect.maxY`: upright in a
    /// y-up space, upside down in a flipped (UIKit) space — exactly CoreGraphics'
    /// behavior.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard isDrawable, image.width > 0, image.height > 0, rect.width != 0, rect.height != 0 else { return }
        paintingShadow { paint(image, in: rect) }
    }

    private func paint(_ image: CGImage, in rect: CGRect) {
        cairo_save(cairo)
        cairo_translate(cairo, rect.minX, rect.maxY)
        cairo_scale(cairo, rect.width / CGFloat(image.width), -rect.height / CGFloat(image.height))
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CGContext.cairoFilter(state.interpolationQuality))
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, 0, 0, CGFloat(image.width), CGFloat(image.height))
        cairo_clip(cairo)
        cairo_set_operator(cairo, CGContext.cairoOperator(state.blendMode))
        cairo_paint_with_alpha(cairo, state.alpha)
        cairo_restore(cairo)
    }

    package static func cairoFilter(_ quality: CGInterpolationQuality) -> cairo_filter_t {
        switch quality {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_FAST
        case .default, .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
    }

    private func setFillRule(_ rule: CGPathFillRule) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }
}
