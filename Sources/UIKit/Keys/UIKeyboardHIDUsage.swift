/// A key's USB HID usage (page 7, keyboard/keypad): which physical key it is,
/// whatever the layout. Raw values are the HID usage IDs, as Apple's are.
/// SDL's scancodes are the same numbers, so a window host maps one to the
/// other by value. Kumiki lists the keys of a full-size keyboard; usages
/// outside this list do not become presses.
public enum UIKeyboardHIDUsage: Int, Sendable, CaseIterable {
    case keyboardErrorRollOver = 1
    case keyboardPOSTFail = 2
    case keyboardErrorUndefined = 3
    case keyboardA = 4, keyboardB, keyboardC, keyboardD, keyboardE, keyboardF, keyboardG, keyboardH, keyboardI
    case keyboardJ, keyboardK, keyboardL, keyboardM, keyboardN, keyboardO, keyboardP, keyboardQ, keyboardR
    case keyboardS, keyboardT, keyboardU, keyboardV, keyboardW, keyboardX, keyboardY, keyboardZ
    case keyboard1 = 30, keyboard2, keyboard3, keyboard4, keyboard5, keyboard6, keyboard7, keyboard8, keyboard9
    case keyboard0 = 39
    case keyboardReturnOrEnter = 40
    case keyboardEscape = 41
    /// Backspace.
    case keyboardDeleteOrBackspace = 42
    case keyboardTab = 43
    case keyboardSpacebar = 44
    case keyboardHyphen = 45
    case keyboardEqualSign = 46
    case keyboardOpenBracket = 47
    case keyboardCloseBracket = 48
    case keyboardBackslash = 49
    case keyboardNonUSPound = 50
    case keyboardSemicolon = 51
    case keyboardQuote = 52
    case keyboardGraveAccentAndTilde = 53
    case keyboardComma = 54
    case keyboardPeriod = 55
    case keyboardSlash = 56
    case keyboardCapsLock = 57
    case keyboardF1 = 58, keyboardF2, keyboardF3, keyboardF4, keyboardF5, keyboardF6
    case keyboardF7, keyboardF8, keyboardF9, keyboardF10, keyboardF11, keyboardF12
    case keyboardPrintScreen = 70
    case keyboardScrollLock = 71
    case keyboardPause = 72
    case keyboardInsert = 73
    case keyboardHome = 74
    case keyboardPageUp = 75
    /// Delete (forward), the key under Insert.
    case keyboardDeleteForward = 76
    case keyboardEnd = 77
    case keyboardPageDown = 78
    case keyboardRightArrow = 79
    case keyboardLeftArrow = 80
    case keyboardDownArrow = 81
    case keyboardUpArrow = 82
    case keypadNumLock = 83
    case keypadSlash = 84
    case keypadAsterisk = 85
    case keypadHyphen = 86
    case keypadPlus = 87
    case keypadEnter = 88
    case keypad1 = 89, keypad2, keypad3, keypad4, keypad5, keypad6, keypad7, keypad8, keypad9
    case keypad0 = 98
    case keypadPeriod = 99
    case keyboardNonUSBackslash = 100
    case keyboardApplication = 101
    case keyboardLeftControl = 224
    case keyboardLeftShift = 225
    /// Left Option (Alt).
    case keyboardLeftAlt = 226
    /// Left Command (Super, Windows).
    case keyboardLeftGUI = 227
    case keyboardRightControl = 228
    case keyboardRightShift = 229
    case keyboardRightAlt = 230
    case keyboardRightGUI = 231
}
