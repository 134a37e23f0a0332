import Foundation
import Testing
import TestSupport
@testable import UIKit

/// The fixture catalog Tests/UIKitTests/Images/Fixtures/ColorAssets/Colors.xcassets,
/// written in Xcode's format (see that folder's README).
private func colorAssetsFolder(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Images/Fixtures/ColorAssets", isDirectory: true)
}

private func colorAssetsBundle() throws -> Bundle {
    try #require(Bundle(path: colorAssetsFolder().path))
}

private func appearance(_ style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast = .normal,
                        gamut: UIDisplayGamut = .unspecified) -> UITraitCollection {
    UITraitCollection {
        $0.userInterfaceStyle = style
        $0.accessibilityContrast = contrast
        $0.displayGamut = gamut
    }
}

/// sRGB components of `color` resolved for `traits`, rounded to 1/1000 (floats
/// in JSON and the P3 conversion are not exact).
private func rounded(_ color: UIColor, _ traits: UITraitCollection) -> [CGFloat] {
    rgbaComponents(of: color.resolvedColor(with: traits)).map { ($0 * 1000).rounded() / 1000 }
}

@Suite("UIColor named colors")
struct UIColorNamedTests {
    @Test("a color set's any, dark, high-contrast and dark high-contrast entries, in float, 8-bit and hex formats")
    func appearancesAndFormats() throws {
        let color = try #require(UIColor(named: "Brand", in: colorAssetsBundle(), compatibleWith: nil))
        #expect(rounded(color, appearance(.light)) == [0.8, 0.4, 0.2, 1])
        #expect(rounded(color, UITraitCollection()) == [0.8, 0.4, 0.2, 1])
        #expect(rounded(color, appearance(.dark)) == [0.2, 0.4, 0.8, 1])  // "51", "102", "204"
        #expect(rounded(color, appearance(.light, contrast: .high)) == [0, 0.251, 0.502, 1])  // "0x40", "0x80"
        #expect(rounded(color, appearance(.dark, contrast: .high)) == [1, 1, 1, 0.5])
        // An srgb color keeps the sRGB space.
        #expect(color.resolvedColor(with: appearance(.light)).cgColor.colorSpace?.name == CGColorSpace.sRGB)
    }

    @Test("a light entry wins over any for light and unspecified styles")
    func lightEntry() throws {
        let color = try #require(UIColor(named: "AnyLightDark", in: colorAssetsBundle(), compatibleWith: nil))
        #expect(rounded(color, appearance(.light)) == [0, 1, 0, 1])
        #expect(rounded(color, UITraitCollection()) == [0, 1, 0, 1])
        #expect(rounded(color, appearance(.dark)) == [0, 0, 1, 1])
    }

    @Test("the result is dynamic and follows UITraitCollection.current")
    @MainActor
    func followsCurrent() throws {
        let color = try #require(UIColor(named: "Brand", in: colorAssetsBundle(), compatibleWith: nil))
        var dark: [CGFloat] = []
        appearance(.dark).performAsCurrent { dark = rgbaComponents(of: UIColor(cgColor: color.cgColor)) }
        #expect(dark.map { ($0 * 1000).rounded() / 1000 } == [0.2, 0.4, 0.8, 1])
    }

    @Test("display-p3 components keep the Display P3 space")
    func displayP3() throws {
        let color = try #require(UIColor(named: "WideP3", in: colorAssetsBundle(), compatibleWith: nil))
        let resolved = color.resolvedColor(with: UITraitCollection()).cgColor
        #expect(resolved.colorSpace?.name == CGColorSpace.displayP3)
        #expect(resolved.components == [0.9, 0.2, 0.1, 1])
    }

    @Test("extended-srgb keeps components outside 0…1")
    func extendedSRGB() throws {
        let color = try #require(UIColor(named: "Extended", in: colorAssetsBundle(), compatibleWith: nil))
        #expect(rounded(color, UITraitCollection()) == [1.25, 0.5, -0.25, 1])
    }

    @Test("extended-linear-srgb is encoded with the sRGB curve (linear 0.214 is sRGB 0.5)")
    func linearSRGB() throws {
        let color = try #require(UIColor(named: "Linear", in: colorAssetsBundle(), compatibleWith: nil))
        #expect(rounded(color, UITraitCollection()) == [0.5, 1, 0, 1])
    }

    @Test("gray-gamma-22 reads white and alpha, in floats and hex, per appearance")
    func grayGamma() throws {
        let color = try #require(UIColor(named: "Gray", in: colorAssetsBundle(), compatibleWith: nil))
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(color.resolvedColor(with: appearance(.light)).getWhite(&white, alpha: &alpha))
        #expect(white == 0.5)
        #expect(alpha == 0.8)
        #expect(color.resolvedColor(with: appearance(.dark)).getWhite(&white, alpha: &alpha))
        #expect(white == 1)
        #expect(alpha == 1)
    }

