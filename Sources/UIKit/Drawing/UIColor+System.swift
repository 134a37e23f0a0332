/// Named and system colors. Fixed colors use UIKit's documented component values;
/// system colors use the light-appearance sRGB values from docs/BEHAVIOR.md
/// (and, where that sheet is silent, Apple's Human Interface Guidelines).
extension UIColor {
    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
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

    public static let systemBlue = rgb(0, 122, 255)
    public static let systemRed = rgb(255, 59, 48)
    public static let systemGreen = rgb(52, 199, 89)
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemGray = rgb(142, 142, 147)
    public static let systemGray2 = rgb(174, 174, 178)
    public static let systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = rgb(209, 209, 214)
    public static let systemGray5 = rgb(229, 229, 234)
    public static let systemGray6 = rgb(242, 242, 247)
    public static let link = rgb(0, 122, 255)
    public static let tintColor = rgb(0, 122, 255)

    public static let label = rgb(0, 0, 0)
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    public static let systemBackground = rgb(255, 255, 255)
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let separator = rgb(60, 60, 67, 0.29)
    public static let opaqueSeparator = rgb(198, 198, 200)

    // The rest of the system and semantic colors, light appearance (Apple's
    // Human Interface Guidelines, "Color"; dark values arrive with traits).
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemCyan = rgb(50, 173, 230)
    public static let systemMint = rgb(0, 199, 190)
    public static let systemBrown = rgb(162, 132, 94)
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    public static let placeholderText = rgb(60, 60, 67, 0.3)
    public static let tertiarySystemBackground = rgb(255, 255, 255)
    public static let systemGroupedBackground = rgb(242, 242, 247)
    public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
    public static let systemFill = rgb(120, 120, 128, 0.2)
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
    public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)
}
