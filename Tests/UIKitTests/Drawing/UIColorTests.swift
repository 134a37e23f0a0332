import Testing
import TestSupport
import UIKit

/// A hue/saturation/brightness triple and the RGB it stands for, derived from the
/// hexcone model: hue 0…1 is a turn around red → yellow → green → cyan → blue →
/// magenta, brightness is the largest channel, saturation the share of it above
/// the smallest channel.
struct HSBCase: Sendable, CustomTestStringConvertible {
    let hue: CGFloat, saturation: CGFloat, brightness: CGFloat
    let red: CGFloat, green: CGFloat, blue: CGFloat
    let why: String

    var testDescription: String { "HSB(\(hue), \(saturation), \(brightness)) is \(why)" }
}

/// A system color and its light-appearance sRGB value from docs/BEHAVIOR.md.
struct SystemColorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let color: UIColor
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    init(_ name: String, _ color: UIColor, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) {
        self.name = name
        self.color = color
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    var testDescription: String { name }
}

@MainActor
@Suite("UIColor")
struct UIColorTests {
    // MARK: Initializers and component access

    @Test("init(white:alpha:) answers getWhite with its values and getRed with three equal channels")
    func whiteColor() {
        let color = UIColor(white: 0.25, alpha: 0.5)
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(color.getWhite(&white, alpha: &alpha))
        #expect(white == 0.25)
        #expect(alpha == 0.5)
        #expect(rgbaComponents(of: color) == [0.25, 0.25, 0.25, 0.5])
    }

    @Test("init(red:green:blue:alpha:) keeps its components")
    func rgbColor() {
        #expect(rgbaComponents(of: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)) == [0.2, 0.4, 0.6, 0.8])
    }

    @Test("RGB components outside 0…1 are kept (UIKit colors are extended sRGB)")
    func extendedRange() {
        #expect(rgbaComponents(of: UIColor(red: 1.25, green: -0.5, blue: 0, alpha: 1)) == [1.25, -0.5, 0, 1])
    }

