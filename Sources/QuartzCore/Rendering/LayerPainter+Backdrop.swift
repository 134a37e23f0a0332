import CCairo
import CoreGraphics

/// A backdrop blur: the pixels already drawn behind the layer (on the frame
/// being composited), blurred and painted inside the layer's outline. Large
/// blurs are computed on a smaller copy — scaled down so that the standard
/// deviation is about 3 pixels there, blurred, and scaled back up with
/// bilinear filtering — which looks the same on a smooth blur and costs a
/// fraction of the full-size convolution.
extension LayerPainter {
    /// The standard deviation, in pixels, at which a downscaled copy is blurred.
    static let downscaledSigma: Double = 3

    func paintBackdrop(radius: CGFloat, bounds: CGRect, outline: CGPath?, alpha: Double) {
        guard radius > 0, bounds.width > 0, bounds.height > 0, let target = cairo_get_target(cairo) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let toDevice = CGContext.affine(matrix)
        let pixelsPerPoint = abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c).squareRoot()
        let sigma = Double(radius * pixelsPerPoint)
        let margin = CGFloat(GaussianBlur.radius(sigma: sigma))
        let area = bounds.applying(toDevice).insetBy(dx: -margin, dy: -margin).integral
        let width = Int(cairo_image_surface_get_width(target))
        let height = Int(cairo_image_surface_get_height(target))
        // A piece of a frame (damage tracking) keeps the frame's device space.
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let frame = CGRect(x: -offsetX, y: -offsetY, width: Double(width), height: Double(height))
        guard width > 0, height > 0, area.intersects(frame), area.width * area.height <= 67_108_864 else { return }
        let factor = max(1, (sigma / Self.downscaledSigma).rounded(.down))
        let smallWidth = Int32((area.width / factor).rounded(.up))
        let smallHeight = Int32((area.height / factor).rounded(.up))
        guard let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, smallWidth, smallHeight) else { return }
        defer { cairo_surface_destroy(small) }
        cairo_surface_flush(target)
        if let copier = cairo_create(small) {
            cairo_scale(copier, 1 / factor, 1 / factor)
            cairo_set_source_surface(copier, target, -area.minX, -area.minY)
            // The screen's edge pixels continue past it, so edges do not darken.
            cairo_pattern_set_extend(cairo_get_source(copier), CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(cairo_get_source(copier), CAIRO_FILTER_GOOD)
            cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
            cairo_paint(copier)
            cairo_destroy(copier)
        }
        GaussianBlur.blur(argb: small, sigma: sigma / factor)
        cairo_save(cairo)
        cairo_new_path(cairo)
        (outline ?? CGPath(rect: bounds, transform: nil)).append(to: cairo)
        cairo_clip(cairo)
        cairo_identity_matrix(cairo)
        cairo_translate(cairo, area.minX, area.minY)
        cairo_scale(cairo, factor, factor)
        cairo_set_source_surface(cairo, small, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }
}
