import Foundation

/// Secure entry: a bullet for every character, except that the character
/// just typed shows for `secureRevealDuration` (or until the next edit), as
/// iOS shows it while typing on its keyboard.
extension UITextField {
    /// The secure-entry bullet, one per character (grapheme cluster).
    static let secureBullet = "\u{2022}"

    /// Seconds a typed secure character stays readable (uncertain: iOS does
    /// not document it; about a second and a half on iOS 17 devices).
    static let secureRevealDuration: CFTimeInterval = 1.5

    /// The text as drawn: the text itself, or a bullet per character with
    /// the one just typed shown.
    var displayString: String {
        guard isSecureTextEntry else { return storage }
        guard let revealedRange, editing.contains(revealedRange) else {
            return String(repeating: Self.secureBullet, count: storage.count)
        }
        let before = editing.substring(NSRange(location: 0, length: revealedRange.location)).count
        let after = storage.count - before - 1
        return String(repeating: Self.secureBullet, count: before) + editing.substring(revealedRange)
            + String(repeating: Self.secureBullet, count: max(0, after))
    }

    /// Shows the secure character in `range` until the reveal time passes
    /// (on the media clock) or the text changes.
    func reveal(_ range: NSRange) {
        hideRevealedCharacter()
        guard let timers = window?.application?.timers else { return }
        revealedRange = range
        contentDidChange()
        revealTimer = timers.schedule(after: Self.secureRevealDuration) { [weak self] in
            self?.revealTimer = nil
            self?.hideRevealedCharacter()
        }
        updateCaretAndSelection()
    }

    func hideRevealedCharacter() {
        if let revealTimer { window?.application?.timers.cancel(revealTimer) }
        revealTimer = nil
        guard revealedRange != nil else { return }
        revealedRange = nil
        contentDidChange()
        updateCaretAndSelection()
    }

    /// The display text's UTF-16 offset for an offset into the text: a
    /// bullet is one unit, the revealed character its own length.
    func displayOffset(forStorageOffset offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        let boundary = TextGraphemes.boundary(atOrBefore: offset, in: storage)
        let clusters = storage[..<String.Index(utf16Offset: boundary, in: storage)].count
        var display = clusters * Self.secureBullet.utf16.count
        if let revealedRange, editing.contains(revealedRange), revealedRange.location + revealedRange.length <= boundary {
            display += revealedRange.length - Self.secureBullet.utf16.count
        }
        return display
    }

    /// The text's UTF-16 offset for an offset into the display text.
    func storageOffset(forDisplayOffset offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        var clusters = offset / Self.secureBullet.utf16.count
        if let revealedRange, editing.contains(revealedRange) {
            let revealedStart = editing.substring(NSRange(location: 0, length: revealedRange.location)).count
            if offset >= revealedStart + revealedRange.length {
                clusters = offset - revealedRange.length + 1
            } else if offset > revealedStart {
                clusters = revealedStart
            }
        }
        let index = storage.index(storage.startIndex, offsetBy: min(clusters, storage.count))
        return index.utf16Offset(in: storage)
    }
}