    @Test("getWhite answers false for an RGB color and leaves its arguments alone")
    func getWhiteRejectsRGB() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(!UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).getWhite(&white, alpha: &alpha))
        #expect(white == -1)
        #expect(alpha == -1)
    }

    @Test("getters accept nil for the components the caller does not want")
    func nilPointers() {
        var green: CGFloat = -1
        #expect(UIColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1).getRed(nil, green: &green, blue: nil, alpha: nil))
        #expect(green == 0.7)
        var brightness: CGFloat = -1
        #expect(UIColor.red.getHue(nil, saturation: nil, brightness: &brightness, alpha: nil))
        #expect(brightness == 1)
    }

    // MARK: Hue, saturation, brightness

    nonisolated static let hsbCases: [HSBCase] = [
        HSBCase(hue: 0, saturation: 1, brightness: 1, red: 1, green: 0, blue: 0, why: "red (hue 0°)"),
        HSBCase(hue: 1.0 / 6, saturation: 1, brightness: 1, red: 1, green: 1, blue: 0, why: "yellow (60°)"),
        HSBCase(hue: 1.0 / 3, saturation: 1, brightness: 1, red: 0, green: 1, blue: 0, why: "green (120°)"),
        HSBCase(hue: 0.5, saturation: 1, brightness: 1, red: 0, green: 1, blue: 1, why: "cyan (180°)"),
        HSBCase(hue: 2.0 / 3, saturation: 1, brightness: 1, red: 0, green: 0, blue: 1, why: "blue (240°)"),
        HSBCase(hue: 5.0 / 6, saturation: 1, brightness: 1, red: 1, green: 0, blue: 1, why: "magenta (300°)"),
        HSBCase(hue: 1, saturation: 1, brightness: 1, red: 1, green: 0, blue: 0, why: "red again (a full turn)"),
        // 30° is halfway from red to yellow: green rises to half of the brightness.
        HSBCase(hue: 1.0 / 12, saturation: 1, brightness: 1, red: 1, green: 0.5, blue: 0, why: "orange (30°)"),
        // Saturation 0.5: the smallest channel is brightness × (1 − 0.5).
        HSBCase(hue: 0, saturation: 0.5, brightness: 1, red: 1, green: 0.5, blue: 0.5, why: "pink (half saturated red)"),
        // Brightness 0.5 scales every channel by a half.
        HSBCase(hue: 1.0 / 3, saturation: 1, brightness: 0.5, red: 0, green: 0.5, blue: 0, why: "dark green"),
        // Saturation 0: every channel equals the brightness, whatever the hue.
        HSBCase(hue: 0.3, saturation: 0, brightness: 0.6, red: 0.6, green: 0.6, blue: 0.6, why: "gray"),
    ]

    @Test("init(hue:saturation:brightness:alpha:) converts to RGB", arguments: hsbCases)
    func hsbToRGB(_ hsb: HSBCase) {
        let color = UIColor(hue: hsb.hue, saturation: hsb.saturation, brightness: hsb.brightness, alpha: 0.75)
        #expect(isClose(rgbaComponents(of: color), [hsb.red, hsb.green, hsb.blue, 0.75]))
    }

    @Test("getHue recovers hue, saturation and brightness from RGB",
          arguments: hsbCases.filter { $0.saturation > 0 && $0.hue < 1 })
    func rgbToHSB(_ hsb: HSBCase) {
        let color = UIColor(red: hsb.red, green: hsb.green, blue: hsb.blue, alpha: 0.75)
        var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
        #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(isClose([hue, saturation, brightness, alpha], [hsb.hue, hsb.saturation, hsb.brightness, 0.75]))
    }

    @Test("getHue of a gray answers hue 0, saturation 0 and the gray level as brightness")
    func grayHasNoHue() {
        var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.4, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect([hue, saturation, brightness, alpha] == [0, 0, 0.4, 1])
    }

    @Test("an arbitrary color survives HSB → RGB → HSB")
    func hsbRoundTrip() {
        let color = UIColor(hue: 0.61, saturation: 0.37, brightness: 0.83, alpha: 0.5)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        #expect(isClose([hue, saturation, brightness, alpha], [0.61, 0.37, 0.83, 0.5]))
    }

    // MARK: Display P3

    @Test("init(displayP3Red:…) keeps the Display P3 space and components in its cgColor")
    func displayP3KeepsItsSpace() {
        let color = UIColor(displayP3Red: 1, green: 0.5, blue: 0, alpha: 0.9)
        #expect(color.cgColor.colorSpace?.name == CGColorSpace.displayP3)
        #expect(color.cgColor.components == [1, 0.5, 0, 0.9])
    }

    @Test("Display P3 white and gray are the same sRGB white and gray (both spaces use D65 and the sRGB curve)")
    func displayP3Neutrals() {
        // Each row of the P3 → sRGB matrix sums to 1 (to 7 digits), so neutrals stay put.
        #expect(isClose(rgbaComponents(of: UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)),
                                [1, 1, 1, 1], tolerance: 1e-6))
        #expect(isClose(rgbaComponents(of: UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)),
                                [0.5, 0.5, 0.5, 1], tolerance: 1e-6))
    }

    @Test("Display P3 red lies outside sRGB: getRed answers extended components")
    func displayP3RedIsOutsideSRGB() {
        // Linear sRGB of P3 red is the matrix's first column (1.2249401, −0.0420569,
        // −0.0196376); the sRGB curve, mirrored for negatives, encodes it as
        // 1.055·1.2249401^(1/2.4) − 0.055 ≈ 1.0931, −(1.055·0.0420569^(1/2.4) − 0.055) ≈ −0.2267,
        // −(1.055·0.0196376^(1/2.4) − 0.055) ≈ −0.1501 (Apple's extended-sRGB value for P3 red).
        let components = rgbaComponents(of: UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
        #expect(isClose(components, [1.0931, -0.2267, -0.1501, 1], tolerance: 1e-4))
    }

    // MARK: Deriving colors

    @Test("withAlphaComponent replaces only the alpha and leaves the original alone")
    func withAlphaComponent() {
        let original = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let translucent = original.withAlphaComponent(0.3)
        #expect(rgbaComponents(of: translucent) == [0.2, 0.4, 0.6, 0.3])
        #expect(rgbaComponents(of: original) == [0.2, 0.4, 0.6, 1])
        #expect(translucent == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.3))
    }

    @Test("withAlphaComponent keeps a gray color gray")
    func withAlphaComponentOfGray() {
        var white: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor.white.withAlphaComponent(0.5).getWhite(&white, alpha: &alpha))
        #expect([white, alpha] == [1, 0.5])
    }

    // MARK: cgColor

    @Test("an RGB color's cgColor is extended sRGB with the color's components")
    func rgbCGColor() {
        let cgColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).cgColor
        #expect(cgColor.colorSpace?.name == CGColorSpace.extendedSRGB)
        #expect(cgColor.components == [0.2, 0.4, 0.6, 0.8])
    }

    @Test("a white color's cgColor is gray with white and alpha")
    func grayCGColor() {
        let cgColor = UIColor(white: 0.75, alpha: 0.25).cgColor
        #expect(cgColor.colorSpace?.model == .monochrome)
        #expect(cgColor.components == [0.75, 0.25])
    }

    @Test("init(cgColor:) wraps that very CGColor")
    func wrapsCGColor() {
        let cgColor = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        #expect(UIColor(cgColor: cgColor).cgColor === cgColor)
        #expect(rgbaComponents(of: UIColor(cgColor: cgColor)) == [0.1, 0.2, 0.3, 1])
    }

    // MARK: Named and system colors

    nonisolated static let fixedColors: [SystemColorCase] = [
        SystemColorCase("black", .black, 0, 0, 0),
        SystemColorCase("darkGray", .darkGray, 1.0 / 3, 1.0 / 3, 1.0 / 3),
        SystemColorCase("lightGray", .lightGray, 2.0 / 3, 2.0 / 3, 2.0 / 3),
        SystemColorCase("white", .white, 1, 1, 1),
        SystemColorCase("gray", .gray, 0.5, 0.5, 0.5),
        SystemColorCase("red", .red, 1, 0, 0),
        SystemColorCase("green", .green, 0, 1, 0),
        SystemColorCase("blue", .blue, 0, 0, 1),
        SystemColorCase("cyan", .cyan, 0, 1, 1),
        SystemColorCase("yellow", .yellow, 1, 1, 0),
        SystemColorCase("magenta", .magenta, 1, 0, 1),
        SystemColorCase("orange", .orange, 1, 0.5, 0),
        SystemColorCase("purple", .purple, 0.5, 0, 0.5),
        SystemColorCase("brown", .brown, 0.6, 0.4, 0.2),
        SystemColorCase("clear", .clear, 0, 0, 0, alpha: 0),
    ]

    @Test("fixed colors have UIKit's documented components", arguments: fixedColors)
    func fixedColor(_ expected: SystemColorCase) {
        #expect(rgbaComponents(of: expected.color) == [expected.red, expected.green, expected.blue, expected.alpha])
    }

    /// The light column of docs/BEHAVIOR.md, in 0…255.
    nonisolated static let systemColors: [SystemColorCase] = [
        SystemColorCase("systemBlue", .systemBlue, 0, 122, 255),
        SystemColorCase("link", .link, 0, 122, 255),
        SystemColorCase("tintColor (the default tint)", .tintColor, 0, 122, 255),
        SystemColorCase("systemRed", .systemRed, 255, 59, 48),
        SystemColorCase("systemGreen", .systemGreen, 52, 199, 89),
        SystemColorCase("systemGray", .systemGray, 142, 142, 147),
        SystemColorCase("systemGray2", .systemGray2, 174, 174, 178),
        SystemColorCase("systemGray3", .systemGray3, 199, 199, 204),
        SystemColorCase("systemGray4", .systemGray4, 209, 209, 214),
        SystemColorCase("systemGray5", .systemGray5, 229, 229, 234),
        SystemColorCase("systemGray6", .systemGray6, 242, 242, 247),
        SystemColorCase("label", .label, 0, 0, 0),
        SystemColorCase("secondaryLabel", .secondaryLabel, 60, 60, 67, alpha: 0.6),
        SystemColorCase("tertiaryLabel", .tertiaryLabel, 60, 60, 67, alpha: 0.3),
        SystemColorCase("systemBackground", .systemBackground, 255, 255, 255),
        SystemColorCase("secondarySystemBackground", .secondarySystemBackground, 242, 242, 247),
        SystemColorCase("separator", .separator, 60, 60, 67, alpha: 0.29),
        SystemColorCase("opaqueSeparator", .opaqueSeparator, 198, 198, 200),
    ]

    @Test("system colors are their light-appearance sRGB values / 255 under the default traits",
          arguments: systemColors)
    func systemColor(_ expected: SystemColorCase) {
        let components = rgbaComponents(of: expected.color)
        #expect(components == [expected.red / 255, expected.green / 255, expected.blue / 255, expected.alpha])
        let light = expected.color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        #expect(light == UIColor(red: expected.red / 255, green: expected.green / 255,
                                 blue: expected.blue / 255, alpha: expected.alpha))
    }

    // MARK: Equality

    @Test("colors with the same space and components are equal and hash alike")
    func equalColors() {
        let a = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        let b = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b, UIColor.red]).count == 2)
    }

    @Test("a different component or alpha makes a different color")
    func unequalColors() {
        let base = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(base != UIColor(red: 0.1, green: 0.2, blue: 0.35, alpha: 0.4))
        #expect(base != base.withAlphaComponent(1))
    }

    @Test("a gray and an RGB color are different colors even when they look alike (UIKit compares spaces)")
    func grayIsNotRGB() {
        #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1) != UIColor.red)
    }
}
