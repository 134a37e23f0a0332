import Foundation

/// `UITextInput` over UTF-16 offsets, as UITextField: positions are offsets
/// into `text` (`TextOffsetPosition`), ranges pairs of them. A position or
/// range from another text input raises as UIKit does. Geometry is in the
/// view's (content) coordinates, across lines.
extension UITextView {
    private func offset(of position: UITextPosition) -> Int {
        TextOffsets.offset(of: position, in: "UITextView")
    }

    private func nsRange(of range: UITextRange) -> NSRange {
        TextOffsets.range(of: range, in: "UITextView")
    }

    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    public var endOfDocument: UITextPosition { TextOffsetPosition(editing.length) }

    public func text(in range: UITextRange) -> String? {
        let range = nsRange(of: range)
        return editing.contains(range) ? editing.substring(range) : nil
    }

    /// Replaces the range's text without asking the delegate (as UIKit's
    /// `replace(_:withText:)`), then announces the change.
    public func replace(_ range: UITextRange, withText text: String) {
        replace(in: nsRange(of: range), with: text, askingDelegate: false)
        if isEditing { announceChange() }
    }

    /// The selection; nil while not editing.
    public var selectedTextRange: UITextRange? {
        get { isEditing ? TextOffsetRange(editing.selection) : nil }
        set {
            guard let newValue else { return }
            selectedRange = nsRange(of: newValue)
        }
    }

    public var markedTextRange: UITextRange? { editing.markedRange.map { TextOffsetRange($0) } }

    /// Composing text from an input method replaces the marked text (or the
    /// selection); the delegate is not asked until it is committed.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditing, isEditable else { return }
        let target = editing.insertionRange
        let marked = markedText ?? ""
        textStorage.replaceCharacters(in: target, with: NSAttributedString(string: marked, attributes: typingAttributes))
        editing.setMarkedText(marked, selectedRange: selectedRange)
        textDidChange(replacing: target, withLength: marked.utf16.count)
        selectionDidChange()
        announceChange()
    }

    /// Commits the marked text as it stands.
    public func unmarkText() {
        guard editing.markedRange != nil else { return }
        editing.unmarkText()
        selectionDidChange()
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextOffsets.range(from: offset(of: fromPosition), to: offset(of: toPosition))
    }

    /// `offset` UTF-16 units away; nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextOffsets.position(self.offset(of: position), movedBy: offset, length: editing.length)
    }

    /// Left and right move by units; up and down by lines, keeping the x.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection,
                         offset: Int) -> UITextPosition? {
        switch direction {
        case .right: return self.position(from: position, offset: offset)
        case .left: return self.position(from: position, offset: -offset)
        case .up, .down:
            var current = self.offset(of: position)
            for _ in 0..<max(0, offset) {
                let caret = caretRectInText(at: current)
                let y = direction == .up ? caret.minY - caret.height / 2 : caret.maxY + caret.height / 2
                if y < 0 { return beginningOfDocument }
                if y > textLayout().size.height { return endOfDocument }
                current = textLayout().utf16Offset(closestTo: CGPoint(x: caret.minX, y: y))
            }
            return TextOffsetPosition(current)
        }
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextOffsets.compare(offset(of: position), offset(of: other))
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        offset(of: toPosition) - offset(of: from)
    }

    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        TextOffsets.farthest(in: nsRange(of: range), direction: direction)
    }

    public func characterRange(byExtending position: UITextPosition,
                               in direction: UITextLayoutDirection) -> UITextRange? {
        TextOffsets.range(extending: offset(of: position), in: direction, length: editing.length)
    }

    /// The caret's rectangle at `position`: 2 pt wide, in the view's coordinates.
    public func caretRect(for position: UITextPosition) -> CGRect {
        caretRect(atOffset: offset(of: position))
    }

    /// The part of the range on its first line, in the view's coordinates.
    public func firstRect(for range: UITextRange) -> CGRect {
        rects(for: nsRange(of: range))[0]
    }

    /// One rectangle per line, the first containing the start, the last the end.
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let range = nsRange(of: range)
        guard range.length > 0 else { return [] }
        return TextSelectionLineRect.rects(for: lineRects(for: range))
    }

    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        TextOffsetPosition(offset(closestTo: point))
    }

    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        let range = nsRange(of: range)
        return TextOffsetPosition(min(max(offset(closestTo: point), range.location), range.location + range.length))
    }

    /// The grapheme cluster under `point`.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        let closest = offset(closestTo: point)
        guard let range = TextGraphemes.range(after: closest, in: editing.text)
            ?? TextGraphemes.range(before: closest, in: editing.text) else { return nil }
        return TextOffsetRange(range)
    }
}
