/// A layer that scrolled: every sublayer that moved did so whole, by the
/// same whole device pixels, over one opaque color — the layer's own
/// background, or an ancestor's when the layer draws nothing of its own
/// (`ScrollArea`). Within its area the frame's pixels are moved (a
/// `FrameShift`) rather than painted again; what must still be painted
/// there is what the move carries wrongly or leaves empty:
/// - the pixels the move brings in from outside the area;
/// - a sublayer that did not move with the others (a scroll indicator, a
///   cell that changed, one that came or went): where it is now, and
///   where its old pixels were carried;
/// - anything painted over the area from outside the layer's subtree (a
///   later sibling, an ancestor's later sibling, a later root): where it
///   is, where its old pixels were carried, and all a backdrop of it reads.
///
/// Outside the area, the moved sublayers damage as before (their old and
/// new extents, cut to the layer's clip).
extension DamageTracker {
    /// A node in last frame's tree and this frame's, for the same layer.
    typealias Pair = (old: DamageNode, new: DamageNode)

    struct Scroll {
        /// The scrolled layer's nodes.
        let pair: Pair
        /// Its ancestors' nodes, from its root down.
        let path: [Pair]
        let shift: FrameShift
        let frame: DamageRegion.PixelRect
        /// Last frame's children of the scrolled layer, by serial.
        let oldChildren: [UInt64: DamageNode]

        /// The scroll of `new` from `old` (a layer whose record did not
        /// change, found below `path`), when it has a scroll area, the same
        /// as last frame, and a sublayer moved whole — every one that did
        /// by the same whole pixels, none of them reading what is behind it
        /// (a backdrop would read across the area's edge).
        static func find(old: DamageNode, new: DamageNode, path: [Pair], frame: DamageRegion.PixelRect) -> Scroll? {
            guard let area = new.scrollArea, area == old.scrollArea, new.childrenAreSublayers, old.childrenAreSublayers,
                  !new.childrenSummary.readsBehind, new.hasChildMovedWhole,
                  area.isOpaque || isBacked(area.pixels, below: (old, new), path: path) else { return nil }
            var oldChildren: [UInt64: DamageNode] = [:]
            for child in old.children where oldChildren[child.serial] == nil { oldChildren[child.serial] = child }
            var move: (dx: Int, dy: Int)?
            for child in new.children where child.movedWhole {
                guard let before = oldChildren[child.serial] else { return nil }
                let dx = Int((child.placement.matrix.x0 - before.placement.matrix.x0).rounded())
                let dy = Int((child.placement.matrix.y0 - before.placement.matrix.y0).rounded())
                if let move, move != (dx, dy) { return nil }
                move = (dx, dy)
            }
            guard let move, move != (0, 0) else { return nil }
            return Scroll(pair: (old, new), path: path, shift: FrameShift(area: area.pixels, dx: move.dx, dy: move.dy),
                          frame: frame, oldChildren: oldChildren)
        }

        private var area: DamageRegion.PixelRect { shift.area }

        /// Whether, for a layer that draws nothing of its own, what lies
        /// under its sublayers in `area` is one opaque color, last frame and
        /// this: an ancestor's own background covers it, the ancestors
        /// between draw nothing of their own, and nothing painted before the
        /// layer since that background (an earlier sibling of it or of an
        /// ancestor between) reaches it.
        static func isBacked(_ area: DamageRegion.PixelRect, below pair: Pair, path: [Pair]) -> Bool {
            var child = pair
            for parent in path.reversed() {
                for (siblings, serial) in [(parent.old.children, child.old.serial), (parent.new.children, child.new.serial)] {
                    let earlier = Self.siblings(of: serial, in: siblings, inOrder: Self.drawsInOrder(parent.new),
                                                painted: .before)
                    if earlier.contains(where: { $0.subtreeExtent.intersects(area) }) { return false }
                }
                guard let parentArea = parent.new.scrollArea, parentArea == parent.old.scrollArea else { return false }
                if parentArea.isOpaque { return parentArea.pixels.contains(area) }
                child = parent
            }
            return false
        }

