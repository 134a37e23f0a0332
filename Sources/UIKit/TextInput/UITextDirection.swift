import Foundation

/// A direction through text for a tokenizer: either a storage direction
/// (`.storage(.forward)`, `.storage(.backward)`) or a layout direction
/// (`.layout(.right)` …), told apart by UIKit's raw values — 0 and 1 are
/// `UITextStorageDirection`'s, 2 to 5 `UITextLayoutDirection`'s.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// Whether the direction runs towards the end of the text. Without layout
    /// information Kumiki reads text as left to right: right and down are
    /// forward, left and up backward. A raw value that is neither a storage
    /// nor a layout direction counts as forward.
    var isForward: Bool {
        switch rawValue {
        case UITextStorageDirection.backward.rawValue,
             UITextLayoutDirection.left.rawValue,
             UITextLayoutDirection.up.rawValue:
            false
        default:
            true
        }
    }
}
