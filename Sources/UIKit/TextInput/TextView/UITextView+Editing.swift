import Foundation

/// Editing: beginning and ending, typed text and the delete key, each change
/// asked of the delegate and announced as UIKit does.
///
/// Order (docs/BEHAVIOR.md "Text views"; uncertain where Apple does not
/// document it): beginning — `textViewShouldBeginEditing`, first responder,
/// `textViewDidBeginEditing`, `textDidBeginEditingNotification`; a change —
/// `shouldChangeTextIn`, the text changes, `textViewDidChangeSelection`,
/// `textViewDidChange`, `textDidChangeNotification`; ending —
/// `textViewShouldEndEditing`, `textViewDidEndEditing`,
/// `textDidEndEditingNotification`.
extension UITextView: UIKeyInput, TextUndoTarget {
    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    public var hasText: Bool { editing.length > 0 }

    /// Typed text replaces the selection (or the marked text); "\n" is a new
    /// line, offered to the delegate like any text.
    public func insertText(_ text: String) {
        guard isEditing, isEditable else { return }
        let target = clearsOnInsertion ? NSRange(location: 0, length: editing.length) : editing.insertionRange
        editing.markedRange = nil
        replace(in: target, with: text, askingDelegate: true)
        clearsOnInsertion = false
    }

    /// Deletes the marked text, the selection, or else the whole grapheme
    /// cluster before the caret; nothing (and no delegate call) at the start.
    public func deleteBackward() {
        guard isEditing, isEditable, let range = editing.rangeDeletedBackward else { return }
        editing.markedRange = nil
        replace(in: range, with: "", askingDelegate: true)
    }

    // MARK: Changing the text

    /// Replaces `range` (UTF-16, in the current text) with `string` in the
    /// typing attributes, the caret after it; with `askingDelegate`, only if
    /// the delegate agrees, and then announced. Returns whether it changed.
    @discardableResult
    func replace(in range: NSRange, with string: String, askingDelegate: Bool) -> Bool {
        TextOffsets.checkReplacement(range, length: editing.length, in: "UITextView")
        if askingDelegate, let delegate = textViewDelegate,
           !delegate.textView(self, shouldChangeTextIn: range, replacementText: string) {
            return false
        }
        if askingDelegate {
            typingUndo.record(range, of: editing.text, replacement: string, on: self, undoManager: undoManager)
        }
        // A range that splits a surrogate pair leaves a half that the plain
        // text turns into U+FFFD; the attributed text takes the same
        // characters over the whole pair (Foundation cannot copy a lone half).
        let widened = editing.scalarAligned(range)
        let attributes = typingAttributes
        editing.replace(range, with: string)
        let replacement = widened == range ? string
            : editing.substring(NSRange(location: widened.location,
                                        length: widened.length + string.utf16.count - range.length))
        textStorage.replaceCharacters(in: widened, with: NSAttributedString(string: replacement, attributes: attributes))
        textDidChange(replacing: widened, withLength: replacement.utf16.count)
        selectionDidChange()
        if askingDelegate { announceChange() }
        return true
    }

    /// Replaces the whole content without asking anyone.
    func setContent(_ content: NSAttributedString) {
        // As in UIKit, setting the text forgets what could be undone.
        typingUndo.end()
        undoManager?.removeAllActions(withTarget: self)
        textStorage = NSMutableAttributedString(attributedString: content)
        editing = TextEditingState(text: content.string, selection: NSRange(location: content.length, length: 0))
        storedTypingAttributes = nil
        textDidChange()
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
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// The caret or selection moved: typing attributes follow the text
    /// again, the delegate hears of it, and the caret stays in view.
    func selectionDidChange() {
        storedTypingAttributes = nil
        textEditMenu.dismiss()
        if isEditing { textViewDelegate?.textViewDidChangeSelection(self) }
        updateCaretAndSelection()
        if isEditing { scrollRangeToVisible(NSRange(location: editing.head, length: 0)) }
    }

    // MARK: Attributes

    /// The view's font, color and alignment.
    var standardAttributes: [NSAttributedString.Key: Any] {
        [.font: font ?? Self.defaultFont, .foregroundColor: textColor ?? .label, .paragraphStyle: paragraphStyle]
    }

    var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return style
    }

