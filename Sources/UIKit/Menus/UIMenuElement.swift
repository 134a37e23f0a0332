import Foundation

/// An item of a menu: an action (`UIAction`) or a submenu (`UIMenu`).
///
/// On iOS, `UICommand` is a third kind (a selector sent up the responder
/// chain); Kumiki has no selectors, so menus hold actions and submenus
/// (docs/PORTING.md "Menus").
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element looks and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shown dimmed; touching it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: the action destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Performing the action leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    /// How large a palette or a row of elements shows its items.
    public enum Size: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        /// The menu decides (iOS 17).
        case automatic = -1
    }

    var titleStorage: String
    var imageStorage: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        titleStorage = title
        self.subtitle = subtitle
        imageStorage = image
        super.init()
    }

    /// The text shown for the element ("" for none).
    open var title: String { titleStorage }
    /// A second line of text under the title (list menus only; the
    /// horizontal edit menu shows titles alone, as on iOS).
    open var subtitle: String?
    /// The image shown beside the title, or alone when there is no title.
    open var image: UIImage? { imageStorage }
}
