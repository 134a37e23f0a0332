/// Finds what changed on the frame between two frames from their damage
/// nodes: the old and new extents of every layer whose record changed,
/// appeared or went away (a node kept whole from the last frame changed
/// nothing; a subtree moved whole damages its old and new subtree extents,
/// without the comparison going into it; a node that took last frame's
/// children with a few replaced is compared at those few); then, until
/// nothing more is added, the whole reach of every layer that reads a
/// damaged pixel: a backdrop blurs what is behind it, a shadow what casts
/// it, so either is drawn again whole (a blur cut by the damage's edge
/// would come out differently near it).
final class DamageTracker {
    /// The last frame's roots; nil before the first frame, or after a
    /// frame that must be drawn whole again.
    private(set) var previous: [DamageNode]?

    /// The region to draw again for a frame recorded as `current` on
    /// `frame`, and a move of the frame's pixels to make first, when a
    /// layer scrolled (`DamageTracker+Scrolling`); remembers `current` for
    /// the next frame. `findingScrolls` false finds no scroll: the moved
    /// layers are damaged where they were and where they are.
    func damage(for current: [DamageNode], frame: DamageRegion.PixelRect, findingScrolls: Bool = true)
        -> (region: DamageRegion, shift: FrameShift?) {
        defer { previous = current }
        guard let previous else { return (DamageRegion(frame), nil) }
        var region = DamageRegion()
        var scroll: Scroll?
        Self.compare(previous, current, into: &region, frame: frame, findingScrolls: findingScrolls, scroll: &scroll)
        if let scroll { scroll.addOverlays(roots: (previous, current), to: &region) }
        var shift = scroll?.shift
        if let area = shift?.area, region.rects.contains(where: { $0.contains(area) }) {
            // Everything it would move is painted again anyway.
            shift = nil
        }
        return (readersDamaged(in: region, current: current), shift)
    }

    /// `region` with the whole reach of every layer that reads a pixel in
    /// it, until nothing more is added.
    private func readersDamaged(in damage: DamageRegion, current: [DamageNode]) -> DamageRegion {
        var region = damage
        guard !region.isEmpty else { return region }
        var readers = current.flatMap(\.readers)
        var grew = true
        while grew {
            grew = false
            for (index, reach) in readers.enumerated().reversed() where region.intersects(reach) {
                region.add(reach)
                readers.remove(at: index)
                grew = true
            }
        }
        return region
    }

    /// Forgets the last frame: the next one is drawn whole.
    func reset() {
        previous = nil
    }

    /// Adds the damage between two lists of sibling nodes, matched by layer.
    /// Extents are added cut to `frame`. The first layer found scrolled
    /// (`Scroll.find(old:new:path:frame:)`) has its children's damage
    /// added as after the move, and is returned in `scroll`.
    private static func compare(_ old: [DamageNode], _ new: [DamageNode], into region: inout DamageRegion,
                                frame: DamageRegion.PixelRect, findingScrolls: Bool, scroll: inout Scroll?) {
        var pending: [(old: [DamageNode], new: [DamageNode], path: [Pair])] = [(old, new, [])]
        while let (oldNodes, newNodes, path) = pending.popLast() {
            var matched = [Bool](repeating: false, count: oldNodes.count)
            var cursor = 0
            var oldIndex: [UInt64: Int]?
            for node in newNodes {
                // In walking order first, by serial when the order changed.
                var match: Int?
                if cursor < oldNodes.count, oldNodes[cursor].serial == node.serial, !matched[cursor] {
                    match = cursor
                    cursor += 1
                } else {
                    if oldIndex == nil {
                        var index: [UInt64: Int] = [:]
                        for (position, each) in oldNodes.enumerated() where index[each.serial] == nil {
                            index[each.serial] = position
                        }
                        oldIndex = index
                    }
                    if let found = oldIndex?[node.serial], !matched[found] { match = found }
                }
                guard let match else {
                    addWhole(node, to: &region, frame: frame)
                    continue
                }
                matched[match] = true
                let oldNode = oldNodes[match]
                guard oldNode !== node else { continue }
                if node.movedWhole {
                    // Its subtree is the old one moved: whatever it painted, before and now.
                    region.add(oldNode.subtreeExtent.clipped(to: frame))
                    region.add(node.subtreeExtent.clipped(to: frame))
                    continue
                }
                if oldNode.record != node.record {
                    region.add(oldNode.record.extent.clipped(to: frame))
                    region.add(node.record.extent.clipped(to: frame))
                }
                let below = path + [(oldNode, node)]
                if node.patchBase === oldNode {
                    // Its other children are the old node's own.
                    let newChildren = node.children
                    for (position, oldChild) in zip(node.patchedPositions, node.replacedChildren) {
                        pending.append(([oldChild], [newChildren[position]], below))
                    }
                    continue
                }
                if findingScrolls, scroll == nil, oldNode.record == node.record,
                   let found = Scroll.find(old: oldNode, new: node, path: path, frame: frame) {
                    scroll = found
                    found.addChildren(to: &region)
                    continue
                }
                pending.append((oldNode.children, node.children, below))
            }
            for (index, oldNode) in oldNodes.enumerated() where !matched[index] {
                addWhole(oldNode, to: &region, frame: frame)
            }
        }
    }

    /// Every extent in a subtree that appeared or went away.
    private static func addWhole(_ node: DamageNode, to region: inout DamageRegion, frame: DamageRegion.PixelRect) {
        var pending = [node]
        while let each = pending.popLast() {
            region.add(each.record.extent.clipped(to: frame))
            pending += each.children
        }
    }
}
