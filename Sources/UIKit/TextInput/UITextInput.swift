import Foundation

/// Text that a person edits and the system can reach into: positions,
/// ranges, the selection, marked (composing) text and geometry.
///
/// Kumiki's `UITextField` and `UITextView` implement it over UTF-16 offsets,
/// with a `UITextInputStringTokenizer`. Deviation: the writing-direction
/// requirements are absent (docs/COVERAGE.md), so a type of your own
/// conforms with the requirements below.
@MainActor
public protocol UITextInput: UIKeyInput {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    func firstRect(for range: UITextRange) -> CGRect
    /// The selection's rectangles for `range`, one per line.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func caretRect(for position: UITextPosition) -> CGRect
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?
    /// Finds words, sentences and paragraphs in the text.
    var tokenizer: UITextInputTokenizer { get }
    /// Told of changes made other than by typing (weak in UIKit's classes).
    var inputDelegate: UITextInputDelegate? { get set }
}

/// A direction through text (UIKit's raw values: `UITextStorageDirection`'s
/// forward and backward, then `UITextLayoutDirection`'s four).
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2
    case left = 3
    case up = 4
    case down = 5
}

public enum UITextStorageDirection: Int, Sendable {
    case forward = 0
    case backward = 1
}

/// Units text can be moved or selected by.
public enum UITextGranularity: Int, Sendable {
    case character = 0
    case word = 1
    case sentence = 2
    case paragraph = 3
    case line = 4
    case document = 5
}
