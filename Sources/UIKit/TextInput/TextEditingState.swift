import Foundation

/// The text being edited and the selection in it, in UTF-16 units (the units
/// of `NSRange` and of `UITextInput` offsets): the arithmetic that text
/// fields and text views share. Every move and deletion lands on grapheme
/// cluster boundaries (TextGraphemes), so a caret never stands inside 👍🏽.
///
/// A value type without views or delegates: the view asks its delegate,
/// then applies the change here, then announces it.
struct TextEditingState {
    /// The plain text.
    var text = ""
    /// The selection; a caret when its length is 0.
    var selection = NSRange(location: 0, length: 0)
    /// The selection's fixed end while shift-arrows extend it (nil: the
    /// moving end is its end).
    var anchor: Int?
    /// The composing (marked) text of an input method, while it composes.
    var markedRange: NSRange?

    /// UTF-16 units in the text.
    var length: Int { text.utf16.count }

    /// Where typed text goes: over the marked text, else the selection.
    var insertionRange: NSRange { markedRange ?? selection }

    /// What the delete key removes: the marked text, the selection, or the
    /// whole cluster before the caret; nil at the start of the text.
    var rangeDeletedBackward: NSRange? {
        if let markedRange { return markedRange }
        return selection.length > 0 ? selection : TextGraphemes.range(before: selection.location, in: text)
    }

    /// What forward delete removes: the selection, or the cluster after the
    /// caret; nil at the end.
    var rangeDeletedForward: NSRange? {
        selection.length > 0 ? selection : TextGraphemes.range(after: selection.location, in: text)
    }

    /// Whether `range` lies within the text.
    func contains(_ range: NSRange) -> Bool {
        range.location >= 0 && range.length >= 0 && range.location + range.length <= length
    }

    /// Replaces `range` (within the text) with `string` and puts the caret
    /// after it.
    mutating func replace(_ range: NSRange, with string: String) {
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        let end = utf16.index(start, offsetBy: range.length)
        if start.samePosition(in: text.unicodeScalars) != nil, end.samePosition(in: text.unicodeScalars) != nil {
            text.replaceSubrange(start..<end, with: string)
        } else {
            // A range that splits a surrogate pair: the halves left behind
            // become U+FFFD rather than trapping.
            let units = Array(utf16)
            text = String(decoding: units[..<range.location] + Array(string.utf16) + units[(range.location + range.length)...],
                          as: UTF16.self)
        }
        selection = NSRange(location: range.location + string.utf16.count, length: 0)
        anchor = nil
    }

    /// `range` grown to whole Unicode scalars: an end that falls between the
    /// halves of a surrogate pair takes in the whole pair.
    func scalarAligned(_ range: NSRange) -> NSRange {
        let units = text.utf16
        func splitsPair(_ offset: Int) -> Bool {
            offset > 0 && offset < units.count
                && UTF16.isTrailSurrogate(units[units.index(units.startIndex, offsetBy: offset)])
        }
        let start = splitsPair(range.location) ? range.location - 1 : range.location
        let end = range.location + range.length
        let alignedEnd = splitsPair(end) ? end + 1 : end
        return NSRange(location: start, length: alignedEnd - start)
    }

    /// The text in `range` (within the text).
    func substring(_ range: NSRange) -> String {
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        let end = utf16.index(start, offsetBy: range.length)
        return String(utf16[start..<end]) ?? String(decoding: Array(utf16[start..<end]), as: UTF16.self)
    }

    /// Sets the selection from a requested range: clamped to the text and
    /// grown to whole clusters (a caret rounds down to a boundary).
    mutating func select(_ range: NSRange) {
        let start = max(0, min(range.location, length))
        let end = max(start, min(range.location + range.length, length))
        if end == start {
            selection = NSRange(location: TextGraphemes.boundary(atOrBefore: start, in: text), length: 0)
        } else {
            selection = TextGraphemes.wholeClusters(NSRange(location: start, length: end - start), in: text)
        }
        anchor = nil
    }

    // MARK: Moving the caret

    /// The selection's moving end (the caret when there is no selection).
    var head: Int {
        let fixed = anchor ?? selection.location
        return selection.location == fixed ? selection.location + selection.length : selection.location
    }

    /// Moves the caret one cluster left (`step` < 0) or right, or with
    /// `extending` the selection's moving end. Without `extending`, a
    /// selection collapses to its edge on that side instead.
    mutating func moveCaret(by step: Int, extending: Bool) {
        markedRange = nil
        if !extending && selection.length > 0 {
            setCaret(step < 0 ? selection.location : selection.location + selection.length)
            return
        }
        let moved = step < 0 ? TextGraphemes.range(before: head, in: text)?.location
            : TextGraphemes.range(after: head, in: text).map { $0.location + $0.length }
        move(to: moved ?? head, extending: extending)
    }

    /// Moves the caret (or with `extending`, the moving end) to `offset`.
    mutating func move(to offset: Int, extending: Bool) {
        markedRange = nil
        let fixed = anchor ?? selection.location
        let newHead = TextGraphemes.boundary(atOrBefore: offset, in: text)
        guard extending else {
            setCaret(newHead)
            return
        }
        selection = NSRange(location: min(fixed, newHead), length: abs(newHead - fixed))
        anchor = selection.length > 0 ? fixed : nil
    }

    mutating func setCaret(_ offset: Int) {
        selection = NSRange(location: max(0, min(offset, length)), length: 0)
        anchor = nil
    }

    // MARK: Selecting by unit

    /// Selects what a double tap (the word touching `offset`, when there is
    /// one) or a triple tap (its paragraph) at `offset` selects; false when
    /// there is nothing to select.
    mutating func selectUnit(around offset: Int, tapCount: Int) -> Bool {
        let range = tapCount == 2 ? TextBoundaries.wordRange(at: offset, in: text)
            : TextBoundaries.paragraphRange(at: offset, in: text)
        guard let range, range.length > 0 else { return false }
        markedRange = nil
        selection = range
        anchor = nil
        return true
    }

    /// Moves the caret (or with `extending` the moving end) to the next
    /// word's end or the previous word's start.
    mutating func moveByWord(forward: Bool, extending: Bool) {
        let target = forward ? TextBoundaries.wordBoundary(after: head, in: text)
            : TextBoundaries.wordBoundary(before: head, in: text)
        move(to: target, extending: extending)
    }

    // MARK: Marked text

    /// Replaces the marked text (or the selection) with `marked`, which
    /// becomes the marked text; `selectedRange` is relative to it.
    mutating func setMarkedText(_ marked: String, selectedRange: NSRange) {
        let target = insertionRange
        replace(target, with: marked)
        let count = marked.utf16.count
        markedRange = marked.isEmpty ? nil : NSRange(location: target.location, length: count)
        let caret = target.location + min(max(0, selectedRange.location), count)
        selection = NSRange(location: caret, length: max(0, min(selectedRange.length, count - (caret - target.location))))
    }

    /// Commits the marked text as it stands: the caret goes after it.
    mutating func unmarkText() {
        guard let markedRange else { return }
        self.markedRange = nil
        setCaret(markedRange.location + markedRange.length)
    }
}
