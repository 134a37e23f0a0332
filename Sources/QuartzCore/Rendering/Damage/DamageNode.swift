import CCairo

/// What one layer looked like where it was painted in a frame, as far as
/// damage goes: a signature that changes whenever its pixels may have
/// changed, where on the frame it can paint, and how far around itself it
/// reads what is behind (a backdrop blur).
struct DamageRecord: Equatable {
    let signature: Int
    let extent: DamageRegion.PixelRect
    /// For a layer whose pixels anywhere in its extent depend on pixels
    /// elsewhere in it or around it (a backdrop blurs what is behind it, a
    /// shadow blurs what casts it), how far around its extent it reads; nil
    /// for a layer whose every pixel depends only on itself.
    let readReach: Int?
}

/// One layer's damage record in a frame, with the records of the layers
/// painted under it, in the order they were walked. Nodes are immutable
/// once recorded and kept from frame to frame: a subtree in which nothing
/// changed, placed as before, keeps last frame's node whole — recording
/// and comparing it costs nothing.
final class DamageNode {
    /// What a node's sublayers were placed by.
    struct Placement: Equatable {
        /// The device matrix the layer was painted through (Cairo's, after
        /// its position, anchor and transform; before its sublayer transform).
        let matrix: cairo_matrix_t
        /// The opacity it was painted with (its own times its ancestors').
        let alpha: Double
        /// A hash of its ancestors' changes that move or restyle their sublayers.
        let lineage: Int

        static func == (lhs: Placement, rhs: Placement) -> Bool {
            lhs.alpha == rhs.alpha && lhs.lineage == rhs.lineage
                && lhs.matrix.xx == rhs.matrix.xx && lhs.matrix.yx == rhs.matrix.yx
                && lhs.matrix.xy == rhs.matrix.xy && lhs.matrix.yy == rhs.matrix.yy
                && lhs.matrix.x0 == rhs.matrix.x0 && lhs.matrix.y0 == rhs.matrix.y0
        }
    }

    let serial: UInt64
    let record: DamageRecord
    let placement: Placement
    /// The layer's `treeVersion` and `subtreeVersion` when it was recorded.
    let treeVersion: UInt64
    let subtreeVersion: UInt64
    /// The nodes of the layers painted under it: its sublayers (the leaves
    /// of a transform layer among them flattened in), none for a layer
    /// recorded as a unit.
    private(set) var children: [DamageNode] = []
    /// Where the layer and everything under it can paint (device pixels).
    private(set) var subtreeExtent: DamageRegion.PixelRect
    /// The reach (device pixels) of every layer in the subtree that reads
    /// what lies around it (`DamageRecord.readReach`), cut to the frame.
    private(set) var readers: [DamageRegion.PixelRect] = []
    /// Child indices by serial, made the first time a lookup misses the
    /// walking order.
    private var childIndex: [UInt64: Int]?

    init(serial: UInt64, record: DamageRecord, placement: Placement, treeVersion: UInt64, subtreeVersion: UInt64,
         frame: DamageRegion.PixelRect) {
        self.serial = serial
        self.record = record
        self.placement = placement
        self.treeVersion = treeVersion
        self.subtreeVersion = subtreeVersion
        subtreeExtent = record.extent
        if let reach = record.readReach { readers = [record.extent.outset(by: reach).clipped(to: frame)] }
    }

    /// Adds a child while the node is being recorded.
    func append(_ child: DamageNode) {
        children.append(child)
        if !child.subtreeExtent.isEmpty {
            subtreeExtent = subtreeExtent.isEmpty ? child.subtreeExtent : subtreeExtent.union(child.subtreeExtent)
        }
        readers += child.readers
    }

    /// The child recorded for the layer numbered `serial`, looked for at
    /// `cursor` first (sublayers are walked in order), then by serial;
    /// `cursor` moves past a match found there.
    func child(serial: UInt64, at cursor: inout Int) -> DamageNode? {
        if cursor < children.count, children[cursor].serial == serial {
            cursor += 1
            return children[cursor - 1]
        }
        if childIndex == nil {
            var index: [UInt64: Int] = [:]
            for (position, child) in children.enumerated() where index[child.serial] == nil {
                index[child.serial] = position
            }
            childIndex = index
        }
        return childIndex?[serial].map { children[$0] }
    }
}
