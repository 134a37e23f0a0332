import CCairo
import Foundation

/// A shadow as the graphics state holds it (see `CGContext.setShadow(offset:blur:color:)`).
struct ShadowState {
    /// Base-space offset: device pixels, y down.
    var offset: CGSize
    /// Apple's blur value: about twice the Gaussian's standard deviation, in device pixels.
    var blur: CGFloat
    var color: CGColor
}

/// Shadows, part of the graphics state as in Core Graphics.
extension CGContext {
    /// The largest blur Kumiki draws (σ = 100 pixels, a kernel of 601 taps); larger
    /// values count as this, keeping the convolution's cost bounded.
    static let largestShadowBlur: CGFloat = 200

    /// The color `setShadow(offset:blur:)` uses: black at 1/3 alpha, as Apple documents.
    static let defaultShadowColor = CGColor(gray: 0, alpha: 1.0 / 3.0)

    /// Makes every later drawing operation (filling or stroking a path, filling a
    /// rectangle, drawing an image or a gradient, ending a transparency layer) paint a
    /// shadow first: the operation's alpha coverage, moved by `offset`, blurred by `blur`,
    /// painted in `color` (times the global alpha) with the current blend mode and clip;
    /// then the operation itself on top.
    ///
    /// - Parameters:
    ///   - offset: in the context's base space, which the CTM does not affect: the
    ///     bitmap's pixels times `shadowBaseScale` (points in UIKit's contexts),
    ///     positive `width` to the right and positive `height` **down**
    ///     the image (towards its last row). That is iOS's convention for every context
    ///     since iOS 3.2, whose base space has its origin at the top left, so a shadow
    ///     under a UIKit drawing has a positive height; it holds in Kumiki's y-up
    ///     `CGContext(data:…)` bitmaps and in UIKit's flipped contexts alike. A scale
    ///     added to the CTM scales neither `offset` nor `blur`.
    ///   - blur: the softness in base-space units, 0 for a hard edge; negative counts as 0,
    ///     and anything above 200 (a deviation, to bound the cost) as 200.
    ///     As in Core Graphics it is about twice the standard deviation of the Gaussian:
    ///     Kumiki blurs with σ = blur / 2, sampled out to 3σ, so a straight edge's shadow
    ///     is at half strength on the edge and fades out `1.5 × blur` pixels beyond it.
    ///   - color: the shadow color; nil, or a color with zero alpha, turns shadows off
    ///     (so does an offset that is not finite).
    ///
    /// `saveGState()` / `restoreGState()` save and restore the shadow. Drawing inside a
    /// transparency layer casts no shadow of its own: the layer casts one shadow for all
    /// of it when it ends, as in Core Graphics. `clear(_:)` casts none.
    ///
    /// The shadow is cast by the operation as the current clip cuts it, and is itself
    /// cut by the clip (a shadow that falls outside the clip is not seen, as on iOS).
    /// Deviations: the bitmap's bounds count as part of the clip, so the part of a shape
    /// that lies outside the bitmap casts no shadow (a shape cut by the bitmap's edge has
    /// a lighter blurred shadow within `1.5 × blur` of that edge). UIKit's contexts
    /// (image renderers, `draw(_:)`) and layer backing stores put their scale in the
    /// base space (`shadowBaseScale`), so there `offset` and `blur` are points; in a
    /// plain `CGContext(data:…)` bitmap they are pixels. Text drawn by UIKit casts
    /// the shadow too (`paintingShadow(_:)`).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite else {
            state.shadow = nil
            return
        }
        let blur = blur.isNaN ? 0 : min(max(0, blur), CGContext.largestShadowBlur)
        state.shadow = ShadowState(offset: offset, blur: blur, color: color)
    }

    /// `setShadow(offset:blur:color:)` with black at 1/3 alpha.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGContext.defaultShadowColor)
    }

    /// Runs `draw` — one drawing operation on `cairo` — so that it casts the current
    /// shadow: the operation is drawn into a group (with normal blending and full alpha),
    /// the group's alpha is moved, blurred and painted in the shadow color, then the
    /// group is painted with the state's blend mode and alpha. Without a shadow, or when
    /// nested inside another shadowed operation, `draw` runs as is. Kumiki addition,
    /// for code that draws on `cairo` directly (text).
    package func paintingShadow(_ draw: () -> Void) {
        // The operation is complete when the outermost one returns: the
        // caller's buffer gets it then.
        defer { if !isPaintingShadowedOperation { storeIntoCallerBuffer() } }
        guard let shadow = state.shadow, isDrawable, !isPaintingShadowedOperation else { return draw() }
        let (alpha, blendMode) = (state.alpha, state.blendMode)
        isPaintingShadowedOperation = true
        state.alpha = 1
        state.blendMode = .normal
        cairo_push_group(cairo)
        draw()
        let group = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(group) }
        state.alpha = alpha
        state.blendMode = blendMode
        isPaintingShadowedOperation = false

        paintShadow(of: group, shadow)
        cairo_save(cairo)
        cairo_set_source(cairo, group)
        cairo_set_operator(cairo, CGContext.cairoOperator(blendMode))
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }

    /// Paints the shadow of `group` (a popped Cairo group) in device space.
    private func paintShadow(of group: OpaquePointer, _ shadow: ShadowState) {
        var groupSurface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &groupSurface) == CAIRO_STATUS_SUCCESS,
              let groupSurface, cairo_surface_get_type(groupSurface) == CAIRO_SURFACE_TYPE_IMAGE,
              let ink = CGContext.inkBounds(of: groupSurface) else { return }
        // The group covers the clip's extents: its pixel (0, 0) is device pixel (−offset).
        var deviceX = 0.0, deviceY = 0.0
        cairo_surface_get_device_offset(groupSurface, &deviceX, &deviceY)
        let groupX = Int(-deviceX), groupY = Int(-deviceY)

        let scale = shadowBaseScale > 0 && shadowBaseScale.isFinite ? shadowBaseScale : 1
        let dx = shadow.offset.width * scale, dy = shadow.offset.height * scale
        let sigma = Double(shadow.blur * scale) / 2
        let reach = GaussianBlur.radius(sigma: sigma)
        // Source pixels whose shadow can land in the bitmap: the painted pixels widened
        // by the blur's reach, within the bitmap moved back by the offset (also widened).
        let reachOut = CGFloat(reach)
        let lowX = max(CGFloat(groupX + ink.minX - reach), (-dx).rounded(.down) - reachOut)
        let lowY = max(CGFloat(groupY + ink.minY - reach), (-dy).rounded(.down) - reachOut)
        let highX = min(CGFloat(groupX + ink.maxX + reach), (CGFloat(width) - dx).rounded(.up) + reachOut)
        let highY = min(CGFloat(groupY + ink.maxY + reach), (CGFloat(height) - dy).rounded(.up) + reachOut)
        guard highX > lowX, highY > lowY else { return }
        let minX = Int(lowX), minY = Int(lowY), maxX = Int(highX), maxY = Int(highY)

        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(maxX - minX), Int32(maxY - minY))!
        defer { cairo_surface_destroy(mask) }
        let pen = cairo_create(mask)!
        // Place the group by its pixels, whatever device offset Cairo gave it.
        cairo_surface_set_device_offset(groupSurface, 0, 0)
        cairo_set_source_surface(pen, groupSurface, Double(groupX - minX), Double(groupY - minY))
        cairo_paint(pen)
        cairo_destroy(pen)
        cairo_surface_set_device_offset(groupSurface, deviceX, deviceY)
        // Only the mask pixels that land in the bitmap need blurring: mask column i lands
        // on device column minX + dx + i (a pixel's margin for a fractional offset).
        let firstX = Int((-CGFloat(minX) - dx).rounded(.down)) - 1
        let firstY = Int((-CGFloat(minY) - dy).rounded(.down)) - 1
        let keptX = max(0, firstX), keptY = max(0, firstY)
        let keptWidth = min(maxX - minX, firstX + width + 3) - keptX
        let keptHeight = min(maxY - minY, firstY + height + 3) - keptY
        guard keptWidth > 0, keptHeight > 0 else { return }
        GaussianBlur.blur(a8: mask, sigma: sigma,
                           keeping: (Int32(keptX), Int32(keptY), Int32(keptWidth), Int32(keptHeight)))

        let c = shadow.color.sRGBComponents
        func clamp(_ v: CGFloat) -> CGFloat { min(1, max(0, v)) }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_rgba(cairo, clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.alpha) * state.alpha)
        cairo_set_operator(cairo, CGContext.cairoOperator(state.blendMode))
        cairo_mask_surface(cairo, mask, CGFloat(minX) + dx, CGFloat(minY) + dy)
        cairo_restore(cairo)
    }

    /// The smallest pixel rectangle (min inclusive, max exclusive) holding every pixel
    /// of an ARGB32 image surface with nonzero alpha; nil when all are transparent. The
    /// shadow is blurred over this much only, not over the whole clip.
    static func inkBounds(of surface: OpaquePointer) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return nil }
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            guard let first = (0..<width).first(where: { row[$0] >> 24 != 0 }) else { continue }
            let last = (first..<width).last(where: { row[$0] >> 24 != 0 })!
            minX = min(minX, first)
            maxX = max(maxX, last)
            if minY == height { minY = y }
            maxY = y
        }
        return maxX < 0 ? nil : (minX, minY, maxX + 1, maxY + 1)
    }
}
