import CCairo

extension CGPath {
    /// Whether `point` lies in the area the path would fill under `rule`, after
    /// mapping the path through `transform`. Open subpaths count as closed, as when
    /// filling. Cairo answers the question (its fill test flattens curves to 0.1
    /// units, its default tolerance).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        guard !segments.isEmpty, let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else {
            return false
        }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        var t = transform
        copy(using: &t)!.append(to: cairo)
        return cairo_in_fill(cairo, point.x, point.y) != 0
    }
}
