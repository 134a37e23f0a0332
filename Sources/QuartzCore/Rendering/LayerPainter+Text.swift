import CCairo
import CoreGraphics

/// A text layer's string, laid out in its bounds and drawn from their top
/// into a bitmap of `contentsScale` pixels per point, which is then drawn in
/// the layer's place (soft on a finer screen, as Core Animation's backing
/// store is).
extension LayerPainter {
    static func drawsText(_ text: TextLayerProperties) -> Bool {
        guard let string = (text.string as? String) ?? (text.string as? NSAttributedString)?.string else { return false }
        return !string.isEmpty
    }

    func paintText(_ text: TextLayerProperties, values: CALayerProperties, alpha: Double) {
        let bounds = values.bounds
        guard Self.drawsText(text), bounds.width > 0, bounds.height > 0, alpha > 0,
              let layout = TextLayerTypesetter.layout(text, width: bounds.width, height: bounds.height) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let scale = values.contentsPixelsPerPoint
        let width = Int32((bounds.width * scale).rounded(.up)), height = Int32((bounds.height * scale).rounded(.up))
        guard max(width, height) <= Int32(Self.largestRasterSide),
              let raster = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return }
        defer { cairo_surface_destroy(raster) }
        if let context = cairo_create(raster) {
            cairo_scale(context, scale, scale)
            let color = (text.foregroundColor ?? CGColor(gray: 0, alpha: 0)).sRGBComponents
            cairo_set_source_rgba(context, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            cairo_move_to(context, TextLayerTypesetter.overflowOffset(of: layout, text, width: bounds.width), 0)
            pango_cairo_show_layout(context, layout)
            cairo_destroy(context)
        }
        cairo_surface_flush(raster)
        cairo_save(cairo)
        cairo_translate(cairo, bounds.minX, bounds.minY)
        cairo_scale(cairo, 1 / scale, 1 / scale)
        cairo_set_source_surface(cairo, raster, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }
}
