import CCairo
import CoreGraphics

/// A tiled layer's tiles that show: the part of its bounds inside the clip,
/// at the level of detail nearest the device pixels it covers, each tile
/// drawn (once) when first needed.
extension LayerPainter {
    func paintTiles(of layer: CATiledLayer, values: CALayerProperties, alpha: Double) {
        guard alpha > 0 else { return }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        let level = layer.level(forZoom: devicePixelsPerUnit / values.contentsPixelsPerPoint)
        for key in layer.tileKeys(covering: visible, level: level) {
            guard let image = onCallingThread({ layer.tile(key) }) else { continue }
            let rect = layer.tileRect(for: key)
            cairo_save(cairo)
            cairo_new_path(cairo)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cairo)
            cairo_translate(cairo, rect.minX, rect.minY)
            cairo_scale(cairo, rect.width / CGFloat(image.width), rect.height / CGFloat(image.height))
            cairo_set_source_surface(cairo, image.surface, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_paint_with_alpha(cairo, alpha)
            cairo_restore(cairo)
        }
    }
}
