import CoreGraphics

extension CALayer {
    /// Whether the layer's own coordinates run upside down: y grows up the
    /// screen inside it, so its sublayers are placed from the bottom of its
    /// bounds, its `maskedCorners` and drawing follow, and a contents gravity
    /// of `.top` lands at the top on screen. A `contents` image still shows
    /// the right way up. False by default; not animatable. (A view's layer
    /// is never flipped.)
    public var isGeometryFlipped: Bool {
        get { properties.isGeometryFlipped }
        set { setProperty("geometryFlipped", \.isGeometryFlipped, newValue, runsAction: false) }
    }

    /// Whether the layer's contents are y-flipped from Core Animation's y-up
    /// drawing space. True for ordinary layers, as on iOS, whose screen is
    /// y-down: the context `draw(in:)` receives is y-down, and gravity `.top`
    /// means the bottom of the layer on screen. False when an odd number of
    /// layers from this one up to the root are geometry-flipped: drawing is
    /// then y-up, following the layer's flipped coordinates, and `contents`
    /// images are turned back to show the right way up.
    public func contentsAreFlipped() -> Bool {
        // The screen itself counts as one flip.
        var flipped = true
        var layer: CALayer? = self
        while let current = layer {
            if current.properties.isGeometryFlipped { flipped.toggle() }
            layer = current.superlayer
        }
        return flipped
    }
}
