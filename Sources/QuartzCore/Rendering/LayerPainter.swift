import CCairo
import CoreGraphics

/// The per-layer drawing steps of `LayerCompositor`, on a Cairo context whose
/// user space is the space the layer is positioned in.
@MainActor
struct LayerPainter {
    let cairo: OpaquePointer

    /// Opacity below which a layer is not drawn at all (a 0…255 channel would round
    /// it to zero).
    static let invisibleOpacity = 1.0 / 512

    func paint(_ layer: CALayer, placed: Bool, inheritedAlpha: Double) {
        guard !layer.isHidden else { return }
        let opacity = min(1, max(0, Double(layer.opacity)))
        guard opacity * inheritedAlpha >= Self.invisibleOpacity else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if placed {
            var matrix = CGContext.cairoMatrix(layer.transformToPosition)
            cairo_transform(cairo, &matrix)
        }
        let bounds = layer.bounds
        let background = visibleColor(layer.backgroundColor)
        let border = layer.borderWidth > 0 ? visibleColor(layer.borderColor) : nil
        let image = layer.contents as? CGImage
        let sublayers = layer.sublayersInDrawingOrder
        let paintCount = (background != nil ? 1 : 0) + (image != nil ? 1 : 0) + (border != nil ? 1 : 0) + sublayers.count
        guard paintCount > 0 else { return }

        // Opacity is applied once to the flattened group, or multiplied into each
        // paint when there is only one paint or group opacity is off.
        let grouped = opacity < 1 && layer.allowsGroupOpacity && paintCount > 1
        let alpha = grouped ? 1 : opacity * inheritedAlpha
        if grouped {
            clipToVisibleExtent(of: layer)
            cairo_push_group(cairo)
        }
        let outline = layer.cornerRadius > 0
            ? RoundedRectPath.make(bounds, radius: layer.cornerRadius, corners: layer.maskedCorners) : nil
        if let background {
            fill(outline ?? CGPath(rect: bounds, transform: nil), color: background, alpha: alpha)
        }
        // Masked content with rounded corners goes through a group cut out by the
        // outline: Cairo clips rectangles cheaply but turns any other clip into a
        // mask that every later paint pays for.
        let roundedMask = layer.masksToBounds && outline != nil && (image != nil || !sublayers.isEmpty)
        cairo_save(cairo)
        if layer.masksToBounds {
            cairo_new_path(cairo)
            cairo_rectangle(cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_clip(cairo)
        }
        if roundedMask { cairo_push_group(cairo) }
        if let image {
            drawContents(image, of: layer, alpha: alpha)
        }
        if !sublayers.isEmpty {
            cairo_save(cairo)
            var matrix = CGContext.cairoMatrix(layer.sublayerTransformAboutAnchor)
            cairo_transform(cairo, &matrix)
            for sublayer in sublayers {
                paint(sublayer, placed: true, inheritedAlpha: alpha)
            }
            cairo_restore(cairo)
        }
        if roundedMask, let outline {
            cairo_pop_group_to_source(cairo)
            cairo_new_path(cairo)
            outline.append(to: cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        }
        cairo_restore(cairo)
        if let border {
            let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
            let inner = RoundedRectPath.make(bounds.insetBy(dx: width, dy: width),
                                             radius: max(0, layer.cornerRadius - width), corners: layer.maskedCorners)
            let ring = CGMutablePath()
            ring.addPath(outline ?? CGPath(rect: bounds, transform: nil))
            ring.addPath(inner)
            fill(ring, color: border, alpha: alpha, evenOdd: true)
        }
        if grouped {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacity * inheritedAlpha)
        }
    }

    private func visibleColor(_ color: CGColor?) -> CGColor? {
        guard let color, color.alpha > 0 else { return nil }
        return color
    }

    private func fill(_ path: CGPath, color: CGColor, alpha: Double, evenOdd: Bool = false) {
        let c = color.sRGBComponents
        func clamp(_ v: CGFloat) -> Double { Double(min(1, max(0, v))) }
        cairo_set_source_rgba(cairo, clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.alpha) * alpha)
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_new_path(cairo)
        path.append(to: cairo)
        cairo_fill(cairo)
    }

    private func drawContents(_ image: CGImage, of layer: CALayer, alpha: Double) {
        let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let destination = layer.contentsGravity.rect(forContentSize: size, in: layer.bounds)
        guard destination.width > 0, destination.height > 0 else { return }
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, destination.minX, destination.minY, destination.width, destination.height)
        cairo_clip(cairo)
        cairo_translate(cairo, destination.minX, destination.minY)
        cairo_scale(cairo, destination.width / CGFloat(image.width), destination.height / CGFloat(image.height))
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }

    /// Limits an opacity group to what the layer can touch, so a small translucent
    /// layer does not allocate a full-frame group.
    private func clipToVisibleExtent(of layer: CALayer) {
        // Clipping to a pixel-aligned device rectangle keeps Cairo on its fast
        // rectangular-clip path even for rotated layers.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let device = Self.visibleExtent(of: layer).applying(CGContext.affine(matrix)).integral
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, device.minX, device.minY, device.width, device.height)
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &matrix)
    }

    /// The area (own coordinates) that a layer and its visible sublayers can paint.
    static func visibleExtent(of layer: CALayer) -> CGRect {
        var extent = layer.bounds
        if let image = layer.contents as? CGImage {
            let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            extent = extent.union(layer.contentsGravity.rect(forContentSize: size, in: layer.bounds))
        }
        guard !layer.masksToBounds else { return layer.bounds }
        let toSelf = layer.sublayerTransformAboutAnchor
        for sublayer in layer.sublayerList where !sublayer.isHidden {
            let placement = sublayer.transformToPosition.concatenating(toSelf)
            extent = extent.union(visibleExtent(of: sublayer).applying(placement))
        }
        return extent
    }
}
