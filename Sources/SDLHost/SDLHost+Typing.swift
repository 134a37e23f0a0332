import CSDL2
import UIKit

/// Typing into the app's first responder from the desktop keyboard: text
/// arrives through SDL's text input (so the desktop's input method composes
/// Japanese and the like, shown as marked text, its candidate window placed
/// at the caret), and the editing keys act on a text field or text view at
/// once, in the order they were pressed: Backspace and Delete (repeating
/// while held), Return, the arrows (up and down by line in a text view; Alt
/// or ⌥ by word left and right) and
/// Home/End (Shift extends the selection), Tab to the next field (Shift+Tab
/// back; a tab character in a text view), and Ctrl or ⌘ with A, C, X, V and
/// Z (undo; with Shift, redo).
extension SDLHost {
    /// Committed text from the keyboard or the input method.
    func handleTextInput(_ event: SDL_TextInputEvent) {
        let text = Self.string(from: event.text)
        guard !text.isEmpty else { return }
        application.makeCurrent()
        application.keyInputResponder?.insertText(text)
        updateTextInputRect()
    }

    /// The input method's composition so far: marked text with its cursor.
    func handleTextEditing(_ event: SDL_TextEditingEvent) {
        application.makeCurrent()
        guard let input = application.keyInputResponder as? any UITextInput else { return }
        let text = Self.string(from: event.text)
        if text.isEmpty && input.markedTextRange == nil { return }
        // SDL counts the cursor in characters; UIKit's range is in UTF-16 units.
        let characters = Array(text)
        let start = String(characters.prefix(Int(max(0, event.start)))).utf16.count
        let length = String(characters.dropFirst(Int(max(0, event.start))).prefix(Int(max(0, event.length)))).utf16.count
        input.setMarkedText(text.isEmpty ? nil : text, selectedRange: NSRange(location: start, length: length))
        updateTextInputRect()
    }

    /// Handles an editing key for the text being edited; false when the key
    /// is not one (or nothing is edited), so it goes on as a press.
    func handleEditingKey(_ event: SDL_KeyboardEvent) -> Bool {
        application.makeCurrent()
        guard let input = application.keyInputResponder as? any TextEditingCommands else { return false }
        let key = Int(event.keysym.sym)
        let modifiers = UInt32(event.keysym.mod)
        let shift = modifiers & KMOD_SHIFT.rawValue != 0
        let command = modifiers & (KMOD_CTRL.rawValue | KMOD_GUI.rawValue) != 0
        let option = modifiers & KMOD_ALT.rawValue != 0
        switch key {
        case Int(SDLK_BACKSPACE.rawValue): input.deleteBackward()
        case Int(SDLK_DELETE.rawValue): input.deleteForward()
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue):
            guard event.repeat == 0 else { return true }
            input.insertText("\n")
        case Int(SDLK_LEFT.rawValue), Int(SDLK_RIGHT.rawValue):
            let forward = key == Int(SDLK_RIGHT.rawValue)
            if command {
                input.moveCaretToEnd(forward, extending: shift)
            } else if option {
                input.moveCaretByWord(forward: forward, extending: shift)
            } else {
                input.moveCaret(by: forward ? 1 : -1, extending: shift)
            }
        case Int(SDLK_UP.rawValue):
            if command { input.moveCaretToEnd(false, extending: shift) } else { input.moveCaret(lines: -1, extending: shift) }
        case Int(SDLK_DOWN.rawValue):
            if command { input.moveCaretToEnd(true, extending: shift) } else { input.moveCaret(lines: 1, extending: shift) }
        case Int(SDLK_HOME.rawValue): input.moveCaretToEnd(false, extending: shift)
        case Int(SDLK_END.rawValue): input.moveCaretToEnd(true, extending: shift)
        case Int(SDLK_TAB.rawValue):
            guard event.repeat == 0 else { return true }
            input.tabPressed(backward: shift)
        case Int(SDLK_a.rawValue) where command: input.selectAll(nil)
        case Int(SDLK_c.rawValue) where command: input.copy(nil)
        case Int(SDLK_x.rawValue) where command: input.cut(nil)
        case Int(SDLK_v.rawValue) where command: input.paste(nil)
        case Int(SDLK_z.rawValue) where command:
            if shift { input.undoManager?.redo() } else { input.undoManager?.undo() }
        default: return false
        }
        updateTextInputRect()
        return true
    }

    /// Tells the input method where the caret is, so its candidate window
    /// opens beside it (window coordinates).
    func updateTextInputRect() {
        guard let input = application.keyInputResponder as? any TextEditingCommands,
              let position = input.selectedTextRange?.end else {
            return
        }
        let caret = input.convert(input.caretRect(for: position), to: nil)
        let topLeft = geometry.windowPosition(forScreenPoint: caret.origin)
        let bottomRight = geometry.windowPosition(forScreenPoint: CGPoint(x: caret.maxX, y: caret.maxY))
        var rect = SDL_Rect(x: Int32(topLeft.x), y: Int32(topLeft.y), w: Int32(max(1, bottomRight.x - topLeft.x)),
                            h: Int32(max(1, bottomRight.y - topLeft.y)))
        SDL_SetTextInputRect(&rect)
    }

    /// The NUL-terminated UTF-8 in an SDL text event's fixed-size buffer.
    static func string<Buffer>(from buffer: Buffer) -> String {
        withUnsafeBytes(of: buffer) { bytes in
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }
}
