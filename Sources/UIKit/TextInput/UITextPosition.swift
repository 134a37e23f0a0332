import Foundation

/// A place in a text input's content, between two characters. Kumiki's text
/// views hand out positions that hold a UTF-16 offset; compare and measure
/// them through the text input (`compare(_:to:)`, `offset(from:to:)`).
@MainActor
open class UITextPosition: NSObject {
    public override init() {
        super.init()
    }
}

/// A range of a text input's content between two positions.
@MainActor
open class UITextRange: NSObject {
    public override init() {
        super.init()
    }

    open var start: UITextPosition { UITextPosition() }
    open var end: UITextPosition { UITextPosition() }
    /// Whether the range holds no text (a caret).
    open var isEmpty: Bool { true }
}

/// The positions Kumiki's text views hand out: a UTF-16 offset into their text.
final class TextOffsetPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    override var description: String { "<UITextPosition offset=\(offset)>" }
}

/// The ranges Kumiki's text views hand out: two UTF-16 offsets.
final class TextOffsetRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
        super.init()
    }

    override var start: UITextPosition { TextOffsetPosition(range.location) }
    override var end: UITextPosition { TextOffsetPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }
    override var description: String { "<UITextRange \(range.location)..<\(range.location + range.length)>" }
}

/// The `UITextInput` answers that depend only on UTF-16 offsets, shared by
/// Kumiki's text fields and text views. A position or range another text
/// input made stops the app, naming `className` as UIKit names the receiver.
@MainActor
enum TextOffsets {
    static func offset(of position: UITextPosition, in className: String) -> Int {
        guard let position = position as? TextOffsetPosition else {
            UncaughtException.raise("NSInvalidArgumentException",
                                    reason: "-[\(className) offsetFromPosition:toPosition:]: position is not from this text input")
        }
        return position.offset
    }

    static func range(of range: UITextRange, in className: String) -> NSRange {
        guard let range = range as? TextOffsetRange else {
            UncaughtException.raise("NSInvalidArgumentException",
                                    reason: "-[\(className) textInRange:]: range is not from this text input")
        }
        return range.range
    }

    /// Stops the app, as UIKit does, when a replacement's range is not
    /// within a text of `length` units.
    static func checkReplacement(_ range: NSRange, length: Int, in className: String) {
        guard range.location < 0 || range.length < 0 || range.location + range.length > length else { return }
        UncaughtException.raise("NSRangeException",
                                reason: "-[\(className) replaceRange:withText:]: Range {\(range.location), \(range.length)} out of bounds; string length \(length)")
    }

    /// The range between two offsets, in either order.
    static func range(from: Int, to: Int) -> TextOffsetRange {
        TextOffsetRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    /// `offset` moved `by` units; nil outside a text of `length` units.
    static func position(_ offset: Int, movedBy step: Int, length: Int) -> TextOffsetPosition? {
        (0...length).contains(offset + step) ? TextOffsetPosition(offset + step) : nil
    }

    static func compare(_ a: Int, _ b: Int) -> ComparisonResult {
        a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    /// The range's start going left or up, its end going right or down.
    static func farthest(in range: NSRange, direction: UITextLayoutDirection) -> TextOffsetPosition {
        switch direction {
        case .left, .up: TextOffsetPosition(range.location)
        case .right, .down: TextOffsetPosition(range.location + range.length)
        }
    }

    /// From `offset` to the start of a text of `length` units going left or
    /// up, to its end going right or down.
    static func range(extending offset: Int, in direction: UITextLayoutDirection, length: Int) -> TextOffsetRange {
        switch direction {
        case .left, .up: TextOffsetRange(NSRange(location: 0, length: offset))
        case .right, .down: TextOffsetRange(NSRange(location: offset, length: length - offset))
        }
    }
}
