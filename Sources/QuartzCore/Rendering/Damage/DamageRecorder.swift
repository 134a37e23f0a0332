import CCairo
import CoreGraphics

/// Records a frame's damage nodes while a painter in recording mode walks
/// the layer trees (it places every layer as it would paint it, but draws
/// nothing).
///
/// A layer's signature covers its own changes, every change of its
/// ancestors that moves or restyles their sublayers, where it is placed
/// and with what opacity. A layer whose pixels depend on its whole subtree
/// — a shadow cast by its content, a mask, a compositing filter, a
/// transition, a replicator, a raster, a projected 3-D plane — is recorded
/// as one unit: its signature covers its subtree's changes and its extent
/// everything the subtree can paint.
///
/// A subtree in which nothing changed (`CALayer.subtreeVersion`) under a
/// parent placed as last frame keeps last frame's node, and the walk does
/// not enter it. That relies on the app's animation engine marking each
/// animating layer changed every frame, so only trees drawn for an app (a
/// window's, with a render context) reuse nodes; any other tree is recorded
/// whole each frame, and a layer in it that animates or emits is drawn
/// again every frame, as no engine marks it changed. A layer that is
/// walked, placing its sublayers as last frame, with none joined, left or
/// reordered since, records only the sublayers its `sublayerChanges`
/// lists: its node takes last frame's children with theirs replaced
/// (`DamageNode+Patching`), so a change among many siblings costs that
/// sibling.
final class DamageRecorder {
    /// The frame buffer's pixels.
    let frame: DamageRegion.PixelRect
    /// The roots recorded this frame, in order.
    private(set) var roots: [DamageNode] = []
    private let previousRoots: [UInt64: DamageNode]
    /// The nodes being recorded, innermost last.
    private var open: [OpenNode] = []
    /// A sublayer that changed since last frame, with its node then and that
    /// node's position among its parent's children then.
    typealias ChangedSublayer = (sublayer: CALayer, previous: DamageNode, position: Int)
    /// Whether the tree being walked may keep unchanged subtrees' nodes.
    private var reusesNodes = false

    /// The frame's media time: what a layer that changes with time signs
    /// with in a tree drawn for no app (`changesWithTime(_:asUnit:)`).
    private let time: CFTimeInterval

    init(frame: DamageRegion.PixelRect, previousRoots: [DamageNode], time: CFTimeInterval) {
        self.frame = frame
        self.time = time
        var byRoot: [UInt64: DamageNode] = [:]
        for root in previousRoots { byRoot[root.serial] = root }
        self.previousRoots = byRoot
    }

    /// Whether `layer`'s pixels depend on its whole subtree in ways that a
    /// record per sublayer would miss.
    static func paintsAsUnit(_ layer: CALayer, _ values: CALayerProperties) -> Bool {
        values.shouldRasterize || layer.mask != nil || values.compositingFilter != nil || values.transition != nil
            || values.replicator != nil || (LayerPainter.castsShadow(values) && values.shadowPath == nil)
    }

    /// Starts the walk of a root's tree. Returns last frame's node for it
    /// and whether that node can stand for it: nothing in its tree changed
    /// since last frame, and the walk can skip it (`keep(_:)` it).
    func beginTree(_ root: CALayer) -> (previous: DamageNode?, unchanged: Bool) {
        reusesNodes = root.renderContext != nil
        guard reusesNodes, let previous = previousRoots[root.renderSerial] else { return (nil, false) }
        let unchanged = previous.subtreeVersion == root.subtreeVersion
            && previous.placement.lineage == Self.lineage(of: root)
        return (previous, unchanged)
    }

    /// Last frame's node for `sublayer` of the layer being recorded, and
    /// whether it can stand for it unvisited: nothing changed in its subtree,
    /// and its parent places its sublayers as last frame. Sublayers are asked
    /// for in order.
    func previousNode(for sublayer: CALayer) -> (previous: DamageNode?, unchanged: Bool) {
        guard reusesNodes, let top = open.last, let parentPrevious = top.previous else { return (nil, false) }
        var cursor = top.cursor
        guard let previous = parentPrevious.child(serial: sublayer.renderSerial, at: &cursor) else { return (nil, false) }
        open[open.count - 1].cursor = cursor
        return (previous, top.placesAsBefore && previous.subtreeVersion == sublayer.subtreeVersion)
    }

