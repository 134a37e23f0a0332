/// The characters of a US keyboard layout, by HID usage.
enum KeyboardLayout {
    static func isLetter(_ key: UIKeyboardHIDUsage) -> Bool {
        (UIKeyboardHIDUsage.keyboardA.rawValue...UIKeyboardHIDUsage.keyboardZ.rawValue).contains(key.rawValue)
    }

    /// Unshifted and shifted characters of the printing keys.
    private static let printing: [UIKeyboardHIDUsage: (String, String)] = {
        var table: [UIKeyboardHIDUsage: (String, String)] = [:]
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for (offset, letter) in letters.enumerated() {
            table[UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + offset)!] =
                (String(letter), String(letter).uppercased())
        }
        let digits = Array("1234567890"), shiftedDigits = Array("!@#$%^&*()")
        for offset in 0..<10 {
            table[UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + offset)!] =
                (String(digits[offset]), String(shiftedDigits[offset]))
        }
        let symbols: [(UIKeyboardHIDUsage, String, String)] = [
            (.keyboardHyphen, "-", "_"), (.keyboardEqualSign, "=", "+"), (.keyboardOpenBracket, "[", "{"),
            (.keyboardCloseBracket, "]", "}"), (.keyboardBackslash, "\\", "|"), (.keyboardSemicolon, ";", ":"),
            (.keyboardQuote, "'", "\""), (.keyboardGraveAccentAndTilde, "`", "~"), (.keyboardComma, ",", "<"),
            (.keyboardPeriod, ".", ">"), (.keyboardSlash, "/", "?"), (.keyboardSpacebar, " ", " "),
            (.keyboardReturnOrEnter, "\r", "\r"), (.keypadEnter, "\r", "\r"), (.keyboardTab, "\t", "\t"),
            (.keyboardDeleteOrBackspace, "\u{8}", "\u{8}"), (.keypadSlash, "/", "/"), (.keypadAsterisk, "*", "*"),
            (.keypadHyphen, "-", "-"), (.keypadPlus, "+", "+"), (.keypadPeriod, ".", "."),
        ]
        for (key, plain, shifted) in symbols { table[key] = (plain, shifted) }
        for offset in 0..<10 {
            let digit = String((offset + 1) % 10)
            table[UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keypad1.rawValue + offset)!] = (digit, digit)
        }
        return table
    }()

    /// UIKit's input strings of the keys that type no text.
    private static let special: [UIKeyboardHIDUsage: String] = {
        var table: [UIKeyboardHIDUsage: String] = [
            .keyboardUpArrow: "UIKeyInputUpArrow", .keyboardDownArrow: "UIKeyInputDownArrow",
            .keyboardLeftArrow: "UIKeyInputLeftArrow", .keyboardRightArrow: "UIKeyInputRightArrow",
            .keyboardEscape: "UIKeyInputEscape", .keyboardHome: "UIKeyInputHome", .keyboardEnd: "UIKeyInputEnd",
            .keyboardPageUp: "UIKeyInputPageUp", .keyboardPageDown: "UIKeyInputPageDown",
            .keyboardDeleteForward: "UIKeyInputDelete",
        ]
        for offset in 0..<12 {
            table[UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + offset)!] =
                "UIKeyInputF\(offset + 1)"
        }
        return table
    }()

    static func characters(for key: UIKeyboardHIDUsage, shifted: Bool) -> String {
        if let pair = printing[key] { return shifted ? pair.1 : pair.0 }
        return special[key] ?? ""
    }

    /// The key that types `character` on a US layout, and whether Shift is
    /// needed; nil for characters no key types.
    static func key(typing character: Character) -> (key: UIKeyboardHIDUsage, shift: Bool)? {
        let string = String(character)
        // Prefer the main keys over the keypad's.
        let keys = printing.keys.sorted { $0.rawValue < $1.rawValue }
        for key in keys {
            let pair = printing[key]!
            if pair.0 == string { return (key, false) }
            if pair.1 == string { return (key, true) }
        }
        return nil
    }

    /// The key whose special input string is `input` (`UIKeyInputUpArrow`…).
    static func key(forInput input: String) -> UIKeyboardHIDUsage? {
        special.first { $0.value == input }?.key
    }
}
