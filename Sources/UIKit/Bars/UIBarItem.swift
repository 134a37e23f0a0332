/// What the items of bars share: a title, an image, a tag, whether it is
/// enabled, and how accessibility reads it. `UITabBarItem` (and the bar button
/// item) descend from it, as in UIKit.
///
/// The bar that shows an item hears when any of these change and redraws it
/// (`owner`). Absent: `landscapeImagePhone`, `landscapeImagePhoneInsets`,
/// `largeContentSizeImage` (Kumiki has no compact-height bar layout and no
/// large content viewer) and the title text attributes (docs/COVERAGE.md).
@preconcurrency @MainActor
open class UIBarItem: NSObject, UIAccessibilityIdentification {
    public override init() {
        super.init()
    }

    /// Kumiki has no archive decoding: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The title shown under (or beside) the image; nil by default.
    open var title: String? {
        didSet { itemDidChange() }
    }

    /// The image; template images are tinted by the bar. nil by default.
    open var image: UIImage? {
        didSet { itemDidChange() }
    }

    /// Moves the image, in points (positive insets move that edge inward).
    /// Zero by default.
    open var imageInsets: UIEdgeInsets = .zero {
        didSet { itemDidChange() }
    }

    /// Whether the item takes taps; a disabled item is drawn dimmed. true by default.
    open var isEnabled = true {
        didSet { itemDidChange() }
    }

    /// An integer the app identifies the item by. 0 by default.
    open var tag = 0

    /// Identifies the item's element in tests; nil by default.
    open var accessibilityIdentifier: String? {
        didSet { itemDidChange() }
    }

    /// What VoiceOver reads; nil reads the title.
    open var accessibilityLabel: String? {
        didSet { itemDidChange() }
    }

    /// What VoiceOver reads after a pause; nil by default.
    open var accessibilityHint: String? {
        didSet { itemDidChange() }
    }

    // MARK: The bar showing the item

    /// The bar showing the item, told when the item changes.
    weak var owner: BarItemOwner?

    func itemDidChange() {
        owner?.barItemDidChange(self)
    }
}

/// A bar that shows `UIBarItem`s and redraws one when it changes.
@MainActor
protocol BarItemOwner: AnyObject {
    func barItemDidChange(_ item: UIBarItem)
}
