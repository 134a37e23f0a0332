/// How an accessibility element behaves, as assistive apps (VoiceOver, and
/// `UIKitTesting`'s element queries) should treat it. Combine members:
/// `[.button, .selected]`.
///
/// Kumiki: the raw values are Kumiki's own, one distinct bit per member
/// (Apple does not publish UIKit's); combine and test members, never store
/// or compare the numbers.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Behaves like an image (combinable with `.button` or `.link`).
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected (a selected tab, a chosen segment).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Summarizes the app's state when it starts (read first).
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is disabled: it does not respond to the user.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes its label or value often (a clock, a meter).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated (assistive apps stay quiet).
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Has a value the user adjusts: `accessibilityIncrement()` and
    /// `accessibilityDecrement()` change it (VoiceOver's swipe up and down).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly while an assistive app runs (a drawing canvas).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when an assistive app finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Is a header that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 15)
    /// Is a tab bar (an ordered list of tabs; such a container is not itself an element).
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Behaves like a toggle button (on or off, read with `.selected`).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    /// Can be zoomed (a map, a photo).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)

    /// Every named member with its name, in declaration order.
    static let names: [(UIAccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
        (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
        (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"),
        (.searchField, "searchField"), (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.header, "header"), (.tabBar, "tabBar"), (.toggleButton, "toggleButton"), (.supportsZoom, "supportsZoom"),
    ]
}

extension UIAccessibilityTraits: CustomStringConvertible {
    /// The member names, as in `[button, notEnabled]` (`[]` for none); bits that
    /// are no member are written in hexadecimal.
    public var description: String {
        var parts = Self.names.filter { contains($0.0) }.map(\.1)
        let unnamed = rawValue & ~Self.names.reduce(UInt64(0)) { $0 | $1.0.rawValue }
        if unnamed != 0 { parts.append("0x" + String(unnamed, radix: 16)) }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