    /// The sublayers of the layer being recorded in which something changed
    /// since last frame, each with its node then and that node's position
    /// among last frame's children, in that order. Nil unless the layer's
    /// node can be last frame's with only their nodes recorded again
    /// (`recordChangedSublayers()`): its sublayers are placed as then, none
    /// joined, left or moved in the order since (`CALayer.sublayerChanges`),
    /// each of those had a node, and every node was a sublayer's.
    func changedSublayers(of layer: CALayer) -> [ChangedSublayer]? {
        guard reusesNodes, let top = open.last, top.placesAsBefore, let previous = top.previous,
              top.node.serial == layer.renderSerial, previous.childrenAreSublayers,
              let serials = layer.sublayerChanges.sublayersChanged(after: previous.subtreeVersion) else { return nil }
        let children = previous.children
        var changed: [ChangedSublayer] = []
        for serial in serials {
            guard let position = children.firstIndex(where: { $0.serial == serial }),
                  let sublayer = layer.sublayerList.first(where: { $0.renderSerial == serial }) else { return nil }
            changed.append((sublayer, children[position], position))
        }
        return changed.sorted { $0.position < $1.position }
    }

    /// Starts the children of the node being recorded as last frame's
    /// (`changedSublayers(of:)`): each node recorded for it from now on
    /// replaces the child at the position last given to
    /// `recordChangedSublayer(at:)`.
    func recordChangedSublayers() {
        guard let top = open.last, let previous = top.previous else { return }
        top.node.adoptChildren(of: previous)
        open[open.count - 1].patch = Patch()
    }

    /// The next layer recorded replaces last frame's child at `position`
    /// of the node being recorded; if none is (its sublayer shows nothing
    /// now), that child goes.
    func recordChangedSublayer(at position: Int) {
        open[open.count - 1].patch?.takePending()
        open[open.count - 1].patch?.pending = position
    }

    /// Notes the device matrix the sublayers of the layer being recorded
    /// are placed through (nil: through a perspective) and returns how far
    /// they moved since last frame, when by whole device pixels with the
    /// same scale, rotation, skew and opacity: the layer's sublayers in
    /// which nothing changed then take last frame's nodes moved
    /// (`moved(_:by:for:)`), unvisited.
    func placeSublayers(through matrix: cairo_matrix_t?) -> (dx: Int, dy: Int)? {
        guard let top = open.last else { return nil }
        top.node.sublayerMatrix = matrix
        guard let matrix, let previous = top.previous, let before = previous.sublayerMatrix,
              previous.placement.alpha == top.node.placement.alpha else { return nil }
        return DamageNode.Placement(matrix: before, alpha: 1, lineage: 0)
            .wholePixelMove(to: DamageNode.Placement(matrix: matrix, alpha: 1, lineage: 0))
    }

    /// This frame's node for `sublayer` of the layer being recorded, whose
    /// sublayers moved `move` since last frame (`placeSublayers(through:)`),
    /// made from `previous` (its node last frame) without walking it: nil
    /// when something in its subtree changed, or an extent in it is not exact.
    func moved(_ previous: DamageNode, by move: (dx: Int, dy: Int), for sublayer: CALayer) -> DamageNode? {
        guard reusesNodes, previous.subtreeVersion == sublayer.subtreeVersion, previous.treeVersion == sublayer.treeVersion,
              previous.canShift else { return nil }
        let placement = DamageNode.Placement(matrix: previous.placement.matrix.moved(by: move.dx, move.dy),
                                             alpha: previous.placement.alpha, lineage: parentage(of: sublayer).lineage)
        // The signature walking it would give (placed alike, the same to the last bit most of the time).
        return previous.moved(by: move.dx, move.dy, to: placement,
                              signature: Self.signature(of: sublayer, placement: placement,
                                                        origin: sublayer.properties.bounds.origin, asUnit: previous.isUnit),
                              frame: frame)
    }

