import CoreGraphics
import Foundation

/// One rectangle of a selection as a text input lays it out: a line's part
/// of the selection, with whether the selection starts or ends in it. An
/// abstract class, as in UIKit: a text input of your own subclasses it and
/// overrides the properties.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    public override init() {
        super.init()
    }

    /// The rectangle, in the text input's coordinates.
    open var rect: CGRect { .zero }
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether the selection's start is in this rectangle (the first line).
    open var containsStart: Bool { false }
    /// Whether the selection's end is in this rectangle (the last line).
    open var containsEnd: Bool { false }
    open var isVertical: Bool { false }
}

/// The selection rectangles Kumiki's text fields and text views hand out:
/// one per line, left to right.
final class TextSelectionLineRect: UITextSelectionRect {
    private let storedRect: CGRect
    private let startsHere: Bool
    private let endsHere: Bool

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        startsHere = containsStart
        endsHere = containsEnd
        super.init()
    }

    override var rect: CGRect { storedRect }
    override var writingDirection: NSWritingDirection { .leftToRight }
    override var containsStart: Bool { startsHere }
    override var containsEnd: Bool { endsHere }

    /// The rectangles for `lines` (top to bottom).
    static func rects(for lines: [CGRect]) -> [UITextSelectionRect] {
        lines.enumerated().map { index, line in
            TextSelectionLineRect(rect: line, containsStart: index == 0, containsEnd: index == lines.count - 1)
        }
    }
}
