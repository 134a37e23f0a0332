import CCairo
import CoreGraphics

/// The recording pass of damage tracking (Rendering/Damage/), and the
/// painting of one damaged rectangle.
extension LayerPainter {
    /// Records `layer`, placed by the current matrix, then goes on to its
    /// sublayers — except below a raster or a replicator, whose subtree the
    /// layer's own record covers (they are painted apart from the walk).
    /// `previous` is the layer's node last frame, when known.
    func record(_ layer: CALayer, values: CALayerProperties, alpha: Double, previous: DamageNode?,
                in recorder: DamageRecorder, steps: inout [Step]) {
        let asUnit = DamageRecorder.paintsAsUnit(layer, values)
        let castsShadow = Self.castsShadow(values)
        var extent = asUnit ? visibleExtent(of: layer, values: values) : Self.ownExtent(values)
        if !asUnit, castsShadow {
            extent = extent.union(Self.shadowExtent(values, casterExtent: Self.ownExtent(values)))
        }
        if values.text != nil {
            // Text taller than its bounds runs on below them.
            extent = extent.union(values.bounds.insetBy(dx: 0, dy: -values.bounds.height))
        }
        let moved = recorder.begin(layer, values: values, previous: previous, extent: extent, cairo: cairo, alpha: alpha,
                                   asUnit: asUnit, castsShadow: castsShadow)
        steps.append(.endRecord)
        guard !moved, !(values.shouldRasterize && rasterizing !== layer), values.replicator == nil else { return }
        steps.append(.beginContent(layer, values, alpha: alpha))
    }

    /// The recording pass: the layer's sublayers placed, nothing drawn; a
    /// sublayer in which nothing changed keeps last frame's node unvisited,
    /// and one that only moved with its parent's sublayers (a scroll)
    /// takes it moved, without its values computed. Sublayers go in their
    /// order (drawing order does not matter to records).
    func recordSublayers(of layer: CALayer, values: CALayerProperties, alpha: Double, in recorder: DamageRecorder,
                         steps: inout [Step]) {
        let sublayers = layer.sublayerList
        guard !sublayers.isEmpty else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let move = recorder.placeSublayers(through: CATransform3DIsAffine(values.sublayerTransform)
            ? CGContext.cairoMatrix(values.sublayerTransformAboutAnchor.concatenating(CGContext.affine(matrix))) : nil)
        if let changed = recorder.changedSublayers(of: layer),
           recordChanged(changed, values: values, alpha: alpha, in: recorder, steps: &steps) {
            return
        }
        // Last frame's nodes are looked up in order; steps are pushed last first.
        var nodes: [(reused: DamageNode?, previous: DamageNode?)] = []
        nodes.reserveCapacity(sublayers.count)
        for sublayer in sublayers {
            let (previous, unchanged) = recorder.previousNode(for: sublayer)
            guard let previous else {
                nodes.append((nil, nil))
                continue
            }
            nodes.append((unchanged ? previous : move.flatMap { recorder.moved(previous, by: $0, for: sublayer) }, previous))
        }
        let through = Self.perspective(placingSublayersOf: values)
        guard enterSublayerSpace(values, through: through, steps: &steps) else { return }
        // Kept nodes, last first (as the steps go).
        var kept: [DamageNode] = []
        for index in sublayers.indices.reversed() {
            if let node = nodes[index].reused {
                kept.append(node)
                continue
            }
            if !kept.isEmpty {
                steps.append(.keep(lastFirst: kept))
                kept = []
            }
            let sublayer = sublayers[index]
            let sublayerValues = sublayer.renderProperties(at: time)
            if sublayerValues.preservesDepth {
                steps += depthSortedSteps(for: sublayer, values: sublayerValues, through: through, inheritedAlpha: alpha)
                    .reversed()
            } else {
                steps.append(.paint(sublayer, sublayerValues, placed: true, through: through, inheritedAlpha: alpha,
                                    node: nodes[index].previous))
            }
        }
        if !kept.isEmpty { steps.append(.keep(lastFirst: kept)) }
    }

