import CoreGraphics

extension CALayer {
    /// The part of `contents` that stretches when the contents are drawn
    /// larger or smaller than their size, in unit coordinates of the shown
    /// part ((0, 0, 1, 1), all of it, by default). The parts outside it keep
    /// their size in points (pixels over `contentsScale`), shrinking in
    /// proportion only when the layer is too small for them — nine-part
    /// stretching. A zero width or height means one pixel at that place.
    /// Animatable.
    public var contentsCenter: CGRect {
        get { properties.contentsCenter }
        set { setProperty("contentsCenter", \.contentsCenter, newValue) }
    }

    /// How `contents` is sampled when drawn with fewer device pixels than it
    /// has; `.linear` by default.
    public var minificationFilter: CALayerContentsFilter {
        get { properties.minificationFilter }
        set { setProperty("minificationFilter", \.minificationFilter, newValue, runsAction: false) }
    }

    /// How `contents` is sampled when drawn with more device pixels than it
    /// has; `.linear` by default, `.nearest` for crisp pixel art.
    public var magnificationFilter: CALayerContentsFilter {
        get { properties.magnificationFilter }
        set { setProperty("magnificationFilter", \.magnificationFilter, newValue, runsAction: false) }
    }
}
