import CCairo
import Foundation

extension CGContext {
    /// Fills the clip with `gradient` along the line from `start` to `end`
    /// (user space): colors change along the line and are constant across it.
    /// Without `.drawsBeforeStartLocation`/`.drawsAfterEndLocation` nothing is
    /// drawn before the start or after the end. The current path is kept.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard isDrawable, let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        defer { cairo_pattern_destroy(pattern) }
        paintGradient(gradient, pattern: pattern, options: options) {
            // One side only: pad both ways, then cut away the other side.
            let length = hypot(end.x - start.x, end.y - start.y)
            guard length > 0 else { return }
            let along = CGPoint(x: (end.x - start.x) / length, y: (end.y - start.y) / length)
            let across = CGPoint(x: -along.y, y: along.x)
            let far: CGFloat = 1e6
            let keepsBefore = options.contains(.drawsBeforeStartLocation)
            // The kept half-plane: before the end line, or after the start line.
            let edge = keepsBefore ? end : start
            let away = keepsBefore ? CGPoint(x: -along.x, y: -along.y) : along
            cairo_new_path(cairo)
            cairo_move_to(cairo, edge.x + across.x * far, edge.y + across.y * far)
            cairo_line_to(cairo, edge.x - across.x * far, edge.y - across.y * far)
            cairo_line_to(cairo, edge.x - across.x * far + away.x * far, edge.y - across.y * far + away.y * far)
            cairo_line_to(cairo, edge.x + across.x * far + away.x * far, edge.y + across.y * far + away.y * far)
            cairo_close_path(cairo)
            cairo_clip(cairo)
        }
    }

    /// Fills the clip with `gradient` between two circles (user space): the
    /// start color on the start circle, the end color on the end circle.
    /// With either extension option the gradient is padded both ways (Cairo
    /// extends a radial gradient on both sides or neither: docs/PORTING.md).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard isDrawable, let pattern = cairo_pattern_create_radial(
            startCenter.x, startCenter.y, max(0, startRadius), endCenter.x, endCenter.y, max(0, endRadius)) else { return }
        defer { cairo_pattern_destroy(pattern) }
        paintGradient(gradient, pattern: pattern, options: options.isEmpty ? [] : [.drawsBeforeStartLocation,
                                                                                     .drawsAfterEndLocation],
                      clipOneSide: {})
    }

    private func paintGradient(_ gradient: CGGradient, pattern: OpaquePointer, options: CGGradientDrawingOptions,
                               clipOneSide: () -> Void) {
        for stop in gradient.stops {
            let c = stop.color.sRGBComponents
            func clamp(_ v: CGFloat) -> Double { Double(min(1, max(0, v))) }
            cairo_pattern_add_color_stop_rgba(pattern, clamp(stop.location), clamp(c.red), clamp(c.green),
                                              clamp(c.blue), clamp(c.alpha))
        }
        let both: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        // The current path survives the drawing, as in Core Graphics.
        let path = cairo_copy_path(cairo)
        defer {
            cairo_new_path(cairo)
            if let path {
                cairo_append_path(cairo, path)
                cairo_path_destroy(path)
            }
        }
        paintingShadow {
            cairo_save(cairo)
            if !options.isEmpty, options != both { clipOneSide() }
            cairo_set_source(cairo, pattern)
            cairo_set_operator(cairo, CGContext.cairoOperator(state.blendMode))
            cairo_paint_with_alpha(cairo, state.alpha)
            cairo_restore(cairo)
        }
    }
}
