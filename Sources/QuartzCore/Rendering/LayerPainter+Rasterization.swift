import CCairo
import CoreGraphics

/// `shouldRasterize`: the layer and its sublayers are painted into a bitmap of
/// `rasterizationScale` pixels per point, which is then drawn in the layer's
/// place with the layer's opacity (a raster composites as one image),
/// filtered like an image. At a scale below the screen's, the result is as
/// soft as on iOS.
extension LayerPainter {
    /// The largest side of a raster, in pixels; a layer that would need more
    /// is drawn directly instead.
    static let largestRasterSide: CGFloat = 8192

    /// Paints `layer` (already placed) through a raster. False when there is
    /// no raster to make (nothing visible, or too big): the caller paints it
    /// as usual.
    func paintRasterized(_ layer: CALayer, values: CALayerProperties, inheritedAlpha: Double) -> Bool {
        let extent = visibleExtent(of: layer, values: values).integral
        return paintThroughRaster(of: extent, scale: values.rasterizationScale,
                                  alpha: min(1, max(0, Double(values.opacity))) * inheritedAlpha) { raster in
            LayerPainter(cairo: raster, time: time, rasterizing: layer, piece: piece).paint(layer, placed: false, inheritedAlpha: 1)
        }
    }

    /// Paints what `draw` paints over `rect` (current user space) through a
    /// bitmap of `scale` pixels per unit, drawn back filtered like an image at
    /// `alpha`. `draw` gets a context in the same user space. False when there
    /// is no bitmap to make (an empty rectangle, no scale, or more than
    /// `largestRasterSide` pixels a side).
    @discardableResult
    func paintThroughRaster(of rect: CGRect, scale: CGFloat, alpha: Double, _ draw: (OpaquePointer) -> Void) -> Bool {
        guard scale > 0, scale.isFinite, !rect.isNull, rect.width > 0, rect.height > 0,
              max(rect.width, rect.height) * scale <= Self.largestRasterSide else { return false }
        let width = Int32((rect.width * scale).rounded(.up)), height = Int32((rect.height * scale).rounded(.up))
        guard let raster = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return false }
        defer { cairo_surface_destroy(raster) }
        if let rasterContext = cairo_create(raster) {
            cairo_scale(rasterContext, scale, scale)
            cairo_translate(rasterContext, -rect.minX, -rect.minY)
            draw(rasterContext)
            cairo_destroy(rasterContext)
        }
        cairo_surface_flush(raster)
        cairo_save(cairo)
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, 1 / scale, 1 / scale)
        cairo_set_source_surface(cairo, raster, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
        return true
    }
}