    @Test("extended-gray keeps a white above 1 in the extended gray space")
    func extendedGray() throws {
        let color = try #require(UIColor(named: "ExtendedGray", in: colorAssetsBundle(), compatibleWith: nil))
        let resolved = color.resolvedColor(with: UITraitCollection()).cgColor
        #expect(resolved.colorSpace?.name == CGColorSpace.extendedGray)
        #expect(resolved.components == [1.25, 1])
    }

    @Test("display-gamut entries: compatibleWith's gamut chooses, else the resolving traits' gamut (unspecified is sRGB)")
    func gamut() throws {
        let bundle = try colorAssetsBundle()
        let plain = try #require(UIColor(named: "Gamut", in: bundle, compatibleWith: nil))
        #expect(plain.resolvedColor(with: UITraitCollection()).cgColor.colorSpace?.name == CGColorSpace.sRGB)
        #expect(plain.resolvedColor(with: appearance(.light, gamut: .P3)).cgColor.colorSpace?.name
                    == CGColorSpace.displayP3)
        let p3 = try #require(UIColor(named: "Gamut", in: bundle,
                                      compatibleWith: UITraitCollection(displayGamut: .P3)))
        #expect(p3.resolvedColor(with: UITraitCollection()).cgColor.colorSpace?.name == CGColorSpace.displayP3)
    }

    @Test("a reference to a system color resolves as that system color")
    func systemReference() throws {
        let color = try #require(UIColor(named: "SystemReference", in: colorAssetsBundle(), compatibleWith: nil))
        let expected: [CGFloat] = [10 / 255, 132 / 255, 1, 1]
        #expect(rgbaComponents(of: color.resolvedColor(with: appearance(.dark))) == expected)
    }

    @Test("iphone entries serve when there is no universal one; other idioms are ignored")
    func idioms() throws {
        let color = try #require(UIColor(named: "Idioms", in: colorAssetsBundle(), compatibleWith: nil))
        #expect(rounded(color, UITraitCollection()) == [0, 0, 1, 1])
    }

    @Test("a group that provides a namespace prefixes its colors' names")
    func namespace() throws {
        let bundle = try colorAssetsBundle()
        #expect(UIColor(named: "Palette/Accent", in: bundle, compatibleWith: nil) != nil)
        #expect(UIColor(named: "Accent", in: bundle, compatibleWith: nil) == nil)
    }

    @Test("unknown names, empty names and bundles without catalogs give nil")
    func missing() throws {
        let bundle = try colorAssetsBundle()
        #expect(UIColor(named: "Nope", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Brand") == nil)
    }

    @Test("two colors of the same set are equal; of different sets, not")
    func equality() throws {
        let bundle = try colorAssetsBundle()
        let first = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        let second = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != UIColor(named: "Gray", in: bundle, compatibleWith: nil))
        #expect(first != UIColor(dynamicProvider: { _ in .red }))
    }

    nonisolated static let malformed: [(name: String, reason: String)] = [
        ("NotJSON", "not JSON"),
        ("UnknownSpace", "unknown color-space \"cmyk\""),
        ("MissingComponent", "srgb color without \"blue\""),
        ("BadComponent", "unreadable green \"lots\""),
        ("WrongShape", "wrong type at colors"),
    ]

    @Test("a malformed color set gives nil, and its reason names the file", arguments: malformed)
    func malformedSet(_ malformed: (name: String, reason: String)) throws {
        #expect(UIColor(named: malformed.name, in: try colorAssetsBundle(), compatibleWith: nil) == nil)
        let catalog = AssetCatalog(url: colorAssetsFolder().appendingPathComponent("Colors.xcassets"))
        do {
            _ = try catalog.colorSetEntries(malformed.name)
            Issue.record("\(malformed.name) parsed")
        } catch {
            let text = "\(error)"
            #expect(text.contains("\(malformed.name).colorset/Contents.json"))
            #expect(text.contains(malformed.reason))
        }
    }

    @Test("component formats: float, 8-bit integer, hex, JSON number; alpha integers are not 8-bit")
    func componentFormats() throws {
        func component(_ json: String) throws -> AssetCatalog.Component {
            try JSONDecoder().decode(AssetCatalog.Component.self, from: Data(json.utf8))
        }
        #expect(try component(#""0.500""#).value(integersAre8Bit: true) == 0.5)
        #expect(try component(#""255""#).value(integersAre8Bit: true) == 1)
        #expect(try component(#""0xFF""#).value(integersAre8Bit: true) == 1)
        #expect(try component(#""0X33""#).value(integersAre8Bit: true) == 0.2)
        #expect(try component("1").value(integersAre8Bit: true) == 1)
        #expect(try component(#""1""#).value(integersAre8Bit: false) == 1)
        #expect(try component(#""0xZZ""#).value(integersAre8Bit: true) == nil)
    }
}
