import CCairo
import CoreGraphics

/// Composites a layer tree into pixels with Cairo. One compositor owns one frame
/// buffer (premultiplied ARGB32) of a fixed pixel size; points map to pixels by
/// `scale`.
///
/// Per layer, in this order: its position, anchor point and transform (a
/// perspective placement is drawn flat, then resampled through it); opacity, as one flattened group when `allowsGroupOpacity` (the default)
/// and more than one thing is drawn; the background (rounded by `cornerRadius` on
/// `maskedCorners`); the `masksToBounds` clip (rounded too); `contents` placed by
/// `contentsGravity` at `contentsScale`; the sublayers, by zPosition then order,
/// through `sublayerTransform`; the border on top, inside the bounds. Hidden and
/// fully transparent layers are skipped with their sublayers.
public final class LayerCompositor {
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// The frame buffer and its context, both replaced whenever a frame leaves
    /// either in an error state: Cairo's errors are sticky, and one bad frame
    /// must not freeze every later one.
    private(set) var surface: OpaquePointer
    private var cairo: OpaquePointer
    /// Damage tracking: each frame redraws only the pixels that can have
    /// changed since the last one (Rendering/Damage/). False draws every
    /// frame whole (the reference the tracked path is checked against).
    package var tracksDamage = true
    /// Paints a large damaged rectangle (a cold frame, a scrolled list) in
    /// horizontal bands, on `threads` threads at once (a window's
    /// compositor; `LayerCompositor+Pieces.swift`). The bands are the same
    /// whatever the number of threads, so the pixels are too.
    package var paintsInBands = false
    /// How many threads paint the bands (the calling one among them):
    /// `RenderingThreads.preferred` (what `KUMIKI_RENDERING_THREADS` says,
    /// else every core). One paints them one after another.
    package var threads = RenderingThreads.preferred
    /// How many bands a large damaged rectangle is cut into: one per core,
    /// at least two.
    package var bandCount = max(2, RenderingThreads.available)
    /// Moves the frame buffer's pixels for a layer that scrolled over one
    /// opaque color, painting only what the move gets wrong
    /// (`DamageTracker+Scrolling`); false paints the moved layers again
    /// (what the benchmark measures against).
    package var movesScrolledPixels = true
    let tracker = DamageTracker()
    /// Pixels painted around each damaged rectangle but not copied: Cairo
    /// rasterizes the pixels along its surface's border differently (an
    /// edge's coverage there can be far off). Past the border's own column
    /// what differs is a level or a few, on antialiased edges in rows where
    /// the border cuts a clipped or grouped layer's slanted edge, at any
    /// distance from it; a wider margin makes that rarer, not impossible
    /// (docs/PERFORMANCE.md "Damage tracking"). 16 paints a small change
    /// as fast as 2 in the compositor benchmark; 32 takes half as long
    /// again, reaching into the neighbouring cards.
    static let pieceMargin = 16
    /// A one-pixel surface the recording pass "paints" on: it places every
    /// layer without drawing.
    private let recordingSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
    /// Pictures of subtrees that moved whole, for damage-tracked frames:
    /// at most four frame buffers' worth (what a list scrolled over a
    /// screen or two of cells needs, with room to spare).
    let rasterCache: RasterCache
    /// The pixels the last `render(_:)` changed (none when nothing did):
    /// those it drew again, and those it moved.
    package private(set) var lastDamage = DamageRegion()
    /// The frame buffer's pixels the last `render(_:)` moved before
    /// painting, as a layer scrolled (`DamageTracker+Scrolling`), if any.
    private(set) var lastShift: FrameShift?
    /// The pixels the last `render(_:)` painted (`lastDamage` but those
    /// it only moved).
    package private(set) var lastPainted = DamageRegion()
    /// The whole frame buffer, in pixels.
    package var frameRect: DamageRegion.PixelRect {
        DamageRegion.PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    }

    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        precondition(pixelWidth > 0 && pixelHeight > 0, "LayerCompositor needs a non-empty frame buffer")
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        cairo = cairo_create(surface)!
        rasterCache = RasterCache(budget: 4 * pixelWidth * pixelHeight * 4,
                                  frame: DamageRegion.PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
    }

