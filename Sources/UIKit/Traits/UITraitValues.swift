import Foundation

/// Light or dark appearance. Raw values are UIKit's.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// A size class: how much room an axis has. Raw values are UIKit's.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// Base or elevated: content in sheets and popovers is elevated, and dark
/// backgrounds lighten there. Raw values are UIKit's.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}

/// Whether the user asked for more contrast. Raw values are UIKit's.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// Whether the user asked for bold text. Raw values are UIKit's.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

/// Whether the content is in the active window (Mac and iPad). Raw values
/// are UIKit's.
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    case unspecified = -1
    case inactive = 0
    case active = 1
}

/// The color gamut of the display. Raw values are UIKit's.
public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1
    case SRGB = 0
    case P3 = 1
}

/// The layout direction a trait collection carries. Raw values are UIKit's.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