    /// The attributes of the character before the caret (the first one at
    /// the start), else the view's own.
    var attributesBeforeCaret: [NSAttributedString.Key: Any] {
        guard textStorage.length > 0 else { return standardAttributes }
        let index = max(0, min(editing.selection.location - 1, textStorage.length - 1))
        var attributes: [NSAttributedString.Key: Any] = [:]
        textStorage.enumerateAttributes(in: NSRange(location: index, length: 1)) { found, _, _ in attributes = found }
        return attributes
    }

    func applyToWholeText(_ key: NSAttributedString.Key, _ value: Any) {
        if textStorage.length > 0 {
            textStorage.addAttribute(key, value: value, range: NSRange(location: 0, length: textStorage.length))
        }
        storedTypingAttributes = nil
        textDidChange()
    }

    // MARK: Beginning and ending

    func beginEditingIfAllowed() -> Bool {
        if isEditing { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, let delegate = textViewDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if isEditable {
            textViewDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        }
        updateCaretAndSelection()
        return true
    }

    /// Ends editing when the delegate agrees (or `force`).
    func endEditingIfAllowed(force: Bool) -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        if isEditable, !force, let delegate = textViewDelegate, !delegate.textViewShouldEndEditing(self) {
            return false
        }
        guard super.resignFirstResponder() || force else { return false }
        isEditing = false
        editing.markedRange = nil
        textEditMenu.dismiss()
        canvas.setNeedsDisplay()
        updateCaretAndSelection()
        if isEditable {
            textViewDelegate?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        }
        return true
    }

    // MARK: Touches

    /// The tap that places the caret and selects, and the long press that
    /// drags the caret and shows the edit menu (UITextView+EditMenu.swift).
    func installTextGestureRecognizers() {
        addGestureRecognizer(TextTapGestureRecognizer(target: self, action: UITextView.textTapped(_:)))
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: UITextView.textLongPressed(_:)))
    }

    /// A tap begins editing and puts the caret at the tapped character edge;
    /// a second tap selects the word there, a third the paragraph, each
    /// showing the edit menu. A tap on the caret shows or hides the menu.
    func textTapped(_ recognizer: TextTapGestureRecognizer) {
        guard recognizer.state == .ended, isEditable || isSelectable else { return }
        let point = recognizer.location(in: self)
        let wasEditing = isEditing
        let menuWasVisible = textEditMenu.isVisible
        let oldSelection = editing.selection
        if !isEditing {
            guard becomeFirstResponder() else { return }
        }
        editing.move(to: offset(closestTo: point), extending: false)
        if isEditing, recognizer.tapCount >= 2 {
            selectUnit(around: editing.selection.location, tapCount: recognizer.tapCount)
            textEditMenu.present()
        } else {
            selectionDidChange()
            if wasEditing, oldSelection.length == 0, editing.selection == oldSelection, !menuWasVisible {
                textEditMenu.present()
            }
        }
    }

    // MARK: Keys

    /// Moves the caret one grapheme cluster left or right, or with
    /// `extending`, the selection's moving end.
    package func moveCaret(by step: Int, extending: Bool) {
        guard isEditing else { return }
        editing.moveCaret(by: step, extending: extending)
        selectionDidChange()
    }

    /// Moves the caret to the start or end of the text (⌘↑, ⌘↓).
    package func moveCaretToEnd(_ toEnd: Bool, extending: Bool) {
        guard isEditing else { return }
        editing.move(to: toEnd ? editing.length : 0, extending: extending)
        selectionDidChange()
    }

    /// Moves the caret a line up (`lines` < 0) or down, keeping its x; past
    /// the first or last line it goes to the start or end of the text.
    package func moveCaret(lines: Int, extending: Bool) {
        guard isEditing else { return }
        let caret = caretRectInText(at: editing.head)
        let y = lines < 0 ? caret.minY - caret.height / 2 : caret.maxY + caret.height / 2
        let target: Int
        if y < 0 {
            target = 0
        } else if y > textLayout().size.height {
            target = editing.length
        } else {
            target = textLayout().utf16Offset(closestTo: CGPoint(x: caret.minX, y: y))
        }
        editing.move(to: target, extending: extending)
        selectionDidChange()
    }

    /// Deletes the selection, or the grapheme cluster after the caret.
    package func deleteForward() {
        guard isEditing, isEditable, let range = editing.rangeDeletedForward else { return }
        replace(in: range, with: "", askingDelegate: true)
    }}
