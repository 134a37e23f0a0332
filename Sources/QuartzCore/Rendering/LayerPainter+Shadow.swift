import CCairo
import CoreGraphics

/// Layer shadows: the layer's shape (its `shadowPath`, or the alpha of
/// everything it draws) filled with the shadow color at `shadowOpacity`,
/// moved by `shadowOffset` in the layer's space, blurred with a Gaussian of
/// standard deviation `shadowRadius` (scaled to pixels with the layer;
/// wide blurs on a scaled-down mask, see LayerPainter+Backdrop.swift), and
/// painted beneath the layer. A layer that masks to its bounds clips its
/// shadow too, as Core Animation does.
extension LayerPainter {
    static func castsShadow(_ values: CALayerProperties) -> Bool {
        values.shadowOpacity > 0 && (values.shadowColor?.alpha ?? 0) > 0
    }

    /// How far a shadow reaches around the shape it is cast by, in points:
    /// three standard deviations.
    static func shadowReach(_ values: CALayerProperties) -> CGFloat {
        3 * max(0, values.shadowRadius)
    }

    /// What the shadow can cover, in the layer's coordinates, given the
    /// extent of what casts it.
    static func shadowExtent(_ values: CALayerProperties, casterExtent: CGRect) -> CGRect {
        let caster = values.shadowPath.map { $0.boundingBoxOfPath } ?? casterExtent
        guard !caster.isNull else { return .null }
        let reach = shadowReach(values)
        return caster.offsetBy(dx: values.shadowOffset.width, dy: values.shadowOffset.height)
            .insetBy(dx: -reach, dy: -reach)
    }

    /// The shadow of `path` (the layer's `shadowPath`).
    func paintShadow(of path: CGPath, values: CALayerProperties, alpha: Double) {
        guard !path.isEmpty else { return }
        paintShadow(values: values, alpha: alpha, casterExtent: path.boundingBoxOfPath) { context in
            cairo_new_path(context)
            path.append(to: context)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
            cairo_fill(context)
        }
    }

    /// The shadow of `content` (the layer painted into a group) whose
    /// painting stays inside `extent` (layer coordinates).
    func paintShadow(of content: OpaquePointer, extent: CGRect, values: CALayerProperties) {
        paintShadow(values: values, alpha: 1, casterExtent: extent) { context in
            cairo_set_source(context, content)
            cairo_paint(context)
        }
    }

    /// Renders the caster's alpha (`drawCaster`, in the layer's coordinates)
    /// into a mask in device space, blurs it, and paints the shadow color
    /// through it.
    private func paintShadow(values: CALayerProperties, alpha: Double, casterExtent: CGRect,
                             drawCaster: (OpaquePointer) -> Void) {
        guard let color = values.shadowColor, !casterExtent.isNull else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let toDevice = CGContext.affine(matrix)
        let pixelsPerPoint = abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c).squareRoot()
        let sigma = Double(max(0, values.shadowRadius) * pixelsPerPoint)
        let margin = CGFloat(GaussianBlur.radius(sigma: sigma))
        let offset = values.shadowOffset
        let deviceOffset = CGPoint(x: toDevice.a * offset.width + toDevice.c * offset.height,
                                   y: toDevice.b * offset.width + toDevice.d * offset.height)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(toDevice)
        let area = casterExtent.applying(toDevice).offsetBy(dx: deviceOffset.x, dy: deviceOffset.y)
            .insetBy(dx: -margin, dy: -margin).intersection(visible).integral
        // Nothing to show, or more than a 8K × 8K mask.
        guard !area.isNull, area.width >= 1, area.height >= 1, area.width * area.height <= 67_108_864 else { return }
        // A wide blur is computed on a smaller mask (as backdrops are): the
        // Gaussian about 3 pixels there, scaled back up bilinearly.
        let factor = max(1, (sigma / Self.downscaledSigma).rounded(.down))
        let maskWidth = Int32((area.width / factor).rounded(.up))
        let maskHeight = Int32((area.height / factor).rounded(.up))
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, maskWidth, maskHeight) else { return }
        defer { cairo_surface_destroy(mask) }
        guard let context = cairo_create(mask) else { return }
        var toMask = CGContext.cairoMatrix(
            toDevice.concatenating(CGAffineTransform(translationX: deviceOffset.x - area.minX, y: deviceOffset.y - area.minY))
                .concatenating(CGAffineTransform(scaleX: 1 / factor, y: 1 / factor)))
        cairo_set_matrix(context, &toMask)
        drawCaster(context)
        cairo_destroy(context)
        GaussianBlur.blur(a8: mask, sigma: sigma / factor)
        let c = color.sRGBComponents
        func clamp(_ v: CGFloat) -> Double { Double(min(1, max(0, v))) }
        cairo_save(cairo)
        if values.masksToBounds {
            cairo_new_path(cairo)
            (values.roundedOutline ?? CGPath(rect: values.bounds, transform: nil)).append(to: cairo)
            cairo_clip(cairo)
        }
        cairo_identity_matrix(cairo)
        cairo_set_source_rgba(cairo, clamp(c.red), clamp(c.green), clamp(c.blue),
                              clamp(c.alpha) * Double(min(1, max(0, values.shadowOpacity))) * alpha)
        cairo_translate(cairo, area.minX, area.minY)
        cairo_scale(cairo, factor, factor)
        if let pattern = cairo_pattern_create_for_surface(mask) {
            cairo_pattern_set_filter(pattern, factor > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
            cairo_mask(cairo, pattern)
            cairo_pattern_destroy(pattern)
        }
        cairo_restore(cairo)
    }
}
