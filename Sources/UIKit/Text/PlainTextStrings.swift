import Foundation

/// Attributed strings for plain text in one font and color, shared by every
/// label that shows that text so.
///
/// swift-corelibs-foundation never frees an `NSAttributedString`: its
/// attribute runs, and the fonts and colors in them, stay allocated for the
/// life of the process (the fix, swiftlang/swift-corelibs-foundation#5256, is
/// not in Swift 6.3). A label makes one whenever its text or attributes
/// change, so every screen built anew — the same titles, the same rows —
/// leaked about a kilobyte per label. Sharing them makes showing the same text
/// again cost nothing; only text never shown before still does, once.
/// (`make fuzz`'s memory check found it: docs/RELIABILITY.md.)
@MainActor
enum PlainTextStrings {
    private struct Key: Hashable {
        let string: String
        let font: UIFont
        let color: UIColor
    }

    /// At most this many strings are kept; when full the table starts over
    /// (what it drops was never freeable anyway).
    static let capacity = 2_048
    private static var strings: [Key: NSAttributedString] = [:]

    /// `string` in `font` and `color`, the same object for equal arguments.
    static func string(_ string: String, font: UIFont, color: UIColor) -> NSAttributedString {
        let key = Key(string: string, font: font, color: color)
        if let shared = strings[key] { return shared }
        if strings.count >= capacity { strings.removeAll(keepingCapacity: true) }
        let made = NSAttributedString(string: string, attributes: [.font: font, .foregroundColor: color])
        strings[key] = made
        return made
    }
}
