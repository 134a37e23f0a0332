import Foundation
import Testing
import UIKit

/// A text input of a developer's own, with positions Kumiki never made: the
/// tokenizer must work through the `UITextInput` protocol alone.
@MainActor
final class NotePad: UIResponder, UITextInput {
    final class Position: UITextPosition {
        let index: Int
        init(_ index: Int) { self.index = index }
    }

    final class Range: UITextRange {
        let lower: Int, upper: Int
        init(_ lower: Int, _ upper: Int) { self.lower = lower; self.upper = upper }
        override var start: UITextPosition { Position(lower) }
        override var end: UITextPosition { Position(upper) }
        override var isEmpty: Bool { lower == upper }
    }

    var content: String
    init(_ content: String) { self.content = content }

    private var units: [UInt16] { Array(content.utf16) }
    private func index(_ position: UITextPosition) -> Int { (position as! Position).index }

    var hasText: Bool { !content.isEmpty }
    func insertText(_ text: String) { content += text }
    func deleteBackward() { content.removeLast() }
    func text(in range: UITextRange) -> String? {
        let range = range as! Range
        return String(decoding: units[range.lower..<range.upper], as: UTF16.self)
    }
    func replace(_ range: UITextRange, withText text: String) {}
    var selectedTextRange: UITextRange?
    var markedTextRange: UITextRange? { nil }
    var markedTextStyle: [NSAttributedString.Key: Any]?
    weak var inputDelegate: UITextInputDelegate?
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
    func unmarkText() {}
    var beginningOfDocument: UITextPosition { Position(0) }
    var endOfDocument: UITextPosition { Position(units.count) }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        Range(min(index(fromPosition), index(toPosition)), max(index(fromPosition), index(toPosition)))
    }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = index(position) + offset
        return (0...units.count).contains(target) ? Position(target) : nil
    }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? { nil }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        index(position) < index(other) ? .orderedAscending : index(position) > index(other) ? .orderedDescending : .orderedSame
    }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { index(toPosition) - index(from) }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { nil }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { nil }
    func firstRect(for range: UITextRange) -> CGRect { .zero }
    func caretRect(for position: UITextPosition) -> CGRect { .zero }
    func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }
}

/// `UITextInputStringTokenizer` over a text field and over a text input of
/// one's own: which unit a position is in, which way, and where the next
/// boundary lies.
@MainActor
@Suite struct UITextInputStringTokenizerTests {
    // H0 e1 l2 l3 o4 ,5 ␠6 w7 o8 r9 l10 d11 !12 ␠13 d14 o15 n16 '17 t18 ␠19 s20 t21 o22 p23, length 24
    let field: UITextField
    let tokenizer: UITextInputStringTokenizer

    init() {
        field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        field.text = "Hello, world! don't stop"
        tokenizer = UITextInputStringTokenizer(textInput: field)
    }

    func at(_ offset: Int) -> UITextPosition {
        field.position(from: field.beginningOfDocument, offset: offset)!
    }

    func offset(_ position: UITextPosition?) -> Int? {
        position.map { field.offset(from: field.beginningOfDocument, to: $0) }
    }

    func word(at offset: Int, _ direction: UITextDirection) -> String? {
        tokenizer.rangeEnclosingPosition(at(offset), with: .word, inDirection: direction).flatMap { field.text(in: $0) }
    }

    @Test func theWordAroundAPositionInsideIt() {
        #expect(word(at: 9, .storage(.forward)) == "world")
        #expect(word(at: 9, .storage(.backward)) == "world")
        #expect(word(at: 16, .storage(.forward)) == "don't")
    }

    @Test func atAWordsEdgeTheDirectionDecides() {
        #expect(word(at: 5, .storage(.forward)) == nil)       // Hello|, — a comma lies ahead
        #expect(word(at: 5, .storage(.backward)) == "Hello")
        #expect(word(at: 14, .storage(.forward)) == "don't")  // ␠|don't
        #expect(word(at: 14, .storage(.backward)) == nil)     // a space lies behind
    }

