/// What a layer, or the subtrees of a node's children, add to the
/// aggregates of a damage node: where they can paint, who reads around
/// them, and what lets the subtree move or be drawn from a picture.
struct DamageSummary {
    /// Where they can paint (device pixels, not cut to the frame); empty
    /// when nowhere.
    var extent: DamageRegion.PixelRect
    /// The reach of each layer among them that reads what lies around it.
    var readers: [DamageRegion.PixelRect]
    /// Whether one of them reads what is behind it.
    var readsBehind: Bool
    /// Whether every extent among them is exact (moving them moves it).
    var canShift: Bool
    /// Whether one of the nodes moved whole (for children: a child itself,
    /// not one deeper down).
    var hasMovedWhole: Bool
    /// Whether each node is one of its parent layer's sublayers (for
    /// children: none is a transform layer's leaf, flattened in).
    var areSublayers: Bool

    /// What no children add.
    static let nothing = DamageSummary(extent: DamageRegion.PixelRect(x: 0, y: 0, width: 0, height: 0), readers: [],
                                       readsBehind: false, canShift: true, hasMovedWhole: false, areSublayers: true)

    /// Adds a child's subtree.
    mutating func add(_ child: DamageNode) {
        let childExtent = child.subtreeExtent
        if !childExtent.isEmpty { extent = extent.isEmpty ? childExtent : extent.union(childExtent) }
        if !child.own.readers.isEmpty || !child.childrenSummary.readers.isEmpty { readers += child.readers }
        readsBehind = readsBehind || child.readsBehind
        canShift = canShift && child.canShift
        hasMovedWhole = hasMovedWhole || child.movedWhole
        areSublayers = areSublayers && child.isSublayer
    }

    /// The extent of the two together.
    func extent(with other: DamageSummary) -> DamageRegion.PixelRect {
        extent.isEmpty ? other.extent : other.extent.isEmpty ? extent : extent.union(other.extent)
    }
}
