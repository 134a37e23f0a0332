import CoreGraphics

/// A layer that builds a 3-D scene out of its sublayers: they are not
/// flattened into its plane, so sublayers turned toward each other (the faces
/// of a cube) keep their depth and are drawn back to front, each in its own
/// perspective.
///
/// As in Core Animation, a transform layer draws nothing of its own: its
/// background, contents, border, shadow, mask and `masksToBounds` are ignored,
/// and its opacity multiplies each sublayer separately. It is never the layer
/// a hit test returns; its sublayers are hit front to back.
open class CATransformLayer: CALayer {
    public required init() {
        super.init()
        properties.preservesDepth = true
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        properties.preservesDepth = true
    }

    open override func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let through = superlayer?.properties.sublayerTransform3DAboutAnchor
        let leaves = CALayer.depthLeaves(of: self, values: properties, through: through, inheritedAlpha: 1) { $0.properties }
        for leaf in leaves.reversed() where !leaf.values.isHidden {
            guard let local = leaf.values.placement(through: leaf.through).preimage(of: p),
                  let hit = leaf.layer.hitTest(local: local) else { continue }
            return hit
        }
        return nil
    }
}