    @Test func spacesAndPunctuationAreInNoWord() {
        #expect(word(at: 6, .storage(.forward)) == nil)
        #expect(word(at: 6, .storage(.backward)) == nil)
        #expect(!tokenizer.isPosition(at(6), withinTextUnit: .word, inDirection: .storage(.forward)))
        #expect(tokenizer.isPosition(at(5), withinTextUnit: .word, inDirection: .storage(.backward)))
        #expect(!tokenizer.isPosition(at(5), withinTextUnit: .word, inDirection: .storage(.forward)))
        #expect(tokenizer.isPosition(at(3), withinTextUnit: .word, inDirection: .storage(.forward)))
    }

    @Test func aWordsEndIsABoundaryGoingForwardItsStartGoingBackward() {
        #expect(tokenizer.isPosition(at(5), atBoundary: .word, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(at(5), atBoundary: .word, inDirection: .storage(.backward)))
        #expect(tokenizer.isPosition(at(7), atBoundary: .word, inDirection: .storage(.backward)))
        #expect(!tokenizer.isPosition(at(7), atBoundary: .word, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(at(9), atBoundary: .word, inDirection: .storage(.forward)))
    }

    @Test func steppingByWordsVisitsEachWordsEndThenEachWordsStart() {
        var ends: [Int] = []
        var position = field.beginningOfDocument
        while let next = tokenizer.position(from: position, toBoundary: .word, inDirection: .storage(.forward)) {
            ends.append(offset(next)!)
            position = next
        }
        #expect(ends == [5, 12, 19, 24])
        var starts: [Int] = []
        while let next = tokenizer.position(from: position, toBoundary: .word, inDirection: .storage(.backward)) {
            starts.append(offset(next)!)
            position = next
        }
        #expect(starts == [20, 14, 7, 0])
    }

    @Test func layoutDirectionsReadAsLeftToRightText() {
        #expect(offset(tokenizer.position(from: at(0), toBoundary: .word, inDirection: .layout(.right))) == 5)
        #expect(offset(tokenizer.position(from: at(24), toBoundary: .word, inDirection: .layout(.left))) == 20)
        #expect(word(at: 5, .layout(.left)) == "Hello")
        #expect(word(at: 5, .layout(.right)) == nil)
        #expect(offset(tokenizer.position(from: at(0), toBoundary: .word, inDirection: .layout(.down))) == 5)
        #expect(offset(tokenizer.position(from: at(24), toBoundary: .word, inDirection: .layout(.up))) == 20)
    }

    @Test func aDirectionIsAStorageOrLayoutRawValue() {
        #expect(UITextDirection(rawValue: UITextStorageDirection.forward.rawValue) == .storage(.forward))
        #expect(UITextDirection.storage(.backward).rawValue == 1)
        #expect(UITextDirection.layout(.right).rawValue == 2)
        #expect(UITextDirection.layout(.down).rawValue == 5)
        let backward = UITextDirection(rawValue: UITextStorageDirection.backward.rawValue)
        #expect(word(at: 5, backward) == "Hello")
    }

    @Test func charactersAreWholeGraphemeClusters() {
        field.text = "a👍🏽b"  // a0, the thumb 1..<5, b5
        let thumb = tokenizer.rangeEnclosingPosition(at(1), with: .character, inDirection: .storage(.forward))
        #expect(thumb.flatMap { field.text(in: $0) } == "👍🏽")
        #expect(offset(tokenizer.position(from: at(1), toBoundary: .character, inDirection: .storage(.forward))) == 5)
        #expect(offset(tokenizer.position(from: at(5), toBoundary: .character, inDirection: .storage(.backward))) == 1)
        #expect(tokenizer.isPosition(at(5), atBoundary: .character, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(at(3), atBoundary: .character, inDirection: .storage(.forward)))  // inside the thumb
        #expect(!tokenizer.isPosition(at(0), atBoundary: .character, inDirection: .storage(.forward)))  // no character ends there
        #expect(tokenizer.isPosition(at(0), atBoundary: .character, inDirection: .storage(.backward)))
    }

