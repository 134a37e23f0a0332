/// Named, system and semantic colors.
///
/// Fixed colors (`black` … `clear`, `lightText`, `darkText`) use UIKit's
/// documented component values. System and semantic colors are dynamic and
/// resolve by `userInterfaceStyle` (unspecified counts as light),
/// `userInterfaceLevel` (backgrounds only) and `accessibilityContrast`.
///
/// Sources, in order of authority: the project's facts sheet (light and dark
/// values of the blue, red, green and gray families, labels, the first two
/// backgrounds, separators, and the dark elevated backgrounds); Apple's Human
/// Interface Guidelines, "Color" (the iOS 13–18 table of system colors and
/// system grays with light, dark and increased-contrast values; iOS 26 revised
/// several hues, Kumiki keeps the earlier table the facts sheet uses); UIKit's
/// own values for the remaining semantic colors.
///
/// Apple does not publish increased-contrast values for backgrounds, labels,
/// fills or separators. Backgrounds take the increased-contrast value of the
/// system gray each one equals (secondarySystemBackground is systemGray6 in
/// light and dark, so it takes systemGray6's increased-contrast values, and so
/// on); labels, fills and separators keep their normal values.
extension UIColor {
    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> SRGB8 {
        SRGB8(red, green, blue, alpha)
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Fixed in UIKit too (they predate dark mode): white at 60 %, and black.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)

    // MARK: System colors (light, dark, increased contrast light, increased contrast dark)

    /// A hue with its four published values.
    private static func hue(_ light: SRGB8, _ dark: SRGB8, _ lightHigh: SRGB8, _ darkHigh: SRGB8) -> UIColor {
        UIColor(system: SystemColorVariants(light: light, dark: dark, lightHighContrast: lightHigh,
                                            darkHighContrast: darkHigh))
    }

    public static let systemRed = hue(rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97))
    public static let systemOrange = hue(rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64))
    public static let systemYellow = hue(rgb(255, 204, 0), rgb(255, 214, 10), rgb(178, 80, 0), rgb(255, 212, 38))
    public static let systemGreen = hue(rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91))
    public static let systemMint = hue(rgb(0, 199, 190), rgb(99, 230, 226), rgb(12, 129, 123), rgb(102, 212, 207))
    public static let systemTeal = hue(rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 130, 153), rgb(93, 230, 255))
    public static let systemCyan = hue(rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255))
    public static let systemBlue = hue(rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255))
    public static let systemIndigo = hue(rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255))
    public static let systemPurple = hue(rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255))
    public static let systemPink = hue(rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130))
    public static let systemBrown = hue(rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105))

    public static let systemGray = hue(rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178))
    public static let systemGray2 = hue(rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128))
    public static let systemGray3 = hue(rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86))
    public static let systemGray4 = hue(rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70))
    public static let systemGray5 = hue(rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56))
    public static let systemGray6 = hue(rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38))

    /// Links: systemBlue's values (the facts sheet gives link the same light and
    /// dark values; its increased-contrast values are not published, so
    /// systemBlue's are used).
    public static let link = hue(rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255))
    /// The default tint: resolves as systemBlue for every trait collection.
    public static let tintColor = UIColor { systemBlue.resolvedColor(with: $0) }

    // MARK: Labels (increased-contrast values not published: normal values kept)

    /// Text and fills whose only variants are light and dark.
    private static func semantic(_ light: SRGB8, _ dark: SRGB8) -> UIColor {
        UIColor(system: SystemColorVariants(light: light, dark: dark))
    }

    public static let label = semantic(rgb(0, 0, 0), rgb(255, 255, 255))
    public static let secondaryLabel = semantic(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = semantic(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    public static let quaternaryLabel = semantic(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.18))
    public static let placeholderText = semantic(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))

    // MARK: Fills (increased-contrast values not published: normal values kept)

    public static let systemFill = semantic(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = semantic(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = semantic(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = semantic(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))

    // MARK: Separators (increased-contrast values not published: normal values kept)

    public static let separator = semantic(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.65))
    public static let opaqueSeparator = semantic(rgb(198, 198, 200), rgb(56, 56, 58))

    // MARK: Backgrounds (light, dark base, dark elevated; high contrast from the matching gray)

    private static let white255 = rgb(255, 255, 255)
    private static let black0 = rgb(0, 0, 0)

    public static let systemBackground = UIColor(system: SystemColorVariants(
        light: white255, dark: black0, darkElevated: rgb(28, 28, 30),
        lightHighContrast: white255, darkHighContrast: black0, darkElevatedHighContrast: rgb(36, 36, 38)))
    public static let secondarySystemBackground = UIColor(system: SystemColorVariants(
        light: rgb(242, 242, 247), dark: rgb(28, 28, 30), darkElevated: rgb(44, 44, 46),
        lightHighContrast: rgb(235, 235, 240), darkHighContrast: rgb(36, 36, 38),
        darkElevatedHighContrast: rgb(54, 54, 56)))
    public static let tertiarySystemBackground = UIColor(system: SystemColorVariants(
        light: white255, dark: rgb(44, 44, 46), darkElevated: rgb(58, 58, 60),
        lightHighContrast: white255, darkHighContrast: rgb(54, 54, 56), darkElevatedHighContrast: rgb(68, 68, 70)))
    public static let systemGroupedBackground = UIColor(system: SystemColorVariants(
        light: rgb(242, 242, 247), dark: black0, darkElevated: rgb(28, 28, 30),
        lightHighContrast: rgb(235, 235, 240), darkHighContrast: black0, darkElevatedHighContrast: rgb(36, 36, 38)))
    public static let secondarySystemGroupedBackground = UIColor(system: SystemColorVariants(
        light: white255, dark: rgb(28, 28, 30), darkElevated: rgb(44, 44, 46),
        lightHighContrast: white255, darkHighContrast: rgb(36, 36, 38), darkElevatedHighContrast: rgb(54, 54, 56)))
    public static let tertiarySystemGroupedBackground = UIColor(system: SystemColorVariants(
        light: rgb(242, 242, 247), dark: rgb(44, 44, 46), darkElevated: rgb(58, 58, 60),
        lightHighContrast: rgb(235, 235, 240), darkHighContrast: rgb(54, 54, 56),
        darkElevatedHighContrast: rgb(68, 68, 70)))
}
