import CCairo
import Foundation

/// Painting a frame's damage in pieces: each damaged rectangle on a surface
/// of its own, with a margin, copied into the frame buffer. With
/// `paintsInBands`, a large rectangle is cut into bands of rows painted on
/// several threads at once.
extension LayerCompositor {
    /// The pieces `damage` is painted in: its rectangles, a large one (at
    /// least a sixteenth of the frame, and two margins high per band) cut
    /// into `bandCount` bands when `paintsInBands`. A cut never crosses one
    /// of `readers` (the reach of a backdrop blur or a shadow, which must be
    /// painted in one piece to see all it reads): it moves below it.
    func pieces(of damage: DamageRegion, readers: [DamageRegion.PixelRect]) -> [DamageRegion.PixelRect] {
        guard paintsInBands else { return damage.rects }
        return damage.rects.flatMap { rect -> [DamageRegion.PixelRect] in
            guard rect.area * 16 >= frameRect.area, rect.height >= bandCount * 2 * Self.pieceMargin else { return [rect] }
            let crossing = readers.filter { $0.x < rect.maxX && rect.x < $0.maxX }
            var cuts: [Int] = []
            for band in 1..<bandCount {
                var cut = rect.y + rect.height * band / bandCount
                while let reader = crossing.first(where: { $0.y < cut && cut < $0.maxY }) { cut = reader.maxY }
                if cut > (cuts.last ?? rect.y), cut < rect.maxY { cuts.append(cut) }
            }
            var bands: [DamageRegion.PixelRect] = []
            var top = rect.y
            for bottom in cuts + [rect.maxY] {
                bands.append(DamageRegion.PixelRect(x: rect.x, y: top, width: rect.width, height: bottom - top))
                top = bottom
            }
            return bands
        }
    }

    /// Paints each piece apart (on `threads` threads when there are several
    /// pieces), skipping subtrees that miss it by this frame's damage
    /// `nodes`, and copies it into the frame buffer. False when a piece
    /// could not be painted (Cairo in an error state).
    func paintApart(_ pieces: [DamageRegion.PixelRect], _ roots: [CALayer], at time: CFTimeInterval,
                    nodes: [DamageNode]) -> Bool {
        let rootNodes = Self.byLayer(nodes)
        cairo_surface_flush(surface)
        guard let frame = cairo_image_surface_get_data(surface) else { return false }
        let frameStride = Int(cairo_image_surface_get_stride(surface))
        let parallel = threads > 1 && pieces.count > 1
        let work = pieces.map { _ in parallel ? PiecePainting(threads: .shared) : nil }
        let painted = UnsafeMutableBufferPointer<Bool>.allocate(capacity: pieces.count)
        painted.initialize(repeating: false)
        defer { painted.deallocate() }
        let jobs = pieces.indices.map { index in
            { [self] in
                painted[index] = paint(pieces[index], roots, at: time, rootNodes: rootNodes, piece: work[index],
                                       into: frame, stride: frameStride)
            }
        }
        RenderingThreads.shared.run(jobs, threads: parallel ? threads : 1)
        for piece in work { piece?.finish() }
        cairo_surface_mark_dirty(surface)
        return painted.allSatisfy { $0 }
    }

    /// Paints `rect` on a surface of its own (unclipped: Cairo fills curves
    /// through a clip with other rounding than without one) with a
    /// `pieceMargin` around it, then copies its rows into the frame buffer
    /// at `frame` — rows no other piece writes. Safe on any thread: the
    /// painter leaves what it must not do to `piece`.
    private func paint(_ rect: DamageRegion.PixelRect, _ roots: [CALayer], at time: CFTimeInterval,
                       rootNodes: [UInt64: DamageNode], piece: PiecePainting?,
                       into frame: UnsafeMutablePointer<UInt8>, stride frameStride: Int) -> Bool {
        let rect = rect.clipped(to: frameRect)
        let drawn = rect.outset(by: Self.pieceMargin).clipped(to: frameRect)
        guard !rect.isEmpty else { return false }
        // A surface starts cleared, unless what is painted first sets every pixel of it anyway.
        var uncleared: UnsafeMutableRawPointer?
        let created: OpaquePointer?
        if startsWithOpaqueFill(of: drawn, roots: roots, rootNodes: rootNodes, at: time) {
            let rowBytes = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(drawn.width)))
            let bytes = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * drawn.height, alignment: 16)
            uncleared = bytes
            created = cairo_image_surface_create_for_data(bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(drawn.width), Int32(drawn.height), Int32(rowBytes))
        } else {
            created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(drawn.width), Int32(drawn.height))
        }
        defer { uncleared?.deallocate() }
        guard let surface = created else { return false }
        defer { cairo_surface_destroy(surface) }
        // The piece keeps the frame's device space: its first pixel is the rectangle's.
        cairo_surface_set_device_offset(surface, Double(-drawn.x), Double(-drawn.y))
        guard let context = cairo_create(surface) else { return false }
        cairo_scale(context, scale, scale)
        var painter = LayerPainter(cairo: context, time: time)
        painter.damagedRect = drawn
        painter.rasterCache = rasterCache
        painter.piece = piece
        for root in roots {
            painter.paint(root, placed: true, inheritedAlpha: 1, node: rootNodes[root.renderSerial])
        }
        let contextStatus = cairo_status(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        guard contextStatus == CAIRO_STATUS_SUCCESS, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let pixels = cairo_image_surface_get_data(surface) else { return false }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<rect.height {
            memcpy(frame + (rect.y + row) * frameStride + rect.x * 4,
                   pixels + (rect.y - drawn.y + row) * stride + (rect.x - drawn.x) * 4, rect.width * 4)
        }
        return true
    }

    /// Whether painting `roots` begins with one opaque fill over all of
    /// `rect` (device pixels): the back root's own background, opaque and
    /// unrounded, upright, with nothing painted before it (a shadow, a
    /// backdrop) or blended with it (opacity, a mask, a filter). Such a fill
    /// sets every pixel it covers whatever was there, so a piece it covers
    /// needs no clearing first. (A root drawn from a picture is not.)
    func startsWithOpaqueFill(of rect: DamageRegion.PixelRect, roots: [CALayer], rootNodes: [UInt64: DamageNode],
                              at time: CFTimeInterval) -> Bool {
        guard let root = roots.first, rootNodes[root.renderSerial]?.movedWhole != true,
              !rasterCache.holdsPicture(of: root) else { return false }
        let values = root.renderProperties(at: time)
        guard !values.isHidden, values.opacity >= 1, (values.backgroundColor?.alpha ?? 0) >= 1, values.cornerRadius <= 0,
              values.backdropBlurRadius == nil, !LayerPainter.castsShadow(values), root.mask == nil,
              values.compositingFilter == nil, values.transition == nil, !values.shouldRasterize, !values.preservesDepth
        else { return false }
        let placement = values.placement(through: nil)
        guard placement.isAffine else { return false }
        let affine = placement.affine.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        guard affine.b == 0, affine.c == 0 else { return false }
        let device = values.bounds.applying(affine)
        return device.minX <= CGFloat(rect.x) && device.minY <= CGFloat(rect.y)
            && device.maxX >= CGFloat(rect.maxX) && device.maxY >= CGFloat(rect.maxY)
    }
}