    /// Bytes the raster cache's pictures take now.
    package var rasterCacheBytes: Int { rasterCache.bytes }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
        cairo_surface_destroy(recordingSurface)
    }

    /// One image of `root` (placed by its frame in the space it sits in) at
    /// `scale`, `size` points large. Runs the layout and display passes first.
    public static func image(of root: CALayer, size: CGSize, scale: CGFloat) -> CGImage {
        let compositor = LayerCompositor(pixelWidth: max(1, Int((size.width * scale).rounded(.up))),
                                         pixelHeight: max(1, Int((size.height * scale).rounded(.up))),
                                         scale: scale)
        root.layoutIfNeeded()
        root.displayTreeIfNeeded()
        compositor.render(root)
        return compositor.makeImage()
    }

    /// Composites `root` into the frame buffer. Layers are drawn as they
    /// are; run the layout and display passes first (the main loop does).
    public func render(_ root: CALayer) {
        render([root])
    }

    /// Composites each root in turn, back to front (the windows of a
    /// screen), redrawing only the pixels that can have changed since the
    /// last call (all of them the first time); `lastDamage` says which.
    public func render(_ roots: [CALayer]) {
        let time = CACurrentMediaTime()
        var nodes: [DamageNode] = []
        var damage = DamageRegion(frameRect)
        var shift: FrameShift?
        if tracksDamage {
            nodes = record(roots, at: time)
            (damage, shift) = tracker.damage(for: nodes, frame: frameRect, findingScrolls: movesScrolledPixels)
        }
        lastShift = shift
        lastPainted = damage
        lastDamage = damage
        if let shift {
            move(shift)
            lastDamage.add(shift.area)
        }
        var piecesPainted = true
        if damage.rects == [frameRect] && !paintsInBands {
            paintWhole(roots, at: time, nodes: nodes)
        } else if !damage.isEmpty {
            piecesPainted = paintApart(pieces(of: damage, readers: nodes.flatMap(\.readers)), roots, at: time,
                                       nodes: nodes)
        }
        rasterCache.endFrame()
        cairo_surface_flush(surface)
        if !piecesPainted || cairo_status(cairo) != CAIRO_STATUS_SUCCESS
            || cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS {
            cairo_destroy(cairo)
            if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS {
                cairo_surface_destroy(surface)
                surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
            }
            cairo = cairo_create(surface)!
            // What the bad frame left is unknown: the next one is drawn whole.
            tracker.reset()
            rasterCache.removeAll()
        }
    }

    /// Moves the frame buffer's pixels as a layer's scroll moved them
    /// (`DamageTracker+Scrolling`), before the damage is painted.
    private func move(_ shift: FrameShift) {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // A large area is moved on every painting thread, as bands are painted.
        let parts = paintsInBands && shift.area.area * 16 >= frameRect.area ? max(1, threads) : 1
        RenderingThreads.shared.run((0..<parts).map { part in
            { shift.apply(to: pixels, stride: stride, part: part, of: parts) }
        }, threads: parts)
        cairo_surface_mark_dirty(surface)
    }

    /// Forgets what the frames so far showed (their damage records and
    /// raster-cache pictures): the next frame is drawn whole, as the first.
    package func forgetPreviousFrames() {
        tracker.reset()
        rasterCache.removeAll()
    }

    /// Clears the frame buffer and paints every layer into it (subtrees
    /// that moved whole from the raster cache, by this frame's damage `nodes`).
    private func paintWhole(_ roots: [CALayer], at time: CFTimeInterval, nodes: [DamageNode]) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cairo)
        cairo_restore(cairo)
        cairo_identity_matrix(cairo)
        cairo_scale(cairo, scale, scale)
        var painter = LayerPainter(cairo: cairo, time: time)
        painter.rasterCache = rasterCache
        let rootNodes = Self.byLayer(nodes)
        for root in roots {
            painter.paint(root, placed: true, inheritedAlpha: 1, node: rootNodes[root.renderSerial])
        }
    }

    static func byLayer(_ nodes: [DamageNode]) -> [UInt64: DamageNode] {
        var bySerial: [UInt64: DamageNode] = [:]
        for node in nodes where bySerial[node.serial] == nil { bySerial[node.serial] = node }
        return bySerial
    }

    /// The recording pass: every layer placed as the painter would place
    /// it, on a one-pixel surface, drawing nothing — except subtrees in which
    /// nothing changed since last frame, which keep last frame's nodes.
    /// Returns the frame's root nodes.
    private func record(_ roots: [CALayer], at time: CFTimeInterval) -> [DamageNode] {
        let recorder = DamageRecorder(frame: frameRect, previousRoots: tracker.previous ?? [], time: time)
        let context = cairo_create(recordingSurface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        var painter = LayerPainter(cairo: context, time: time)
        painter.recorder = recorder
        for root in roots {
            let (previous, unchanged) = recorder.beginTree(root)
            if let previous, unchanged {
                recorder.keep(previous)
            } else {
                painter.paint(root, placed: true, inheritedAlpha: 1, node: previous)
            }
        }
        return recorder.roots
    }

    /// A copy of the frame buffer.
    public func makeImage() -> CGImage {
        CGImage(adoptingSurface: CGImage.copy(of: surface, x: 0, y: 0, width: pixelWidth, height: pixelHeight))
    }

    /// The frame buffer's pixels (premultiplied ARGB32, `pixelHeight` rows of
    /// `bytesPerRow` bytes), valid until the next `render(_:)`; for hosts that
    /// upload frames.
    public func withPixels<Result>(_ body: (UnsafeRawBufferPointer, _ bytesPerRow: Int) -> Result) -> Result {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * pixelHeight)
        return body(data, stride)
    }
}

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` in the layer's own coordinate
    /// space (its position and transform are not applied; its opacity is). Runs
    /// the display pass for layers marked for display.
    public func render(in ctx: CGContext) {
        displayTreeIfNeeded()
        // One drawing operation: the context's shadow, and a caller's buffer, get it whole.
        ctx.paintingShadow {
            LayerPainter(cairo: ctx.cairo, time: CACurrentMediaTime()).paint(self, placed: false, inheritedAlpha: 1)
        }
    }
}
