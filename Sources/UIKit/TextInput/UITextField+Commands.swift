import Foundation

/// The keys and commands of a hardware keyboard while a field is edited: the
/// caret moving by grapheme cluster, shift extending the selection, deleting
/// forward, and copying.
extension UITextField {
    /// Copies the selection to the general pasteboard; false (and nothing
    /// copied) with no selection or secure text, as on iOS.
    @discardableResult
    func copySelection() -> Bool {
        guard isEditing, selection.length > 0, !isSecureTextEntry,
              let range = Range(selection, in: storage) else { return false }
        UIPasteboard.general.string = String(storage[range])
        return true
    }

    /// Moves the caret one grapheme cluster left or right (to the edge of a
    /// selection when there is one), or with `extending`, the selection's
    /// moving end. Kumiki's caret follows storage order (left to right).
    package func moveCaret(by step: Int, extending: Bool) {
        guard isEditing else { return }
        markedRange = nil
        let anchor = selectionAnchor ?? selection.location
        var head = selection.location == anchor ? selection.location + selection.length : selection.location
        if !extending && selection.length > 0 {
            head = step < 0 ? selection.location : selection.location + selection.length
            selection = NSRange(location: head, length: 0)
            selectionAnchor = nil
            selectionDidChange()
            return
        }
        let moved = step < 0 ? TextGraphemes.range(before: head, in: storage)?.location
            : TextGraphemes.range(after: head, in: storage).map { $0.location + $0.length }
        head = moved ?? head
        setSelection(anchor: extending ? anchor : head, head: head)
    }

    /// Moves the caret to the start or end of the text (Home, End, ⌘←, ⌘→).
    package func moveCaretToEnd(_ toEnd: Bool, extending: Bool) {
        guard isEditing else { return }
        markedRange = nil
        let anchor = selectionAnchor ?? selection.location
        let head = toEnd ? storage.utf16.count : 0
        setSelection(anchor: extending ? anchor : head, head: head)
    }

    /// Deletes the selection, or the grapheme cluster after the caret.
    package func deleteForward() {
        guard isEditing else { return }
        if selection.length > 0 {
            deleteBackward()
        } else if let range = TextGraphemes.range(after: selection.location, in: storage) {
            replace(in: range, with: "", askingDelegate: true)
            selection = NSRange(location: range.location, length: 0)
        }
    }

    private func setSelection(anchor: Int, head: Int) {
        selection = NSRange(location: min(anchor, head), length: abs(head - anchor))
        selectionAnchor = selection.length > 0 ? anchor : nil
        selectionDidChange()
    }

    /// The next text field in reading order (top to bottom, then leading to
    /// trailing) in the same window, wrapping around: where Tab goes.
    package func nextFieldInWindow(backward: Bool = false) -> UITextField? {
        guard let window else { return nil }
        var fields: [UITextField] = []
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            if let field = view as? UITextField, !field.isHidden, field.isEnabled { fields.append(field) }
            pending.append(contentsOf: view.subviews.reversed())
        }
        func place(_ field: UITextField) -> CGPoint { field.convert(CGPoint.zero, to: nil) }
        fields.sort { place($0).y != place($1).y ? place($0).y < place($1).y : place($0).x < place($1).x }
        guard fields.count > 1, let index = fields.firstIndex(where: { $0 === self }) else { return nil }
        return fields[(index + (backward ? fields.count - 1 : 1)) % fields.count]
    }
}
