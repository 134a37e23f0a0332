import Foundation

/// Something with traits: screens, window scenes, windows, controllers and
/// views. Each inherits its collection from the environment above it
/// (screen → window scene → window → root controller → its views →
/// subviews, children and presented controllers) with its own overrides on
/// top.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    /// Called once for each actual change of `traitCollection` (deprecated in
    /// iOS 17 in favor of `registerForTraitChanges`, still widely used), with
    /// `UITraitCollection.current` set to the new collection.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A handler registered for trait changes: the environment and the
/// collection it had before.
public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> =
    (TraitEnvironment, UITraitCollection) -> Void

/// What `registerForTraitChanges` returns; pass it to
/// `unregisterForTraitChanges(_:)` to stop.
public protocol UITraitChangeRegistration: NSObjectProtocol {}

extension UITraitCollection {
    /// The system traits dynamic colors resolve by (appearance, contrast,
    /// level, scale, idiom, gamut, active appearance): register for these to
    /// redo what depends on color.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self,
         UITraitDisplayScale.self, UITraitUserInterfaceIdiom.self, UITraitDisplayGamut.self,
         UITraitActiveAppearance.self]
    }

    /// The system traits image assets resolve by.
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        systemTraitsAffectingColorAppearance + [UITraitLegibilityWeight.self, UITraitLayoutDirection.self]
    }
}
