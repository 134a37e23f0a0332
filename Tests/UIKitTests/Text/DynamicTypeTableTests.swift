import Testing
@testable import UIKit

/// One of Apple's HIG "Dynamic Type sizes" tables for iOS (Typography ›
/// Specifications): a content size category and the size of every text style
/// at it, in the HIG's order (large title … caption 2). The tables are laid
/// out per category here, as the HIG prints them, while `DynamicTypeTable`
/// keeps one row per style: the two are written independently.
struct HIGSizeTable: Sendable, CustomTestStringConvertible {
    let category: UIContentSizeCategory
    let name: String
    /// largeTitle, title1, title2, title3, headline, body, callout,
    /// subheadline, footnote, caption1, caption2 (points).
    let sizes: [CGFloat]

    var testDescription: String { name }

    static let styles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
        .caption1, .caption2,
    ]

    static let all: [HIGSizeTable] = [
        .init(category: .extraSmall, name: "xSmall", sizes: [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
        .init(category: .small, name: "Small", sizes: [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]),
        .init(category: .medium, name: "Medium", sizes: [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]),
        .init(category: .large, name: "Large (default)", sizes: [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
        .init(category: .extraLarge, name: "xLarge", sizes: [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]),
        .init(category: .extraExtraLarge, name: "xxLarge", sizes: [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]),
        .init(category: .extraExtraExtraLarge, name: "xxxLarge", sizes: [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
        .init(category: .accessibilityMedium, name: "AX1", sizes: [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]),
        .init(category: .accessibilityLarge, name: "AX2", sizes: [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]),
        .init(category: .accessibilityExtraLarge, name: "AX3", sizes: [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]),
        .init(category: .accessibilityExtraExtraLarge, name: "AX4",
              sizes: [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]),
        .init(category: .accessibilityExtraExtraExtraLarge, name: "AX5",
              sizes: [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
    ]
}

@Suite("DynamicTypeTable: Apple's Dynamic Type sizes for every text style and content size category")
struct DynamicTypeTableTests {
    @Test("every style's size at the category is the HIG's", arguments: HIGSizeTable.all)
    func sizesMatchTheHIG(_ table: HIGSizeTable) {
        for (style, size) in zip(HIGSizeTable.styles, table.sizes) {
            #expect(DynamicTypeTable.pointSize(for: style, category: table.category) == size,
                    "\(style.rawValue) at \(table.name)")
        }
    }

    @Test("the HIG tables cover all twelve categories and the table all eleven styles")
    func coverage() {
        #expect(HIGSizeTable.all.map(\.category) == UIContentSizeCategory.ordered)
        #expect(DynamicTypeTable.textStyles == HIGSizeTable.styles)
    }

    @Test("body follows docs/BEHAVIOR.md: 14 15 16 17 19 21 23 · 28 33 40 47 53")
    func bodyRow() {
        let body = UIContentSizeCategory.ordered.map { DynamicTypeTable.pointSize(for: .body, category: $0) }
        #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test("every style grows (or stays) with each larger category, and is largest at AX5")
    func monotonic() {
        for style in DynamicTypeTable.textStyles {
            let sizes = UIContentSizeCategory.ordered.map { DynamicTypeTable.pointSize(for: style, category: $0) }
            #expect(sizes == sizes.sorted(), "\(style.rawValue)")
            #expect(sizes.first! < sizes.last!)
        }
    }

    @Test("at the default category the table gives the text styles' familiar sizes", arguments: TextStyleCase.all)
    func defaultColumn(_ styleCase: TextStyleCase) {
        #expect(DynamicTypeTable.pointSize(for: styleCase.style, category: .large) == styleCase.pointSize)
        #expect(DynamicTypeTable.weight(for: styleCase.style) == styleCase.weight)
    }

    @Test("headline is semibold, every other style regular; Bold Text makes each one step heavier")
    func weights() {
        for style in DynamicTypeTable.textStyles where style != .headline {
            #expect(DynamicTypeTable.weight(for: style) == .regular)
            #expect(DynamicTypeTable.weight(for: style, legibilityWeight: .bold) == .semibold)
        }
        #expect(DynamicTypeTable.weight(for: .headline) == .semibold)
        #expect(DynamicTypeTable.weight(for: .headline, legibilityWeight: .bold) == .bold)
        #expect(DynamicTypeTable.weight(for: .body, legibilityWeight: .regular) == .regular)
    }

    @Test("unspecified answers with the default size; an unknown style with body's row")
    func edgeCases() {
        #expect(DynamicTypeTable.pointSize(for: .title1, category: .unspecified) == 28)
        #expect(DynamicTypeTable.pointSize(for: .title1, category: UIContentSizeCategory(rawValue: "nonsense")) == 28)
        let unknown = UIFont.TextStyle(rawValue: "NoSuchStyle")
        #expect(DynamicTypeTable.pointSize(for: unknown, category: .extraLarge) == 19)
        #expect(DynamicTypeTable.weight(for: unknown) == .regular)
    }

    @Test("the scale is the style's size at the category over its size at large", arguments: HIGSizeTable.all)
    func scale(_ table: HIGSizeTable) {
        for (style, size) in zip(HIGSizeTable.styles, table.sizes) {
            let large = HIGSizeTable.all[3].sizes[HIGSizeTable.styles.firstIndex(of: style)!]
            #expect(DynamicTypeTable.scale(for: style, category: table.category) == size / large)
        }
    }
}
