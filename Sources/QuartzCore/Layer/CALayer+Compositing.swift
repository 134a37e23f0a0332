extension CALayer {
    /// How the layer, flattened with its sublayers, combines with what is
    /// behind it: the name of a Core Image blend-mode or compositing filter,
    /// such as `"multiplyBlendMode"`, `"screenBlendMode"`, `"overlayBlendMode"`,
    /// `"differenceBlendMode"`, `"additionCompositing"` or
    /// `"sourceAtopCompositing"` (every `…BlendMode` of Core Image and the
    /// source-over/atop/in/out and addition compositings). nil (the default)
    /// draws normally. Kumiki has no `CIFilter`: other values, and names it
    /// does not know, composite normally. Not animatable. A layer drawn in
    /// perspective composites normally (docs/PORTING.md).
    public var compositingFilter: Any? {
        get { properties.compositingFilter }
        set { setProperty("compositingFilter", \.compositingFilter, newValue as? String, runsAction: false) }
    }
}
