import Foundation

/// Words by a simplified form of Unicode's word boundary rules (UAX #29),
/// applied to grapheme clusters (so combining marks, emoji modifiers and
/// joiners never split a word: the rules' WB3–WB4).
extension TextBoundaries {
    /// What a cluster is to the word rules, from its first scalar.
    enum WordClass: Equatable {
        case letter         // ALetter, Hebrew_Letter (and marks, which clusters absorb)
        case numeric        // decimal digits
        case katakana
        case prolongedSoundMark  // "ー": katakana to UAX #29, but it lengthens hiragana too ("らーめん")
        case hiragana       // kept apart from ideographs: without a dictionary script changes split words
        case ideographic
        case emoji          // one word per emoji
        case extendNumLet   // "_" and other connector punctuation (WB13a, WB13b)
        case midLetter      // joins letters only: "·", "״", "‧" (WB6, WB7)
        case midNum         // joins digits only: "," ";" (WB11, WB12)
        case midNumLet      // joins both: "." "'" "’" (WB6, WB7, WB11, WB12)
        case other          // spaces, line breaks, punctuation, symbols
    }

    static func wordClass(of character: Character) -> WordClass {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return .other }
        let value = first.value
        let properties = first.properties
        if character.isWhitespace || character.isNewline { return .other }
        if isEmoji(character) { return .emoji }
        switch value {
        case 0x2E, 0x27, 0x2018, 0x2019, 0x2024, 0xFE52, 0xFF07, 0xFF0E:
            return .midNumLet
        // Colons (UAX #29's MidLetter) stay breaks here, as in ICU's default rules.
        case 0xB7, 0x387, 0x55F, 0x5F4, 0x2027, 0xFE13:
            return .midLetter
        case 0x2C, 0x3B, 0x37E, 0x589, 0x60C, 0x60D, 0x66C, 0x7F8, 0x2044, 0xFE10, 0xFE14, 0xFE50, 0xFE54, 0xFF0C, 0xFF1B:
            return .midNum
        case 0x30FC, 0xFF70:
            return .prolongedSoundMark
        case 0x3031...0x3035, 0x309B, 0x309C, 0x30A0...0x30FA, 0x30FD...0x30FF, 0x31F0...0x31FF,
             0x32D0...0x32FE, 0x3300...0x3357, 0xFF66...0xFF6F, 0xFF71...0xFF9F:
            return .katakana
        case 0x3041...0x3096, 0x309D...0x309F:
            return .hiragana
        case 0x3005, 0x3007, 0x303B:
            return .ideographic
        default:
            break
        }
        if properties.isIdeographic { return .ideographic }
        switch properties.generalCategory {
        case .decimalNumber:
            return .numeric
        case .connectorPunctuation:
            return .extendNumLet
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .letterNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return .letter
        default:
            return properties.isAlphabetic ? .letter : .other
        }
    }

    /// A cluster shown as an emoji: one with emoji presentation (👍🏽, 🇯🇵,
    /// 👨‍👩‍👧), or an emoji-capable character made one by a variation
    /// selector, keycap or joiner (❤️, 1️⃣).
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.properties.isEmoji else { return false }
        if first.properties.isEmojiPresentation { return true }
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D }
    }

    /// The words of `text`, as UTF-16 ranges of it, in order.
    package static func words(in text: String) -> [NSRange] {
        let clusters = self.clusters(of: text)
        let classes = clusters.map { wordClass(of: $0.character) }
        var words: [NSRange] = []
        var index = 0
        while index < classes.count {
            let end = wordEnd(startingAt: index, classes)
            if end > index {
                let start = clusters[index].range.location
                let last = clusters[end - 1].range
                words.append(NSRange(location: start, length: last.location + last.length - start))
                index = end
            } else {
                index += 1
            }
        }
        return words
    }

    /// The index after the last cluster of the word starting at `start`, or
    /// `start` when no word starts there.
    private static func wordEnd(startingAt start: Int, _ classes: [WordClass]) -> Int {
        switch classes[start] {
        case .emoji:
            return start + 1
        case .hiragana, .ideographic:
            let kind = classes[start]
            var end = start + 1
            while end < classes.count, classes[end] == kind || (kind == .hiragana && classes[end] == .prolongedSoundMark) {
                end += 1
            }
            return end
        case .letter, .numeric, .katakana, .prolongedSoundMark, .extendNumLet:
            var end = start
            var hasWordCharacter = false
            while end < classes.count {
                let current = classes[end]
                if current != .extendNumLet { hasWordCharacter = true }
                guard end + 1 < classes.count else { end += 1; break }
                let next = classes[end + 1]
                if joins(current, next) {
                    end += 1
                } else if end + 2 < classes.count, joinsAcross(current, next, classes[end + 2]) {
                    end += 2
                } else {
                    end += 1
                    break
                }
            }
            return hasWordCharacter ? end : start
        case .midLetter, .midNum, .midNumLet, .other:
            return start
        }
    }

    /// Whether two neighbouring clusters stay in one word (WB5, WB8–WB10,
    /// WB13, WB13a, WB13b).
    private static func joins(_ left: WordClass, _ right: WordClass) -> Bool {
        switch (left == .prolongedSoundMark ? .katakana : left, right == .prolongedSoundMark ? .katakana : right) {
        case (.letter, .letter), (.letter, .numeric), (.numeric, .letter), (.numeric, .numeric),
             (.katakana, .katakana):
            true
        case (.letter, .extendNumLet), (.numeric, .extendNumLet), (.katakana, .extendNumLet),
             (.extendNumLet, .extendNumLet):
            true
        case (.extendNumLet, .letter), (.extendNumLet, .numeric), (.extendNumLet, .katakana):
            true
        default:
            false
        }
    }

    /// Whether a letter or digit, a joining mark and another letter or digit
    /// stay in one word: "don't", "x.y" (WB6, WB7), "3.14", "1,000" (WB11, WB12).
    private static func joinsAcross(_ left: WordClass, _ middle: WordClass, _ right: WordClass) -> Bool {
        switch (left, middle, right) {
        case (.letter, .midLetter, .letter), (.letter, .midNumLet, .letter),
             (.numeric, .midNum, .numeric), (.numeric, .midNumLet, .numeric):
            true
        default:
            false
        }
    }
}
