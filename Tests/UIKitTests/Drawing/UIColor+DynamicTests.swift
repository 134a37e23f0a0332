import Testing
import TestSupport
import UIKit

/// An sRGB value in 0…255 with an alpha in 0…1, as the tables below are written.
struct RGBA255: Sendable, Equatable, CustomStringConvertible {
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    init(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    var components: [CGFloat] { [red / 255, green / 255, blue / 255, alpha] }
    var description: String { "\(red),\(green),\(blue) @\(alpha)" }
}

/// A system color's expected value in each appearance. Variants the color does
/// not define repeat the value they fall back to, so every row is complete.
struct AppearanceCase: Sendable, CustomTestStringConvertible {
    let name: String
    let color: UIColor
    let light: RGBA255, dark: RGBA255, darkElevated: RGBA255
    let lightHigh: RGBA255, darkHigh: RGBA255, darkElevatedHigh: RGBA255

    /// A color without elevated variants; high contrast as given (else normal).
    init(_ name: String, _ color: UIColor, _ light: RGBA255, _ dark: RGBA255,
         high lightHigh: RGBA255? = nil, _ darkHigh: RGBA255? = nil) {
        self.init(name, color, light, dark, elevated: dark, high: lightHigh ?? light, darkHigh ?? dark,
                  elevatedHigh: darkHigh ?? dark)
    }

    init(_ name: String, _ color: UIColor, _ light: RGBA255, _ dark: RGBA255, elevated: RGBA255,
         high lightHigh: RGBA255, _ darkHigh: RGBA255, elevatedHigh: RGBA255) {
        self.name = name
        self.color = color
        self.light = light
        self.dark = dark
        darkElevated = elevated
        self.lightHigh = lightHigh
        self.darkHigh = darkHigh
        darkElevatedHigh = elevatedHigh
    }

    var testDescription: String { name }
}

private func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> RGBA255 {
    RGBA255(red, green, blue, alpha)
}

/// Traits for one appearance.
private func traits(style: UIUserInterfaceStyle, level: UIUserInterfaceLevel = .base,
                    contrast: UIAccessibilityContrast = .normal) -> UITraitCollection {
    UITraitCollection {
        $0.userInterfaceStyle = style
        $0.userInterfaceLevel = level
        $0.accessibilityContrast = contrast
    }
}

@MainActor
@Suite("UIColor dynamic colors")
struct UIColorDynamicTests {
    // MARK: System colors

