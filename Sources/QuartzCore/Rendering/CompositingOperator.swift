import CCairo

/// Core Image's compositing and blend-mode filter names, as layers take them in
/// `compositingFilter`, and the Cairo operator that composites the same way
/// (Cairo implements the PDF blend modes, which are Core Image's).
enum CompositingOperator {
    static let operators: [String: cairo_operator_t] = [
        "multiplyBlendMode": CAIRO_OPERATOR_MULTIPLY,
        "screenBlendMode": CAIRO_OPERATOR_SCREEN,
        "overlayBlendMode": CAIRO_OPERATOR_OVERLAY,
        "darkenBlendMode": CAIRO_OPERATOR_DARKEN,
        "lightenBlendMode": CAIRO_OPERATOR_LIGHTEN,
        "colorDodgeBlendMode": CAIRO_OPERATOR_COLOR_DODGE,
        "colorBurnBlendMode": CAIRO_OPERATOR_COLOR_BURN,
        "softLightBlendMode": CAIRO_OPERATOR_SOFT_LIGHT,
        "hardLightBlendMode": CAIRO_OPERATOR_HARD_LIGHT,
        "differenceBlendMode": CAIRO_OPERATOR_DIFFERENCE,
        "exclusionBlendMode": CAIRO_OPERATOR_EXCLUSION,
        "hueBlendMode": CAIRO_OPERATOR_HSL_HUE,
        "saturationBlendMode": CAIRO_OPERATOR_HSL_SATURATION,
        "colorBlendMode": CAIRO_OPERATOR_HSL_COLOR,
        "luminosityBlendMode": CAIRO_OPERATOR_HSL_LUMINOSITY,
        "additionCompositing": CAIRO_OPERATOR_ADD,
        "sourceOverCompositing": CAIRO_OPERATOR_OVER,
        "sourceAtopCompositing": CAIRO_OPERATOR_ATOP,
        "sourceInCompositing": CAIRO_OPERATOR_IN,
        "sourceOutCompositing": CAIRO_OPERATOR_OUT,
    ]

    /// The operator for a filter name; nil for a name Kumiki does not know
    /// (the layer then composites normally, as Core Animation ignores a
    /// filter it cannot apply).
    static func cairoOperator(for name: String) -> cairo_operator_t? {
        operators[name]
    }
}
