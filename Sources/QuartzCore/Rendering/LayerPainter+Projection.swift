import CCairo
import CoreGraphics

/// Layers placed by a perspective transform. Cairo draws through affine maps
/// only, so such a layer is painted flat into a picture of its own (at about
/// the resolution it will be seen at) and the picture is resampled through
/// the homography by Pixman, whose image transforms are projective; the
/// result is cut to the projected outline, which Cairo antialiases unless it
/// is the layer's own square edge and `allowsEdgeAntialiasing` is false.
extension LayerPainter {
    /// The largest side, in pixels, of the flat picture of a projected layer.
    static let largestProjectedSide: CGFloat = 4096

    /// Paints `layer` mapped into the current user space by `placement`.
    func paintProjected(_ layer: CALayer, values: CALayerProperties, placement: Homography, inheritedAlpha: Double) {
        let extent = visibleExtent(of: layer, values: values)
        guard !extent.isNull, extent.width > 0, extent.height > 0 else { return }
        let aliased = !values.allowsEdgeAntialiasing && extent == values.bounds && values.roundedOutline == nil
        drawProjected(extent: extent, placement: placement, alpha: 1, aliased: aliased) { flat in
            LayerPainter(cairo: flat, time: time, piece: piece).paint(layer, placed: false, inheritedAlpha: inheritedAlpha)
        }
    }

    /// Draws the picture that `draw` paints over `extent` (its own coordinates)
    /// through `placement` (those coordinates → the current user space),
    /// multiplied by `alpha`. Only the part in front of the viewer shows; its
    /// outline is cut without antialiasing when `aliased`.
    func drawProjected(extent: CGRect, placement: Homography, alpha: Double, aliased: Bool = false,
                       draw: (OpaquePointer) -> Void) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let toDevice = placement.concatenating(Homography(CGContext.affine(matrix)))
        let polygon = toDevice.visiblePolygon(of: extent)
        guard polygon.count >= 3 else { return }
        var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
        cairo_set_matrix(cairo, &matrix)
        let outline = Homography.boundingBox(of: polygon)
        let area = outline.intersection(CGRect(x: clip.x1, y: clip.y1, width: clip.x2 - clip.x1, height: clip.y2 - clip.y1))
            .integral
        guard !area.isNull, area.width >= 1, area.height >= 1, let toSource = toDevice.inverted() else { return }

