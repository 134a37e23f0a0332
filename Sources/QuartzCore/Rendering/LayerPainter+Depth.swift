import CCairo
import CoreGraphics

/// Transform layers (`CALayer.depthLeaves`) drawn: each leaf flattened
/// through its own placement, back to front.
extension LayerPainter {
    func depthLeaves(of transformLayer: CALayer, values: CALayerProperties, through: CATransform3D?,
                     inheritedAlpha: Double) -> [CALayer.DepthLeaf] {
        CALayer.depthLeaves(of: transformLayer, values: values, through: through, inheritedAlpha: inheritedAlpha) {
            $0.renderProperties(at: time)
        }
    }

    /// The steps that paint a transform layer's leaves, back to front.
    func depthSortedSteps(for transformLayer: CALayer, values: CALayerProperties, through: CATransform3D?,
                          inheritedAlpha: Double) -> [Step] {
        markRendered(transformLayer)
        return depthLeaves(of: transformLayer, values: values, through: through, inheritedAlpha: inheritedAlpha).map {
            .paint($0.layer, $0.values, placed: true, through: $0.through, inheritedAlpha: $0.alpha)
        }
    }

    /// The area a layer placed through `through` covers in its superlayer.
    func projectedExtent(of layer: CALayer, values: CALayerProperties, through: CATransform3D?) -> CGRect {
        guard values.preservesDepth else {
            return values.placement(through: through).boundingBox(of: visibleExtent(of: layer, values: values))
        }
        return depthLeaves(of: layer, values: values, through: through, inheritedAlpha: 1).reduce(CGRect.null) {
            $0.union($1.values.placement(through: $1.through).boundingBox(of: visibleExtent(of: $1.layer, values: $1.values)))
        }
    }

    /// Whether a layer placed by `placement` shows its front: its corners land
    /// on the frame turning the same way as the frame's own axes.
    func facesViewer(_ placement: Homography) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return placement.determinant * (matrix.xx * matrix.yy - matrix.xy * matrix.yx) > 0
    }
}
