/// The look of a tab bar's background (`UITabBar.standardAppearance`).
///
/// Absent: the item layout appearances (`stackedLayoutAppearance`,
/// `inlineLayoutAppearance`, `compactInlineLayoutAppearance`), the selection
/// indicator and `stackedItemPositioning` (docs/COVERAGE.md): items are drawn
/// with the bar's `tintColor` and `unselectedItemTintColor`.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// An appearance with the default background.
    public override init() {
        super.init()
    }

    /// An appearance with `barAppearance`'s background and shadow.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }

    /// Kumiki has no archive decoding: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
