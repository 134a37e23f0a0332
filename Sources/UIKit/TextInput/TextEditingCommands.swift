import Foundation

/// What a hardware keyboard's editing keys do to the text being edited
/// (arrows, Home/End, forward delete, Tab and the ⌘ shortcuts), for the
/// window host: text fields and text views answer them alike, except for
/// the vertical arrows and Tab.
@MainActor
package protocol TextEditingCommands: UIView, UITextInput {
    func deleteForward()
    /// One grapheme cluster left (`step` < 0) or right; `extending` moves the
    /// selection's moving end instead of the caret.
    func moveCaret(by step: Int, extending: Bool)
    /// To the start or the end of the text.
    func moveCaretToEnd(_ toEnd: Bool, extending: Bool)
    /// To the next word's end or the previous word's start (⌥→, ⌥←).
    func moveCaretByWord(forward: Bool, extending: Bool)
    /// Lines up (`lines` < 0) or down; a one-line field goes to its ends.
    func moveCaret(lines: Int, extending: Bool)
    /// Tab (`backward` with shift): the next field, or a tab character.
    func tabPressed(backward: Bool)
    func selectAll(_ sender: Any?)
    func copy(_ sender: Any?)
    func cut(_ sender: Any?)
    func paste(_ sender: Any?)
}

extension UITextField: TextEditingCommands {
    package func moveCaretByWord(forward: Bool, extending: Bool) {
        guard isEditing else { return }
        editing.moveByWord(forward: forward, extending: extending)
        selectionDidChange()
    }

    /// A double tap selects the word, a triple tap the whole line.
    func selectUnit(around offset: Int, tapCount: Int) {
        if editing.selectUnit(around: offset, tapCount: tapCount) { selectionDidChange() }
    }

    package func moveCaret(lines: Int, extending: Bool) {
        moveCaretToEnd(lines > 0, extending: extending)
    }

    package func tabPressed(backward: Bool) {
        _ = nextFieldInWindow(backward: backward)?.becomeFirstResponder()
    }
}

extension UITextView: TextEditingCommands {
    package func moveCaretByWord(forward: Bool, extending: Bool) {
        guard isEditing else { return }
        editing.moveByWord(forward: forward, extending: extending)
        selectionDidChange()
    }

    /// A double tap selects the word, a triple tap the paragraph; the caret
    /// stays where the tap put it when there is no word there.
    func selectUnit(around offset: Int, tapCount: Int) {
        _ = editing.selectUnit(around: offset, tapCount: tapCount)
        selectionDidChange()
    }

    package func tabPressed(backward: Bool) {
        if !backward { insertText("\t") }
    }
}
