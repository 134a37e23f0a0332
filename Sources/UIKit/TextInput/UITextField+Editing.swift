import Foundation

/// Editing: beginning and ending, typed text and the delete key, each change
/// asked of the delegate and announced as UIKit does.
///
/// Order (uncertain where Apple does not document it, docs/BEHAVIOR.md "Text
/// fields"): beginning — `textFieldShouldBeginEditing`, first responder,
/// `textFieldDidBeginEditing`, `.editingDidBegin`,
/// `textDidBeginEditingNotification`; a change — `shouldChangeCharactersIn`,
/// the text changes, `textFieldDidChangeSelection`, `.editingChanged`,
/// `textDidChangeNotification`; ending — `textFieldShouldEndEditing`,
/// `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd`,
/// `textDidEndEditingNotification`.
extension UITextField: UIKeyInput, TextUndoTarget {
    public var hasText: Bool { !storage.isEmpty }

    /// Typed text replaces the selection (or the marked text); "\n" is the
    /// return key: `textFieldShouldReturn`, then `.editingDidEndOnExit`, and
    /// the field resigns when that event has targets. A newline is never
    /// inserted, as in UIKit.
    public func insertText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" || text == "\r" {
            pressReturn()
            return
        }
        let single = text.replacingOccurrences(of: "\n", with: " ")
        let target = clearsOnInsertion ? NSRange(location: 0, length: editing.length) : editing.insertionRange
        markedRange = nil
        let inserted = replace(in: target, with: single, askingDelegate: true)
        if inserted && isSecureTextEntry && single.count == 1 {
            reveal(NSRange(location: target.location, length: single.utf16.count))
        }
        clearsOnInsertion = false
    }

    /// Deletes the selection, or else the whole grapheme cluster before the
    /// caret; nothing (and no delegate call) at the start of the text.
    public func deleteBackward() {
        guard isEditing, let range = editing.rangeDeletedBackward else { return }
        markedRange = nil
        replace(in: range, with: "", askingDelegate: true)
    }

    // MARK: Changing the text

    /// Replaces `range` (UTF-16, in the current text) with `string`, the
    /// caret after it; with `askingDelegate`, only if the delegate agrees, and
    /// then announced. Returns whether the text changed hands.
    @discardableResult
    func replace(in range: NSRange, with string: String, askingDelegate: Bool) -> Bool {
        TextOffsets.checkReplacement(range, length: editing.length, in: "UITextField")
        if askingDelegate, let delegate,
           !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) {
            return false
        }
        if askingDelegate {
            typingUndo.record(range, of: editing.text, replacement: string, on: self, undoManager: undoManager)
        }
        storedAttributedText = nil
        hideRevealedCharacter()
        editing.replace(range, with: string)
        contentDidChange()
        selectionDidChange()
        if askingDelegate { announceChange() }
        return true
    }

    /// Sets the whole text without asking anyone (the `text` setter).
    func replaceAllText(with string: String) {
        // As in UIKit, setting the text forgets what could be undone.
        typingUndo.end()
        undoManager?.removeAllActions(withTarget: self)
        markedRange = nil
        storage = string
        selection = NSRange(location: string.utf16.count, length: 0)
        if isEditing { selectionDidChange() }
    }

    /// Undo and redo change the text back as the delegate never sees.
    func replaceForUndo(_ range: NSRange, with text: String) -> String {
        guard editing.contains(range) else { return "" }
        let replaced = editing.substring(range)
        replace(in: range, with: text, askingDelegate: false)
        announceChange()
        return replaced
    }

    func announceChange() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// The caret or selection moved: tell the delegate and redraw them.
    func selectionDidChange() {
        textEditMenu.dismiss()
        if isEditing { delegate?.textFieldDidChangeSelection(self) }
        scrollCaretIntoView()
        updateCaretAndSelection()
    }

    func contentDidChange() {
        cachedLayout = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        setNeedsLayout()
    }

    private func pressReturn() {
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        // As in UIKit: a field with an action for the event ends editing.
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if resigns { _ = resignFirstResponder() }
    }

    // MARK: Beginning and ending

    func beginEditingIfAllowed() -> Bool {
        if isEditing { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing, !storage.isEmpty {
            if delegate?.textFieldShouldClear(self) ?? true { replaceAllText(with: "") }
        }
        selection = NSRange(location: storage.utf16.count, length: 0)
        contentDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        updateCaretAndSelection()
        return true
    }

    /// Ends editing when the delegate agrees (or `force`).
    func endEditingIfAllowed(force: Bool) -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        if !force, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() || force else { return false }
        isEditing = false
        markedRange = nil
        textEditMenu.dismiss()
        hideRevealedCharacter()
        horizontalScroll = 0
        contentDidChange()
        updateCaretAndSelection()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey:
                                                    NSNumber(value: DidEndEditingReason.committed.rawValue)])
        return true
    }

    // MARK: The caret

    /// Puts the caret at the character edge nearest `point` (in the field).
    func moveCaret(toPoint point: CGPoint) {
        let rect = editingRect(forBounds: bounds)
        let layout = displayLayout()
        let origin = textOrigin(in: rect, layout: layout)
        let displayOffset = layout.utf16Offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        let offset = storageOffset(forDisplayOffset: displayOffset)
        editing.move(to: offset, extending: false)
        selectionDidChange()
    }

    func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        let whole = NSRange(location: 0, length: storage.utf16.count)
        guard whole.length > 0 else { return }
        if !isEditing { _ = becomeFirstResponder() }
        replace(in: whole, with: "", askingDelegate: false)
        announceChange()
    }

    /// Scrolls the text sideways so the caret stays inside the editing rectangle.
    func scrollCaretIntoView() {
        guard isEditing else { return }
        let rect = editingRect(forBounds: bounds)
        let layout = displayLayout()
        guard layout.size.width > rect.width else {
            horizontalScroll = 0
            return
        }
        let caretX = layout.caretRect(atUTF16Offset: displayOffset(forStorageOffset: selection.location)).minX
        if caretX - horizontalScroll > rect.width - 2 { horizontalScroll = caretX - rect.width + 2 }
        if caretX - horizontalScroll < 0 { horizontalScroll = caretX }
        horizontalScroll = min(max(0, horizontalScroll), layout.size.width - rect.width + 2)
        setNeedsDisplay()
    }
}
