import CoreGraphics

/// Transform layers: their sublayers are not flattened into the transform
/// layer's plane but keep their depth in the 3-D space above the nearest
/// flattening layer, where they are drawn back to front by the depth of their
/// centers (painter's order; intersecting layers are not split) and hit front
/// to back. Nested transform layers share that one space.
extension CALayer {
    /// A layer flattened into the plane below a transform layer: how it gets
    /// there (`through`, applied after its own transform), its opacity from the
    /// transform layers above it, and how deep it lies (z toward the viewer).
    struct DepthLeaf {
        let layer: CALayer
        let values: CALayerProperties
        let through: CATransform3D
        let alpha: Double
        let depth: CGFloat
    }

    /// The non-transform layers under `transformLayer` (placed in its
    /// superlayer through `through`), back to front, with `values` read by
    /// `read` (presentation values to draw, model values to hit). The
    /// transform layer's opacity multiplies each of them: it has no plane to be
    /// a group in. Hidden transform layers and their leaves are left out.
    static func depthLeaves(of transformLayer: CALayer, values: CALayerProperties, through: CATransform3D?,
                            inheritedAlpha: Double, read: (CALayer) -> CALayerProperties) -> [DepthLeaf] {
        var leaves: [DepthLeaf] = []
        var pending = [(transformLayer, values, through ?? CATransform3DIdentity, inheritedAlpha)]
        var next = 0
        while next < pending.count {
            let (layer, layerValues, toPlane, alpha) = pending[next]
            next += 1
            guard !layerValues.isHidden else { continue }
            let opacity = alpha * min(1, max(0, Double(layerValues.opacity)))
            let sublayersToPlane = layerValues.sublayerTransform3DAboutAnchor
                .concatenating(layerValues.transform3DToPosition)
                .concatenating(toPlane)
            for sublayer in layer.sublayerList {
                let sublayerValues = read(sublayer)
                if sublayerValues.preservesDepth {
                    pending.append((sublayer, sublayerValues, sublayersToPlane, opacity))
                    continue
                }
                let center = CGPoint(x: sublayerValues.bounds.midX, y: sublayerValues.bounds.midY)
                let depth = sublayerValues.transform3DToPosition.concatenating(sublayersToPlane).project(center)?.z
                leaves.append(DepthLeaf(layer: sublayer, values: sublayerValues, through: sublayersToPlane,
                                        alpha: opacity, depth: depth ?? -.infinity))
            }
        }
        // Farther (smaller z) first; equal depths keep their order.
        return leaves.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }
            .map(\.element)
    }
}
