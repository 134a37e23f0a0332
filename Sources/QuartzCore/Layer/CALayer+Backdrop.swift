import CoreGraphics

extension CALayer {
    /// Blurs what lies behind the layer, inside its (rounded) bounds, with a
    /// Gaussian of this standard deviation in points; nil (the default)
    /// blurs nothing. Drawn under the background color, which tints it.
    /// What `UIVisualEffectView` builds on (iOS uses a private backdrop layer).
    package var backdropBlurRadius: CGFloat? {
        get { properties.backdropBlurRadius }
        set { setProperty("backdropBlurRadius", \.backdropBlurRadius, newValue, runsAction: false) }
    }
}
