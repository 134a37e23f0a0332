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

    /// The layer recorded. Unowned and unsafe: only this frame's nodes are
    /// asked for it (their layers are in the tree being drawn); last
    /// frame's are matched by `serial` alone, as their layers may be gone.
    unowned(unsafe) let layer: CALayer
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
    var movedWhole: Bool { own.hasMovedWhole }
    /// The nodes of the layers painted under it: its sublayers (the leaves
    /// of a transform layer among them flattened in), none for a layer
    /// recorded as a unit. A node moved whole copies them from last frame's
    /// on first use (`childrenToCopy`): only the recording pass and the
    /// damage comparison ask for them, on the thread that asked for the
    /// frame, so that a subtree that only moves costs one node a frame.
    var children: [DamageNode] {
        if let move = childrenToCopy { copyChildren(move) }
        if let borrower = childrenLentTo { return borrower.childrenBeforePatching }
        return storedChildren
    }
    /// The children as recorded so far (`DamageNode+Moving` and
    /// `DamageNode+Patching` fill them too).
    var storedChildren: [DamageNode] = []
    /// For a node moved whole: the node whose children, moved `dx`, `dy`
    /// device pixels, are this node's, until they are copied. Never itself
    /// such a node (moves add up), so copying goes one level deep.
    var childrenToCopy: ChildrenToCopy?

    /// Children a node moved whole takes from another node, moved.
    struct ChildrenToCopy {
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
    /// Where a move of all the layer's sublayers by whole device pixels
    /// moves the frame's pixels (`ScrollArea`); nil for most layers.
    let scrollArea: ScrollArea?
    /// What the layer itself adds to its subtree's aggregates.
    let own: DamageSummary
    /// What the children's subtrees add up to.
    var childrenSummary = DamageSummary.nothing
    /// For a node recorded as last frame's with only some children
    /// recorded again (`DamageNode+Patching`): last frame's node, and the
    /// positions of the children recorded again, so that comparing the two
    /// looks at those alone. Weak, so that no frame holds on to the one
    /// before it.
    weak var patchBase: DamageNode?
    var patchedPositions: [Int] = []
    /// For a patched node: the children it replaced, one for each of
    /// `patchedPositions`.
    var replacedChildren: [DamageNode] = []
    /// For last frame's node whose children a node patched this frame took
    /// (`adoptChildren(of:)`): that node, whose children are these but
    /// where it replaced them.
    var childrenLentTo: DamageNode?

    /// Where the layer and everything under it can paint (device pixels,
    /// not cut to the frame).
    var subtreeExtent: DamageRegion.PixelRect { own.extent(with: childrenSummary) }
    /// The reach (device pixels) of every layer in the subtree that reads
    /// what lies around it (`DamageRecord.readReach`), cut to the frame.
    var readers: [DamageRegion.PixelRect] { own.readers + childrenSummary.readers }
    /// Whether the layer itself, or one in its subtree, reads what is
    /// behind it (a backdrop blur, a compositing filter): its pixels depend
    /// on more than the subtree.
    var readsBehindItself: Bool { own.readsBehind }
    var readsBehind: Bool { own.readsBehind || childrenSummary.readsBehind }
    /// Whether every extent in the subtree is exact, so that moving the
    /// subtree moves them (none is "anywhere", or cut at the recording limit).
    var canShift: Bool { own.canShift && childrenSummary.canShift }
    /// Whether a child's subtree moved whole this frame (what runs of
    /// siblings drawn from one picture are made of).
    var hasChildMovedWhole: Bool { childrenSummary.hasMovedWhole }
    /// Whether each child is the node of one of the layer's sublayers (none
    /// is a leaf of a transform layer, flattened in).
    var childrenAreSublayers: Bool { childrenSummary.areSublayers }
    /// The runs of the layer's sublayers drawn from shared pictures,
    /// worked out by the first piece of the frame that paints the layer
    /// (`siblingRuns(_:)`).
    private var siblingRuns: [SiblingRun]?
    private static let siblingRunsLock = NSLock()
    /// The children's subtree extents by band of the frame, made the first
    /// time a piece asks (`childPositions(near:frame:)`); a node recorded as
    /// last frame's takes that node's while its children's extents stay.
    var childGrid: ExtentGrid?
    private static let childGridLock = NSLock()
    /// Child indices by serial, made the first time a lookup misses the
    /// walking order.
    private var childIndex: [UInt64: Int]?
    /// Guards every node's `childIndex`: the pieces of a frame are painted
    /// on several threads at once. One lock for all, as a lookup rarely
    /// misses (a node's own would cost an allocation per node recorded).
    private static let childIndexLock = NSLock()

    /// `isSublayer`: whether the layer is a sublayer of its parent node's
    /// layer (not a leaf of a transform layer flattened in).
    init(layer: CALayer, record: DamageRecord, placement: Placement, treeVersion: UInt64, subtreeVersion: UInt64,
         readsBehind: Bool, canShift: Bool, asUnit: Bool, movedWhole: Bool = false, isSublayer: Bool,
         scrollArea: ScrollArea? = nil, frame: DamageRegion.PixelRect) {
        self.layer = layer
        serial = layer.renderSerial
        self.record = record
        self.placement = placement
        self.treeVersion = treeVersion
        self.subtreeVersion = subtreeVersion
        isUnit = asUnit
        self.scrollArea = scrollArea
        own = DamageSummary(extent: record.extent,
                            readers: record.readReach.map { [record.extent.outset(by: $0).clipped(to: frame)] } ?? [],
                            readsBehind: readsBehind, canShift: canShift, hasMovedWhole: movedWhole,
                            areSublayers: isSublayer)
    }

    /// Whether the layer is a sublayer of its parent node's layer.
    var isSublayer: Bool { own.areSublayers }

    /// Adds a child while the node is being recorded.
    func append(_ child: DamageNode) {
        storedChildren.append(child)
        childrenSummary.add(child)
    }

    /// The runs of the layer's sublayers drawn from shared pictures this
    /// frame: `make`'s, made once for all the pieces painting the layer.
    func siblingRuns(_ make: () -> [SiblingRun]) -> [SiblingRun] {
        Self.siblingRunsLock.withLock {
            if let siblingRuns { return siblingRuns }
            let runs = make()
            siblingRuns = runs
            return runs
        }
    }

    /// The positions of the children whose subtrees may paint in `rect`
    /// (device pixels, on `frame`), in order; the caller tests their
    /// extents. For painters: the children must be copied
    /// (`childrenAreUncopied` false).
    func childPositions(near rect: DamageRegion.PixelRect, frame: DamageRegion.PixelRect) -> [Int] {
        let grid = Self.childGridLock.withLock {
            if let childGrid { return childGrid }
            let grid = ExtentGrid(storedChildren.map(\.subtreeExtent), frame: frame)
            childGrid = grid
            return grid
        }
        return grid.positions(near: rect)
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
        let position = Self.childIndexLock.withLock {
            if childIndex == nil {
                var index: [UInt64: Int] = [:]
                for (position, child) in children.enumerated() where index[child.serial] == nil {
                    index[child.serial] = position
                }
                childIndex = index
            }
            return childIndex?[serial]
        }
        return position.map { children[$0] }
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