    /// A layer's signature placed by `placement`: its own changes, its
    /// ancestors' that move or restyle it (the placement's lineage), where
    /// and with what opacity it is; for a unit, its subtree's changes too.
    /// Where it is means where its bounds are (their `origin` is placed, so
    /// that a scroll, which moves the origin alone, leaves the signature).
    private static func signature(of layer: CALayer, placement: DamageNode.Placement, origin: CGPoint,
                                  asUnit: Bool) -> Int {
        var hasher = Hasher()
        let matrix = placement.matrix
        hasher.combine(layer.renderVersion)
        hasher.combine(placement.lineage)
        hasher.combine(matrix.xx)
        hasher.combine(matrix.yx)
        hasher.combine(matrix.xy)
        hasher.combine(matrix.yy)
        hasher.combine(matrix.x0 + matrix.xx * origin.x + matrix.xy * origin.y)
        hasher.combine(matrix.y0 + matrix.yx * origin.x + matrix.yy * origin.y)
        hasher.combine(placement.alpha)
        if asUnit { hasher.combine(layer.subtreeVersion) }
        return hasher.finalize()
    }

    /// Whether `layer` (with its subtree, for a unit) may look different at
    /// each media time without a change being noted: in a tree drawn for no
    /// app, where no animation engine marks animating layers changed each
    /// frame, a layer with animations, or an emitter, signs with the frame's
    /// time, so it is drawn again every frame.
    private func changesWithTime(_ layer: CALayer, asUnit: Bool) -> Bool {
        guard !reusesNodes else { return false }
        func changes(_ layer: CALayer) -> Bool { !layer.animationRecords.isEmpty || layer is CAEmitterLayer }
        guard asUnit else { return changes(layer) }
        var pending = [layer]
        while let current = pending.popLast() {
            if changes(current) { return true }
            pending += current.sublayerList
            if let mask = current.mask { pending.append(mask) }
        }
        return false
    }

    private static func signature(_ signature: Int, at time: CFTimeInterval) -> Int {
        var hasher = Hasher()
        hasher.combine(signature)
        hasher.combine(time)
        return hasher.finalize()
    }

    /// Last frame's node stands for its layer this frame: it joins the
    /// node being recorded, or the roots.
    func keep(_ node: DamageNode) {
        guard let parent = open.last else {
            roots.append(node)
            return
        }
        guard let position = parent.patch?.pending else {
            parent.node.append(node)
            return
        }
        open[open.count - 1].patch?.pending = nil
        if !parent.node.replaceChild(at: position, with: node) { open[open.count - 1].patch?.summaryIsStale = true }
    }

