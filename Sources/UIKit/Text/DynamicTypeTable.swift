import Foundation

/// Dynamic Type: the point size and weight of every text style at every
/// content size category on iOS and iPadOS.
///
/// The sizes are the "Dynamic Type sizes" tables of Apple's Human Interface
/// Guidelines (Foundations › Typography › Specifications, iOS and iPadOS):
/// one table per category, xSmall through AX5, each giving a style's weight,
/// size and leading. Kumiki keeps the sizes and weights; leading comes from
/// the font (`UIFont.lineHeight`). The body row is restated in docs/BEHAVIOR.md
/// (14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 pt).
///
/// - `unspecified` (and any category string UIKit does not define) is not a
///   size: callers resolve it first (see `UIFont.preferredFont(forTextStyle:)`);
///   asked anyway, the table answers with `.large`, the system default.
/// - A style UIKit does not define answers with body's row, as Kumiki did
///   before Dynamic Type.
/// - `extraLargeTitle` and `extraLargeTitle2` (iOS 17) are absent: the HIG
///   publishes their sizes for visionOS only, not the iOS curve.
package enum DynamicTypeTable {
    /// Sizes in points, one row per style, columns in
    /// `UIContentSizeCategory.ordered` order: xSmall, small, medium, large
    /// (default), xLarge, xxLarge, xxxLarge, AX1 (accessibilityMedium), AX2,
    /// AX3, AX4, AX5 (accessibilityExtraExtraExtraLarge).
    private static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        //                xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        .largeTitle:    [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1:        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2:        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3:        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline:      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body:          [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout:       [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline:   [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote:      [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1:      [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2:      [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The styles the table knows, largest first (the HIG's order).
    package static let textStyles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
        .caption1, .caption2,
    ]

    /// The style's size in points at `category`.
    package static func pointSize(for style: UIFont.TextStyle, category: UIContentSizeCategory) -> CGFloat {
        let row = sizes[style] ?? sizes[.body]!
        let column = category.order >= 0 ? category.order : UIContentSizeCategory.large.order
        return row[column]
    }

    /// The style's weight: semibold for headline, regular for every other
    /// style (the HIG tables). With Bold Text on (`legibilityWeight == .bold`)
    /// each weight goes one step heavier — regular to semibold, semibold to
    /// bold — which is what iOS returns for body and headline; Apple does not
    /// publish the mapping (docs/BEHAVIOR.md marks it uncertain).
    package static func weight(for style: UIFont.TextStyle, legibilityWeight: UILegibilityWeight = .regular)
        -> UIFont.Weight
    {
        let weight: UIFont.Weight = style == .headline ? .semibold : .regular
        guard legibilityWeight == .bold else { return weight }
        return weight == .semibold ? .bold : .semibold
    }

    /// How much larger the style is at `category` than at the default
    /// (`.large`): the factor `UIFontMetrics` scales by.
    package static func scale(for style: UIFont.TextStyle, category: UIContentSizeCategory) -> CGFloat {
        pointSize(for: style, category: category) / pointSize(for: style, category: .large)
    }
}
