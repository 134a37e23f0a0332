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
        editing.moveCaret(by: step, extending: extending)
        selectionDidChange()
    }

    /// Moves the caret to the start or end of the text (Home, End, ⌘←, ⌘→).
    package func moveCaretToEnd(_ toEnd: Bool, extending: Bool) {
        guard isEditing else { return }
        editing.move(to: toEnd ? editing.length : 0, extending: extending)
        selectionDidChange()
    }

    /// Deletes the selection, or the grapheme cluster after the caret.
    package func deleteForward() {
        guard isEditing, let range = editing.rangeDeletedForward else { return }
        replace(in: range, with: "", askingDelegate: true)
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