    /// Records `layer` placed by the context's current (affine) matrix and
    /// opens its node: the layers recorded until `end()` are under it.
    /// `extent` is where it can paint, in its own space; `alpha` the opacity
    /// it is painted with; `previous` its node last frame, when known.
    ///
    /// Returns true when the layer's subtree did not change since last
    /// frame and only moved by whole device pixels (an ancestor moved):
    /// its node then holds last frame's nodes under it, moved, and its
    /// sublayers must not be walked.
    func begin(_ layer: CALayer, values: CALayerProperties, previous: DamageNode?, extent: CGRect, cairo: OpaquePointer,
               alpha: Double, asUnit: Bool, castsShadow: Bool) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let (lineage, isSublayer) = parentage(of: layer)
        let placement = DamageNode.Placement(matrix: matrix, alpha: alpha, lineage: lineage)
        let scale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        // A shadow's reach is inside its extent already.
        let reach = values.backdropBlurRadius.map { Int((3 * $0 * scale).rounded(.up)) + 1 } ?? (castsShadow ? 0 : nil)
        let readsBehind = values.backdropBlurRadius != nil || values.compositingFilter != nil
        let (device, exact) = deviceRect(of: extent, cairo: cairo)
        var signature = Self.signature(of: layer, placement: placement, origin: values.bounds.origin, asUnit: asUnit)
        if changesWithTime(layer, asUnit: asUnit) { signature = Self.signature(signature, at: time) }
        let record = DamageRecord(signature: signature, extent: device, readReach: reach)
        if reusesNodes, let previous, previous.canShift, exact, previous.subtreeVersion == layer.subtreeVersion,
           previous.treeVersion == layer.treeVersion, let move = previous.placement.wholePixelMove(to: placement) {
            let node = DamageNode(layer: layer, record: record, placement: placement,
                                  treeVersion: layer.treeVersion, subtreeVersion: layer.subtreeVersion,
                                  readsBehind: readsBehind, canShift: true, asUnit: asUnit, movedWhole: true,
                                  isSublayer: isSublayer, frame: frame)
            node.sublayerMatrix = previous.sublayerMatrix?.moved(by: move.dx, move.dy)
            node.takeChildren(of: previous, movedBy: move.dx, move.dy, frame: frame)
            open.append(OpenNode(node: node, previous: nil, placesAsBefore: false, sublayerLimit: nil))
            return true
        }
        // Roots see the whole frame; a transform layer's leaf, flattened in, is not looked at.
        let limit = open.isEmpty ? frame : (isSublayer ? open.last?.sublayerLimit : nil)
        open(layer, previous: previous, record: record, placement: placement, readsBehind: readsBehind, exact: exact,
             asUnit: asUnit, isSublayer: isSublayer,
             scrollArea: ScrollArea.of(layer, values: values, matrix: matrix, alpha: alpha, asUnit: asUnit, within: limit),
             sublayerLimit: ScrollArea.limit(forSublayersOf: values, matrix: matrix, within: limit))
        return false
    }

    /// Records `layer` as a unit that can paint anywhere on the frame (a
    /// plane projected in 3-D), with nothing under it.
    func recordAnywhere(_ layer: CALayer, alpha: Double) {
        let (lineage, isSublayer) = parentage(of: layer)
        let placement = DamageNode.Placement(matrix: cairo_matrix_t(), alpha: alpha, lineage: lineage)
        var hasher = Hasher()
        hasher.combine(layer.renderVersion)
        hasher.combine(alpha)
        hasher.combine(placement.lineage)
        hasher.combine(layer.subtreeVersion)
        var signature = hasher.finalize()
        if changesWithTime(layer, asUnit: true) { signature = Self.signature(signature, at: time) }
        open(layer, previous: nil, record: DamageRecord(signature: signature, extent: frame, readReach: nil),
             placement: placement, readsBehind: false, exact: false, asUnit: true, isSublayer: isSublayer, scrollArea: nil,
             sublayerLimit: nil)
        end()
    }

    /// Closes the innermost node: it joins its parent's, or the roots.
    func end() {
        let closing = open.removeLast()
        if var patch = closing.patch {
            patch.takePending()
            closing.node.finishChildren(removing: patch.removals, summaryIsStale: patch.summaryIsStale)
        }
        keep(closing.node)
    }

    private func open(_ layer: CALayer, previous: DamageNode?, record: DamageRecord, placement: DamageNode.Placement,
                      readsBehind: Bool, exact: Bool, asUnit: Bool, isSublayer: Bool, scrollArea: ScrollArea?,
                      sublayerLimit: DamageRegion.PixelRect?) {
        let node = DamageNode(layer: layer, record: record, placement: placement,
                              treeVersion: layer.treeVersion, subtreeVersion: layer.subtreeVersion,
                              readsBehind: readsBehind, canShift: exact, asUnit: asUnit, isSublayer: isSublayer,
                              scrollArea: scrollArea, frame: frame)
        let placesAsBefore = previous.map { $0.placement == placement && $0.treeVersion == layer.treeVersion } ?? false
        open.append(OpenNode(node: node, previous: reusesNodes ? previous : nil, placesAsBefore: placesAsBefore,
                             sublayerLimit: sublayerLimit))
    }

    /// The lineage of a layer being recorded: its parent's (carried down the
    /// walk) with the parent's changes; walked up for a root. And whether
    /// it is a sublayer of the layer being recorded (a root, or a transform
    /// layer's leaf, is not).
    private func parentage(of layer: CALayer) -> (lineage: Int, isSublayer: Bool) {
        guard let parent = open.last, parent.node.serial == layer.superlayer?.renderSerial else {
            return (Self.lineage(of: layer), false)
        }
        var hasher = Hasher()
        hasher.combine(parent.node.placement.lineage)
        hasher.combine(parent.node.serial)
        hasher.combine(parent.node.treeVersion)
        return (hasher.finalize(), true)
    }

    /// A hash of the changes of `layer`'s ancestors that move or restyle their sublayers.
    private static func lineage(of layer: CALayer) -> Int {
        var chain: [CALayer] = []
        var ancestor = layer.superlayer
        while let current = ancestor {
            chain.append(current)
            ancestor = current.superlayer
        }
        var lineage = 0
        for current in chain.reversed() {
            var hasher = Hasher()
            hasher.combine(lineage)
            hasher.combine(current.renderSerial)
            hasher.combine(current.treeVersion)
            lineage = hasher.finalize()
        }
        return lineage
    }

    /// The whole device pixels `rect` (user space) covers, one more around
    /// for antialiased edges — not cut to the frame, so that it stays right
    /// when moved; `exact` is false when it had to be bounded (far outside
    /// the frame, or not finite).
    private func deviceRect(of rect: CGRect, cairo: OpaquePointer) -> (rect: DamageRegion.PixelRect, exact: Bool) {
        guard !rect.isNull else {
            return (DamageRegion.PixelRect(x: 0, y: 0, width: 0, height: 0), true)
        }
        // The four corners' device box (no arrays: this runs for every layer recorded).
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ pointX: CGFloat, _ pointY: CGFloat) {
            var x = Double(pointX), y = Double(pointY)
            cairo_user_to_device(cairo, &x, &y)
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        include(rect.minX, rect.minY)
        include(rect.maxX, rect.minY)
        include(rect.minX, rect.maxY)
        include(rect.maxX, rect.maxY)
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return (frame, false) }
        // Far outside the frame (an emitter's reach): clamp before converting.
        let limit = Double(max(frame.width, frame.height)) * 4
        let exact = max(-minX, -minY, maxX, maxY) < limit
        func pixel(_ value: Double, _ round: FloatingPointRoundingRule) -> Int {
            Int(min(max(value, -limit), limit).rounded(round))
        }
        let x0 = pixel(minX, .down) - 1, y0 = pixel(minY, .down) - 1
        return (DamageRegion.PixelRect(x: x0, y: y0, width: pixel(maxX, .up) + 1 - x0, height: pixel(maxY, .up) + 1 - y0),
                exact)
    }

    /// A node being recorded, with last frame's node for its layer, whether
    /// its sublayers are placed as then, and where the walk is in last
    /// frame's children.
    private struct OpenNode {
        let node: DamageNode
        let previous: DamageNode?
        let placesAsBefore: Bool
        /// Where its sublayers are neither cut nor covered by it or its
        /// ancestors (`ScrollArea.limit(forSublayersOf:matrix:within:)`).
        var sublayerLimit: DamageRegion.PixelRect?
        var cursor = 0
        /// Set while only its changed sublayers are recorded.
        var patch: Patch?
    }

    /// The children of a node recorded as last frame's (`recordChangedSublayers()`).
    private struct Patch {
        /// The position whose child the next node recorded replaces.
        var pending: Int?
        /// Positions whose sublayers recorded nothing this frame.
        var removals: [Int] = []
        /// Whether a child replaced may have set the children's aggregates.
        var summaryIsStale = false

        /// A position still waiting when the next one is given (or the node
        /// closes) had nothing recorded: its child goes.
        mutating func takePending() {
            if let pending { removals.append(pending) }
            pending = nil
        }
    }
}
