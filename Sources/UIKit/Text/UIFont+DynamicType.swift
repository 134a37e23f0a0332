import Foundation

/// How a Dynamic Type font was made, kept on the font so that a view that
/// adjusts for content size categories can make it again for new traits.
enum DynamicTypeOrigin: Hashable, @unchecked Sendable {
    /// `UIFont.preferredFont(forTextStyle:)`: the system font of a style.
    case textStyle(UIFont.TextStyle)
    /// `UIFontMetrics.scaledFont(for:…)`: `base` (a font at its size for the
    /// default category) scaled along `style`'s curve, at most
    /// `maximumPointSize` points (`nil`: no limit).
    case scaled(base: UIFont, style: UIFont.TextStyle, maximumPointSize: CGFloat?)
}

/// Dynamic Type: fonts for the user's text size (the trait collection's
/// `preferredContentSizeCategory`) and Bold Text (`legibilityWeight`).
extension UIFont {
    /// The system font of `style` at the user's text size.
    ///
    /// The text size is `UITraitCollection.current`'s content size category:
    /// inside UIKit's trait callbacks, layout and drawing (and
    /// `performAsCurrent`) that is the view's; otherwise the key window's or
    /// the system's. A collection that leaves the category (or the legibility
    /// weight) unspecified takes the app's, `UIApplication.shared
    /// .preferredContentSizeCategory` — the system setting, `.large` unless a
    /// host changed it. Off the main actor, where the app is out of reach,
    /// unspecified means `.large` and regular weight (Kumiki).
    ///
    /// Sizes and weights: `DynamicTypeTable` (Apple's HIG tables); Bold Text
    /// makes each style one weight heavier.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font of `style` for `traitCollection`'s content size
    /// category and legibility weight; `nil` means `UITraitCollection.current`,
    /// and traits the collection leaves unspecified come from the app, as in
    /// `preferredFont(forTextStyle:)`.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let (category, legibilityWeight) = dynamicTypeTraits(traitCollection)
        return UIFont(family: systemFontFamily, size: DynamicTypeTable.pointSize(for: style, category: category),
                      weight: DynamicTypeTable.weight(for: style, legibilityWeight: legibilityWeight), italic: false,
                      dynamicTypeOrigin: .textStyle(style))
    }

    /// The content size category and legibility weight Dynamic Type uses for
    /// `traitCollection` (`nil`: `UITraitCollection.current`), unspecified
    /// values filled in from the app's system traits (main actor) or the
    /// defaults (`.large`, `.regular`).
    static func dynamicTypeTraits(_ traitCollection: UITraitCollection?)
        -> (category: UIContentSizeCategory, legibilityWeight: UILegibilityWeight)
    {
        let traits = traitCollection ?? UITraitCollection.current
        var category = traits.preferredContentSizeCategory
        var legibilityWeight = traits.legibilityWeight
        if (category.order < 0 || legibilityWeight == .unspecified) && MainActorCheck.isOnMainActor {
            let system = MainActor.assumeIsolated { UIApplication.current.systemTraits }
            if category.order < 0 { category = system.preferredContentSizeCategory }
            if legibilityWeight == .unspecified { legibilityWeight = system.legibilityWeight }
        }
        if category.order < 0 { category = .large }
        if legibilityWeight == .unspecified { legibilityWeight = .regular }
        return (category, legibilityWeight)
    }

    /// Whether this font follows Dynamic Type: it came from
    /// `preferredFont(forTextStyle:)` (or a descriptor of a text style) or
    /// from `UIFontMetrics.scaledFont(for:)`. Other fonts (a fixed
    /// `systemFont(ofSize:)`, anything after `withSize(_:)`) keep their size,
    /// as on iOS, where `adjustsFontForContentSizeCategory` affects only such
    /// fonts.
    package var followsDynamicType: Bool { dynamicTypeOrigin != nil }

    /// The text style this font was made for, if any: the style of
    /// `preferredFont(forTextStyle:)` or of the `UIFontMetrics` that scaled it.
    package var dynamicTypeTextStyle: TextStyle? {
        switch dynamicTypeOrigin {
        case .textStyle(let style): style
        case .scaled(_, let style, _): style
        case nil: nil
        }
    }

    /// This font made again for `traitCollection` — what a view whose
    /// `adjustsFontForContentSizeCategory` is on shows when its traits change.
    ///
    /// - A font from `preferredFont(forTextStyle:)` is asked for again:
    ///   `preferredFont(forTextStyle: style, compatibleWith: traitCollection)`.
    /// - A font from `UIFontMetrics(forTextStyle:).scaledFont(for: base, …)`
    ///   is scaled again from `base` with the same maximum size.
    /// - Any other font is returned as is.
    ///
    /// Traits the collection leaves unspecified come from the app, as for
    /// `preferredFont(forTextStyle:compatibleWith:)`. Fonts are immutable; the
    /// result is a new font (or `self`).
    package func adjusted(for traitCollection: UITraitCollection) -> UIFont {
        switch dynamicTypeOrigin {
        case .textStyle(let style):
            return UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        case .scaled(let base, let style, let maximumPointSize):
            return UIFontMetrics(forTextStyle: style)
                .scaledFont(base: base, maximumPointSize: maximumPointSize, compatibleWith: traitCollection)
        case nil:
            return self
        }
    }
}


extension UIFontDescriptor {
    /// The descriptor of `preferredFont(forTextStyle:)`: the style's system
    /// font at the user's text size (see that method for which size).
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    /// The descriptor of `preferredFont(forTextStyle:compatibleWith:)`.
    /// `UIFont(descriptor:size: 0)` makes a font that keeps following Dynamic
    /// Type; a size of its own makes a fixed-size font.
    public class func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        UIFontDescriptor(font: UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection))
    }
}