    /// The facts sheet's light and dark values, Apple's published increased-contrast
    /// values for hues and grays, and the dark elevated backgrounds.
    nonisolated static let systemCases: [AppearanceCase] = [
        AppearanceCase("systemRed", .systemRed, rgb(255, 59, 48), rgb(255, 69, 58),
                       high: rgb(215, 0, 21), rgb(255, 105, 97)),
        AppearanceCase("systemOrange", .systemOrange, rgb(255, 149, 0), rgb(255, 159, 10),
                       high: rgb(201, 52, 0), rgb(255, 179, 64)),
        AppearanceCase("systemYellow", .systemYellow, rgb(255, 204, 0), rgb(255, 214, 10),
                       high: rgb(178, 80, 0), rgb(255, 212, 38)),
        AppearanceCase("systemGreen", .systemGreen, rgb(52, 199, 89), rgb(48, 209, 88),
                       high: rgb(36, 138, 61), rgb(48, 219, 91)),
        AppearanceCase("systemMint", .systemMint, rgb(0, 199, 190), rgb(99, 230, 226),
                       high: rgb(12, 129, 123), rgb(102, 212, 207)),
        AppearanceCase("systemTeal", .systemTeal, rgb(48, 176, 199), rgb(64, 200, 224),
                       high: rgb(0, 130, 153), rgb(93, 230, 255)),
        AppearanceCase("systemCyan", .systemCyan, rgb(50, 173, 230), rgb(100, 210, 255),
                       high: rgb(0, 113, 164), rgb(112, 215, 255)),
        AppearanceCase("systemBlue", .systemBlue, rgb(0, 122, 255), rgb(10, 132, 255),
                       high: rgb(0, 64, 221), rgb(64, 156, 255)),
        AppearanceCase("systemIndigo", .systemIndigo, rgb(88, 86, 214), rgb(94, 92, 230),
                       high: rgb(54, 52, 163), rgb(125, 122, 255)),
        AppearanceCase("systemPurple", .systemPurple, rgb(175, 82, 222), rgb(191, 90, 242),
                       high: rgb(137, 68, 171), rgb(218, 143, 255)),
        AppearanceCase("systemPink", .systemPink, rgb(255, 45, 85), rgb(255, 55, 95),
                       high: rgb(211, 15, 69), rgb(255, 100, 130)),
        AppearanceCase("systemBrown", .systemBrown, rgb(162, 132, 94), rgb(172, 142, 104),
                       high: rgb(127, 101, 69), rgb(181, 148, 105)),
        AppearanceCase("systemGray", .systemGray, rgb(142, 142, 147), rgb(142, 142, 147),
                       high: rgb(108, 108, 112), rgb(174, 174, 178)),
        AppearanceCase("systemGray2", .systemGray2, rgb(174, 174, 178), rgb(99, 99, 102),
                       high: rgb(142, 142, 147), rgb(124, 124, 128)),
        AppearanceCase("systemGray3", .systemGray3, rgb(199, 199, 204), rgb(72, 72, 74),
                       high: rgb(174, 174, 178), rgb(84, 84, 86)),
        AppearanceCase("systemGray4", .systemGray4, rgb(209, 209, 214), rgb(58, 58, 60),
                       high: rgb(188, 188, 192), rgb(68, 68, 70)),
        AppearanceCase("systemGray5", .systemGray5, rgb(229, 229, 234), rgb(44, 44, 46),
                       high: rgb(216, 216, 220), rgb(54, 54, 56)),
        AppearanceCase("systemGray6", .systemGray6, rgb(242, 242, 247), rgb(28, 28, 30),
                       high: rgb(235, 235, 240), rgb(36, 36, 38)),
        AppearanceCase("link", .link, rgb(0, 122, 255), rgb(10, 132, 255), high: rgb(0, 64, 221), rgb(64, 156, 255)),
        AppearanceCase("tintColor", .tintColor, rgb(0, 122, 255), rgb(10, 132, 255),
                       high: rgb(0, 64, 221), rgb(64, 156, 255)),
        AppearanceCase("label", .label, rgb(0, 0, 0), rgb(255, 255, 255)),
        AppearanceCase("secondaryLabel", .secondaryLabel, rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
        AppearanceCase("tertiaryLabel", .tertiaryLabel, rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        AppearanceCase("quaternaryLabel", .quaternaryLabel, rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.18)),
        AppearanceCase("placeholderText", .placeholderText, rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        AppearanceCase("systemFill", .systemFill, rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
        AppearanceCase("secondarySystemFill", .secondarySystemFill, rgb(120, 120, 128, 0.16),
                       rgb(120, 120, 128, 0.32)),
        AppearanceCase("tertiarySystemFill", .tertiarySystemFill, rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
        AppearanceCase("quaternarySystemFill", .quaternarySystemFill, rgb(116, 116, 128, 0.08),
                       rgb(118, 118, 128, 0.18)),
        AppearanceCase("separator", .separator, rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.65)),
        AppearanceCase("opaqueSeparator", .opaqueSeparator, rgb(198, 198, 200), rgb(56, 56, 58)),
        AppearanceCase("systemBackground", .systemBackground, rgb(255, 255, 255), rgb(0, 0, 0),
                       elevated: rgb(28, 28, 30), high: rgb(255, 255, 255), rgb(0, 0, 0),
                       elevatedHigh: rgb(36, 36, 38)),
        AppearanceCase("secondarySystemBackground", .secondarySystemBackground, rgb(242, 242, 247),
                       rgb(28, 28, 30), elevated: rgb(44, 44, 46), high: rgb(235, 235, 240), rgb(36, 36, 38),
                       elevatedHigh: rgb(54, 54, 56)),
        AppearanceCase("tertiarySystemBackground", .tertiarySystemBackground, rgb(255, 255, 255), rgb(44, 44, 46),
                       elevated: rgb(58, 58, 60), high: rgb(255, 255, 255), rgb(54, 54, 56),
                       elevatedHigh: rgb(68, 68, 70)),
        AppearanceCase("systemGroupedBackground", .systemGroupedBackground, rgb(242, 242, 247), rgb(0, 0, 0),
                       elevated: rgb(28, 28, 30), high: rgb(235, 235, 240), rgb(0, 0, 0),
                       elevatedHigh: rgb(36, 36, 38)),
        AppearanceCase("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, rgb(255, 255, 255),
                       rgb(28, 28, 30), elevated: rgb(44, 44, 46), high: rgb(255, 255, 255), rgb(36, 36, 38),
                       elevatedHigh: rgb(54, 54, 56)),
        AppearanceCase("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, rgb(242, 242, 247),
                       rgb(44, 44, 46), elevated: rgb(58, 58, 60), high: rgb(235, 235, 240), rgb(54, 54, 56),
                       elevatedHigh: rgb(68, 68, 70)),
    ]

    @Test("system colors resolve to their light, dark, elevated and high-contrast values", arguments: systemCases)
    func systemColorAppearances(_ expected: AppearanceCase) {
        func resolved(_ traits: UITraitCollection) -> [CGFloat] {
            rgbaComponents(of: expected.color.resolvedColor(with: traits))
        }
        #expect(resolved(traits(style: .light)) == expected.light.components)
        #expect(resolved(traits(style: .dark)) == expected.dark.components)
        #expect(resolved(traits(style: .dark, level: .elevated)) == expected.darkElevated.components)
        #expect(resolved(traits(style: .light, contrast: .high)) == expected.lightHigh.components)
        #expect(resolved(traits(style: .dark, contrast: .high)) == expected.darkHigh.components)
        #expect(resolved(traits(style: .dark, level: .elevated, contrast: .high))
                    == expected.darkElevatedHigh.components)
        // Light never has an elevated variant, and an unspecified style is light.
        #expect(resolved(traits(style: .light, level: .elevated)) == expected.light.components)
        #expect(resolved(UITraitCollection()) == expected.light.components)
        #expect(resolved(traits(style: .unspecified, contrast: .high)) == expected.lightHigh.components)
    }

    @Test("the facts sheet's dark elevated backgrounds")
    func factsSheetElevated() {
        let elevated = traits(style: .dark, level: .elevated)
        #expect(rgbaComponents(of: UIColor.systemBackground.resolvedColor(with: elevated))
                    == rgb(28, 28, 30).components)
        #expect(rgbaComponents(of: UIColor.secondarySystemBackground.resolvedColor(with: elevated))
                    == rgb(44, 44, 46).components)
    }

