import Foundation
import Testing
import UIKit

/// An app's own trait, as Apple's documentation defines one.
enum Theme: Int {
    case standard
    case monochrome
}

struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
}

@MainActor
@Suite("UITraitCollection")
struct UITraitCollectionTests {
    @Test("an empty collection reports every trait unspecified")
    func emptyIsUnspecified() {
        let traits = UITraitCollection()
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(traits.userInterfaceIdiom == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.accessibilityContrast == .unspecified)
        #expect(traits.legibilityWeight == .unspecified)
        #expect(traits.userInterfaceLevel == .unspecified)
        #expect(traits.activeAppearance == .unspecified)
        #expect(traits.displayGamut == .unspecified)
        #expect(traits[ThemeTrait.self] == .standard)
    }

    @Test("UIKit's raw values for the trait enums")
    func rawValues() {
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UIUserInterfaceLevel.elevated.rawValue == 1)
        #expect(UIUserInterfaceLevel.unspecified.rawValue == -1)
        #expect(UIAccessibilityContrast.high.rawValue == 1)
        #expect(UILegibilityWeight.bold.rawValue == 1)
        #expect(UIDisplayGamut.P3.rawValue == 1)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue
            == "UICTContentSizeCategoryAccessibilityXXXL")
    }

    @Test("content size categories order from extra small to accessibility XXXL")
    func contentSizeCategories() {
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }

    @Test("traitsFrom combines the set traits, the last collection winning")
    func combining() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(userInterfaceStyle: .unspecified),
        ])
        #expect(combined.userInterfaceStyle == .light)
        #expect(combined.horizontalSizeClass == .compact)
        #expect(combined == UITraitCollection { $0.userInterfaceStyle = .light; $0.horizontalSizeClass = .compact })
    }

    @Test("modifyingTraits changes a copy, custom traits included; setting the default unsets")
    func modifying() {
        let base = UITraitCollection(userInterfaceStyle: .dark)
        let themed = base.modifyingTraits { $0[ThemeTrait.self] = .monochrome }
        #expect(themed[ThemeTrait.self] == .monochrome)
        #expect(themed.userInterfaceStyle == .dark)
        #expect(base[ThemeTrait.self] == .standard)
        #expect(themed != base)
        #expect(themed.modifyingTraits { $0[ThemeTrait.self] = .standard } == base)
    }

    @Test("containsTraits(in:) asks whether every trait the other sets has the same value here")
    func containing() {
        let traits = UITraitCollection { $0.userInterfaceStyle = .dark; $0.verticalSizeClass = .regular }
        #expect(traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(traits.containsTraits(in: nil))
        #expect(traits.containsTraits(in: UITraitCollection()))
    }

    @Test("hasDifferentColorAppearance: style, contrast and level matter; size classes and text size do not")
    func colorAppearance() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(UITraitCollection(accessibilityContrast: .high).hasDifferentColorAppearance(comparedTo: nil))
        #expect(UITraitCollection(userInterfaceLevel: .elevated)
            .hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceLevel: .base)))
        #expect(!light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.horizontalSizeClass = .regular }))
        #expect(!light.hasDifferentColorAppearance(
            comparedTo: light.modifyingTraits { $0.preferredContentSizeCategory = .extraLarge }))
    }

    @Test("performAsCurrent sets current for its body and restores it")
    func performAsCurrent() {
        let before = UITraitCollection.current
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var inside: UIUserInterfaceStyle?
        dark.performAsCurrent { inside = UITraitCollection.current.userInterfaceStyle }
        #expect(inside == .dark)
        #expect(UITraitCollection.current == before)
    }

    @Test("current is per thread off the main thread")
    func currentOffMain() async {
        let seen = await Task.detached { () -> (UIUserInterfaceStyle, UIUserInterfaceStyle) in
            let initial = UITraitCollection.current.userInterfaceStyle
            var inside = UIUserInterfaceStyle.unspecified
            UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
                inside = UITraitCollection.current.userInterfaceStyle
            }
            return (initial, inside)
        }.value
        #expect(seen.0 == .unspecified)
        #expect(seen.1 == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle != .dark)
    }
}