    /// Records only the sublayers that changed since last frame (the layer's
    /// other sublayers keep last frame's nodes where they are), unless one
    /// of them is a transform layer now (its leaves would join the layer's
    /// children): returns false then, having done nothing.
    private func recordChanged(_ changed: [DamageRecorder.ChangedSublayer], values: CALayerProperties, alpha: Double,
                               in recorder: DamageRecorder, steps: inout [Step]) -> Bool {
        let changedValues = changed.map { $0.sublayer.renderProperties(at: time) }
        guard !changedValues.contains(where: \.preservesDepth) else { return false }
        let through = Self.perspective(placingSublayersOf: values)
        guard enterSublayerSpace(values, through: through, steps: &steps) else { return true }
        recorder.recordChangedSublayers()
        for (change, sublayerValues) in zip(changed, changedValues).reversed() {
            steps.append(.paint(change.sublayer, sublayerValues, placed: true, through: through, inheritedAlpha: alpha,
                                node: change.previous))
            steps.append(.recordChangedSublayer(at: change.position))
        }
        return true
    }

    /// The sublayers of `layer` to paint, each with its damage node when
    /// `node` (the layer's) is known, runs of siblings that moved whole
    /// together (`siblingRuns(of:node:frame:)`) as one entry each. Painting
    /// one damaged rectangle, a sublayer or a run whose subtrees miss it is
    /// left out before any values are computed — except a sublayer that
    /// moved whole and shows on the frame, as it may join a run of the
    /// sublayers as they are ordered (`pushSteps(for:inRunsOf:steps:)`
    /// leaves it out).
    func sublayersToPaint(of layer: CALayer, node: DamageNode?) -> [PlacedSublayer] {
        // A node moved whole has its children copied by the recording pass only when needed.
        guard let node, !node.childrenAreUncopied else {
            return layer.sublayerList.map { .placed($0, $0.renderProperties(at: time), node: nil) }
        }
        if let under = sublayersUnderDamage(of: node) { return under }
        let runs = rasterCache.flatMap { cache in
            node.hasChildMovedWhole ? node.siblingRuns { siblingRuns(of: layer, node: node, frame: cache.frame) } : nil
        }
        var nextRun = 0
        var cursor = 0
        var sublayers: [PlacedSublayer] = []
        sublayers.reserveCapacity(layer.sublayerList.count)
        var index = 0
        while index < layer.sublayerList.count {
            if let runs, nextRun < runs.count, runs[nextRun].sublayers.lowerBound == index {
                let run = runs[nextRun]
                nextRun += 1
                if damagedRect.map(run.extent.intersects) ?? true { sublayers.append(.run(run.members)) }
                index = run.sublayers.upperBound
                cursor = run.childCursorAfter
                continue
            }
            let sublayer = layer.sublayerList[index]
            index += 1
            let sublayerNode = node.child(serial: sublayer.renderSerial, at: &cursor)
            if let rasterCache, let sublayerNode, Self.joinsRuns(sublayer, node: sublayerNode) {
                guard sublayerNode.subtreeExtent.intersects(rasterCache.frame) else { continue }
                sublayers.append(.moved(MovedSublayer(layer: sublayer, node: sublayerNode),
                                        zPosition: zPosition(of: sublayer)))
            } else {
                if let damagedRect, let sublayerNode, !sublayerNode.subtreeExtent.intersects(damagedRect) { continue }
                sublayers.append(.placed(sublayer, sublayer.renderProperties(at: time), node: sublayerNode))
            }
        }
        return sublayers
    }

    /// The sublayers whose subtrees paint in the damaged rectangle, found
    /// through the node's index of its children's extents rather than by
    /// testing each (`DamageNode.childPositions(near:frame:)`): for a
    /// rectangle at most a quarter of the frame's height, under a layer with
    /// many sublayers each with its own node, none moved whole (those go in
    /// runs). Nil when it does not apply. A sublayer without a node paints
    /// nothing (the recording pass leaves out only what shows nothing).
    private func sublayersUnderDamage(of node: DamageNode) -> [PlacedSublayer]? {
        guard let damagedRect, let frame = rasterCache?.frame, node.storedChildren.count >= Self.indexedChildCount,
              damagedRect.height * 4 <= frame.height, node.childrenAreSublayers, !node.hasChildMovedWhole else {
            return nil
        }
        let children = node.storedChildren
        return node.childPositions(near: damagedRect, frame: frame).compactMap { position in
            let child = children[position]
            guard child.subtreeExtent.intersects(damagedRect) else { return nil }
            return .placed(child.layer, child.layer.renderProperties(at: time), node: child)
        }
    }

    /// Below this many children, testing each costs less than the index.
    static let indexedChildCount = 32
}