    @Test("system colors are dynamic; fixed colors resolve to themselves")
    func fixedResolveToSelf() {
        let dark = traits(style: .dark)
        for color in [UIColor.black, .white, .red, .clear, .lightText, .darkText, UIColor(white: 0.3, alpha: 1)] {
            #expect(color.resolvedColor(with: dark) === color)
        }
        #expect(UIColor.systemBlue.resolvedColor(with: dark) !== UIColor.systemBlue)
        #expect(rgbaComponents(of: UIColor.lightText.resolvedColor(with: dark)) == [1, 1, 1, 0.6])
    }

    // MARK: Providers and the current traits

    @Test("a provider is asked with the traits it is resolved with")
    func providerResolution() {
        var seen: [UIUserInterfaceStyle] = []
        let color = UIColor { traits in
            seen.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .white : .black
        }
        #expect(color.resolvedColor(with: traits(style: .dark)) == .white)
        #expect(color.resolvedColor(with: traits(style: .light)) == .black)
        #expect(seen == [.dark, .light])
    }

    @Test("a provider answering another dynamic color is resolved through it")
    func nestedProvider() {
        let color = UIColor { _ in UIColor.systemRed }
        #expect(rgbaComponents(of: color.resolvedColor(with: traits(style: .dark))) == rgb(255, 69, 58).components)
    }

