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
    /// The device matrix the layer's sublayers were placed through (its
    /// placement's, then its sublayer transform), when that is affine;
    /// set while the layer is recorded.
    var sublayerMatrix: cairo_matrix_t?
    /// The layer's `treeVersion` and `subtreeVersion` when it was recorded.
    let treeVersion: UInt64
    let subtreeVersion: UInt64
    /// Whether the layer was recorded as a unit (`DamageRecorder`): its
    /// signature covers its subtree's changes.
    let isUnit: Bool
    /// Whether the subtree was taken from last frame's, moved by whole
    /// device pixels, instead of walked: nothing in it changed but where
    /// it is (what a raster cache can draw).
    let movedWhole: Bool
    /// The nodes of the layers painted under it: its sublayers (the leaves
    /// of a transform layer among them flattened in), none for a layer
    /// recorded as a unit. A node moved whole copies them from last frame's
    /// on first use (`childrenToCopy`): only the recording pass and the
    /// damage comparison ask for them, on the thread that asked for the
    /// frame, so that a subtree that only moves costs one node a frame.
    var children: [DamageNode] {
        if let move = childrenToCopy { copyChildren(move) }
        return storedChildren
    }
    private var storedChildren: [DamageNode] = []
    /// For a node moved whole: the node whose children, moved `dx`, `dy`
    /// device pixels, are this node's, until they are copied. Never itself
    /// such a node (moves add up), so copying goes one level deep.
    private var childrenToCopy: ChildrenToCopy?

    /// Children a node moved whole takes from another node, moved.
    private struct ChildrenToCopy {
        let source: DamageNode
        let dx: Int
        let dy: Int
        /// The frame buffer's pixels (what a reader's reach is cut to).
        let frame: DamageRegion.PixelRect
    }
    /// Whether `children` still has to copy last frame's: painters, which
    /// must not copy them (they run on several threads), treat the subtree
    /// as unknown then (paint it without skipping by extent).
    var childrenAreUncopied: Bool { childrenToCopy != nil }
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
    /// Whether a child's subtree moved whole this frame (what runs of
    /// siblings drawn from one picture are made of).
    private(set) var hasChildMovedWhole = false
    /// The runs of the layer's sublayers drawn from shared pictures,
    /// worked out by the first piece of the frame that paints the layer
    /// (`siblingRuns(_:)`).
    private var siblingRuns: [SiblingRun]?
    private static let siblingRunsLock = NSLock()
    /// Child indices by serial, made the first time a lookup misses the
    /// walking order.
    private var childIndex: [UInt64: Int]?
    /// Guards every node's `childIndex`: the pieces of a frame are painted
    /// on several threads at once. One lock for all, as a lookup rarely
    /// misses (a node's own would cost an allocation per node recorded).
    private static let childIndexLock = NSLock()

    init(serial: UInt64, record: DamageRecord, placement: Placement, treeVersion: UInt64, subtreeVersion: UInt64,
         readsBehind: Bool, canShift: Bool, asUnit: Bool, movedWhole: Bool = false, frame: DamageRegion.PixelRect) {
        self.serial = serial
        self.record = record
        self.placement = placement
        self.treeVersion = treeVersion
        self.subtreeVersion = subtreeVersion
        readsBehindItself = readsBehind
        self.readsBehind = readsBehind
        self.canShift = canShift
        self.movedWhole = movedWhole
        isUnit = asUnit
        subtreeExtent = record.extent
        if let reach = record.readReach { readers = [record.extent.outset(by: reach).clipped(to: frame)] }
    }

    /// Adds a child while the node is being recorded.
    func append(_ child: DamageNode) {
        storedChildren.append(child)
        hasChildMovedWhole = hasChildMovedWhole || child.movedWhole
        if !child.subtreeExtent.isEmpty {
            subtreeExtent = subtreeExtent.isEmpty ? child.subtreeExtent : subtreeExtent.union(child.subtreeExtent)
        }
        readers += child.readers
        readsBehind = readsBehind || child.readsBehind
        canShift = canShift && child.canShift
    }

    /// This frame's node for a layer whose subtree did not change and whose
    /// parent moved its sublayers `dx`, `dy` whole device pixels since this
    /// node was recorded: placed by `placement` (this node's, moved) with
    /// `signature`, everything under it moved, its children copied only
    /// when asked for. Needs `canShift` (every extent in the subtree exact).
    func moved(by dx: Int, _ dy: Int, to placement: Placement, signature: Int,
               frame: DamageRegion.PixelRect) -> DamageNode {
        let node = DamageNode(serial: serial,
                              record: DamageRecord(signature: signature, extent: record.extent.offset(by: dx, dy),
                                                   readReach: record.readReach),
                              placement: placement, treeVersion: treeVersion, subtreeVersion: subtreeVersion,
                              readsBehind: readsBehindItself, canShift: true, asUnit: isUnit, movedWhole: true,
                              frame: frame)
        node.sublayerMatrix = sublayerMatrix?.moved(by: dx, dy)
        node.takeChildren(of: self, movedBy: dx, dy, frame: frame)
        return node
    }

    /// Takes `source`'s children, moved `dx`, `dy` device pixels, as this
    /// node's (a node just made, with none yet): their aggregates now, the
    /// nodes themselves when first asked for.
    func takeChildren(of source: DamageNode, movedBy dx: Int, _ dy: Int, frame: DamageRegion.PixelRect) {
        if !source.subtreeExtent.isEmpty {
            let moved = source.subtreeExtent.offset(by: dx, dy)
            subtreeExtent = subtreeExtent.isEmpty ? moved : subtreeExtent.union(moved)
        }
        readsBehind = readsBehind || source.readsBehind
        if let move = source.childrenToCopy {
            childrenToCopy = ChildrenToCopy(source: move.source, dx: move.dx + dx, dy: move.dy + dy, frame: frame)
        } else if !source.storedChildren.isEmpty {
            childrenToCopy = ChildrenToCopy(source: source, dx: dx, dy: dy, frame: frame)
        }
        // A reach cut to the frame cannot simply move: copy them now.
        if !source.readers.isEmpty, let move = childrenToCopy {
            copyChildren(move)
            for child in storedChildren { readers += child.readers }
        }
    }

    /// Copies of `move.source`'s children moved `dx`, `dy` device pixels,
    /// as if walked again: each copy's lineage follows from its parent's,
    /// and its signature changes (it is somewhere else, or restyled by an
    /// ancestor). This node's aggregates already cover them.
    private func copyChildren(_ move: ChildrenToCopy) {
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
            let copy = DamageNode(serial: source.serial, record: record,
                                  placement: Placement(matrix: source.placement.matrix.moved(by: dx, dy),
                                                       alpha: source.placement.alpha, lineage: lineage),
                                  treeVersion: source.treeVersion, subtreeVersion: source.subtreeVersion,
                                  readsBehind: source.readsBehindItself, canShift: true, asUnit: source.isUnit,
                                  movedWhole: true, frame: move.frame)
            copy.sublayerMatrix = source.sublayerMatrix?.moved(by: dx, dy)
            copies.append((copy, parent))
            pending += source.storedChildren.reversed().map { ($0, copy) }
        }
        // A copy joins its parent once complete (its aggregates — extent,
        // readers — cover its subtree): deepest first, siblings in order.
        var waiting: [ObjectIdentifier: [DamageNode]] = [:]
        for (copy, parent) in copies.reversed() {
            for child in (waiting.removeValue(forKey: ObjectIdentifier(copy)) ?? []).reversed() { copy.append(child) }
            waiting[ObjectIdentifier(parent), default: []].append(copy)
        }
        storedChildren = (waiting[ObjectIdentifier(self)] ?? []).reversed()
        hasChildMovedWhole = !storedChildren.isEmpty
    }

    /// The runs of the layer's sublayers drawn from shared pictures this
    /// frame: `make`'s, made once for all the pieces painting the layer.
    func siblingRuns(_ make: () -> [SiblingRun]) -> [SiblingRun] {
        Self.siblingRunsLock.lock()
        defer { Self.siblingRunsLock.unlock() }
        if let siblingRuns { return siblingRuns }
        let runs = make()
        siblingRuns = runs
        return runs
    }

    /// The child recorded for the layer numbered `serial`, looked for at
    /// `cursor` first (sublayers are walked in order), then by serial;
    /// `cursor` moves past a match found there. Painters ask only nodes
    /// whose children are copied (`childrenAreUncopied` false): copying
    /// is for the recording pass.
    func child(serial: UInt64, at cursor: inout Int) -> DamageNode? {
        let children = children
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

extension cairo_matrix_t {
    /// The same matrix followed by a move of `dx`, `dy` device pixels.
    func moved(by dx: Int, _ dy: Int) -> cairo_matrix_t {
        var matrix = self
        matrix.x0 += Double(dx)
        matrix.y0 += Double(dy)
        return matrix
    }
}
