import Foundation

/// `UITextInput` over UTF-16 offsets: positions are offsets into `text`
/// (`TextOffsetPosition`), ranges pairs of them. A position or range from
/// another text input, or past the text's end, raises as UIKit does.
extension UITextField {
    private func offset(of position: UITextPosition) -> Int {
        TextOffsets.offset(of: position, in: "UITextField")
    }

    private func nsRange(of range: UITextRange) -> NSRange {
        TextOffsets.range(of: range, in: "UITextField")
    }

    private var length: Int { storage.utf16.count }

    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    public var endOfDocument: UITextPosition { TextOffsetPosition(length) }

    public func text(in range: UITextRange) -> String? {
        let range = nsRange(of: range)
        return editing.contains(range) ? editing.substring(range) : nil
    }

    /// Replaces the range's text as typing would, without asking the
    /// delegate (as UIKit's `replace(_:withText:)`), then announces the change.
    public func replace(_ range: UITextRange, withText text: String) {
        replace(in: nsRange(of: range), with: text, askingDelegate: false)
        if isEditing { announceChange() }
    }

    /// The selection; nil while not editing. Setting it clamps to the text and
    /// rounds to whole grapheme clusters.
    public var selectedTextRange: UITextRange? {
        get { isEditing ? TextOffsetRange(selection) : nil }
        set {
            guard let newValue else { return }
            inputDelegate?.selectionWillChange(self)
            editing.select(nsRange(of: newValue))
            selectionDidChange()
            inputDelegate?.selectionDidChange(self)
        }
    }

    public var markedTextRange: UITextRange? { markedRange.map { TextOffsetRange($0) } }

    /// Composing text from an input method replaces the marked text (or the
    /// selection); `selectedRange` is within the marked text. The delegate
    /// is not asked until the text is committed (`unmarkText()`).
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditing else { return }
        storedAttributedText = nil
        editing.setMarkedText(markedText ?? "", selectedRange: selectedRange)
        contentDidChange()
        selectionDidChange()
        announceChange()
    }

    /// Commits the marked text as it stands.
    public func unmarkText() {
        guard markedRange != nil else { return }
        editing.unmarkText()
        selectionDidChange()
        setNeedsDisplay()
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextOffsets.range(from: offset(of: fromPosition), to: offset(of: toPosition))
    }

    /// `offset` UTF-16 units away; nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextOffsets.position(self.offset(of: position), movedBy: offset, length: length)
    }

    /// On one line, left and right move by units; up and down go to the ends.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection,
                         offset: Int) -> UITextPosition? {
        switch direction {
        case .right: return self.position(from: position, offset: offset)
        case .left: return self.position(from: position, offset: -offset)
        case .up: return offset == 0 ? position : beginningOfDocument
        case .down: return offset == 0 ? position : endOfDocument
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
        TextOffsets.range(extending: offset(of: position), in: direction, length: length)
    }

    /// The caret's rectangle at `position`, in the field's coordinates.
    public func caretRect(for position: UITextPosition) -> CGRect {
        let rect = editingRect(forBounds: bounds)
        let layout = displayLayout()
        let origin = textOrigin(in: rect, layout: layout)
        let caret = layout.caretRect(atUTF16Offset: displayOffset(forStorageOffset: offset(of: position)))
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        return CGRect(x: (origin.x + caret.minX - 1).rounded(), y: (rect.midY - lineHeight / 2 - 1).rounded(),
                      width: 2, height: (lineHeight + 2).rounded())
    }

    /// The range's rectangle on its (single) line, in the field's coordinates.
    public func firstRect(for range: UITextRange) -> CGRect {
        let range = nsRange(of: range)
        let start = caretRect(for: TextOffsetPosition(range.location))
        let end = caretRect(for: TextOffsetPosition(range.location + range.length))
        return CGRect(x: start.midX, y: start.minY, width: end.midX - start.midX, height: start.height)
    }

    /// One rectangle (a field has one line), containing both ends.
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard nsRange(of: range).length > 0 else { return [] }
        return TextSelectionLineRect.rects(for: [firstRect(for: range)])
    }

    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        let rect = editingRect(forBounds: bounds)
        let layout = displayLayout()
        let origin = textOrigin(in: rect, layout: layout)
        let display = layout.utf16Offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        return TextOffsetPosition(TextGraphemes.boundary(atOrBefore: storageOffset(forDisplayOffset: display), in: storage))
    }

    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        let range = nsRange(of: range)
        guard let closest = closestPosition(to: point) as? TextOffsetPosition else { return nil }
        return TextOffsetPosition(min(max(closest.offset, range.location), range.location + range.length))
    }

    /// The grapheme cluster under `point`.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        guard let closest = closestPosition(to: point) as? TextOffsetPosition,
              let range = TextGraphemes.range(after: closest.offset, in: storage)
                ?? TextGraphemes.range(before: closest.offset, in: storage) else { return nil }
        return TextOffsetRange(range)
    }
}
