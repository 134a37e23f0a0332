/// The state a view is in, as its configurations see it (iOS 14): what
/// `UIContentConfiguration.updated(for:)` and
/// `UIBackgroundConfiguration.updated(for:)` read to pick the look for that
/// state. `UICellConfigurationState` is the state of table and collection
/// view cells.
///
/// Apple's protocol also requires `init(traitCollection:)` and a
/// `traitCollection`; Kumiki's cells do not put traits in their states yet,
/// so both are absent (docs/PORTING.md).
public protocol UIConfigurationState {
    /// A state of the app's own, set by a cell subclass that overrides
    /// `configurationState` (nil when not set).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
