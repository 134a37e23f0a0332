import Foundation

/// Nodes taken from last frame's, moved by whole device pixels, for
/// subtrees in which nothing changed but where they are (a scroll).
extension DamageNode {
    /// This frame's node for a layer whose subtree did not change and whose
    /// parent moved its sublayers `dx`, `dy` whole device pixels since this
    /// node was recorded: placed by `placement` (this node's, moved) with
    /// `signature`, everything under it moved, its children copied only
    /// when asked for. Needs `canShift` (every extent in the subtree exact).
    func moved(by dx: Int, _ dy: Int, to placement: Placement, signature: Int,
               frame: DamageRegion.PixelRect) -> DamageNode {
        let node = DamageNode(layer: layer,
                              record: DamageRecord(signature: signature, extent: record.extent.offset(by: dx, dy),
                                                   readReach: record.readReach),
                              placement: placement, treeVersion: treeVersion, subtreeVersion: subtreeVersion,
                              readsBehind: readsBehindItself, canShift: true, asUnit: isUnit, movedWhole: true,
                              isSublayer: isSublayer, frame: frame)
        node.sublayerMatrix = sublayerMatrix?.moved(by: dx, dy)
        node.takeChildren(of: self, movedBy: dx, dy, frame: frame)
        return node
    }

    /// Takes `source`'s children, moved `dx`, `dy` device pixels, as this
    /// node's (a node just made, with none yet): their aggregates now, the
    /// nodes themselves when first asked for.
    func takeChildren(of source: DamageNode, movedBy dx: Int, _ dy: Int, frame: DamageRegion.PixelRect) {
        if let move = source.childrenToCopy {
            childrenToCopy = ChildrenToCopy(source: move.source, dx: move.dx + dx, dy: move.dy + dy, frame: frame)
        } else if !source.storedChildren.isEmpty {
            childrenToCopy = ChildrenToCopy(source: source, dx: dx, dy: dy, frame: frame)
        }
        guard let move = childrenToCopy else { return }
        guard source.childrenSummary.readers.isEmpty else {
            // A reach cut to the frame cannot simply move: copy them now.
            copyChildren(move)
            return
        }
        var summary = source.childrenSummary
        if !summary.extent.isEmpty { summary.extent = summary.extent.offset(by: dx, dy) }
        // Each child taken is a copy moved whole.
        summary.hasMovedWhole = true
        childrenSummary = summary
    }

    /// Copies of `move.source`'s children moved `dx`, `dy` device pixels,
    /// as if walked again: each copy's lineage follows from its parent's,
    /// and its signature changes (it is somewhere else, or restyled by an
    /// ancestor).
    func copyChildren(_ move: ChildrenToCopy) {
        childrenToCopy = nil
        let (dx, dy) = (move.dx, move.dy)
        var pending: [(source: DamageNode, parent: DamageNode)] = move.source.storedChildren.reversed().map { ($0, self) }
        var copies: [(copy: DamageNode, parent: DamageNode)] = []
        while let (source, parent) = pending.popLast() {
            var hasher = Hasher()
            hasher.combine(parent.placement.lineage)
            hasher.combine(parent.serial)
            hasher.combine(parent.treeVersion)
            let lineage = hasher.finalize()
            var signature = Hasher()
            signature.combine(source.record.signature)
            signature.combine(dx)
            signature.combine(dy)
            signature.combine(lineage)
            let record = DamageRecord(signature: signature.finalize(), extent: source.record.extent.offset(by: dx, dy),
                                      readReach: source.record.readReach)
            let copy = DamageNode(layer: source.layer, record: record,
                                  placement: Placement(matrix: source.placement.matrix.moved(by: dx, dy),
                                                       alpha: source.placement.alpha, lineage: lineage),
                                  treeVersion: source.treeVersion, subtreeVersion: source.subtreeVersion,
                                  readsBehind: source.readsBehindItself, canShift: true, asUnit: source.isUnit,
                                  movedWhole: true, isSublayer: source.isSublayer, frame: move.frame)
            copy.sublayerMatrix = source.sublayerMatrix?.moved(by: dx, dy)
            copies.append((copy, parent))
            // (A child kept from an earlier move copies its own first.)
            pending += source.children.reversed().map { ($0, copy) }
        }
        // A copy joins its parent once complete (its aggregates — extent,
        // readers — cover its subtree): deepest first, siblings in order.
        var waiting: [ObjectIdentifier: [DamageNode]] = [:]
        for (copy, parent) in copies.reversed() {
            for child in (waiting.removeValue(forKey: ObjectIdentifier(copy)) ?? []).reversed() { copy.append(child) }
            waiting[ObjectIdentifier(parent), default: []].append(copy)
        }
        storedChildren = []
        childrenSummary = .nothing
        for child in (waiting[ObjectIdentifier(self)] ?? []).reversed() { append(child) }
    }
}
