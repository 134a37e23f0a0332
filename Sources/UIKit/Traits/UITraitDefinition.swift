import Foundation

/// One trait a trait collection can carry: the system's (style, size
/// classes, …) and an app's own. `defaultValue` is what a collection that
/// does not set the trait reports.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    /// A unique name, reverse-DNS by convention; the type's name by default.
    static var identifier: String { get }
    /// A short name for debugging; the type's name by default.
    static var name: String { get }
    /// Whether dynamic colors and images resolve differently with this trait,
    /// so views re-resolve theirs when it changes (false by default).
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as trait-change registrations list them.
public typealias UITrait = any UITraitDefinition.Type

public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let identifier = "UITraitUserInterfaceStyle"
    public static let affectsColorAppearance = true
}

public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let identifier = "UITraitHorizontalSizeClass"
}

public struct UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let identifier = "UITraitVerticalSizeClass"
}

public struct UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
    public static let identifier = "UITraitDisplayScale"
    public static let affectsColorAppearance = true
}

public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    public static let identifier = "UITraitUserInterfaceIdiom"
    public static let affectsColorAppearance = true
}

public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
    public static let identifier = "UITraitPreferredContentSizeCategory"
}

public struct UITraitLayoutDirection: UITraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    public static let identifier = "UITraitLayoutDirection"
}

public struct UITraitAccessibilityContrast: UITraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static let identifier = "UITraitAccessibilityContrast"
    public static let affectsColorAppearance = true
}

public struct UITraitLegibilityWeight: UITraitDefinition {
    public static let defaultValue = UILegibilityWeight.unspecified
    public static let identifier = "UITraitLegibilityWeight"
}

public struct UITraitUserInterfaceLevel: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static let identifier = "UITraitUserInterfaceLevel"
    public static let affectsColorAppearance = true
}

public struct UITraitActiveAppearance: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    public static let identifier = "UITraitActiveAppearance"
    public static let affectsColorAppearance = true
}

public struct UITraitDisplayGamut: UITraitDefinition {
    public static let defaultValue = UIDisplayGamut.unspecified
    public static let identifier = "UITraitDisplayGamut"
    public static let affectsColorAppearance = true
}
