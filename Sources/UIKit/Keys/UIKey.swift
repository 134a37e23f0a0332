/// A key of a hardware keyboard as a press reports it: which key
/// (`keyCode`), the modifiers held, and the text it types.
///
/// Kumiki derives the characters from a US keyboard layout (SDL reports the
/// physical key, and Kumiki has no layout tables); special keys report UIKit's
/// input strings (`UIKeyCommand.inputUpArrow`…), Return "\r", Backspace
/// "\u{8}", Tab "\t", Escape `UIKeyCommand.inputEscape`; modifier keys "".
/// Control and Command do not change `characters` (see docs/PORTING.md).
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The text the key types with the modifiers held (Shift and Caps Lock).
    open var characters: String { KeyboardLayout.characters(for: keyCode, shifted: isShifted) }
    /// The text the key types without modifiers: what key commands match.
    open var charactersIgnoringModifiers: String { KeyboardLayout.characters(for: keyCode, shifted: false) }
    /// The modifier keys held when the key was pressed.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The physical key.
    open private(set) var keyCode: UIKeyboardHIDUsage

    package init(keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags) {
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
        super.init()
    }

    /// Shift inverts Caps Lock for letters; for other keys only Shift counts.
    private var isShifted: Bool {
        let shift = modifierFlags.contains(.shift)
        if KeyboardLayout.isLetter(keyCode) { return shift != modifierFlags.contains(.alphaShift) }
        return shift
    }

    open override var description: String {
        "<UIKey keyCode=\(keyCode.rawValue) characters=\(characters.debugDescription) modifierFlags=\(modifierFlags.rawValue)>"
    }

    /// The key that types `character` on a US layout and whether it takes
    /// Shift (for hosts that synthesize keys from text).
    package static func keyCode(typing character: Character) -> (UIKeyboardHIDUsage, Bool)? {
        KeyboardLayout.key(typing: character).map { ($0.key, $0.shift) }
    }

    /// The key of a UIKit input string (`UIKeyCommand.inputUpArrow`…).
    package static func keyCode(forInput input: String) -> UIKeyboardHIDUsage? {
        KeyboardLayout.key(forInput: input)
    }
}
