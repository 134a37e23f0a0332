import CCairo
import Foundation

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
        var matrix: cairo_matrix_t
        /// The opacity it was painted with (its own times its ancestors').
        let alpha: Double
        /// A hash of its ancestors' changes that move or restyle their sublayers.
        let lineage: Int

        static func == (lhs: Placement, rhs: Placement) -> Bool {
            lhs.alpha == rhs.alpha && lhs.lineage == rhs.lineage && lhs.hasSameLinearPart(as: rhs)
                && lhs.matrix.x0 == rhs.matrix.x0 && lhs.matrix.y0 == rhs.matrix.y0
        }

        /// Whether the two scale, rotate and skew alike (translations aside).
        func hasSameLinearPart(as other: Placement) -> Bool {
            matrix.xx == other.matrix.xx && matrix.yx == other.matrix.yx
                && matrix.xy == other.matrix.xy && matrix.yy == other.matrix.yy
        }

        /// How far `other` is moved from this placement, when by whole
        /// device pixels with the same linear part and opacity.
        func wholePixelMove(to other: Placement) -> (dx: Int, dy: Int)? {
            guard alpha == other.alpha, hasSameLinearPart(as: other) else { return nil }
            let dx = other.matrix.x0 - matrix.x0, dy = other.matrix.y0 - matrix.y0
            guard dx.isFinite, dy.isFinite, dx == dx.rounded(), dy == dy.rounded(),
                  abs(dx) < 1e9, abs(dy) < 1e9 else { return nil }
            return (Int(dx), Int(dy))
        }
    }

    let serial: UInt64
    let record: DamageRecord
    let placement: Placement
    /// The layer's `treeVersion` and `subtreeVersion` when it was recorded.
    let treeVersion: UInt64
    let subtreeVersion: UInt64
    /// Whether the subtree was taken from last frame's, moved by whole
    /// device pixels, instead of walked: nothing in it changed but where
    /// it is (what a raster cache can draw).
    let movedWhole: Bool
    /// The nodes of the layers painted under it: its sublayers (the leaves
    /// of a transform layer among them flattened in), none for a layer
    /// recorded as a unit.
    private(set) var children: [DamageNode] = []
    /// Where the layer and everything under it can paint (device pixels,
    /// not cut to the frame).
    private(set) var subtreeExtent: DamageRegion.PixelRect
    /// The reach (device pixels) of every layer in the subtree that reads
    /// what lies around it (`DamageRecord.readReach`), cut to the frame.
    private(set) var readers: [DamageRegion.PixelRect] = []
    /// Whether the layer itself, or one in its subtree, reads what is
    /// behind it (a backdrop blur, a compositing filter): its pixels depend
    /// on more than the subtree.
    let readsBehindItself: Bool
    private(set) var readsBehind: Bool
    /// Whether every extent in the subtree is exact, so that moving the
    /// subtree moves them (none is "anywhere", or cut at the recording limit).
    private(set) var canShift: Bool
    /// Child indices by serial, made the first time a lookup misses the
    /// walking order.
    private var childIndex: [UInt64: Int]?
    /// Guards every node's `childIndex`: the pieces of a frame are painted
    /// on several threads at once. One lock for all, as a lookup rarely
    /// misses (a node's own would cost an allocation per node recorded).
    private static let childIndexLock = NSLock()

    init(serial: UInt64, record: DamageRecord, placement: Placement, treeVersion: UInt64, subtreeVersion: UInt64,
         readsBehind: Bool, canShift: Bool, movedWhole: Bool = false, frame: DamageRegion.PixelRect) {
        self.serial = serial
        self.record = record
        self.placement = placement
        self.treeVersion = treeVersion
        self.subtreeVersion = subtreeVersion
        readsBehindItself = readsBehind
        self.readsBehind = readsBehind
        self.canShift = canShift
        self.movedWhole = movedWhole
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
        readsBehind = readsBehind || child.readsBehind
        canShift = canShift && child.canShift
    }

    /// Copies of this node's children moved `dx`, `dy` device pixels, added
    /// to `node` (this layer's node this frame) as if walked again: each
    /// copy's lineage follows from its parent's, and its signature changes
    /// (it is somewhere else, or restyled by an ancestor).
    func appendChildren(movedBy dx: Int, _ dy: Int, to node: DamageNode, frame: DamageRegion.PixelRect) {
        var pending: [(source: DamageNode, parent: DamageNode)] = children.reversed().map { ($0, node) }
        var copies: [(copy: DamageNode, parent: DamageNode)] = []
        while let (source, parent) = pending.popLast() {
            var hasher = Hasher()
            hasher.combine(parent.placement.lineage)
            hasher.combine(parent.serial)
            hasher.combine(parent.treeVersion)
            let lineage = hasher.finalize()
            var matrix = source.placement.matrix
            matrix.x0 += Double(dx)
            matrix.y0 += Double(dy)
            var signature = Hasher()
            signature.combine(source.record.signature)
            signature.combine(dx)
            signature.combine(dy)
            signature.combine(lineage)
            let record = DamageRecord(signature: signature.finalize(), extent: source.record.extent.offset(by: dx, dy),
                                      readReach: source.record.readReach)
            let copy = DamageNode(serial: source.serial, record: record,
                                  placement: Placement(matrix: matrix, alpha: source.placement.alpha, lineage: lineage),
                                  treeVersion: source.treeVersion, subtreeVersion: source.subtreeVersion,
                                  readsBehind: source.readsBehindItself, canShift: true,
                                  movedWhole: true, frame: frame)
            copies.append((copy, parent))
            pending += source.children.reversed().map { ($0, copy) }
        }
        // A copy joins its parent once complete (its aggregates — extent,
        // readers — cover its subtree): deepest first, siblings in order.
        var waiting: [ObjectIdentifier: [DamageNode]] = [:]
        for (copy, parent) in copies.reversed() {
            for child in (waiting.removeValue(forKey: ObjectIdentifier(copy)) ?? []).reversed() { copy.append(child) }
            waiting[ObjectIdentifier(parent), default: []].append(copy)
        }
        for child in (waiting[ObjectIdentifier(node)] ?? []).reversed() { node.append(child) }
    }
    /// The child recorded for the layer numbered `serial`, looked for at
    /// `cursor` first (sublayers are walked in order), then by serial;
    /// `cursor` moves past a match found there.
    func child(serial: UInt64, at cursor: inout Int) -> DamageNode? {
        if cursor < children.count, children[cursor].serial == serial {
            cursor += 1
            return children[cursor - 1]
        }
        Self.childIndexLock.lock()
        defer { Self.childIndexLock.unlock() }
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
