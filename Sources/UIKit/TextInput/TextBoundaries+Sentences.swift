import Foundation

/// Sentences by a simplified form of Unicode's sentence boundary rules
/// (UAX #29), within one paragraph, on grapheme clusters.
extension TextBoundaries {
    enum SentenceClass: Equatable {
        case space
        case sentenceTerminator   // STerm: "!" "?" "。" "！" "？" …
        case ambiguousTerminator  // ATerm: "." (also in "3.14", "U.S.A.")
        case close                // quotes and brackets after a terminator
        case continuation         // SContinue: "," ";" ":" "-" …
        case upper, lower, otherLetter, numeric
        case other
    }

    static func sentenceClass(of character: Character) -> SentenceClass {
        guard let first = character.unicodeScalars.first else { return .other }
        if character.isWhitespace { return .space }
        switch first.value {
        case 0x2E, 0x2024, 0xFE52, 0xFF0E:
            return .ambiguousTerminator
        case 0x21, 0x3F, 0x589, 0x61F, 0x6D4, 0x700...0x702, 0x964, 0x965, 0x1362, 0x1367, 0x1368,
             0x203C, 0x203D, 0x2047...0x2049, 0x3002, 0xFE56, 0xFE57, 0xFF01, 0xFF1F, 0xFF61:
            return .sentenceTerminator
        case 0x2C, 0x2D, 0x3A, 0x3B, 0x55D, 0x60C, 0x60D, 0x7F8, 0x1802, 0x1808, 0x2013, 0x2014,
             0x3001, 0xFE10, 0xFE11, 0xFE13, 0xFE31, 0xFE32, 0xFE50, 0xFE51, 0xFE55, 0xFE58, 0xFE63,
             0xFF0C, 0xFF0D, 0xFF1A, 0xFF1B, 0xFF64:
            return .continuation
        case 0x22, 0x27:
            return .close
        default:
            break
        }
        let properties = first.properties
        switch properties.generalCategory {
        case .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation:
            return .close
        case .decimalNumber:
            return .numeric
        default:
            break
        }
        if properties.isUppercase || properties.generalCategory == .titlecaseLetter { return .upper }
        if properties.isLowercase { return .lower }
        if properties.isAlphabetic { return .otherLetter }
        return .other
    }

    /// The sentences of `text` (one paragraph: no separators inside), as
    /// UTF-16 ranges of it, each from its first non-space cluster through its
    /// terminator and closing punctuation; the spaces after it are in none.
    package static func sentences(in text: String) -> [NSRange] {
        let clusters = self.clusters(of: text)
        let classes = clusters.map { sentenceClass(of: $0.character) }
        var sentences: [NSRange] = []
        func emit(_ start: Int, _ end: Int) {
            var end = end
            while end > start, classes[end - 1] == .space { end -= 1 }
            guard end > start else { return }
            let first = clusters[start].range.location
            let last = clusters[end - 1].range
            sentences.append(NSRange(location: first, length: last.location + last.length - first))
        }
        var index = 0
        while index < classes.count {
            while index < classes.count, classes[index] == .space { index += 1 }
            guard index < classes.count else { break }
            let start = index
            var scan = index
            var ended = false
            while scan < classes.count {
                guard classes[scan] == .sentenceTerminator || classes[scan] == .ambiguousTerminator else {
                    scan += 1
                    continue
                }
                var afterTerminators = scan
                var isCertain = false
                while afterTerminators < classes.count,
                      classes[afterTerminators] == .sentenceTerminator || classes[afterTerminators] == .ambiguousTerminator {
                    if classes[afterTerminators] == .sentenceTerminator { isCertain = true }
                    afterTerminators += 1
                }
                var afterCloses = afterTerminators
                while afterCloses < classes.count, classes[afterCloses] == .close { afterCloses += 1 }
                var next = afterCloses
                while next < classes.count, classes[next] == .space { next += 1 }
                if isCertain || next == classes.count
                    || breaksAfterFullStop(at: scan, terminatorsEnd: afterTerminators, closesEnd: afterCloses, next: next, classes) {
                    emit(start, afterCloses)
                    index = next
                    ended = true
                    break
                }
                scan = afterCloses
            }
            if !ended {
                emit(start, classes.count)
                index = classes.count
            }
        }
        return sentences
    }

    /// Whether a full stop (ATerm) ends its sentence: not before a digit
    /// ("3.14", SB6), not between a letter and a capital ("U.S.A", SB7), not
    /// when a lowercase word or a continuation follows ("e.g. this", "etc.,",
    /// SB8, SB8a).
    private static func breaksAfterFullStop(at stop: Int, terminatorsEnd: Int, closesEnd: Int, next: Int,
                                            _ classes: [SentenceClass]) -> Bool {
        let immediate = classes[terminatorsEnd]
        if terminatorsEnd == closesEnd, terminatorsEnd == next {
            if immediate == .numeric { return false }
            if stop > 0, classes[stop - 1] == .upper || classes[stop - 1] == .lower, immediate == .upper { return false }
        }
        if classes[next] == .continuation { return false }
        var look = next
        while look < classes.count {
            switch classes[look] {
            case .lower: return false
            case .upper, .otherLetter, .sentenceTerminator, .ambiguousTerminator: return true
            default: look += 1
            }
        }
        return true
    }
}
