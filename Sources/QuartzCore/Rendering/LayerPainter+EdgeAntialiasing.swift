import CCairo
import CoreGraphics

/// Aliased edges (`allowsEdgeAntialiasing` false, the default): a layer
/// whose edges the current transform turns off the pixel grid draws its
/// background, contents, border and bounds clip with Cairo's antialiasing
/// off, so each edge pixel is in or out by its center as on iOS's GPU.
/// Axis-aligned layers are unaffected (their edges land where they always
/// did), and so is a rounded outline, whose curve iOS draws smooth in the
/// layer's own texture.
extension LayerPainter {
    /// Whether the layer's own edges are drawn aliased under the current
    /// transform.
    func aliasesEdges(_ values: CALayerProperties, outline: CGPath?) -> Bool {
        guard !values.allowsEdgeAntialiasing, outline == nil else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return !Self.isRectilinear(matrix)
    }

    /// Runs `draw` with antialiasing off when `aliased`.
    func withEdges(aliased: Bool, _ draw: () -> Void) {
        guard aliased else { return draw() }
        let previous = cairo_get_antialias(cairo)
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE)
        draw()
        cairo_set_antialias(cairo, previous)
    }

    /// Whether `matrix` keeps horizontal and vertical lines horizontal or
    /// vertical (scales, translations, quarter turns, mirrors). The
    /// tolerance is relative, so that a rotation of 1e-9 radians left by
    /// arithmetic does not count as a turn.
    static func isRectilinear(_ matrix: cairo_matrix_t) -> Bool {
        let size = max(abs(matrix.xx), abs(matrix.yx), abs(matrix.xy), abs(matrix.yy))
        let tolerance = size * 1e-9
        return (abs(matrix.yx) <= tolerance && abs(matrix.xy) <= tolerance)
            || (abs(matrix.xx) <= tolerance && abs(matrix.yy) <= tolerance)
    }
}
