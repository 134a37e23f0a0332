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
        guard Self.drawsText(text), bounds.width > 0, bounds.height > 0, alpha > 0 else { return }
        // Resolving an attributed string's colors may run the app's code.
        let runs = (text.string as? NSAttributedString).map { attributed in
            onCallingThread { TextLayerTypesetter.styledRuns(of: attributed) }
        }
        guard let layout = TextLayerTypesetter.layout(text, width: bounds.width, height: bounds.height, runs: runs)
        else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        paintThroughRaster(of: bounds, scale: values.contentsPixelsPerPoint, alpha: alpha) { raster in
            let color = (text.foregroundColor ?? CGColor(gray: 0, alpha: 0)).sRGBComponents
            cairo_set_source_rgba(raster, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            cairo_move_to(raster, bounds.minX + TextLayerTypesetter.overflowOffset(of: layout, text, width: bounds.width),
                          bounds.minY)
            pango_cairo_show_layout(raster, layout)
        }
    }
}