        /// Adds the damage of the scrolled layer's sublayers: what moved,
        /// outside the area; what did not, where it is and where the move
        /// carried its old pixels; and the pixels the move brings in.
        func addChildren(to region: inout DamageRegion) {
            var oldChildren = oldChildren
            for child in pair.new.children {
                let before = oldChildren.removeValue(forKey: child.serial)
                if child.movedWhole, let before {
                    for part in outsideArea(before.subtreeExtent) + outsideArea(child.subtreeExtent) { region.add(part) }
                    continue
                }
                region.add(child.subtreeExtent.clipped(to: sublayerClip))
                if let before { addCarried(before, to: &region) }
            }
            for gone in oldChildren.values { addCarried(gone, to: &region) }
            for exposed in shift.exposed { region.add(exposed) }
        }

        /// Where the scrolled layer's sublayers can show: its clip, cut to the frame.
        private var sublayerClip: DamageRegion.PixelRect {
            pair.new.scrollArea?.sublayerClip.map { $0.clipped(to: frame) } ?? frame
        }

        /// The part of a sublayer's `extent` that shows outside the area.
        private func outsideArea(_ extent: DamageRegion.PixelRect) -> [DamageRegion.PixelRect] {
            extent.clipped(to: sublayerClip).subtracting(area)
        }

        /// Last frame's `node`, whose pixels the move carried within the
        /// area: where they went, and where they were outside it.
        private func addCarried(_ node: DamageNode, to region: inout DamageRegion) {
            region.add(node.subtreeExtent.offset(by: shift.dx, shift.dy).clipped(to: area))
            for part in outsideArea(node.subtreeExtent) { region.add(part) }
        }

        /// Adds the damage, within the area, of everything painted over it
        /// from outside the scrolled layer's subtree, in last frame's
        /// `roots` and this frame's.
        func addOverlays(roots: (old: [DamageNode], new: [DamageNode]), to region: inout DamageRegion) {
            let levels = [(old: roots.old, new: roots.new, drawsInOrder: true)]
                + path.map { (old: $0.old.children, new: $0.new.children, drawsInOrder: Self.drawsInOrder($0.new)) }
            let onPath = (path + [pair]).map(\.new.serial)
            for (level, siblings) in levels.enumerated() {
                let serial = onPath[level]
                for node in Self.siblings(of: serial, in: siblings.new, inOrder: siblings.drawsInOrder, painted: .after) {
                    region.add(node.subtreeExtent.clipped(to: area))
                    for reach in node.readers where reach.intersects(area) { region.add(reach) }
                }
                for node in Self.siblings(of: serial, in: siblings.old, inOrder: siblings.drawsInOrder, painted: .after) {
                    region.add(node.subtreeExtent.offset(by: shift.dx, shift.dy).clipped(to: area))
                }
            }
        }

        enum Side { case before, after }

        /// The siblings painted before or after the one numbered `serial`:
        /// those on that side of it in the list when siblings draw in list
        /// order, else all but it.
        private static func siblings(of serial: UInt64, in siblings: [DamageNode], inOrder: Bool,
                                     painted side: Side) -> [DamageNode] {
            guard inOrder, let position = siblings.firstIndex(where: { $0.serial == serial }) else {
                return siblings.filter { $0.serial != serial }
            }
            return Array(side == .before ? siblings[..<position] : siblings[(position + 1)...])
        }

        /// Whether the children of this frame's `node` are painted in the
        /// order they were recorded: its sublayers, none with a zPosition
        /// (or an animation that could give it one).
        private static func drawsInOrder(_ node: DamageNode) -> Bool {
            node.childrenAreSublayers
                && node.layer.sublayerList.allSatisfy { $0.animationRecords.isEmpty && $0.properties.zPosition == 0 }
        }
    }
}
