import Foundation
import Testing
@testable import UIKit

/// An edit lays out again only the paragraphs it touched, and the result is
/// the layout made from scratch: the same size, lines and caret places.
@MainActor
@Suite struct TextLayoutEditingTests {
    static let paragraph = "A paragraph of ordinary prose, with 日本語 and 👍🏽 emoji, long enough to wrap twice or more "
        + "at the width of a phone's text view.\n"
    let configuration = TextLayout.Configuration(width: 300)
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]

    func text(_ string: String) -> NSAttributedString {
        NSAttributedString(string: string, attributes: attributes)
    }

    /// Replaces `range` of `string`, then compares the incremental layout
    /// with a fresh one.
    func expectSameLayout(editing string: String, range: NSRange, with replacement: String,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        let old = TextLayout(text(string), configuration)
        let edited = (string as NSString).replacingCharacters(in: range, with: replacement)
        let shapedBefore = TextLayout.shapedCount
        let updated = old.updated(to: text(edited), replacing: range, withLength: replacement.utf16.count)
        #expect(TextLayout.shapedCount == shapedBefore + 1, sourceLocation: sourceLocation)
        let fresh = TextLayout(text(edited), configuration)
        #expect(updated.size == fresh.size, sourceLocation: sourceLocation)
        #expect(updated.lineCount == fresh.lineCount, sourceLocation: sourceLocation)
        #expect(updated.starts == fresh.starts, sourceLocation: sourceLocation)
        let length = (edited as NSString).length
        for offset in stride(from: 0, through: length, by: 997) + [range.location, length] {
            #expect(updated.caretRect(atUTF16Offset: offset) == fresh.caretRect(atUTF16Offset: offset),
                    sourceLocation: sourceLocation)
        }
    }

    var long: String { String(repeating: Self.paragraph, count: 200) }

    @Test func typingACharacterKeepsEveryOtherParagraph() {
        let middle = (long as NSString).length / 2
        expectSameLayout(editing: long, range: NSRange(location: middle, length: 0), with: "x")
        let old = TextLayout(text(long), configuration)
        let updated = old.updated(to: text((long as NSString).replacingCharacters(in: NSRange(location: middle, length: 0),
                                                                                  with: "x")),
                                  replacing: NSRange(location: middle, length: 0), withLength: 1)
        let shared = zip(old.paragraphs, updated.paragraphs).filter { $0 == $1 }.count
        // All but the edited paragraph are the very same Pango layouts.
        #expect(shared == old.paragraphs.count - 1)
    }

    @Test func newLinesSplitAndDeletionsJoinParagraphs() {
        let string = long
        let length = (string as NSString).length
        expectSameLayout(editing: string, range: NSRange(location: 5_000, length: 0), with: "\n")
        expectSameLayout(editing: string, range: NSRange(location: 5_000, length: 0), with: "one\n\ntwo\n")
        let newline = (string as NSString).range(of: "\n", range: NSRange(location: 9_000, length: 2_000))
        expectSameLayout(editing: string, range: newline, with: "")
        expectSameLayout(editing: string, range: NSRange(location: 3_000, length: 4_000), with: "")
        expectSameLayout(editing: string, range: NSRange(location: length - 1, length: 1), with: "")
        expectSameLayout(editing: string, range: NSRange(location: length, length: 0), with: "end")
        expectSameLayout(editing: string, range: NSRange(location: 1, length: 0), with: "\n\n")
    }

    @Test func anEmptyLineCanBeTypedInto() {
        let string = long + "\n\n" + long
        let emptyLine = (long as NSString).length + 1
        expectSameLayout(editing: string, range: NSRange(location: emptyLine, length: 0), with: "typed")
    }

    @Test func shortTextIsLaidOutAnew() {
        let short = Self.paragraph + Self.paragraph
        let old = TextLayout(text(short), configuration)
        let updated = old.updated(to: text(short + "x"), replacing: NSRange(location: (short as NSString).length, length: 0),
                                  withLength: 1)
        #expect(updated.paragraphs.count == 1)
        #expect(updated.size == TextLayout(text(short + "x"), configuration).size)
    }
}
