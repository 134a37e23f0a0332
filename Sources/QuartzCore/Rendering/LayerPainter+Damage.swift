import CCairo
import CoreGraphics

/// The recording pass of damage tracking (Rendering/Damage/).
extension LayerPainter {
    /// Records `layer`, placed by the current matrix, then goes on to its
    /// sublayers — except below a raster or a replicator, whose subtree the
    /// layer's own record covers (they are painted apart from the walk).
    func record(_ layer: CALayer, values: CALayerProperties, alpha: Double, in recorder: DamageRecorder,
                steps: inout [Step]) {
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
        recorder.record(layer, extent: extent, cairo: cairo, alpha: alpha, asUnit: asUnit,
                        backdropRadius: values.backdropBlurRadius, castsShadow: castsShadow)
        guard !(values.shouldRasterize && rasterizing !== layer), values.replicator == nil else {
            cairo_restore(cairo)
            return
        }
        steps.append(.endPaint(grouped: false, alpha: alpha, blend: nil))
        steps.append(.beginContent(layer, values, alpha: alpha))
    }
}
