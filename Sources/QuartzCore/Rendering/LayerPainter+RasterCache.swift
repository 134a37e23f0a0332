import CCairo
import CoreGraphics

/// Drawing a subtree from its picture in the raster cache (`RasterCache`):
/// a subtree that moved by whole device pixels without changing
/// (`DamageNode.movedWhole`) is drawn once into a picture, then copied into
/// place for as long as it only moves. The picture is the subtree painted
/// alone, as one group; painted straight onto the frame, translucent
/// layers overlapping within it can come out a level apart.
///
/// Sibling subtrees that all moved whole, one after another in drawing
/// order (the cells of a scrolled list), share one picture: one copy a frame
/// instead of one per cell.
///
/// A subtree that casts a shadow of its content is drawn from a picture
/// only while the picture lies within the frame: drawn on the frame, the
/// blur sees only what is on it, where the picture's sees the whole subtree.
extension LayerPainter {
    /// Paints `layer` (placed by the current matrix) from its picture,
    /// making the picture first when the layer's subtree just moved whole.
    /// False when there is no picture to use: the caller paints it as usual.
    func paintFromRasterCache(_ layer: CALayer, values: CALayerProperties, node: DamageNode, inheritedAlpha: Double,
                              cache: RasterCache) -> Bool {
        // A subtree that reads what is behind it must be painted over it.
        guard !node.readsBehind else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let key = RasterCache.Key(subtreeVersion: layer.subtreeVersion, matrix: matrix, alpha: inheritedAlpha)
        if let entry = cache.entry(for: layer, key: key) {
            let dx = matrix.x0 - entry.translation.x, dy = matrix.y0 - entry.translation.y
            guard node.readers.isEmpty || cache.frame.contains(entry.rect.offset(by: Int(dx), Int(dy))) else {
                return false
            }
            copy(entry, movedBy: dx, dy)
            return true
        }
        guard node.movedWhole else { return false }
        let device = visibleExtent(of: layer, values: values).applying(CGContext.affine(matrix)).integral
        guard !device.isNull, device.width.isFinite, device.height.isFinite,
              abs(device.minX) < 1e7, abs(device.minY) < 1e7,
              cache.admits(area: Int(device.width) * Int(device.height)) else { return false }
        let rect = DamageRegion.PixelRect(x: Int(device.minX), y: Int(device.minY), width: Int(device.width),
                                          height: Int(device.height))
        guard node.readers.isEmpty || cache.frame.contains(rect),
              let surface = picture(of: rect, placedBy: matrix, { painter in
                  painter.paint(layer, placed: false, inheritedAlpha: inheritedAlpha)
              }),
              let entry = cache.store(surface, of: layer, key: key, rect: rect, translation: (matrix.x0, matrix.y0))
        else { return false }
        copy(entry, movedBy: 0, 0)
        return true
    }

    /// The runs of two or more sublayers of `layer` (whose damage node is
    /// `node`) that moved whole, one after another, and show on `frame`:
    /// none when a sublayer has a `zPosition` (drawing order is then worked
    /// out per piece). A sublayer that moved whole off the frame is passed
    /// over; any other ends a run.
    func siblingRuns(of layer: CALayer, node: DamageNode, frame: DamageRegion.PixelRect) -> [SiblingRun] {
        var runs: [SiblingRun] = []
        var members: [MovedSublayer] = []
        var start = 0
        var extent = DamageRegion.PixelRect(x: 0, y: 0, width: 0, height: 0)
        var cursor = 0
        func close(before index: Int, cursorAfter: Int) {
            if members.count >= 2 {
                runs.append(SiblingRun(sublayers: start..<index, childCursorAfter: cursorAfter, members: members,
                                       extent: extent))
            }
            members = []
        }
        for (index, sublayer) in layer.sublayerList.enumerated() {
            guard zPosition(of: sublayer) == 0 else { return [] }
            let cursorBefore = cursor
            if let sublayerNode = node.child(serial: sublayer.renderSerial, at: &cursor),
               Self.joinsRuns(sublayer, node: sublayerNode) {
                guard sublayerNode.subtreeExtent.intersects(frame) else { continue }
                if members.isEmpty {
                    start = index
                    extent = sublayerNode.subtreeExtent
                } else {
                    extent = extent.union(sublayerNode.subtreeExtent)
                }
                members.append(MovedSublayer(layer: sublayer, node: sublayerNode))
            } else {
                close(before: index, cursorAfter: cursorBefore)
            }
        }
        close(before: layer.sublayerList.count, cursorAfter: cursor)
        return runs
    }

    /// Whether `sublayer`, whose node this frame is `node`, can be drawn
    /// with its siblings from one picture: its subtree moved whole, reads
    /// nothing behind it, and is not a 3-D layer sorted by depth.
    static func joinsRuns(_ sublayer: CALayer, node: DamageNode) -> Bool {
        node.movedWhole && !node.readsBehind && !sublayer.properties.preservesDepth
    }

    /// `layer`'s zPosition as painted: the model's unless it has animations
    /// (a frozen one can hold another value).
    func zPosition(of layer: CALayer) -> CGFloat {
        layer.animationRecords.isEmpty ? layer.properties.zPosition : layer.renderProperties(at: time).zPosition
    }

