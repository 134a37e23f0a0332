import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Tapping selects as on iOS: one tap puts the caret, a second selects the
/// word, a third the paragraph (a text field's whole line) — in text views
/// and text fields alike, through the text input's tokenizer's rules.
@MainActor
@Suite struct TextSelectionTapTests {
    let host = UITestHost(device: .iPhone15Pro)
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 353, height: 200))
    let field = UITextField(frame: CGRect(x: 20, y: 400, width: 353, height: 34))

    init() {
        let controller = UIViewController()
        controller.view.addSubview(textView)
        controller.view.addSubview(field)
        textView.font = .systemFont(ofSize: 17)
        textView.text = "First paragraph here.\nSecond one, with don't inside."
        field.borderStyle = .roundedRect
        field.text = "one two three"
        host.rootViewController = controller
    }

    /// A point inside the character at `offset` of the text view's text.
    func point(in textView: UITextView, at offset: Int) -> CGPoint {
        let caret = textView.caretRect(for: TextOffsetPosition(offset))
        return textView.convert(CGPoint(x: caret.midX + 3, y: caret.midY), to: nil)
    }

    @Test func aSecondTapSelectsTheWordAndAThirdTheParagraph() {
        host.tap(textView)
        let inside = point(in: textView, at: 24)  // "Second": S-e-c|o…
        host.tap(at: inside)
        #expect(textView.selectedRange.length == 0)
        host.tap(at: inside)
        #expect(textView.selectedRange == NSRange(location: 22, length: 6))
        host.tap(at: inside)
        #expect(textView.selectedRange == NSRange(location: 22, length: 30))
    }

    @Test func anApostropheStaysInsideItsWord() {
        host.tap(textView)
        let inside = point(in: textView, at: 41)  // "don't"
        host.tap(at: inside)
        host.tap(at: inside)
        #expect(textView.text(in: textView.selectedTextRange!) == "don't")
    }

    @Test func tapsWellApartOnlyMoveTheCaret() {
        host.tap(textView)
        let inside = point(in: textView, at: 24)
        host.tap(at: inside)
        host.advance(by: 1)
        host.tap(at: inside)
        #expect(textView.selectedRange.length == 0)
    }

    @Test func aFieldSelectsItsWordThenItsLine() {
        host.tap(field)
        let caret = field.caretRect(for: TextOffsetPosition(5))
        let inside = field.convert(CGPoint(x: caret.midX + 3, y: caret.midY), to: nil)
        host.tap(at: inside)
        host.tap(at: inside)
        #expect(field.text(in: field.selectedTextRange!) == "two")
        host.tap(at: inside)
        #expect(field.text(in: field.selectedTextRange!) == "one two three")
    }

    @Test func textInputsHandOutTheirTokenizer() {
        let tokenizer = textView.tokenizer
        #expect(tokenizer === textView.tokenizer)
        let word = tokenizer.rangeEnclosingPosition(TextOffsetPosition(2), with: .word, inDirection: .storage(.forward))
        #expect(textView.text(in: word!) == "First")
        #expect(field.tokenizer is UITextInputStringTokenizer)
    }
}
