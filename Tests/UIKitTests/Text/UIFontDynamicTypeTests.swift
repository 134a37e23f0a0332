import Foundation
import Testing
@testable import UIKit

/// Runs `body` with the app's system traits (the Settings app's text size and
/// Bold Text) changed by `mutations`, then puts them back. Synchronous, so no
/// other main-actor test sees the change.
@MainActor
private func withSystemTraits<Result>(_ mutations: (inout any UIMutableTraits) -> Void, _ body: () -> Result)
    -> Result
{
    let application = UIApplication.current
    let saved = application.systemTraits
    application.systemTraits = saved.modifyingTraits(mutations)
    defer { application.systemTraits = saved }
    return body()
}

@MainActor
@Suite("UIFont Dynamic Type: preferredFont for traits, descriptors, and fonts made again for new traits")
struct UIFontDynamicTypeTests {
    // MARK: preferredFont(forTextStyle:compatibleWith:)

    @Test("preferredFont(forTextStyle:compatibleWith:) gives every style the HIG's size at every category",
          arguments: HIGSizeTable.all)
    func compatibleWithEveryCategory(_ table: HIGSizeTable) {
        let traits = UITraitCollection(preferredContentSizeCategory: table.category)
        for (style, size) in zip(HIGSizeTable.styles, table.sizes) {
            let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
            #expect(font.pointSize == size, "\(style.rawValue) at \(table.name)")
            #expect(font.familyName == UIFont.systemFontFamily)
            #expect(font.fontName == (style == .headline ? "Inter-Semibold" : "Inter-Regular"))
        }
    }

