import Foundation
import Testing
@testable import UIKit

/// The delete key and the caret work in whole grapheme clusters, and report
/// them in UTF-16 units as `NSRange`s do.
@Suite struct TextGraphemesTests {
    @Test(arguments: [
        ("a👍🏽", 1, 4),      // thumbs up with a skin tone: U+1F44D U+1F3FD, two surrogate pairs
        ("a🇯🇵", 1, 4),      // a flag: two regional indicators
        ("a👨‍👩‍👧", 1, 8),   // a family: three people joined by two zero-width joiners
        ("a❤️", 1, 2),       // a heart with the emoji variation selector
        ("ab", 1, 1),
        ("ae\u{301}", 1, 2), // e and a combining acute accent
        ("aか", 1, 1),
    ])
    func deletingBackwardRemovesTheWholeLastCluster(text: String, location: Int, length: Int) throws {
        let range = try #require(TextGraphemes.range(before: text.utf16.count, in: text))
        #expect(range == NSRange(location: location, length: length))
    }

    @Test func nothingBeforeTheStart() {
        #expect(TextGraphemes.range(before: 0, in: "abc") == nil)
        #expect(TextGraphemes.range(after: 3, in: "abc") == nil)
    }

    @Test func anOffsetInsideAClusterRoundsToItsEdges() {
        let text = "x👍🏽y"  // x at 0, the thumb 1..<5, y at 5
        #expect(TextGraphemes.boundary(atOrBefore: 3, in: text) == 1)
        #expect(TextGraphemes.boundary(atOrAfter: 3, in: text) == 5)
        #expect(TextGraphemes.boundary(atOrBefore: 5, in: text) == 5)
        #expect(TextGraphemes.range(before: 3, in: text) == NSRange(location: 1, length: 4))
        #expect(TextGraphemes.range(after: 2, in: text) == NSRange(location: 1, length: 4))
        #expect(TextGraphemes.wholeClusters(NSRange(location: 2, length: 1), in: text) == NSRange(location: 1, length: 4))
    }

    @Test func deletingForwardRemovesTheNextCluster() {
        #expect(TextGraphemes.range(after: 0, in: "🇯🇵a") == NSRange(location: 0, length: 4))
        #expect(TextGraphemes.range(after: 4, in: "🇯🇵a") == NSRange(location: 4, length: 1))
    }
}
