import CCairo

extension CGColor {
    /// Makes this color Cairo's source at `alpha` (times its own): a solid
    /// color, or a pattern color's image repeated from the origin of the
    /// current user space at its scale.
    package func setAsSource(on cairo: OpaquePointer, alpha: Double) {
        func clamp(_ v: CGFloat) -> Double { Double(min(1, max(0, v))) }
        guard let image = patternImage else {
            let c = sRGBComponents
            cairo_set_source_rgba(cairo, clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.alpha) * alpha)
            return
        }
        let tiles = cairo_pattern_create_for_surface(image.surface)!
        defer { cairo_pattern_destroy(tiles) }
        cairo_pattern_set_extend(tiles, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(tiles, CAIRO_FILTER_GOOD)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(patternScale), Double(patternScale))
        cairo_pattern_set_matrix(tiles, &matrix)
        let opacity = clamp(self.alpha) * alpha
        guard opacity < 1 else {
            cairo_set_source(cairo, tiles)
            return
        }
        // A translucent pattern: the tiles faded in a group over the clip.
        cairo_push_group(cairo)
        cairo_set_source(cairo, tiles)
        cairo_paint_with_alpha(cairo, opacity)
        cairo_pop_group_to_source(cairo)
    }
}
