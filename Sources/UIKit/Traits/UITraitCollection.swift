import Foundation

/// The traits of an interface environment: appearance, size classes, scale,
/// idiom, text size, layout direction, contrast, bold text, level, and any
/// traits an app defines. Immutable; a trait not set reports its definition's
/// default (the `unspecified` cases).
///
/// Screens, window scenes, windows, controllers and views each have one
/// (`UITraitEnvironment`), inherited down the hierarchy with overrides on the
/// way.
open class UITraitCollection: NSObject, @unchecked Sendable {
    let values: TraitValues

    /// A collection with no trait set.
    public override init() {
        values = TraitValues()
        super.init()
    }

    init(values: TraitValues) {
        self.values = values
        super.init()
    }

    /// A collection built by `mutations` from an empty one.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = TraitValues()
        mutations(&traits)
        self.init(values: traits as! TraitValues)
    }

    /// The traits set in `traitCollections`; where several set one, the
    /// last wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(TraitValues()) { $0.applying($1.values) })
    }

    /// This collection with `mutations` applied.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = values
        mutations(&traits)
        return UITraitCollection(values: traits as! TraitValues)
    }

    /// The value of `trait`: its default when not set.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        values[trait]
    }

    /// Whether every trait `trait` sets is set to the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.values.entries.allSatisfy { key, entry in
            values.entries[key].map { entry.equals($0.value) } ?? false
        }
    }

    /// Whether a dynamic color could resolve differently with `traitCollection`:
    /// a trait that affects color appearance differs.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let other = traitCollection?.values ?? TraitValues()
        return values.changedTraits(from: other).contains { $0.affectsColorAppearance }
    }

    /// The traits whose values differ from `other`'s.
    func changedTraits(from other: UITraitCollection?) -> [any UITraitDefinition.Type] {
        values.changedTraits(from: other?.values ?? TraitValues())
    }

    // MARK: The system's traits

    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Pixels per point; 0 when not set.
    public var displayScale: CGFloat { values.displayScale }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
    public var activeAppearance: UIUserInterfaceActiveAppearance { values.activeAppearance }
    public var displayGamut: UIDisplayGamut { values.displayGamut }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init { $0.userInterfaceStyle = userInterfaceStyle }
    }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.horizontalSizeClass = horizontalSizeClass }
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.verticalSizeClass = verticalSizeClass }
    }
    public convenience init(displayScale: CGFloat) {
        self.init { $0.displayScale = displayScale }
    }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init { $0.userInterfaceIdiom = userInterfaceIdiom }
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init { $0.layoutDirection = layoutDirection }
    }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init { $0.accessibilityContrast = accessibilityContrast }
    }
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init { $0.legibilityWeight = legibilityWeight }
    }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init { $0.userInterfaceLevel = userInterfaceLevel }
    }
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        self.init { $0.activeAppearance = activeAppearance }
    }
    public convenience init(displayGamut: UIDisplayGamut) {
        self.init { $0.displayGamut = displayGamut }
    }

    // MARK: NSObject

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return values == other.values
    }

    public override var hash: Int {
        values.entries.count
    }

    public override var description: String {
        let traits = values.entries.values
            .map { "\($0.definition.name) = \($0.value)" }
            .sorted()
        return "<UITraitCollection; \(traits.joined(separator: "; "))>"
    }
}
