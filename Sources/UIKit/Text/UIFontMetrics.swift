import Foundation

/// Scales custom fonts and layout values with Dynamic Type, along one text
/// style's curve.
///
/// A value meant for the default text size (`.large`) is multiplied by the
/// ratio of the style's size at the current category to its size at `.large`
/// (`DynamicTypeTable`): with the body curve, 17 → 23 at xxxLarge scales
/// every value by 23 / 17. Results are not rounded (a 20 pt font at xxxLarge
/// is 27.0588… pt), as on iOS.
///
/// Which category: the trait collection passed as `compatibleWith`, else
/// `UITraitCollection.current`; unspecified categories come from the app, as
/// for `UIFont.preferredFont(forTextStyle:)`.
///
/// Fonts from `scaledFont(for:)` remember their base font, style and maximum,
/// so views that adjust for content size categories scale them again from the
/// base (`UIFont.adjusted(for:)`).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The body style's metrics.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The style whose curve this object scales along.
    let textStyle: UIFont.TextStyle

    /// Metrics that scale along `textStyle`'s curve.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` (sized for the default text size) scaled to the current text size.
    ///
    /// Passing a font that this method already scaled stops the program, as
    /// UIKit raises an exception for it (Apple: "do not specify a font that
    /// has already been scaled").
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled to `traitCollection`'s text size (`nil`: the current
    /// traits').
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        checkNotScaled(font)
        return scaledFont(base: font, maximumPointSize: nil, compatibleWith: traitCollection)
    }

    /// `font` scaled to the current text size, no larger than
    /// `maximumPointSize` points. A maximum of 0 or less (or NaN) means no
    /// maximum (Kumiki: Apple does not say); a maximum below the font's own
    /// size caps it at every category.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled to `traitCollection`'s text size, no larger than
    /// `maximumPointSize` points (see `scaledFont(for:maximumPointSize:)`).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        checkNotScaled(font)
        return scaledFont(base: font, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil,
                          compatibleWith: traitCollection)
    }

    /// `value` (points, meant for the default text size) scaled to the
    /// current text size: for heights of things that hold text.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled to `traitCollection`'s text size (`nil`: the current
    /// traits').
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * scale(compatibleWith: traitCollection)
    }

    /// The factor for `traitCollection`: the style's size at its category over
    /// its size at `.large`.
    func scale(compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        DynamicTypeTable.scale(for: textStyle, category: UIFont.dynamicTypeTraits(traitCollection).category)
    }

    /// `base` scaled, capped at `maximumPointSize`, remembering how it was made.
    func scaledFont(base: UIFont, maximumPointSize: CGFloat?, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        var size = base.pointSize * scale(compatibleWith: traitCollection)
        if let maximumPointSize { size = min(size, maximumPointSize) }
        return UIFont(family: base.familyName, size: size, weight: base.weight, italic: base.isItalic,
                      monospacedDigits: base.isMonospacedDigits,
                      dynamicTypeOrigin: .scaled(base: base, style: textStyle, maximumPointSize: maximumPointSize))
    }

    private func checkNotScaled(_ font: UIFont) {
        if case .scaled = font.dynamicTypeOrigin {
            UncaughtException.raise("NSInternalInconsistencyException", reason:
                "-[UIFontMetrics scaledFontForFont:]: \(font) was already scaled by a font metrics object; pass the "
                + "font at its size for the default text size (UIContentSizeCategoryLarge)")
        }
    }

    open override var description: String {
        "<UIFontMetrics \(textStyle.rawValue)>"
    }
}
