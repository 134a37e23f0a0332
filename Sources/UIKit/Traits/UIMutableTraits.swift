import Foundation

/// Traits being set: the argument of `UITraitCollection(mutations:)` and
/// `modifyingTraits(_:)`, and what `traitOverrides` offers. Setting a trait
/// to its unspecified (default) value unsets it.
public protocol UIMutableTraits {
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { self[UITraitActiveAppearance.self] }
        set { self[UITraitActiveAppearance.self] = newValue }
    }
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] }
        set { self[UITraitDisplayGamut.self] = newValue }
    }
}

/// The overrides a view, controller or window scene applies on top of what it
/// inherits (`traitOverrides`).
public protocol UITraitOverrides: UIMutableTraits {
    /// Whether `trait` is overridden.
    func contains(_ trait: UITrait) -> Bool
    /// Stops overriding `trait`.
    mutating func remove(_ trait: UITrait)
}

/// Set traits, type-erased and keyed by their definition.
struct TraitValues: UITraitOverrides, Equatable {
    /// One set trait: its value and how to compare it.
    struct Entry {
        let value: Any
        let definition: any UITraitDefinition.Type
        let equals: (Any) -> Bool
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { entries[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue }
        set {
            let equals = Self.comparison(for: newValue)
            if equals(T.defaultValue) {
                entries[ObjectIdentifier(trait)] = nil
            } else {
                entries[ObjectIdentifier(trait)] = Entry(value: newValue, definition: trait, equals: equals)
            }
        }
    }

    func contains(_ trait: UITrait) -> Bool {
        entries[ObjectIdentifier(trait)] != nil
    }

    mutating func remove(_ trait: UITrait) {
        entries[ObjectIdentifier(trait)] = nil
    }

    /// These values with `other`'s set traits on top.
    func applying(_ other: TraitValues) -> TraitValues {
        var result = self
        for (key, entry) in other.entries { result.entries[key] = entry }
        return result
    }

    /// The traits whose values differ between the two.
    func changedTraits(from other: TraitValues) -> [any UITraitDefinition.Type] {
        var changed: [any UITraitDefinition.Type] = []
        for key in Set(entries.keys).union(other.entries.keys) {
            let mine = entries[key], theirs = other.entries[key]
            switch (mine, theirs) {
            case let (mine?, theirs?): if !mine.equals(theirs.value) { changed.append(mine.definition) }
            case let (mine?, nil): changed.append(mine.definition)
            case let (nil, theirs?): changed.append(theirs.definition)
            case (nil, nil): break
            }
        }
        return changed
    }

    /// Same traits set to equal values (no list of differences built: this
    /// runs for every environment a trait update walks).
    static func == (lhs: TraitValues, rhs: TraitValues) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        return lhs.entries.allSatisfy { key, entry in rhs.entries[key].map { entry.equals($0.value) } ?? false }
    }

    /// Equality for any value: `==` when its type is `Equatable`, identity
    /// for objects, and never equal otherwise.
    static func comparison(for value: Any) -> (Any) -> Bool {
        if let equatable = value as? any Equatable {
            return { other in Self.equal(equatable, other) }
        }
        if type(of: value) is AnyClass {
            let object = value as AnyObject
            return { other in (other as AnyObject) === object }
        }
        return { _ in false }
    }

    private static func equal<E: Equatable>(_ value: E, _ other: Any) -> Bool {
        (other as? E) == value
    }
}
