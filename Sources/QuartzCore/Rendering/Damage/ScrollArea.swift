import CCairo
import CoreGraphics

/// Where a layer's sublayers show over one opaque, uniform color — its own
/// background, or, for a layer that draws nothing of its own, an
/// ancestor's with nothing painted since (`isOpaque` false: the tracker
/// looks for it) —, neither cut nor covered by anything of its ancestors:
/// there, a move of all its sublayers by whole device pixels (a scroll)
/// moves the frame's pixels and changes nothing else, so the frame buffer's
/// pixels can be moved instead of painted again (`DamageTracker`,
/// `FrameShift`).
struct ScrollArea: Equatable {
    /// The whole device pixels, cut to the frame.
    let pixels: DamageRegion.PixelRect
    /// The device pixels the layer's sublayers are cut to by its
    /// `masksToBounds` (every pixel its bounds touch); nil when it does not
    /// clip them.
    let sublayerClip: DamageRegion.PixelRect?
    /// Whether the layer's own opaque background fills the area; false for
    /// a layer that draws nothing of its own.
    let isOpaque: Bool

    /// The area of a layer with `values`, placed by `matrix` (user to
    /// device) and painted with `alpha` (its own opacity times its
    /// ancestors'), whose ancestors leave its subtree uncut and uncovered
    /// within `limit` (`limit(forSublayersOf:matrix:within:)`). Nil unless
    /// all the layer paints of its own is an opaque background, or nothing,
    /// upright: no contents, gradient, text, shape, particles, tiles,
    /// shadow, backdrop or border (on a layer without a background), nothing
    /// blended or grouped (`asUnit`), no 3-D.
    static func of(_ layer: CALayer, values: CALayerProperties, matrix: cairo_matrix_t, alpha: Double, asUnit: Bool,
                   within limit: DamageRegion.PixelRect?) -> ScrollArea? {
        let background = values.backgroundColor?.alpha ?? 0
        let isOpaque = background >= 1
        guard let limit, !asUnit, alpha >= 1, isOpaque || (background <= 0 && !hasBorder(values)),
              values.gradient == nil, values.contents == nil, values.contentsCrossfade == nil, values.text == nil,
              values.shape == nil, values.emitter == nil, values.backdropBlurRadius == nil, values.replicator == nil,
              !values.preservesDepth, !LayerPainter.castsShadow(values), !(layer is CATiledLayer),
              let pixels = interior(of: values, matrix: matrix, roundedAlways: isOpaque)?.clipped(to: limit),
              !pixels.isEmpty else { return nil }
        return ScrollArea(pixels: pixels, sublayerClip: values.masksToBounds ? touched(values.bounds, matrix: matrix) : nil,
                          isOpaque: isOpaque)
    }

    private static func hasBorder(_ values: CALayerProperties) -> Bool {
        values.borderWidth > 0 && (values.borderColor?.alpha ?? 0) > 0
    }

    /// The pixels within which the sublayers of a layer with `values`,
    /// placed by `matrix`, are neither cut by a clip's edge nor covered by
    /// a border, its ancestors leaving `limit`; nil (nowhere) when that is
    /// not a rectangle of whole pixels (a clip or border turned or skewed).
    static func limit(forSublayersOf values: CALayerProperties, matrix: cairo_matrix_t,
                      within limit: DamageRegion.PixelRect?) -> DamageRegion.PixelRect? {
        guard let limit else { return nil }
        guard values.masksToBounds || hasBorder(values) else { return limit }
        return interior(of: values, matrix: matrix, roundedAlways: false)?.clipped(to: limit)
    }

    /// The whole device pixels inside the layer's bounds that its rounded
    /// corners (when it clips, or `roundedAlways`: its background is
    /// rounded either way) and its border leave whole. A corner takes at
    /// most twice its radius from the top and bottom (a continuous curve
    /// starts about 1.53 radii from the corner); the full width stays
    /// between them. Nil when the matrix turns or skews.
    private static func interior(of values: CALayerProperties, matrix: cairo_matrix_t,
                                 roundedAlways: Bool) -> DamageRegion.PixelRect? {
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx != 0, matrix.yy != 0 else { return nil }
        let bordered = hasBorder(values)
        let border = bordered ? values.borderWidth : 0
        let rounded = values.cornerRadius > 0 && !values.maskedCorners.isEmpty
            && (roundedAlways || values.masksToBounds || bordered)
        let bounds = values.bounds
        let vertical = min(bounds.height / 2, max(border, rounded ? 2 * values.cornerRadius : 0))
        let inside = bounds.insetBy(dx: min(bounds.width / 2, border), dy: vertical)
        guard let device = deviceBox(of: inside, matrix: matrix) else { return nil }
        let x0 = Int(device.minX.rounded(.up)), y0 = Int(device.minY.rounded(.up))
        let x1 = Int(device.maxX.rounded(.down)), y1 = Int(device.maxY.rounded(.down))
        return DamageRegion.PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Every device pixel `rect` touches, for an upright matrix.
    private static func touched(_ rect: CGRect, matrix: cairo_matrix_t) -> DamageRegion.PixelRect? {
        guard let device = deviceBox(of: rect, matrix: matrix) else { return nil }
        let x0 = Int(device.minX.rounded(.down)), y0 = Int(device.minY.rounded(.down))
        return DamageRegion.PixelRect(x: x0, y: y0, width: Int(device.maxX.rounded(.up)) - x0,
                                      height: Int(device.maxY.rounded(.up)) - y0)
    }

    /// `rect` in device space through an upright `matrix`; nil when it is
    /// not finite or lies too far out to count in pixels.
    private static func deviceBox(of rect: CGRect, matrix: cairo_matrix_t) -> CGRect? {
        let xs = (matrix.x0 + matrix.xx * Double(rect.minX), matrix.x0 + matrix.xx * Double(rect.maxX))
        let ys = (matrix.y0 + matrix.yy * Double(rect.minY), matrix.y0 + matrix.yy * Double(rect.maxY))
        let box = CGRect(x: min(xs.0, xs.1), y: min(ys.0, ys.1), width: abs(xs.1 - xs.0), height: abs(ys.1 - ys.0))
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite,
              max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY)) < 1e9 else { return nil }
        return box
    }
}
