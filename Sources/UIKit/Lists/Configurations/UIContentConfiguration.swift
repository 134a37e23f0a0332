/// A value describing a view's content and its look (iOS 14): cells,
/// headers and footers show it through the view it makes.
///
/// Setting a cell's `contentConfiguration` puts the configuration's content
/// view inside the cell's `contentView`, pinned to its edges; setting another
/// configuration of the same type hands it to that view (`configuration`)
/// when the view `supports(_:)` it, and replaces the view otherwise.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView

    /// This configuration as it should look in `state` (selected,
    /// highlighted, …): the configuration's defaults for that state applied
    /// to what the app did not set itself.
    func updated(for state: any UIConfigurationState) -> Self
}
