import Foundation
import Testing
import UIKit

/// Words, sentences and paragraphs on UTF-16 offsets: what double tap,
/// triple tap and option-arrow movement select and move by.
@Suite struct TextBoundariesTests {
    // "Hello, world! don't stop"
    //  H0 e1 l2 l3 o4 ,5 ␠6 w7 o8 r9 l10 d11 !12 ␠13 d14 o15 n16 '17 t18 ␠19 s20 t21 o22 p23, length 24
    static let sentence = "Hello, world! don't stop"

    @Test func aDoubleTapSelectsTheWordUnderOrTouchingTheOffset() {
        #expect(TextBoundaries.wordRange(at: 2, in: Self.sentence) == NSRange(location: 0, length: 5))   // He|llo
        #expect(TextBoundaries.wordRange(at: 0, in: Self.sentence) == NSRange(location: 0, length: 5))   // |Hello
        #expect(TextBoundaries.wordRange(at: 5, in: Self.sentence) == NSRange(location: 0, length: 5))   // Hello|,
        #expect(TextBoundaries.wordRange(at: 7, in: Self.sentence) == NSRange(location: 7, length: 5))   // |world
        #expect(TextBoundaries.wordRange(at: 24, in: Self.sentence) == NSRange(location: 20, length: 4)) // stop|
    }

    @Test func spacesAndPunctuationAwayFromAWordHaveNone() {
        #expect(TextBoundaries.wordRange(at: 6, in: Self.sentence) == nil)   // ,|␠
        #expect(TextBoundaries.wordRange(at: 13, in: Self.sentence) == nil)  // !|␠
        #expect(TextBoundaries.wordRange(at: 1, in: "  ") == nil)
        #expect(TextBoundaries.wordRange(at: 0, in: "") == nil)
    }

    @Test func anApostropheBetweenLettersStaysInTheWord() {
        #expect(TextBoundaries.wordRange(at: 16, in: Self.sentence) == NSRange(location: 14, length: 5))  // do|n't
        #expect(TextBoundaries.wordRange(at: 2, in: "l’homme") == NSRange(location: 0, length: 7))        // typographic apostrophe
        #expect(TextBoundaries.words(in: "'quoted'") == [NSRange(location: 1, length: 6)])                // quotes at the edges are not
    }

