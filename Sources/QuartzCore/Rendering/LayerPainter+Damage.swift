import CCairo
import CoreGraphics

/// A sublayer whose subtree moved whole this frame, with its values and node.
struct MovedSublayer {
    let layer: CALayer
    let values: CALayerProperties
    let node: DamageNode
}

/// One sublayer about to be painted: placed with its values (and its damage
/// node this frame, when known), or, in the recording pass, unchanged since
/// last frame and kept as last frame's node.
enum PlacedSublayer {
    case placed(CALayer, CALayerProperties, node: DamageNode?)
    case kept(DamageNode)
    /// Painting: sublayers that moved whole together (`LayerPainter+RasterCache`).
    case run([MovedSublayer])

    var placed: (CALayer, CALayerProperties)? {
        guard case let .placed(layer, values, _) = self else { return nil }
        return (layer, values)
    }

    var zPosition: CGFloat {
        guard case let .placed(_, values, _) = self else { return 0 }
        return values.zPosition
    }
}

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
        let moved = recorder.begin(layer, previous: previous, extent: extent, cairo: cairo, alpha: alpha,
                                   asUnit: asUnit, backdropRadius: values.backdropBlurRadius, castsShadow: castsShadow,
                                   readsBehind: values.backdropBlurRadius != nil || values.compositingFilter != nil)
        steps.append(.endRecord)
        guard !moved, !(values.shouldRasterize && rasterizing !== layer), values.replicator == nil else { return }
        steps.append(.beginContent(layer, values, alpha: alpha))
    }

    /// The recording pass: the layer's sublayers placed, nothing drawn; a
    /// sublayer in which nothing changed keeps last frame's node unvisited.
    /// (Drawing order does not matter to records.)
    func recordSublayers(of layer: CALayer, values: CALayerProperties, alpha: Double, in recorder: DamageRecorder,
                         steps: inout [Step]) {
        let sublayers = layer.sublayerList.map { sublayer -> PlacedSublayer in
            let (previous, unchanged) = recorder.previousNode(for: sublayer)
            if let previous, unchanged { return .kept(previous) }
            return .placed(sublayer, sublayer.renderProperties(at: time), node: previous)
        }
        placeSublayers(sublayers, values: values, alpha: alpha, steps: &steps)
    }

    /// The sublayers of `layer` to paint, each with its damage node when
    /// `node` (the layer's) is known. Painting one damaged rectangle, a
    /// sublayer whose subtree misses it is left out before its values are
    /// even computed.
    func sublayersToPaint(of layer: CALayer, node: DamageNode?) -> [PlacedSublayer] {
        guard let node else {
            return layer.sublayerList.map { .placed($0, $0.renderProperties(at: time), node: nil) }
        }
        var cursor = 0
        var sublayers: [PlacedSublayer] = []
        sublayers.reserveCapacity(layer.sublayerList.count)
        for sublayer in layer.sublayerList {
            let sublayerNode = node.child(serial: sublayer.renderSerial, at: &cursor)
            if let damagedRect, let sublayerNode, !sublayerNode.subtreeExtent.intersects(damagedRect) { continue }
            sublayers.append(.placed(sublayer, sublayer.renderProperties(at: time), node: sublayerNode))
        }
        return sublayers
    }
}
