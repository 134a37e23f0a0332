import Foundation
import Testing
import TestSupport
@testable import UIKit

@MainActor
@Suite("UIFontMetrics: custom fonts and values scaled by a style's size ratio")
struct UIFontMetricsTests {
    /// The body style's size at each category over its 17 pt at large: the
    /// closed form `UIFontMetrics.default` scales by.
    static func bodyRatio(_ category: UIContentSizeCategory) -> CGFloat {
        let column = UIContentSizeCategory.ordered.firstIndex(of: category)!
        return HIGSizeTable.all[column].sizes[5] / 17
    }

    @Test("scaledValue multiplies by the style's size at the category over its size at large",
          arguments: HIGSizeTable.all)
    func scaledValueClosedForm(_ table: HIGSizeTable) {
        let traits = UITraitCollection(preferredContentSizeCategory: table.category)
        for (index, style) in HIGSizeTable.styles.enumerated() {
            let ratio = table.sizes[index] / HIGSizeTable.all[3].sizes[index]
            let metrics = UIFontMetrics(forTextStyle: style)
            for value: CGFloat in [0, 1, 10, 44, -8] {
                #expect(metrics.scaledValue(for: value, compatibleWith: traits) == value * ratio,
                        "\(style.rawValue) at \(table.name), \(value)")
            }
        }
    }

    @Test("the default metrics follow the body curve; the style's own size scales to its table size")
    func defaultIsBody() {
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: traits) == 28)
        #expect(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: traits) == 56)
        #expect(UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 34, compatibleWith: traits) == 44)
        #expect(UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 11, compatibleWith: traits) == 20)
    }

    @Test("results are not rounded: 20 pt along body at xxxLarge is 20 × 23 / 17")
    func notRounded() {
        let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20), compatibleWith: traits)
        #expect(font.pointSize == 20 * (23 / 17 as CGFloat))
        #expect(font.pointSize != font.pointSize.rounded())
    }

    @Test("scaledFont keeps the font's family, weight and slant and changes only its size")
    func scaledFontKeepsTheFace() {
        let traits = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        let base = UIFont.italicSystemFont(ofSize: 24)
        let font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: base, compatibleWith: traits)
        #expect(font == base.withSize(24 * (25 / 28 as CGFloat)))
        #expect(font.fontName == "Inter-Italic")
        #expect(font.dynamicTypeTextStyle == .title1)
        let mono = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .medium)
        #expect(UIFontMetrics.default.scaledFont(for: mono, compatibleWith: traits) == mono.withSize(12 * (14 / 17 as CGFloat)))
    }

    @Test("at the default text size a scaled font has the base font's size")
    func defaultSizeIsIdentity() {
        let base = UIFont.systemFont(ofSize: 19, weight: .heavy)
        for style in HIGSizeTable.styles {
            let font = UIFontMetrics(forTextStyle: style)
                .scaledFont(for: base, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
            #expect(font == base)
        }
    }

    @Test("maximumPointSize caps the scaled size; 0 means no maximum; a maximum below the base caps it at large too")
    func maximumPointSize() {
        let metrics = UIFontMetrics.default
        let base = UIFont.systemFont(ofSize: 17)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let xl = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(metrics.scaledFont(for: base, maximumPointSize: 30, compatibleWith: ax5).pointSize == 30)
        #expect(metrics.scaledFont(for: base, maximumPointSize: 30, compatibleWith: xl).pointSize == 19)
        #expect(metrics.scaledFont(for: base, maximumPointSize: 0, compatibleWith: ax5).pointSize == 53)
        #expect(metrics.scaledFont(for: base, maximumPointSize: 12,
                                   compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
            .pointSize == 12)
        UITraitCollection(preferredContentSizeCategory: .accessibilityLarge).performAsCurrent {
            #expect(metrics.scaledFont(for: base, maximumPointSize: 25).pointSize == 25)
        }
    }

    @Test("without traits, metrics follow UITraitCollection.current, and unspecified means the app's text size")
    func followsCurrentTraits() {
        let base = UIFont.systemFont(ofSize: 10)
        UITraitCollection(preferredContentSizeCategory: .extraExtraLarge).performAsCurrent {
            #expect(UIFontMetrics.default.scaledValue(for: 17) == 21)
            #expect(UIFontMetrics.default.scaledFont(for: base).pointSize == 10 * Self.bodyRatio(.extraExtraLarge))
        }
        #expect(UIFontMetrics.default.scaledValue(for: 17) == 17)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: UITraitCollection()) == 17)
    }

    @Test("a preferred font may be scaled (it is scaled twice, as on iOS)")
    func preferredFontScales() {
        let traits = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        let preferred = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits)
        #expect(UIFontMetrics.default.scaledFont(for: preferred, compatibleWith: traits).pointSize == 19 * (19 / 17 as CGFloat))
    }

    @Test("scaling a font that scaledFont already scaled stops the process")
    func scalingTwiceStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let scaled = UIFontMetrics.default.scaledFont(
                for: .systemFont(ofSize: 12), compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
            _ = UIFontMetrics.default.scaledFont(for: scaled, compatibleWith: nil)
        }
        let text = standardError(of: result)
        #expect(text.contains("uncaught exception 'NSInternalInconsistencyException', reason: "
            + "'-[UIFontMetrics scaledFontForFont:]: "))
        #expect(text.contains(" was already scaled by a font metrics object; pass the font at its size for the "
            + "default text size (UIContentSizeCategoryLarge)'"))
    }
}