        // The flat picture, as fine as the most stretched visible corner needs.
        var scale = min(Self.largestStretch(of: toDevice, over: extent), 16)
        scale = min(scale, Self.largestProjectedSide / max(extent.width, extent.height))
        guard scale > 0, scale.isFinite else { return }
        let width = Int32(max(1, (extent.width * scale).rounded(.up)))
        let height = Int32(max(1, (extent.height * scale).rounded(.up)))
        guard let flat = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return }
        defer { cairo_surface_destroy(flat) }
        // Scaled to whole pixels each way, so that the picture's edges are
        // whole pixels too (not a half-covered last column).
        let scaleX = CGFloat(width) / extent.width, scaleY = CGFloat(height) / extent.height
        if let flatContext = cairo_create(flat) {
            cairo_scale(flatContext, scaleX, scaleY)
            cairo_translate(flatContext, -extent.minX, -extent.minY)
            draw(flatContext)
            cairo_destroy(flatContext)
        }
        cairo_surface_flush(flat)

        // The projected picture over `area`: each of its pixels looks up where
        // it came from in the flat picture.
        let areaWidth = Int32(area.width), areaHeight = Int32(area.height)
        guard let projected = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, areaWidth, areaHeight) else { return }
        defer { cairo_surface_destroy(projected) }
        let areaToFlat = Homography(CGAffineTransform(translationX: area.minX, y: area.minY))
            .concatenating(toSource)
            .concatenating(Homography(CGAffineTransform(translationX: -extent.minX, y: -extent.minY)
                .concatenating(CGAffineTransform(scaleX: scaleX, y: scaleY))))
        Self.resample(flat, into: projected, through: areaToFlat)

        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        cairo_move_to(cairo, polygon[0].x, polygon[0].y)
        for point in polygon.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
        cairo_close_path(cairo)
        withEdges(aliased: aliased) { cairo_clip(cairo) }
        cairo_set_source_surface(cairo, projected, area.minX, area.minY)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }

    /// How many device pixels one unit of `rect` spans at most, over the
    /// visible corners of `rect` (a homography stretches most at a corner).
    private static func largestStretch(of map: Homography, over rect: CGRect) -> CGFloat {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        var largest: CGFloat = 0
        for corner in corners {
            let w = map.w(corner)
            guard w >= Homography.nearestW else { continue }
            let x = corner.x * map.h11 + corner.y * map.h21 + map.h31
            let y = corner.x * map.h12 + corner.y * map.h22 + map.h32
            // The Jacobian's columns: d(x/w, y/w)/dx and /dy.
            let dx = CGPoint(x: (map.h11 * w - x * map.h13) / (w * w), y: (map.h12 * w - y * map.h13) / (w * w))
            let dy = CGPoint(x: (map.h21 * w - x * map.h23) / (w * w), y: (map.h22 * w - y * map.h23) / (w * w))
            largest = max(largest, (dx.x * dx.x + dx.y * dx.y).squareRoot(), (dy.x * dy.x + dy.y * dy.y).squareRoot())
        }
        return largest
    }

    /// The side, in pixels, of the tiles a projected picture is resampled in.
    static let projectionTile: CGFloat = 32

    /// `map` over `divisor` as Pixman's fixed-point matrix, which acts on
    /// column vectors (the transpose of ours); nil when it does not fit.
    private static func fixedTransform(_ map: Homography, dividedBy divisor: CGFloat) -> pixman_transform? {
        let entries = [map.h11, map.h21, map.h31, map.h12, map.h22, map.h32, map.h13, map.h23, map.h33]
        var floating = pixman_f_transform()
        withUnsafeMutableBytes(of: &floating.m) { raw in
            let cells = raw.bindMemory(to: Double.self)
            for (index, entry) in entries.enumerated() { cells[index] = Double(entry / divisor) }
        }
        var fixed = pixman_transform()
        return pixman_transform_from_pixman_f_transform(&fixed, &floating) != 0 ? fixed : nil
    }

    /// Fills `target` from `source` (both ARGB32 image surfaces) by bilinear
    /// lookups through `targetToSource` (target pixel → source pixel).
    private static func resample(_ source: OpaquePointer, into target: OpaquePointer, through targetToSource: Homography) {
        guard let sourceData = cairo_image_surface_get_data(source),
              let targetData = cairo_image_surface_get_data(target) else { return }
        let sourceImage = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, cairo_image_surface_get_width(source), cairo_image_surface_get_height(source),
            UnsafeMutableRawPointer(sourceData).assumingMemoryBound(to: UInt32.self),
            cairo_image_surface_get_stride(source))
        let targetImage = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, cairo_image_surface_get_width(target), cairo_image_surface_get_height(target),
            UnsafeMutableRawPointer(targetData).assumingMemoryBound(to: UInt32.self),
            cairo_image_surface_get_stride(target))
        guard let sourceImage, let targetImage else { return }
        defer {
            pixman_image_unref(sourceImage)
            pixman_image_unref(targetImage)
        }
        _ = pixman_image_set_filter(sourceImage, PIXMAN_FILTER_BILINEAR, nil, 0)
        // The picture's edge pixels continue past it, so that its border is
        // decided by the cut along the projected outline alone (not softened
        // twice, by the filter and by the cut).
        pixman_image_set_repeat(sourceImage, PIXMAN_REPEAT_PAD)
        // Pixman's transforms are 16.16 fixed point: over a whole frame the
        // small perspective terms would lose too much, so the target is done
        // in tiles, each with the map restated from its own corner and scaled
        // to w = 1 at its center.
        let width = cairo_image_surface_get_width(target), height = cairo_image_surface_get_height(target)
        for tileY in stride(from: Int32(0), to: height, by: Int(Self.projectionTile)) {
            for tileX in stride(from: Int32(0), to: width, by: Int(Self.projectionTile)) {
                let tile = Homography(CGAffineTransform(translationX: CGFloat(tileX), y: CGFloat(tileY)))
                    .concatenating(targetToSource)
                let center = tile.w(CGPoint(x: Self.projectionTile / 2, y: Self.projectionTile / 2))
                guard abs(center) > 1e-12, var fixed = Self.fixedTransform(tile, dividedBy: center) else { continue }
                _ = pixman_image_set_transform(sourceImage, &fixed)
                pixman_image_composite32(PIXMAN_OP_SRC, sourceImage, nil, targetImage, 0, 0, 0, 0, tileX, tileY,
                                         min(Int32(Self.projectionTile), width - tileX),
                                         min(Int32(Self.projectionTile), height - tileY))
            }
        }
        cairo_surface_mark_dirty(target)
    }
}
