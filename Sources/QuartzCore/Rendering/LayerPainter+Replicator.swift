import CCairo
import CoreGraphics

/// A replicator layer's copies: its sublayers drawn `instanceCount` times,
/// each under one more `instanceTransform` (about the anchor point), at a
/// time `instanceDelay` earlier, and multiplied by the instance's color —
/// alpha by painting with it, red, green and blue by Pixman's
/// component-alpha multiply of the copy painted into a group.
extension LayerPainter {
    func paintReplicas(_ replicator: ReplicatorLayerProperties, sublayers: [(CALayer, CALayerProperties)],
                       values: CALayerProperties, alpha: Double) {
        let anchor = values.anchorInBounds
        let step = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(replicator.instanceTransform.affinePart)
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        var transform = CGAffineTransform.identity
        for index in 0..<max(0, replicator.instanceCount) {
            defer { transform = transform.concatenating(step) }
            let color = replicator.color(ofInstance: index)
            guard color.alpha * alpha >= Self.invisibleOpacity else { continue }
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            guard concatenate(transform) else { continue }
            let painter = LayerPainter(cairo: cairo, time: time - Double(index) * replicator.instanceDelay, piece: piece)
            let tints = color.red < 1 || color.green < 1 || color.blue < 1
            if tints { cairo_push_group(cairo) }
            for (sublayer, _) in sublayers {
                painter.paint(sublayer, placed: true, inheritedAlpha: tints ? 1 : alpha * color.alpha)
            }
            if tints {
                let copy = cairo_pop_group(cairo)!
                Self.multiply(copy, by: color)
                cairo_set_source(cairo, copy)
                cairo_paint_with_alpha(cairo, alpha * color.alpha)
                cairo_pattern_destroy(copy)
            }
        }
    }

    /// Multiplies each channel of a group's pixels by the color's (alpha
    /// left to the caller).
    private static func multiply(_ group: OpaquePointer, by color: (red: Double, green: Double, blue: Double,
                                                                  alpha: Double)) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(surface)
        let width = cairo_image_surface_get_width(surface)
        let height = cairo_image_surface_get_height(surface)
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        let stride = cairo_image_surface_get_stride(surface)
        func channel(_ value: Double) -> UInt16 { UInt16(min(1, max(0, value)) * 65535) }
        var fill = pixman_color_t(red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
                                  alpha: 65535)
        guard let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, width, height, pixels, stride),
              let product = pixman_image_create_bits(PIXMAN_a8r8g8b8, width, height, nil, 0),
              let mask = pixman_image_create_solid_fill(&fill) else { return }
        defer {
            pixman_image_unref(image)
            pixman_image_unref(product)
            pixman_image_unref(mask)
        }
        pixman_image_set_component_alpha(mask, 1)
        pixman_image_composite32(PIXMAN_OP_SRC, image, mask, product, 0, 0, 0, 0, 0, 0, width, height)
        pixman_image_composite32(PIXMAN_OP_SRC, product, nil, image, 0, 0, 0, 0, 0, 0, width, height)
        cairo_surface_mark_dirty(surface)
    }
}