    /// Pushes the steps that paint `ordered` (back to front, placed in the
    /// current space), runs of two or more sublayers that moved whole as
    /// one `Step.paintRun` each. A run is made of every such sibling on the
    /// frame, whichever piece of it is painted, so that all pieces share
    /// its picture; a run, or a sublayer alone, that misses the piece is
    /// left out.
    ///
    /// One pass from the front (steps go on the stack last first), each
    /// sublayer moved out of `ordered` rather than copied: a sublayer's
    /// values are a large value, and its layer is counted through a side
    /// table (it is weakly referenced).
    func pushSteps(for ordered: consuming [PlacedSublayer], inRunsOf alpha: Double, steps: inout [Step]) {
        // The run being gathered, front first.
        var run: [MovedSublayer] = []
        func closeRun() {
            defer { run.removeAll(keepingCapacity: true) }
            if let damagedRect, !run.contains(where: { $0.node.subtreeExtent.intersects(damagedRect) }) {
                // Nothing of it here.
            } else if run.count >= 2 {
                steps.append(.paintRun(run.reversed(), alpha: alpha))
            } else if let single = run.first {
                steps.append(paintStep(for: single, inheritedAlpha: alpha))
            }
        }
        while let sublayer = ordered.popLast() {
            switch consume sublayer {
            case let .moved(member, _):
                run.append(member)
            case let .run(members):
                closeRun()
                steps.append(.paintRun(members, alpha: alpha))
            case let .placed(layer, values, _) where values.preservesDepth:
                closeRun()
                steps += depthSortedSteps(for: layer, values: values, through: nil, inheritedAlpha: alpha).reversed()
            case let .placed(layer, values, node):
                closeRun()
                steps.append(.paint(layer, values, placed: true, inheritedAlpha: alpha, node: node))
            }
        }
        closeRun()
    }

    /// The step that paints a sublayer that moved whole as usual (its
    /// picture, or itself), its values computed now.
    func paintStep(for member: MovedSublayer, through: CATransform3D? = nil, inheritedAlpha: Double) -> Step {
        .paint(member.layer, member.layer.renderProperties(at: time), placed: true, through: through,
               inheritedAlpha: inheritedAlpha, node: member.node)
    }

    /// Paints a run of sibling subtrees that moved whole together from
    /// their shared picture, making it first when there is none. False when
    /// there is no picture to use: the caller paints them one by one.
    func paintRunFromRasterCache(_ run: [MovedSublayer], alpha: Double, cache: RasterCache) -> Bool {
        guard let first = run.first, let parent = first.layer.superlayer else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        var versions = Hasher()
        for member in run {
            versions.combine(member.layer.renderSerial)
            versions.combine(member.layer.subtreeVersion)
        }
        let key = RasterCache.Key(subtreeVersion: UInt64(bitPattern: Int64(versions.finalize())), matrix: matrix,
                                  alpha: alpha)
        let id = RasterCache.PictureID(layer: parent.renderSerial, firstSublayer: first.layer.renderSerial)
        let castsShadows = run.contains { !$0.node.readers.isEmpty }
        if let entry = cache.entry(id, key: key) {
            let dx = matrix.x0 - entry.translation.x, dy = matrix.y0 - entry.translation.y
            guard !castsShadows || cache.frame.contains(entry.rect.offset(by: Int(dx), Int(dy))) else { return false }
            copy(entry, movedBy: dx, dy)
            return true
        }
        // This frame's nodes bound what each subtree paints.
        let rect = run.dropFirst().reduce(first.node.subtreeExtent) { $0.union($1.node.subtreeExtent) }
        guard !rect.isEmpty, cache.admits(area: rect.area), !castsShadows || cache.frame.contains(rect),
              let surface = picture(of: rect, placedBy: matrix, { painter in
                  for member in run { painter.paint(member.layer, placed: true, inheritedAlpha: alpha) }
              }),
              let entry = cache.store(surface, as: id, key: key, rect: rect, translation: (matrix.x0, matrix.y0),
                                      keptWhile: first.layer)
        else { return false }
        copy(entry, movedBy: 0, 0)
        return true
    }

    /// A new picture of the device pixels `rect`: what `draw` paints with a
    /// painter whose space is the current one (`matrix`). Nil, and nothing
    /// kept, when Cairo fails.
    private func picture(of rect: DamageRegion.PixelRect, placedBy matrix: cairo_matrix_t,
                         _ draw: (LayerPainter) -> Void) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(rect.width), Int32(rect.height))
        else { return nil }
        if let context = cairo_create(surface) {
            var placement = matrix
            placement.x0 -= Double(rect.x)
            placement.y0 -= Double(rect.y)
            cairo_set_matrix(context, &placement)
            draw(LayerPainter(cairo: context, time: time, piece: piece))
            cairo_destroy(context)
        }
        cairo_surface_flush(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// Composites a picture over the frame, moved `dx`, `dy` (whole) device pixels.
    private func copy(_ entry: RasterCache.Entry, movedBy dx: Double, _ dy: Double) {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        let x = Double(entry.rect.x) + dx, y = Double(entry.rect.y) + dy
        cairo_set_source_surface(cairo, entry.surface, x, y)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, x, y, Double(entry.rect.width), Double(entry.rect.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }
}
