/// What a navigation bar shows for one controller: its title (or title view),
/// its bar button items and how the back button to it reads. Every view
/// controller has one (`navigationItem`), made on first use with the
/// controller's title.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the large title shows while the bar prefers large titles. Raw
    /// values match UIKit.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item did (the first item: large).
        case automatic = 0
        case always = 1
        case never = 2
    }

    /// How the back button to the previous item reads. Raw values match UIKit.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's back title, else its title, else "Back".
        case `default` = 0
        /// "Back" rather than the previous title.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() {
        super.init()
    }

    /// Follows the controller's `title` until set here (UIKit keeps the two
    /// in step from the controller's side).
    open var title: String? {
        didSet { changed() }
    }
    /// A line of text above the title (13 pt, centered): the bar grows by
    /// 30 pt while this item is on top and the prompt is not nil. Inside an
    /// animation block the bar and the content's safe area animate to the new
    /// height.
    open var prompt: String? {
        didSet { changed() }
    }
    /// A view shown in place of the title.
    open var titleView: UIView? {
        didSet { changed() }
    }
    /// The back button shown to return to this item (its title is used).
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { changed() }
    }
    /// The title of the back button returning to this item.
    open var backButtonTitle: String? {
        didSet { changed() }
    }
    open var backButtonDisplayMode = BackButtonDisplayMode.default {
        didSet { changed() }
    }
    /// Whether this item's bar hides the back button.
    open var hidesBackButton = false {
        didSet { changed() }
    }
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { changed() }
    }
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { changed() }
    }
    /// Whether the left items follow the back button instead of replacing it.
    /// The search controller whose search bar the navigation bar shows
    /// under the title (docs/BEHAVIOR.md "Search bars").
    open var searchController: UISearchController? {
        didSet { changed() }
    }

    /// Whether the search bar collapses into the bar as the content scrolls
    /// up, showing only at the content's top (true by default); false keeps
    /// it showing.
    open var hidesSearchBarWhenScrolling = true {
        didSet { changed() }
    }

    open var leftItemsSupplementBackButton = false {
        didSet { changed() }
    }
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
        didSet { changed() }
    }

    /// The bar's look while this item is on top, in place of the bar's own;
    /// nil (the default) uses the bar's. Copied when set.
    open var standardAppearance: UINavigationBarAppearance? {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = newValue?.copied()
            changed()
        }
    }

    /// The item's look at the content's top edge; nil uses the bar's.
    /// Copied when set.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set {
            scrollEdgeAppearanceStorage = newValue?.copied()
            changed()
        }
    }

    /// The item's look on a compact-height bar (an iPhone in landscape); nil
    /// uses the bar's `compactAppearance`, then the standard appearances.
    /// Copied when set.
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactAppearanceStorage }
        set {
            compactAppearanceStorage = newValue?.copied()
            changed()
        }
    }

    /// The item's look on a compact-height bar at the content's top edge; nil
    /// uses the bar's `compactScrollEdgeAppearance`, then the scroll-edge
    /// appearances. Copied when set.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set {
            compactScrollEdgeAppearanceStorage = newValue?.copied()
            changed()
        }
    }

    private var standardAppearanceStorage: UINavigationBarAppearance?
    private var scrollEdgeAppearanceStorage: UINavigationBarAppearance?
    private var compactAppearanceStorage: UINavigationBarAppearance?
    private var compactScrollEdgeAppearanceStorage: UINavigationBarAppearance?

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item (the one at the trailing edge).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        withBarAnimation(animated) { self.hidesBackButton = hidesBackButton }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        withBarAnimation(animated) { self.leftBarButtonItem = item }
    }

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        withBarAnimation(animated) { self.rightBarButtonItem = item }
    }

    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        withBarAnimation(animated) { self.leftBarButtonItems = items }
    }

    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        withBarAnimation(animated) { self.rightBarButtonItems = items }
    }

    // MARK: Kumiki's

    /// The bar showing this item hears about changes.
    var onChange: (() -> Void)?
    /// Whether the title was set here (otherwise it follows the controller's).
    var followsControllerTitle = true

    private func changed() {
        onChange?()
    }

    /// Runs `change` and lets the bar cross-fade to the result.
    private func withBarAnimation(_ animated: Bool, _ change: () -> Void) {
        change()
        if animated { barFadeRequested?() }
    }

    /// The bar cross-fades its contents (an animated item change).
    var barFadeRequested: (() -> Void)?

    /// The back button's title for returning to this item (the bar shortens
    /// it to "Back", then to the chevron alone, when it does not fit).
    func backTitle(mode: BackButtonDisplayMode) -> String? {
        switch mode {
        case .minimal: return nil
        case .generic: return "Back"
        case .default:
            if let title = backBarButtonItem?.title ?? backButtonTitle { return title }
            if let title, !title.isEmpty { return title }
            return "Back"
        }
    }
}
