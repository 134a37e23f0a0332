/// An item of a tab bar: a title, an image (and one for the selected state),
/// a badge and a tag. A view controller's `tabBarItem` is the item its tab
/// bar controller shows for it.
///
/// Template images (symbol images are templates) are drawn in the bar's
/// colors: `tintColor` when selected, `unselectedItemTintColor` otherwise;
/// `.alwaysOriginal` images keep their colors (docs/BEHAVIOR.md, "Tab bars").
/// Absent: `titlePositionAdjustment`, per-item appearances, badge text
/// attributes and the large content viewer (docs/COVERAGE.md).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// An item without title or image.
    public override init() {
        super.init()
    }

    /// Kumiki has no archive decoding: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// An item with `title`, `image` and `tag`; `image` also shows when selected.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with `title`, `image` and `selectedImage` (tag 0).
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of the system's items: its title and glyph are the system's
    /// (the glyphs are the closest symbols Kumiki has, docs/BEHAVIOR.md).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        self.image = UIImage(systemName: systemItem.symbolName)
        self.tag = tag
    }

    /// The image shown while the item is selected; nil shows `image` then.
    open var selectedImage: UIImage? {
        didSet { itemDidChange() }
    }

    /// The text of the badge drawn at the image's top right: a red capsule,
    /// nil (the default) for none. An empty string draws an empty capsule.
    open var badgeValue: String? {
        didSet { itemDidChange() }
    }

    /// The badge's background; nil (the default) is `.systemRed`.
    open var badgeColor: UIColor? {
        didSet { itemDidChange() }
    }

    /// The system item this item was made as, if any.
    private(set) var systemItem: SystemItem?

    /// The image drawn in `selected` state.
    func displayedImage(selected: Bool) -> UIImage? {
        selected ? (selectedImage ?? image) : image
    }
}

extension UITabBarItem {
    /// The system's tab bar items, with UIKit's raw values.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more = 0
        case favorites = 1
        case featured = 2
        case topRated = 3
        case recents = 4
        case contacts = 5
        case history = 6
        case bookmarks = 7
        case search = 8
        case downloads = 9
        case mostRecent = 10
        case mostViewed = 11

        /// The title iOS shows (English).
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The symbol drawn for the item: iOS draws three dots (more), a star
        /// (favorites, featured, top rated), a clock (recents, history, most
        /// recent), a person (contacts), a book (bookmarks), a magnifying glass
        /// (search), a downward arrow (downloads) and a list (most viewed).
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock.fill"
            case .contacts: "person.circle"
            case .bookmarks: "book.fill"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle.fill"
            case .mostViewed: "list.bullet"
            }
        }
    }
}
