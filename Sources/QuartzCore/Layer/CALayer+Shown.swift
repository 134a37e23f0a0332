/// What compositing records about a layer without drawing it, for hosts that
/// composite only when they read pixels.
extension CALayer {
    /// Marks this layer and the sublayers a composite would reach as shown,
    /// with the compositor's rules: a hidden or fully transparent layer is
    /// shown but hides its subtree. Iterative, so any depth is walked in
    /// constant stack.
    package func markShown(at time: CFTimeInterval) {
        var pending: [(CALayer, Double)] = [(self, 1)]
        while let (layer, inheritedAlpha) = pending.popLast() {
            layer.hasBeenRendered = true
            // Shown is when an emitter starts, whether or not it is drawn now.
            if layer.properties.emitter != nil, let emitter = layer as? CAEmitterLayer { _ = emitter.startEmitting(at: time) }
            // Read in place when nothing animates: copying the whole property
            // set for every layer every frame was most of this walk's cost.
            let isHidden: Bool
            let opacity: Float
            if layer.animationRecords.isEmpty {
                isHidden = layer.properties.isHidden
                opacity = layer.properties.opacity
            } else {
                let values = layer.renderProperties(at: time)
                isHidden = values.isHidden
                opacity = values.opacity
            }
            guard !isHidden else { continue }
            let alpha = min(1, max(0, Double(opacity))) * inheritedAlpha
            guard alpha >= LayerPainter.invisibleOpacity else { continue }
            for sublayer in layer.sublayerList { pending.append((sublayer, alpha)) }
        }
    }
}
