import CCairo
import CoreGraphics

/// The per-layer drawing steps of `LayerCompositor`, on a Cairo context whose
/// user space is the space the layer is positioned in. Layers are drawn with
/// their presentation values at `time` (model values when nothing animates).
@MainActor
struct LayerPainter {
    let cairo: OpaquePointer
    let time: CFTimeInterval

    /// Opacity below which a layer is not drawn at all (a 0…255 channel would round
    /// it to zero).
    static let invisibleOpacity = 1.0 / 512

    func paint(_ layer: CALayer, placed: Bool, inheritedAlpha: Double) {
        paint(layer, values: layer.renderProperties(at: time), placed: placed, inheritedAlpha: inheritedAlpha)
    }

    private func paint(_ layer: CALayer, values: CALayerProperties, placed: Bool, inheritedAlpha: Double) {
        layer.hasBeenRendered = true
        guard !values.isHidden else { return }
        let opacity = min(1, max(0, Double(values.opacity)))
        guard opacity * inheritedAlpha >= Self.invisibleOpacity else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        // A collapsed (scale 0) or non-finite placement shows nothing of the
        // subtree, as on iOS; Cairo would instead enter an error state.
        if placed, !concatenate(values.transformToPosition) { return }
        let paintCount = Self.paintCount(layer, values)
        guard paintCount > 0 || values.transition != nil else { return }
        // Opacity is applied once to the flattened group, or multiplied into each
        // paint when there is only one paint or group opacity is off.
        let grouped = opacity < 1 && (values.allowsGroupOpacity && paintCount > 1 || values.transition != nil)
        let alpha = grouped ? 1 : opacity * inheritedAlpha
        if grouped {
            clipToVisibleExtent(of: layer, values: values)
            cairo_push_group(cairo)
        }
        if let transition = values.transition {
            paintTransition(transition, of: layer, values: values, alpha: alpha)
        } else {
            paintContent(layer, values: values, alpha: alpha)
        }
        if grouped {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacity * inheritedAlpha)
        }
    }

    private static func paintCount(_ layer: CALayer, _ values: CALayerProperties) -> Int {
        (visible(values.backgroundColor) ? 1 : 0)
            + (values.contents is CGImage || values.contentsCrossfade != nil ? 1 : 0)
            + (values.borderWidth > 0 && visible(values.borderColor) ? 1 : 0)
            + layer.sublayerList.count
    }

    private static func visible(_ color: CGColor?) -> Bool {
        (color?.alpha ?? 0) > 0
    }

    /// Background, masked contents and sublayers, border — in the layer's own space.
    func paintContent(_ layer: CALayer, values: CALayerProperties, alpha: Double) {
        let bounds = values.bounds
        let outline = values.cornerRadius > 0
            ? RoundedRectPath.make(bounds, radius: values.cornerRadius, corners: values.maskedCorners) : nil
        if let background = values.backgroundColor, Self.visible(background) {
            fill(outline ?? CGPath(rect: bounds, transform: nil), color: background, alpha: alpha)
        }
        let sublayers = layer.sublayerList.map { ($0, $0.renderProperties(at: time)) }
        let ordered = CALayer.drawingOrder(sublayers) { $0.1.zPosition }
        let hasContents = values.contents is CGImage || values.contentsCrossfade != nil
        // Masked content with rounded corners goes through a group cut out by the
        // outline: Cairo clips rectangles cheaply but turns any other clip into a
        // mask that every later paint pays for.
        let roundedMask = values.masksToBounds && outline != nil && (hasContents || !ordered.isEmpty)
        cairo_save(cairo)
        if values.masksToBounds {
            cairo_new_path(cairo)
            cairo_rectangle(cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_clip(cairo)
        }
        if roundedMask { cairo_push_group(cairo) }
        if let crossfade = values.contentsCrossfade {
            // The two images are added in a group of their own (clipped to where they
            // can draw): old·(1 − p) + new·p. Drawn over each other, what lies behind
            // would show through by p·(1 − p).
            cairo_save(cairo)
            cairo_new_path(cairo)
            for image in [crossfade.from, crossfade.to].compactMap({ $0 }) {
                let rect = contentsDestination(image, values: values)
                cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            }
            cairo_clip(cairo)
            cairo_push_group(cairo)
            if let from = crossfade.from { drawContents(from, values: values, alpha: alpha * (1 - crossfade.progress)) }
            cairo_set_operator(cairo, CAIRO_OPERATOR_ADD)
            if let to = crossfade.to { drawContents(to, values: values, alpha: alpha * crossfade.progress) }
            cairo_pop_group_to_source(cairo)
            cairo_paint(cairo)
            cairo_restore(cairo)
        } else if let image = values.contents as? CGImage {
            drawContents(image, values: values, alpha: alpha)
        }
        if !ordered.isEmpty {
            cairo_save(cairo)
            let sublayersShow = concatenate(values.sublayerTransformAboutAnchor)
            for (sublayer, sublayerValues) in ordered where sublayersShow {
                paint(sublayer, values: sublayerValues, placed: true, inheritedAlpha: alpha)
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
        if values.borderWidth > 0, let border = values.borderColor, Self.visible(border) {
            let width = min(values.borderWidth, min(bounds.width, bounds.height) / 2)
            let inner = RoundedRectPath.make(bounds.insetBy(dx: width, dy: width),
                                             radius: max(0, values.cornerRadius - width), corners: values.maskedCorners)
            let ring = CGMutablePath()
            ring.addPath(outline ?? CGPath(rect: bounds, transform: nil))
            ring.addPath(inner)
            fill(ring, color: border, alpha: alpha, evenOdd: true)
        }
    }

    /// The layer's new look drawn against the picture of its old look, per the
    /// transition type: crossfaded, slid in over it, pushing it out, or revealed.
    private func paintTransition(_ transition: TransitionFrame, of layer: CALayer, values: CALayerProperties,
                                 alpha: Double) {
        let p = min(1, max(0, transition.progress))
        let bounds = values.bounds
        cairo_push_group(cairo)
        paintContent(layer, values: values, alpha: 1)
        let current = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(current) }
        let (newOffset, oldOffset, newAlpha, oldAlpha, squeeze) = TransitionGeometry.frame(
            type: transition.type, subtype: transition.subtype, progress: p, size: bounds.size)
        if values.masksToBounds {
            // A masking layer keeps its transition inside its (rounded) bounds.
            cairo_new_path(cairo)
            (values.cornerRadius > 0
                ? RoundedRectPath.make(bounds, radius: values.cornerRadius, corners: values.maskedCorners)
                : CGPath(rect: bounds, transform: nil)).append(to: cairo)
            cairo_clip(cairo)
        }
        let drawOldOnTop = transition.type == .reveal
        func drawOld() {
            guard let before = transition.before, oldAlpha > 0, bounds.width > 0, bounds.height > 0 else { return }
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            guard applySqueeze(squeeze.old, bounds: bounds) else { return }
            cairo_translate(cairo, bounds.minX + oldOffset.x, bounds.minY + oldOffset.y)
            cairo_scale(cairo, bounds.width / CGFloat(before.width), bounds.height / CGFloat(before.height))
            cairo_set_source_surface(cairo, before.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_paint_with_alpha(cairo, oldAlpha * alpha)
        }
        func drawNew() {
            guard newAlpha > 0 else { return }
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            guard applySqueeze(squeeze.new, bounds: bounds) else { return }
            cairo_translate(cairo, newOffset.x, newOffset.y)
            cairo_set_source(cairo, current)
            cairo_paint_with_alpha(cairo, newAlpha * alpha)
        }
        // A crossfade (opacities summing to 1) adds the two pictures in a group of
        // their own: old·(1 − p) + new·p. Drawn over each other, what lies behind
        // the layer would show through by p·(1 − p).
        let crossfade = oldAlpha > 0 && newAlpha > 0 && oldAlpha + newAlpha <= 1 + 1e-9
        if crossfade {
            cairo_save(cairo)
            clipToVisibleExtent(of: layer, values: values)
            cairo_push_group(cairo)
        }
        if drawOldOnTop {
            drawNew()
            drawOld()
        } else {
            drawOld()
            if crossfade { cairo_set_operator(cairo, CAIRO_OPERATOR_ADD) }
            drawNew()
        }
        if crossfade {
            cairo_pop_group_to_source(cairo)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
    }

    /// Scales about the bounds' center (the flat stand-in for a flip); false
    /// when the picture is squeezed to nothing and must not be drawn.
    private func applySqueeze(_ scale: CGSize, bounds: CGRect) -> Bool {
        guard scale != CGSize(width: 1, height: 1) else { return true }
        return concatenate(CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: bounds.midX, y: bounds.midY)))
    }

    /// Puts `transform` in front of Cairo's matrix when the product can be drawn
    /// through (finite, invertible); otherwise changes nothing and returns false.
    func concatenate(_ transform: CGAffineTransform) -> Bool {
        guard !transform.isIdentity else { return true }
        var current = cairo_matrix_t()
        cairo_get_matrix(cairo, &current)
        let product = transform.concatenating(CGContext.affine(current))
        guard CGContext.canDraw(through: product) else { return false }
        var matrix = CGContext.cairoMatrix(product)
        cairo_set_matrix(cairo, &matrix)
        return true
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

    /// Where `image` is drawn by `contentsGravity` at `contentsScale`.
    private func contentsDestination(_ image: CGImage, values: CALayerProperties) -> CGRect {
        let scale = values.contentsScale > 0 ? values.contentsScale : 1
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        return values.contentsGravity.rect(forContentSize: size, in: values.bounds)
    }

    private func drawContents(_ image: CGImage, values: CALayerProperties, alpha: Double) {
        let destination = contentsDestination(image, values: values)
        guard destination.width > 0, destination.height > 0, alpha > 0 else { return }
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
    private func clipToVisibleExtent(of layer: CALayer, values: CALayerProperties) {
        // Clipping to a pixel-aligned device rectangle keeps Cairo on its fast
        // rectangular-clip path even for rotated layers.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let device = visibleExtent(of: layer, values: values).applying(CGContext.affine(matrix)).integral
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, device.minX, device.minY, device.width, device.height)
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &matrix)
    }

    /// The area (own coordinates) that a layer and its visible sublayers can paint.
    func visibleExtent(of layer: CALayer, values: CALayerProperties) -> CGRect {
        var extent = values.bounds
        if let image = values.contents as? CGImage {
            let scale = values.contentsScale > 0 ? values.contentsScale : 1
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            extent = extent.union(values.contentsGravity.rect(forContentSize: size, in: values.bounds))
        }
        if values.transition != nil {
            // Sliding transitions move a whole bounds' width or height either way.
            extent = extent.union(values.bounds.insetBy(dx: -values.bounds.width, dy: -values.bounds.height))
        }
        guard !values.masksToBounds else { return values.bounds }
        let toSelf = values.sublayerTransformAboutAnchor
        for sublayer in layer.sublayerList {
            let sublayerValues = sublayer.renderProperties(at: time)
            guard !sublayerValues.isHidden else { continue }
            let placement = sublayerValues.transformToPosition.concatenating(toSelf)
            extent = extent.union(visibleExtent(of: sublayer, values: sublayerValues).applying(placement))
        }
        return extent
    }
}

/// Offsets and opacities of the old and new pictures of a transition at progress p.
package enum TransitionGeometry {
    typealias Frame = (new: CGPoint, old: CGPoint, newAlpha: Double, oldAlpha: Double,
                       squeeze: (new: CGSize, old: CGSize))

    static func frame(type: CATransitionType, subtype: CATransitionSubtype, progress p: Double, size: CGSize) -> Frame {
        let f = CGFloat(p)
        // Unit direction the new content comes from.
        let from: CGPoint = switch subtype {
        case .fromRight: CGPoint(x: 1, y: 0)
        case .fromTop: CGPoint(x: 0, y: -1)
        case .fromBottom: CGPoint(x: 0, y: 1)
        default: CGPoint(x: -1, y: 0)
        }
        let span = CGPoint(x: from.x * size.width, y: from.y * size.height)
        let none = (new: CGSize(width: 1, height: 1), old: CGSize(width: 1, height: 1))
        switch type {
        case .moveIn:
            return (CGPoint(x: span.x * (1 - f), y: span.y * (1 - f)), .zero, 1, 1, none)
        case .push:
            return (CGPoint(x: span.x * (1 - f), y: span.y * (1 - f)), CGPoint(x: -span.x * f, y: -span.y * f), 1, 1, none)
        case .reveal:
            return (.zero, CGPoint(x: -span.x * f, y: -span.y * f), 1, 1, none)
        case TransitionGeometry.flipHorizontal, TransitionGeometry.flipVertical:
            // A flip seen flat: the old side narrows to nothing about the center,
            // then the new side widens back (cos of the turn angle).
            let turn = cos(Double.pi * p)
            let width = CGFloat(abs(turn))
            let horizontal = type == TransitionGeometry.flipHorizontal
            let scale = horizontal ? CGSize(width: width, height: 1) : CGSize(width: 1, height: width)
            return (.zero, .zero, p >= 0.5 ? 1 : 0, p < 0.5 ? 1 : 0, (new: scale, old: scale))
        default:
            return (.zero, .zero, p, 1 - p, none)
        }
    }

    /// Kumiki's transition types for UIKit's flip options.
    package static let flipHorizontal = CATransitionType(rawValue: "kumiki.flipHorizontal")
    package static let flipVertical = CATransitionType(rawValue: "kumiki.flipVertical")
}
