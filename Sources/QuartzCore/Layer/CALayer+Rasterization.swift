import CoreGraphics

extension CALayer {
    /// Whether the layer and its sublayers are flattened into a bitmap before
    /// being composited, as one image (opacity, shadows and masks inside it).
    /// False by default. Kumiki renders the bitmap again each frame (no cache
    /// yet), so this changes how the layer looks, not what it costs.
    public var shouldRasterize: Bool {
        get { properties.shouldRasterize }
        set { setProperty("shouldRasterize", \.shouldRasterize, newValue, runsAction: false) }
    }

    /// Bitmap pixels per point when `shouldRasterize` is on; 1 by default, as
    /// on iOS — set it to the screen's scale, or the layer looks soft on a
    /// 2× or 3× screen. Animatable.
    public var rasterizationScale: CGFloat {
        get { properties.rasterizationScale }
        set { setProperty("rasterizationScale", \.rasterizationScale, newValue) }
    }
}