    @Test func sentencesLeaveTheSpacesBetweenThemOut() {
        field.text = "Hi. How are you?  Fine!"  // Hi. 0..<3, How are you? 4..<16, Fine! 18..<23
        let second = tokenizer.rangeEnclosingPosition(at(6), with: .sentence, inDirection: .storage(.forward))
        #expect(second.flatMap { field.text(in: $0) } == "How are you?")
        #expect(tokenizer.rangeEnclosingPosition(at(17), with: .sentence, inDirection: .storage(.forward)) == nil)
        #expect(offset(tokenizer.position(from: at(0), toBoundary: .sentence, inDirection: .storage(.forward))) == 3)
        #expect(offset(tokenizer.position(from: at(3), toBoundary: .sentence, inDirection: .storage(.forward))) == 16)
        #expect(offset(tokenizer.position(from: at(23), toBoundary: .sentence, inDirection: .storage(.backward))) == 18)
    }

    @Test func theDocumentEnclosesEveryPosition() {
        let whole = tokenizer.rangeEnclosingPosition(at(6), with: .document, inDirection: .storage(.forward))
        #expect(whole.flatMap { field.text(in: $0) } == "Hello, world! don't stop")
        #expect(offset(tokenizer.position(from: at(6), toBoundary: .document, inDirection: .storage(.forward))) == 24)
        #expect(offset(tokenizer.position(from: at(6), toBoundary: .document, inDirection: .storage(.backward))) == 0)
        #expect(tokenizer.position(from: at(24), toBoundary: .document, inDirection: .storage(.forward)) == nil)
        #expect(tokenizer.isPosition(at(24), atBoundary: .document, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(at(24), atBoundary: .document, inDirection: .storage(.backward)))
    }

    @Test func paragraphsAndLinesInATextInputOfOnesOwn() {
        // o0 n1 e2 \r3 \n4 t5 w6 o7 \n8 \n9 t10 h11 r12 e13 e14
        let pad = NotePad("one\r\ntwo\n\nthree")
        let tokenizer = UITextInputStringTokenizer(textInput: pad)
        func paragraph(at index: Int, _ granularity: UITextGranularity, _ direction: UITextDirection) -> String? {
            tokenizer.rangeEnclosingPosition(NotePad.Position(index), with: granularity, inDirection: direction)
                .flatMap { pad.text(in: $0) }
        }
        #expect(paragraph(at: 6, .paragraph, .storage(.forward)) == "two")
        #expect(paragraph(at: 3, .paragraph, .storage(.backward)) == "one")  // one|\r\n
        #expect(paragraph(at: 3, .paragraph, .storage(.forward)) == nil)     // the separator lies ahead
        #expect(paragraph(at: 9, .paragraph, .storage(.forward)) == "")      // the empty line
        #expect(paragraph(at: 6, .line, .storage(.forward)) == "two")        // a line is a paragraph
        let next = tokenizer.position(from: NotePad.Position(0), toBoundary: .line, inDirection: .storage(.forward))
        #expect((next as? NotePad.Position)?.index == 3)
        let word = tokenizer.rangeEnclosingPosition(NotePad.Position(12), with: .word, inDirection: .storage(.forward))
        #expect(word.flatMap { pad.text(in: $0) } == "three")
    }

    @Test func theTokenizerDoesNotKeepItsTextInputAlive() {
        weak var released: NotePad?
        let position = NotePad.Position(1)
        let tokenizer: UITextInputStringTokenizer
        do {
            let pad = NotePad("gone")
            released = pad
            tokenizer = UITextInputStringTokenizer(textInput: pad)
            #expect(tokenizer.isPosition(position, withinTextUnit: .word, inDirection: .storage(.forward)))
        }
        #expect(released == nil)
        #expect(!tokenizer.isPosition(position, withinTextUnit: .word, inDirection: .storage(.forward)))
        #expect(tokenizer.rangeEnclosingPosition(position, with: .document, inDirection: .storage(.forward)) == nil)
    }
}