    @Test func numbersKeepTheirSeparatorsAndUnderscoresJoin() {
        // p0 i1 ␠2 i3 s4 ␠5 3(6) .7 1(8) 4(9) ,10 ␠11 1(12) ,13 0 0 0(14–16) ␠17 U18 .19 S20 .21 A22 ␠23
        // f24 o25 o26 _27 b28 a29 r30 ␠31 e32 -33 m34 a35 i36 l37
        let text = "pi is 3.14, 1,000 U.S.A foo_bar e-mail"
        #expect(TextBoundaries.words(in: text) == [
            NSRange(location: 0, length: 2),   // pi
            NSRange(location: 3, length: 2),   // is
            NSRange(location: 6, length: 4),   // 3.14 (the comma after it is not part of it)
            NSRange(location: 12, length: 5),  // 1,000
            NSRange(location: 18, length: 5),  // U.S.A
            NSRange(location: 24, length: 7),  // foo_bar
            NSRange(location: 32, length: 1),  // e (a hyphen splits)
            NSRange(location: 34, length: 4),  // mail
        ])
    }

    @Test func eachEmojiIsAWordOfItsOwn() {
        // 🇯🇵 0..<4 (two regional indicators), 👨‍👩‍👧 4..<12 (three people, two joiners), ❤️ 12..<14, ␠14,
        // 👍🏽 15..<19 (thumb and skin tone), a19
        let text = "🇯🇵👨‍👩‍👧❤️ 👍🏽a"
        #expect(TextBoundaries.words(in: text) == [
            NSRange(location: 0, length: 4), NSRange(location: 4, length: 8), NSRange(location: 12, length: 2),
            NSRange(location: 15, length: 4), NSRange(location: 19, length: 1),
        ])
        #expect(TextBoundaries.wordRange(at: 17, in: text) == NSRange(location: 15, length: 4))  // inside the thumb
    }

    @Test func japaneseSplitsWhereTheScriptChanges() {
        // 日0 本1 語2 の3 テ4 キ5 ス6 ト7 で8 す9 。10 東11 京12 へ13 行14 く15
        let text = "日本語のテキストです。東京へ行く"
        #expect(TextBoundaries.words(in: text) == [
            NSRange(location: 0, length: 3),   // 日本語 (ideographs)
            NSRange(location: 3, length: 1),   // の (hiragana)
            NSRange(location: 4, length: 4),   // テキスト (katakana)
            NSRange(location: 8, length: 2),   // です
            NSRange(location: 11, length: 2),  // 東京 (the full stop 。 is in no word)
            NSRange(location: 13, length: 1),  // へ
            NSRange(location: 14, length: 1),  // 行
            NSRange(location: 15, length: 1),  // く
        ])
    }

    @Test func theProlongedSoundMarkLengthensHiraganaAndKatakana() {
        // ら0 ー1 め2 ん3 ␠4 ラ5 ー6 メ7 ン8
        #expect(TextBoundaries.words(in: "らーめん ラーメン") == [NSRange(location: 0, length: 4), NSRange(location: 5, length: 4)])
    }

    @Test func combiningMarksStayWithTheirLetter() {
        // c0 a1 f2 e3 + U+0301 4, ␠5, n6 o7
        #expect(TextBoundaries.words(in: "cafe\u{301} no") == [NSRange(location: 0, length: 5), NSRange(location: 6, length: 2)])
    }

    @Test func optionRightGoesToTheEndOfTheNextWord() {
        #expect(TextBoundaries.wordBoundary(after: 0, in: Self.sentence) == 5)    // Hello|
        #expect(TextBoundaries.wordBoundary(after: 2, in: Self.sentence) == 5)
        #expect(TextBoundaries.wordBoundary(after: 5, in: Self.sentence) == 12)   // past ", " to world|
        #expect(TextBoundaries.wordBoundary(after: 12, in: Self.sentence) == 19)  // past "! " to don't|
        #expect(TextBoundaries.wordBoundary(after: 19, in: Self.sentence) == 24)
        #expect(TextBoundaries.wordBoundary(after: 24, in: Self.sentence) == 24)  // stays at the end
        #expect(TextBoundaries.wordBoundary(after: 2, in: "ab!?") == 4)            // no word left: the end
    }

    @Test func optionLeftGoesToTheStartOfThePreviousWord() {
        #expect(TextBoundaries.wordBoundary(before: 24, in: Self.sentence) == 20)  // |stop
        #expect(TextBoundaries.wordBoundary(before: 20, in: Self.sentence) == 14)  // |don't
        #expect(TextBoundaries.wordBoundary(before: 14, in: Self.sentence) == 7)   // past "! " to |world
        #expect(TextBoundaries.wordBoundary(before: 9, in: Self.sentence) == 7)    // wo|rld to |world
        #expect(TextBoundaries.wordBoundary(before: 7, in: Self.sentence) == 0)
        #expect(TextBoundaries.wordBoundary(before: 0, in: Self.sentence) == 0)
        #expect(TextBoundaries.wordBoundary(before: 3, in: "?! ab") == 0)           // no word before: the start
    }

    @Test func wordMovementCrossesLineBreaksAndEmptyLines() {
        // o0 n1 e2 ␠3 t4 w5 o6 \n7 \n8 t9 h10 r11 e12 e13
        let text = "one two\n\nthree"
        #expect(TextBoundaries.wordBoundary(after: 7, in: text) == 14)
        #expect(TextBoundaries.wordBoundary(before: 9, in: text) == 4)
        #expect(TextBoundaries.wordRange(at: 8, in: text) == nil)
    }

    // o0 n1 e2 \r3 \n4 t5 w6 o7 \n8 \n9 t10 h11 r12 e13 e14 U+2029(15) f16 o17 u18 r19, length 20
    static let paragraphs = "one\r\ntwo\n\nthree\u{2029}four"

    @Test(arguments: [
        (0, 0, 3), (3, 0, 3),      // the end of a paragraph's text belongs to it
        (4, 0, 3),                 // between CR and LF: the paragraph the CRLF ends
        (5, 5, 3), (8, 5, 3),
        (9, 9, 0),                 // an empty line is an empty paragraph
        (10, 10, 5), (15, 10, 5),
        (16, 16, 4), (20, 16, 4),  // U+2029 separates paragraphs too
    ])
    func aTripleTapSelectsTheParagraphWithoutItsSeparator(offset: Int, location: Int, length: Int) {
        #expect(TextBoundaries.paragraphRange(at: offset, in: Self.paragraphs) == NSRange(location: location, length: length))
    }

    @Test func textEndingInALineBreakEndsInAnEmptyParagraph() {
        #expect(TextBoundaries.paragraphRange(at: 2, in: "a\n") == NSRange(location: 2, length: 0))
        #expect(TextBoundaries.paragraphRange(at: 0, in: "") == NSRange(location: 0, length: 0))
        #expect(TextBoundaries.paragraphRange(at: 1, in: "a\rb") == NSRange(location: 0, length: 1))  // a lone CR
    }

    @Test func paragraphBoundariesStepThroughEveryParagraph() {
        var forward: [Int] = []
        var offset = 0
        while let next = TextBoundaries.boundary(.paragraph, from: offset, forward: true, in: Self.paragraphs) {
            forward.append(next)
            offset = next
        }
        #expect(forward == [3, 8, 9, 15, 20])  // each paragraph's end, the empty one's too
        var backward: [Int] = []
        while let next = TextBoundaries.boundary(.paragraph, from: offset, forward: false, in: Self.paragraphs) {
            backward.append(next)
            offset = next
        }
        #expect(backward == [16, 10, 9, 5, 0])  // each paragraph's start
    }

    @Test func sentencesEndAtTheirTerminatorAndLeaveTheSpacesOut() {
        // H0 i1 .2 ␠3 H4 o5 w6 ␠7 a8 r9 e10 ␠11 y12 o13 u14 ?15 ␠16 ␠17 F18 i19 n20 e21 !22
        #expect(TextBoundaries.sentences(in: "Hi. How are you?  Fine!") == [
            NSRange(location: 0, length: 3), NSRange(location: 4, length: 12), NSRange(location: 18, length: 5),
        ])
    }

    @Test func aFullStopBeforeADigitOrALowercaseWordDoesNotEndTheSentence() {
        // "It costs 3.50 today. e.g. this is fine." is 0..<39, ␠39, "The end" 40..<47
        #expect(TextBoundaries.sentences(in: "It costs 3.50 today. e.g. this is fine. The end") == [
            NSRange(location: 0, length: 39), NSRange(location: 40, length: 7),
        ])
    }

    @Test func closingQuotesBelongToTheSentenceTheyEnd() {
        // H0 e1 ␠2 s3 a4 i5 d6 ␠7 "8 S9 t10 o11 p12 .13 "14 ␠15 T16 … .25
        #expect(TextBoundaries.sentences(in: "He said \"Stop.\" Then left.") == [
            NSRange(location: 0, length: 15), NSRange(location: 16, length: 10),
        ])
        // 日本語のテキストです。 is 0..<11, 東京へ行く 11..<16
        #expect(TextBoundaries.sentences(in: "日本語のテキストです。東京へ行く") == [
            NSRange(location: 0, length: 11), NSRange(location: 11, length: 5),
        ])
    }

    @Test func aLineBreakEndsASentence() {
        // n0 o1 ␠2 s3 t4 o5 p6 \n7 n8 e9 x10 t11
        #expect(TextBoundaries.boundary(.sentence, from: 0, forward: true, in: "no stop\nnext") == 7)
        #expect(TextBoundaries.boundary(.sentence, from: 7, forward: true, in: "no stop\nnext") == 12)
    }
}
