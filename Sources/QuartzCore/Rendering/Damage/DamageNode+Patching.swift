/// Nodes recorded as last frame's with only the children of the sublayers
/// that changed recorded again (`DamageRecorder.changedSublayers(of:)`):
/// a frame in which one of many siblings changed costs that sibling, not
/// a visit to each.
extension DamageNode {
    /// Takes `base`'s children (last frame's node for the layer, whose
    /// sublayers are placed as then) and their aggregates as this node's.
    ///
    /// The children are taken, not shared, so that replacing one copies none
    /// of the others (a list's hundreds of rows); `base` keeps what it needs
    /// to tell them as they were (`childrenLentTo`), which only the damage
    /// comparison and scroll finding ask for.
    func adoptChildren(of base: DamageNode) {
        storedChildren = base.children
        base.storedChildren = []
        base.childrenLentTo = self
        // What `base` replaced last frame has been compared: let it go.
        base.patchedPositions = []
        base.replacedChildren = []
        childrenSummary = base.childrenSummary
        patchBase = base
        childGrid = base.childGrid
    }

    /// The children as they were before any was replaced: last frame's.
    var childrenBeforePatching: [DamageNode] {
        var children = storedChildren
        for (position, old) in zip(patchedPositions, replacedChildren) { children[position] = old }
        return children
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
        replacedChildren.append(old)
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
            // Positions no longer match last frame's: compare the children all,
            // with last frame's node given back its own.
            if let base = patchBase {
                base.storedChildren = childrenBeforePatching
                base.childrenLentTo = nil
            }
            for position in removals.sorted(by: >) { storedChildren.remove(at: position) }
            patchBase = nil
            patchedPositions = []
            replacedChildren = []
            childGrid = nil
        }
        guard summaryIsStale || !removals.isEmpty else { return }
        childrenSummary = .nothing
        for child in storedChildren { childrenSummary.add(child) }
    }
}
