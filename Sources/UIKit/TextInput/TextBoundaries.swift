import Foundation

/// Where words, sentences and paragraphs begin and end, on UTF-16 offsets
/// (the units of `NSRange`), like `TextGraphemes` for characters: what
/// double tap (a word), triple tap (a paragraph) and option-arrow movement
/// select and move by, and what `UITextInputStringTokenizer` answers from.
///
/// A unit is a range of the text:
/// - a *word* is a run of letters and digits joined the way Unicode's word
///   boundary rules (UAX #29) join them — "don't", "3.14", "U.S.A", "foo_bar"
///   are one word each; spaces and punctuation are in no word. Each emoji
///   (👍🏽, 🇯🇵, 👨‍👩‍👧, ❤️) is a word of its own, so a double tap selects it
///   (uncertain: Apple's word enumeration may skip emoji). A run of
///   Han ideographs, of hiragana or of katakana is one word: without a
///   dictionary "日本語のテキストです" splits at script changes
///   (日本語 / の / テキスト / です — as a dictionary splits it here, though
///   not in general); Thai and other scripts written without spaces are one
///   word per run of letters. (Foundation's `.byWords` enumeration is not
///   available on Linux, so Kumiki follows UAX #29's rules itself.)
/// - a *sentence* runs from its first non-space character through its
///   terminator (". ", "? ", "!", "。") and any closing quotes or brackets,
///   by UAX #29's sentence rules without abbreviation lists: "Mr. Smith" is
///   two sentences. A paragraph's end ends a sentence.
/// - a *paragraph* is the text between paragraph separators (line feed,
///   carriage return, CRLF, U+2029), without the separator; an empty line
///   is an empty paragraph.
/// Words and sentences never cross a paragraph separator.
package enum TextBoundaries {
    /// The units a tokenizer works in: `UITextGranularity` without lines
    /// (Kumiki's tokenizer reads a line as a paragraph).
    package enum Unit: Sendable {
        case character, word, sentence, paragraph, document
    }

    // MARK: - What text views use

    /// The word a double tap at `offset` selects: the word containing the
    /// offset or starting there, else the word ending there; nil in spaces
    /// or punctuation away from any word (uncertain: iOS may select the
    /// space run or the nearest word instead).
    package static func wordRange(at offset: Int, in text: String) -> NSRange? {
        enclosingRange(.word, at: offset, forward: true, in: text)
            ?? enclosingRange(.word, at: offset, forward: false, in: text)
    }

    /// The paragraph a triple tap at `offset` selects, without its separator
    /// (uncertain: iOS may include the line break); an offset at the end of a
    /// paragraph's text belongs to that paragraph, one after its separator to
    /// the next. An empty paragraph is an empty range at its start.
    package static func paragraphRange(at offset: Int, in text: String) -> NSRange {
        paragraph(at: offset, in: Array(text.utf16)).content
    }

    /// Where option–right arrow (option–forward delete) goes from `offset`:
    /// the end of the next word, past spaces and punctuation; the end of the
    /// text when no word follows.
    package static func wordBoundary(after offset: Int, in text: String) -> Int {
        boundary(.word, from: offset, forward: true, in: text) ?? text.utf16.count
    }

    /// Where option–left arrow (option–delete) goes from `offset`: the start
    /// of the previous word, past spaces and punctuation; the start of the
    /// text when no word precedes.
    package static func wordBoundary(before offset: Int, in text: String) -> Int {
        boundary(.word, from: offset, forward: false, in: text) ?? 0
    }

    // MARK: - What a tokenizer asks

    /// Whether `offset` lies in a unit: one that contains it, or, at a unit's
    /// edge, one that lies in the direction — starting at `offset` going
    /// forward, ending there going backward. An empty unit (an empty
    /// paragraph) holds its offset both ways; the document holds every offset.
    package static func isWithin(_ unit: Unit, at offset: Int, forward: Bool, in text: String) -> Bool {
        enclosingRange(unit, at: offset, forward: forward, in: text) != nil
    }

    /// The unit `offset` lies in by `isWithin`'s rule, or nil.
    package static func enclosingRange(_ unit: Unit, at offset: Int, forward: Bool, in text: String) -> NSRange? {
        let units16 = Array(text.utf16)
        let offset = max(0, min(offset, units16.count))
        switch unit {
        case .document:
            return NSRange(location: 0, length: units16.count)
        case .character:
            return forward ? TextGraphemes.range(after: offset, in: text) : TextGraphemes.range(before: offset, in: text)
        case .paragraph, .word, .sentence:
            return units(unit, inParagraphAt: offset, of: units16).first { range in
                let end = range.location + range.length
                if range.length == 0 { return range.location == offset }
                return forward ? (range.location <= offset && offset < end) : (range.location < offset && offset <= end)
            }
        }
    }

    /// Whether `offset` is a boundary going in the direction: where a unit
    /// ends going forward, where one starts going backward — the positions
    /// `boundary(_:from:forward:in:)` moves to. The ends of the text count as
    /// boundaries of every unit (uncertain).
    package static func isAtBoundary(_ unit: Unit, at offset: Int, forward: Bool, in text: String) -> Bool {
        let units16 = Array(text.utf16)
        let offset = max(0, min(offset, units16.count))
        if offset == (forward ? units16.count : 0) { return true }
        switch unit {
        case .document:
            return false
        case .character:
            let isInside = forward ? offset > 0 : offset < units16.count
            return isInside && TextGraphemes.boundary(atOrBefore: offset, in: text) == offset
        case .paragraph, .word, .sentence:
            return units(unit, inParagraphAt: offset, of: units16).contains { range in
                (forward ? range.location + range.length : range.location) == offset
            }
        }
    }

    /// The next boundary from `offset` in the direction: going forward the
    /// nearest unit end after it, going backward the nearest unit start
    /// before it, reaching the end (start) of the text when no unit is left;
    /// nil at the end (start) itself.
    package static func boundary(_ unit: Unit, from offset: Int, forward: Bool, in text: String) -> Int? {
        let units16 = Array(text.utf16)
        let offset = max(0, min(offset, units16.count))
        let edge = forward ? units16.count : 0
        guard offset != edge else { return nil }
        switch unit {
        case .document:
            return edge
        case .character:
            let cluster = forward ? TextGraphemes.range(after: offset, in: text) : TextGraphemes.range(before: offset, in: text)
            return cluster.map { forward ? $0.location + $0.length : $0.location }
        case .paragraph, .word, .sentence:
            var paragraph = self.paragraph(at: offset, in: units16)
            while true {
                let found = units(unit, in: paragraph.content, of: units16)
                let candidate = forward
                    ? found.map { $0.location + $0.length }.first { $0 > offset }
                    : found.map(\.location).last { $0 < offset }
                if let candidate { return candidate }
                if forward {
                    guard paragraph.end < units16.count else { return edge }
                    paragraph = self.paragraph(at: paragraph.end, in: units16)
                } else {
                    guard paragraph.content.location > 0 else { return edge }
                    paragraph = self.paragraph(at: paragraph.content.location - 1, in: units16)
                }
            }
        }
    }

    // MARK: - Paragraphs

    static let lineFeed: UInt16 = 0x0A
    static let carriageReturn: UInt16 = 0x0D
    static let paragraphSeparator: UInt16 = 0x2029

    static func isParagraphSeparator(_ unit: UInt16) -> Bool {
        unit == lineFeed || unit == carriageReturn || unit == paragraphSeparator
    }

    /// The paragraph holding `offset`: its text (`content`, separator
    /// excluded) and where the next paragraph starts (`end`, after the
    /// separator; the text's length for the last paragraph). An offset
    /// between a CR and its LF belongs to the paragraph the CRLF ends.
    static func paragraph(at offset: Int, in units16: [UInt16]) -> (content: NSRange, end: Int) {
        var offset = max(0, min(offset, units16.count))
        if offset > 0, offset < units16.count, units16[offset - 1] == carriageReturn, units16[offset] == lineFeed {
            offset -= 1
        }
        var start = offset
        while start > 0, !isParagraphSeparator(units16[start - 1]) { start -= 1 }
        var contentEnd = offset
        while contentEnd < units16.count, !isParagraphSeparator(units16[contentEnd]) { contentEnd += 1 }
        var end = contentEnd
        if end < units16.count {
            let isCRLF = units16[end] == carriageReturn && end + 1 < units16.count && units16[end + 1] == lineFeed
            end += isCRLF ? 2 : 1
        }
        return (NSRange(location: start, length: contentEnd - start), end)
    }

    /// The units of the paragraph holding `offset`.
    static func units(_ unit: Unit, inParagraphAt offset: Int, of units16: [UInt16]) -> [NSRange] {
        units(unit, in: paragraph(at: offset, in: units16).content, of: units16)
    }

    /// The words, sentences or the paragraph itself within a paragraph's
    /// text `content`, in order, as ranges of the whole text.
    static func units(_ unit: Unit, in content: NSRange, of units16: [UInt16]) -> [NSRange] {
        switch unit {
        case .paragraph:
            return [content]
        case .word, .sentence:
            let slice = units16[content.location..<(content.location + content.length)]
            let text = String(decoding: slice, as: UTF16.self)
            let local = unit == .word ? words(in: text) : sentences(in: text)
            return local.map { NSRange(location: $0.location + content.location, length: $0.length) }
        case .character, .document:
            preconditionFailure("characters and the document are not split by paragraph")
        }
    }

    /// The text's characters (grapheme clusters) with their UTF-16 offsets.
    static func clusters(of text: String) -> [(character: Character, range: NSRange)] {
        var offset = 0
        return text.map { character in
            let length = character.utf16.count
            defer { offset += length }
            return (character, NSRange(location: offset, length: length))
        }
    }
}
