import Foundation

/// A color as the picker edits it: sRGB red, green, blue and alpha, each
/// 0…1 (extended values from wide-gamut colors are clamped to 0…1, since
/// the picker's sliders and grid only cover sRGB).
struct ColorPickerComponents: Equatable {
    var red: CGFloat
    var green: CGFloat
    var blue: CGFloat
    var alpha: CGFloat

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.alpha = Self.unit(alpha)
    }

    /// `color`'s components, a dynamic color resolved for `traits` (the
    /// current traits when nil). A pattern color, which has none, reads as
    /// opaque white.
    init(_ color: UIColor, traits: UITraitCollection? = nil) {
        let resolved = traits.map { color.resolvedColor(with: $0) } ?? color
        var r: CGFloat = 1, g: CGFloat = 1, b: CGFloat = 1, a: CGFloat = 1
        resolved.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }

    /// Hue, saturation and brightness in 0…1 (alpha 1 unless given).
    init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
        self.init(UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha))
    }

    var color: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    var hsb: (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor(red: red, green: green, blue: blue, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        return (h, s, v)
    }

    /// The channels in 0…255, rounded as the Sliders page shows them.
    var bytes: (red: Int, green: Int, blue: Int) {
        (Self.byte(red), Self.byte(green), Self.byte(blue))
    }

    /// "FF3B30": the channels as six uppercase hex digits, as the Sliders
    /// page's "Hex Color #" field shows them (without the "#").
    var hexString: String {
        String(format: "%02X%02X%02X", bytes.red, bytes.green, bytes.blue)
    }

    /// Alpha as a whole percentage ("100%"), as the Opacity field shows it.
    var opacityText: String { "\(Int((alpha * 100).rounded()))%" }

    /// What VoiceOver reads for the color: "red 100%, green 23%, blue 19%",
    /// then ", opacity 50%" when not opaque. (iOS reads a color name such as
    /// "vivid red"; Kumiki has no name table, so it reads the channels.)
    var accessibilityDescription: String {
        func percent(_ value: CGFloat) -> String { "\(Int((value * 100).rounded()))%" }
        var text = "red \(percent(red)), green \(percent(green)), blue \(percent(blue))"
        if alpha < 1 { text += ", opacity \(percent(alpha))" }
        return text
    }

    /// Whether the two match to the 8-bit precision the picker shows
    /// (alpha ignored: the grid's cells are opaque).
    func sameChannels(as other: ColorPickerComponents) -> Bool {
        bytes == other.bytes
    }

    private static func unit(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }
    private static func byte(_ value: CGFloat) -> Int { Int((value * 255).rounded()) }
}