    @Test("the font is the system font of that size and weight, and it remembers its style")
    func isTheSystemFont() {
        let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits)
        #expect(headline == UIFont.systemFont(ofSize: 21, weight: .semibold))
        #expect(headline.dynamicTypeTextStyle == .headline)
        #expect(headline.followsDynamicType)
        #expect(!UIFont.systemFont(ofSize: 21).followsDynamicType)
    }

    @Test("Bold Text (legibilityWeight bold) makes body semibold and headline bold, at the same sizes")
    func boldText() {
        let traits = UITraitCollection { traits in
            traits.preferredContentSizeCategory = .extraLarge
            traits.legibilityWeight = .bold
        }
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits)
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits)
        #expect(body == UIFont.systemFont(ofSize: 19, weight: .semibold))
        #expect(headline == UIFont.systemFont(ofSize: 19, weight: .bold))
    }

    @Test("without traits, preferredFont follows UITraitCollection.current (performAsCurrent)")
    func followsCurrentTraits() {
        var inside: [CGFloat] = []
        UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge).performAsCurrent {
            inside.append(UIFont.preferredFont(forTextStyle: .body).pointSize)
            inside.append(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: nil).pointSize)
            inside.append(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1).pointSize)
        }
        #expect(inside == [40, 29, 48])
        let boldCurrent = UITraitCollection { traits in
            traits.preferredContentSizeCategory = .large
            traits.legibilityWeight = .bold
        }
        boldCurrent.performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: .body).fontName == "Inter-Semibold")
        }
        // Outside, the system's default text size again.
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    }

    @Test("explicit traits win over the current ones")
    func explicitTraitsWin() {
        UITraitCollection(preferredContentSizeCategory: .extraSmall).performAsCurrent {
            let font = UIFont.preferredFont(
                forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))
            #expect(font.pointSize == 19)
        }
    }

    @Test("a collection without a text size takes the app's (the system setting), as does the current one")
    func unspecifiedFallsBackToTheApp() {
        withSystemTraits({ $0.preferredContentSizeCategory = .extraExtraExtraLarge; $0.legibilityWeight = .bold }) {
            #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraExtraLarge)
            let empty = UITraitCollection()
            let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: empty)
            #expect(body.pointSize == 23)
            #expect(body.fontName == "Inter-Semibold")
            // Only the size given: the weight still comes from the app.
            let sized = UIFont.preferredFont(
                forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .small))
            #expect(sized == UIFont.systemFont(ofSize: 15, weight: .semibold))
            #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 19)
            UITraitCollection(horizontalSizeClass: .compact).performAsCurrent {
                #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 19)
            }
        }
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 17)
    }

    @Test("the default text size gives today's sizes: large, regular weight", arguments: TextStyleCase.all)
    func defaultSizes(_ styleCase: TextStyleCase) {
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        let font = UIFont.preferredFont(forTextStyle: styleCase.style, compatibleWith: UITraitCollection())
        #expect(font == UIFont.systemFont(ofSize: styleCase.pointSize, weight: styleCase.weight))
    }

    @Test("off the main thread, without traits, fonts have the default text size")
    func offTheMainThread() async {
        let sizes = await Task.detached {
            (Thread.isMainThread, UIFont.preferredFont(forTextStyle: .title2).pointSize,
             UIFont.preferredFont(forTextStyle: .title2,
                                  compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))
                 .pointSize)
        }.value
        #expect(sizes == (false, 22, 34))
    }

    // MARK: Descriptors

    @Test("preferredFontDescriptor describes preferredFont; UIFont(descriptor:size: 0) keeps following Dynamic Type")
    func descriptors() {
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .subheadline, compatibleWith: traits)
        #expect(descriptor.pointSize == 25)
        #expect(descriptor.familyName == UIFont.systemFontFamily)
        #expect(descriptor == UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: traits).fontDescriptor)

        let dynamic = UIFont(descriptor: descriptor, size: 0)
        #expect(dynamic.pointSize == 25)
        #expect(dynamic.dynamicTypeTextStyle == .subheadline)
        let fixed = UIFont(descriptor: descriptor, size: 30)
        #expect(fixed.pointSize == 30)
        #expect(!fixed.followsDynamicType)
        #expect(!UIFont.preferredFont(forTextStyle: .body).withSize(30).followsDynamicType)
    }

    // MARK: adjusted(for:)

    @Test("a preferred font made again for new traits is the style's font at the new size and weight")
    func adjustedPreferredFont() {
        let font = UIFont.preferredFont(forTextStyle: .title3, compatibleWith: UITraitCollection())
        let larger = font.adjusted(for: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraLarge))
        #expect(larger.pointSize == 49)
        #expect(larger.dynamicTypeTextStyle == .title3)
        let smallerBold = larger.adjusted(for: UITraitCollection { traits in
            traits.preferredContentSizeCategory = .extraSmall
            traits.legibilityWeight = .bold
        })
        #expect(smallerBold == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(smallerBold.adjusted(for: UITraitCollection(preferredContentSizeCategory: .large)) == font)
    }

    @Test("a scaled font made again is scaled from its base, not from the scaled size, and keeps its maximum")
    func adjustedScaledFont() {
        let base = UIFont(name: "DejaVu Sans Mono-Bold", size: 20)!
        let metrics = UIFontMetrics(forTextStyle: .body)
        let scaled = metrics.scaledFont(for: base, maximumPointSize: 30,
                                        compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))
        #expect(scaled.pointSize == 20 * (19 / 17 as CGFloat))
        let xxxl = scaled.adjusted(for: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge))
        #expect(xxxl.pointSize == 20 * (23 / 17 as CGFloat))
        #expect(xxxl.fontName == base.fontName)
        let ax5 = xxxl.adjusted(for: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(ax5.pointSize == 30)
        let back = ax5.adjusted(for: UITraitCollection(preferredContentSizeCategory: .large))
        #expect(back == base)
        #expect(back.dynamicTypeTextStyle == .body)
    }

    @Test("a font of a fixed size is the same font after adjusting")
    func adjustedFixedFont() {
        let fixed = UIFont.boldSystemFont(ofSize: 15)
        #expect(fixed.adjusted(for: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)) === fixed)
        #expect(fixed.dynamicTypeTextStyle == nil)
    }
}
