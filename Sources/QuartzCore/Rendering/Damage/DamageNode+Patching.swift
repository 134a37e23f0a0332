/// Nodes recorded as last frame's with only the children of the sublayers
/// that changed recorded again (`DamageRecorder.changedSublayers(of:)`):
/// a frame in which one of many siblings changed costs that sibling, not
/// a visit to each.
extension DamageNode {
    /// Takes `base`'s children (last frame's node for the layer, whose
    /// sublayers are placed as then) and their aggregates as this node's.
    func adoptChildren(of base: DamageNode) {
        storedChildren = base.children
        childrenSummary = base.childrenSummary
        patchBase = base
        childGrid = base.childGrid
    }

    /// Puts `child` in place of the child at `position`. Returns false when
    /// the children's aggregates may no longer hold (`finishChildren`
    /// works them out again): the old child reached an edge of their
    /// extent, or it read around itself or behind, could not move or moved
    /// whole — anything the new one adds is added either way.
    func replaceChild(at position: Int, with child: DamageNode) -> Bool {
        let old = storedChildren[position]
        storedChildren[position] = child
        patchedPositions.append(position)
        let oldExtent = old.subtreeExtent, extent = childrenSummary.extent
        if child.subtreeExtent != oldExtent { childGrid = nil }
        let inside = oldExtent.isEmpty || oldExtent.x > extent.x && oldExtent.y > extent.y
            && oldExtent.maxX < extent.maxX && oldExtent.maxY < extent.maxY
        childrenSummary.add(child)
        return inside && old.readers.isEmpty && !old.readsBehind && old.canShift && !old.movedWhole
    }

    /// Ends the recording of the children: the children at `removals`
    /// (positions among last frame's) go, and the aggregates are worked out
    /// again when `summaryIsStale`, or a child went.
    func finishChildren(removing removals: [Int], summaryIsStale: Bool) {
        if !removals.isEmpty {
            for position in removals.sorted(by: >) { storedChildren.remove(at: position) }
            // Positions no longer match last frame's: compare the children all.
            patchBase = nil
            patchedPositions = []
            childGrid = nil
        }
        guard summaryIsStale || !removals.isEmpty else { return }
        childrenSummary = .nothing
        for child in storedChildren { childrenSummary.add(child) }
    }
}