    @Test("cgColor, getRed, getWhite, getHue and description resolve with UITraitCollection.current")
    func currentDrivesComponents() {
        let color = UIColor.systemBlue
        let dark = traits(style: .dark)
        var darkCG: CGColor?
        var red: CGFloat = -1, hue: CGFloat = -1
        var description = ""
        dark.performAsCurrent {
            darkCG = color.cgColor
            color.getRed(&red, green: nil, blue: nil, alpha: nil)
            color.getHue(&hue, saturation: nil, brightness: nil, alpha: nil)
            description = color.description
        }
        #expect(darkCG == UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1).cgColor)
        #expect(red == CGFloat(10) / 255)
        #expect(hue > 0.5 && hue < 0.7)
        #expect(description.contains("0.039"))
        // Outside, the app's traits (light in a test process) apply again.
        #expect(color.cgColor == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1).cgColor)

        let gray = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.2, alpha: 1) : .red }
        var white: CGFloat = -1
        var answered = false
        dark.performAsCurrent { answered = gray.getWhite(&white, alpha: nil) }
        #expect(answered)
        #expect(white == 0.2)
        #expect(!gray.getWhite(&white, alpha: nil))
    }

    @Test("setting UITraitCollection.current changes what cgColor answers until it is set back")
    func settingCurrent() {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        UITraitCollection.current = traits(style: .dark, level: .elevated)
        #expect(UIColor.systemBackground.cgColor == UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255,
                                                            alpha: 1).cgColor)
        UITraitCollection.current = previous
        #expect(UIColor.systemBackground.cgColor == UIColor(red: 1, green: 1, blue: 1, alpha: 1).cgColor)
    }

    @Test("setFill resolves with the current traits")
    func setFillResolves() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var image: UIImage?
        traits(style: .dark).performAsCurrent {
            image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { context in
                UIColor.label.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
        }
        #expect(image?.cgImage?.pixel(atX: 0, y: 0) == TestPixel.white)
    }

    @Test("a provider's color off the main thread resolves with that thread's current traits")
    nonisolated func offMainThread() async {
        let components = await Task.detached {
            var result: [CGFloat] = []
            UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
                result = rgbaComponents(of: UIColor(cgColor: UIColor.label.cgColor))
            }
            return result
        }.value
        #expect(components == [1, 1, 1, 1])
    }

    // MARK: Alpha

    @Test("withAlphaComponent on a dynamic color is dynamic and keeps each appearance's color")
    func dynamicAlpha() {
        let faded = UIColor.systemBlue.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: UITraitCollection()) !== faded)
        #expect(rgbaComponents(of: faded.resolvedColor(with: traits(style: .light))) == rgb(0, 122, 255, 0.5).components)
        #expect(rgbaComponents(of: faded.resolvedColor(with: traits(style: .dark))) == rgb(10, 132, 255, 0.5).components)
        #expect(rgbaComponents(of: faded.resolvedColor(with: traits(style: .dark, contrast: .high)))
                    == rgb(64, 156, 255, 0.5).components)
    }

    @Test("withAlphaComponent replaces a semantic color's own alpha")
    func replacesSemanticAlpha() {
        let opaque = UIColor.secondaryLabel.withAlphaComponent(1)
        #expect(rgbaComponents(of: opaque.resolvedColor(with: traits(style: .dark))) == rgb(235, 235, 245).components)
    }

    // MARK: Equality

    @Test("a dynamic color equals itself only; resolved values compare by value")
    func dynamicEquality() {
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.systemBlue.hashValue == UIColor.systemBlue.hashValue)
        #expect(UIColor.systemBlue != UIColor.link)
        let provider: (UITraitCollection) -> UIColor = { _ in .red }
        let first = UIColor(dynamicProvider: provider)
        let second = UIColor(dynamicProvider: provider)
        #expect(first != second)
        #expect(first != UIColor.red)
        #expect(UIColor.red != first)
        #expect(first.resolvedColor(with: UITraitCollection()) == UIColor.red)
        let light = traits(style: .light)
        #expect(UIColor.systemBlue.resolvedColor(with: light) == UIColor.link.resolvedColor(with: light))
        #expect(Set([UIColor.systemBlue, .systemBlue, .systemRed]).count == 2)
    }
}

@MainActor
@Suite("UIColor dynamic colors: alpha equality")
struct UIColorDynamicAlphaEqualityTests {
    @Test("alpha changes of the same dynamic color with the same alpha are equal; a second change replaces the first")
    func alphaEquality() {
        let half = UIColor.systemBlue.withAlphaComponent(0.5)
        #expect(half == UIColor.systemBlue.withAlphaComponent(0.5))
        #expect(half.hashValue == UIColor.systemBlue.withAlphaComponent(0.5).hashValue)
        #expect(half != UIColor.systemBlue.withAlphaComponent(0.4))
        #expect(half != UIColor.systemRed.withAlphaComponent(0.5))
        #expect(half.withAlphaComponent(1) == UIColor.systemBlue.withAlphaComponent(1))
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(rgbaComponents(of: half.withAlphaComponent(1).resolvedColor(with: dark))
                    == RGBA255(10, 132, 255).components)
    }
}
