/// The state a view is in, as its configurations see it (iOS 14): what
/// `UIContentConfiguration.updated(for:)` and
/// `UIBackgroundConfiguration.updated(for:)` read to pick the look for that
/// state. `UICellConfigurationState` is the state of table and collection
/// view cells.
///
/// Apple's protocol also requires `init(traitCollection:)` and a
/// `traitCollection`; Kumiki has no `UITraitCollection` yet, so both are
/// absent (docs/PORTING.md).
public protocol UIConfigurationState {
    /// A state of the app's own, set by a cell subclass that overrides
    /// `configurationState` (nil when not set).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The name of a custom state in a configuration state
/// (`state[.isArchived] = true`). Declare names as static constants in an
/// extension, as with notification names.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
