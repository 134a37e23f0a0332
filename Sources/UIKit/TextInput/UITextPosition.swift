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
