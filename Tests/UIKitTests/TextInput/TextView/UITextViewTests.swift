import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A text view delegate that records every call and can refuse changes.
@MainActor
final class RecordingTextViewDelegate: NSObject, UITextViewDelegate {
    var log: [String] = []
    var ranges: [(NSRange, String)] = []
    var allowsChanges = true
    var allowsBeginning = true
    var allowsEnding = true

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("shouldBegin")
        return allowsBeginning
    }

    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }

    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.append("shouldEnd")
        return allowsEnding
    }

    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange")
        ranges.append((range, text))
        return allowsChanges
    }

    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { log.append("didChangeSelection") }
}

@MainActor
@Suite struct UITextViewTests {
    let host = UITestHost(device: .iPhone15Pro)
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 353, height: 200))
    let delegate = RecordingTextViewDelegate()

    init() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        controller.view.addSubview(textView)
        textView.delegate = delegate
        textView.font = .systemFont(ofSize: 17)
        host.rootViewController = controller
    }

    /// Taps the text view and forgets the calls beginning made.
    func beginEditing() {
        host.tap(textView)
        delegate.log.removeAll()
    }

    var lineHeight: CGFloat { UIFont.systemFont(ofSize: 17).lineHeight }

    @Test func defaultsAreUIKits() {
        let plain = UITextView()
        #expect(plain.text == "")
        #expect(plain.font == nil)
        #expect(plain.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(plain.textContainer.lineFragmentPadding == 5)
        #expect(plain.textContainer.widthTracksTextView)
        #expect(plain.isEditable)
        #expect(plain.isSelectable)
        #expect(plain.isScrollEnabled)
        #expect(plain.textAlignment == .natural)
        #expect(plain.selectedRange == NSRange(location: 0, length: 0))
        #expect(plain.selectedTextRange == nil)
        #expect(plain.inputAccessoryView == nil)
    }

    @Test func tappingBeginsEditingAsTheDelegateAllows() {
        var notifications: [String] = []
        let observer = NotificationCenter.default.addObserver(forName: UITextView.textDidBeginEditingNotification,
                                                              object: textView, queue: nil) { _ in
            MainActor.assumeIsolated { notifications.append("begin") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.tap(textView)
        #expect(textView.isFirstResponder)
        #expect(delegate.log == ["shouldBegin", "didBegin", "didChangeSelection"])
        #expect(notifications == ["begin"])
    }

    @Test func aRefusingDelegateKeepsTheViewFromEditing() {
        delegate.allowsBeginning = false
        host.tap(textView)
        #expect(!textView.isFirstResponder)
        #expect(delegate.log == ["shouldBegin"])
    }

    @Test func typingAsksTheDelegateThenAnnouncesInUIKitsOrder() {
        var changes = 0
        let observer = NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification,
                                                              object: textView, queue: nil) { _ in
            MainActor.assumeIsolated { changes += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        beginEditing()
        host.typeText("Hi")
        #expect(textView.text == "Hi")
        #expect(delegate.log == ["shouldChange", "didChangeSelection", "didChange",
                                 "shouldChange", "didChangeSelection", "didChange"])
        #expect(delegate.ranges.map(\.0) == [NSRange(location: 0, length: 0), NSRange(location: 1, length: 0)])
        #expect(changes == 2)
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func returnInsertsANewLineAndTheCaretGoesDownALine() {
        beginEditing()
        host.typeText("one")
        let firstLine = textView.caretRect(for: textView.endOfDocument)
        host.typeText("\ntwo")
        #expect(textView.text == "one\ntwo")
        #expect(delegate.ranges.map(\.1) == ["o", "n", "e", "\n", "t", "w", "o"])
        let secondLine = textView.caretRect(for: textView.endOfDocument)
        #expect(abs((secondLine.minY - firstLine.minY) - lineHeight) < 1)
    }

    @Test func deletingRemovesAWholeClusterAndReportsItsRange() {
        textView.text = "ok👍🏽"
        beginEditing()
        host.typeText("\u{8}")
        #expect(textView.text == "ok")
        #expect(delegate.ranges.map(\.0) == [NSRange(location: 2, length: 4)])
    }

    @Test func aDelegateThatRefusesKeepsTheText() {
        textView.text = "keep"
        beginEditing()
        delegate.allowsChanges = false
        host.typeText("x\u{8}")
        #expect(textView.text == "keep")
        #expect(!delegate.log.contains("didChange"))
    }

    @Test func settingTheTextAsksNoOneAndPutsTheCaretAtTheEnd() {
        beginEditing()
        textView.text = "Programmatic"
        #expect(!delegate.log.contains("shouldChange"))
        #expect(!delegate.log.contains("didChange"))
        #expect(textView.selectedRange == NSRange(location: 12, length: 0))
    }

    @Test func typedTextTakesTheTypingAttributesUntilTheSelectionMoves() {
        let red = NSAttributedString(string: "red", attributes: [.font: UIFont.systemFont(ofSize: 17),
                                                                .foregroundColor: UIColor.systemRed])
        textView.attributedText = red
        beginEditing()
        #expect(textView.typingAttributes[.foregroundColor] as? UIColor == .systemRed)
        textView.typingAttributes = [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.systemBlue]
        host.typeText("B")
        let typed = textView.attributedText.attributes(at: 3, effectiveRange: nil)
        #expect(typed[.foregroundColor] as? UIColor == .systemBlue)
        #expect(typed[.font] as? UIFont == .boldSystemFont(ofSize: 17))
        textView.selectedRange = NSRange(location: 1, length: 0)
        #expect(textView.typingAttributes[.foregroundColor] as? UIColor == .systemRed)
    }

    @Test func theFontAndColorApplyToTheWholeText() {
        textView.attributedText = NSAttributedString(string: "mixed", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        textView.font = .systemFont(ofSize: 20)
        textView.textColor = .systemGreen
        let attributes = textView.attributedText.attributes(at: 4, effectiveRange: nil)
        #expect(attributes[.font] as? UIFont == .systemFont(ofSize: 20))
        #expect(attributes[.foregroundColor] as? UIColor == .systemGreen)
    }

    @Test func theContentIsAsTallAsTheTextAndItsInsets() {
        textView.text = (1...30).map { "Line \($0)" }.joined(separator: "\n")
        textView.layoutIfNeeded()
        let expected = 8 + 30 * lineHeight + 8
        #expect(abs(textView.contentSize.height - expected) <= 1)
        #expect(textView.contentSize.width == textView.bounds.width)
    }

    @Test func textStartsInsideTheInsetAndThePadding() {
        textView.text = "x"
        beginEditing()
        textView.selectedRange = NSRange(location: 0, length: 0)
        let caret = textView.caretRect(for: textView.beginningOfDocument)
        // 0 inset + 5 padding, the 2-pt caret centered on the edge.
        #expect(caret.minX == 4)
        #expect(caret.minY == 7)
        textView.textContainerInset = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 10)
        textView.textContainer.lineFragmentPadding = 0
        let moved = textView.caretRect(for: textView.beginningOfDocument)
        #expect(moved.minX == 9)
        #expect(moved.minY == 19)
    }

    @Test func longLinesWrapAtTheContainerWidth() {
        textView.text = String(repeating: "wrap me ", count: 40)
        textView.layoutIfNeeded()
        #expect(textView.contentSize.height > 8 + 4 * lineHeight)
        let end = textView.caretRect(for: textView.endOfDocument)
        #expect(end.maxX <= textView.bounds.width)
    }

    @Test func typingPastTheBottomScrollsToKeepTheCaretInView() {
        beginEditing()
        host.typeText(String(repeating: "line\n", count: 20))
        #expect(textView.contentOffset.y > 0)
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(caret.maxY <= textView.contentOffset.y + textView.bounds.height)
        #expect(caret.minY >= textView.contentOffset.y)
    }

    @Test func scrollRangeToVisibleScrollsTheLeastThatShowsTheRange() {
        textView.text = (1...60).map { "Line \($0)" }.joined(separator: "\n")
        textView.layoutIfNeeded()
        let text = textView.text as NSString
        let target = text.range(of: "Line 40")
        textView.scrollRangeToVisible(target)
        let offset = textView.contentOffset.y
        let bottom = textView.caretRect(for: TextOffsetPosition(target.location + target.length)).maxY
        #expect(bottom <= offset + textView.bounds.height)
        // The range's line and the bottom inset (8 pt) end the view.
        #expect(abs(bottom + 8 - (offset + textView.bounds.height)) <= 1)
        // Already visible: nothing moves.
        textView.scrollRangeToVisible(text.range(of: "Line 39"))
        #expect(textView.contentOffset.y == offset)
        textView.scrollRangeToVisible(NSRange(location: 0, length: 0))
        #expect(textView.contentOffset.y == 0)
    }

    @Test func arrowsMoveByLineKeepingTheColumn() {
        textView.text = "abc\ndef\nghi"
        beginEditing()
        textView.selectedRange = NSRange(location: 1, length: 0)
        textView.moveCaret(lines: 1, extending: false)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        textView.moveCaret(lines: 1, extending: true)
        #expect(textView.selectedRange == NSRange(location: 5, length: 4))
        textView.moveCaret(lines: 1, extending: false)
        #expect(textView.selectedRange == NSRange(location: 11, length: 0))
        textView.moveCaret(lines: -5, extending: false)
        #expect(textView.selectedRange == NSRange(location: 7, length: 0))
        let up = textView.position(from: TextOffsetPosition(9), in: .up, offset: 2)
        #expect(textView.offset(from: textView.beginningOfDocument, to: up!) == 1)
    }

    @Test func tabTypesATabCharacter() {
        beginEditing()
        textView.tabPressed(backward: false)
        #expect(textView.text == "\t")
    }

    @Test func aSelectionAcrossLinesIsHighlightedLineByLine() {
        textView.text = "first line\nsecond line\nthird line"
        beginEditing()
        textView.selectedRange = NSRange(location: 6, length: 20)
        let rects = textView.rects(for: textView.selectedRange)
        #expect(rects.count == 3)
        #expect(rects[1].minX == 5)
        #expect(abs(rects[2].minY - rects[0].minY - 2 * lineHeight) < 1)
        #expect(textView.firstRect(for: textView.selectedTextRange!) == rects[0])
        #expect(textView.selectionViews.filter { !$0.isHidden }.count == 3)
        #expect(textView.caretView.isHidden)
    }

    @Test func aReadOnlyTextViewSelectsButDoesNotEdit() {
        textView.text = "read only"
        textView.isEditable = false
        host.tap(textView)
        #expect(textView.isFirstResponder)
        #expect(delegate.log == ["didChangeSelection"])
        host.typeText("x")
        #expect(textView.text == "read only")
        #expect(textView.caretView.isHidden)
    }

    @Test func resigningEndsEditingAsTheDelegateAllows() {
        beginEditing()
        delegate.allowsEnding = false
        #expect(!textView.resignFirstResponder())
        delegate.allowsEnding = true
        #expect(textView.resignFirstResponder())
        #expect(delegate.log == ["shouldEnd", "shouldEnd", "didEnd"])
        #expect(textView.selectedTextRange == nil)
        beginEditing()
        #expect(textView.superview!.endEditing(false))
        #expect(!textView.isFirstResponder)
    }

    @Test func copyCutAndPasteGoThroughTheGeneralPasteboard() {
        textView.text = "cut me"
        beginEditing()
        textView.selectedRange = NSRange(location: 0, length: 4)
        textView.cut(nil)
        #expect(UIPasteboard.general.string == "cut ")
        #expect(textView.text == "me")
        textView.paste(nil)
        #expect(textView.text == "cut me")
        textView.selectAll(nil)
        textView.copy(nil)
        #expect(UIPasteboard.general.string == "cut me")
    }

    @Test func markedTextComposesUntilCommitted() {
        beginEditing()
        textView.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
        #expect(textView.text == "にほ")
        #expect(delegate.ranges.isEmpty)
        textView.setMarkedText("日本", selectedRange: NSRange(location: 2, length: 0))
        #expect(textView.markedTextRange != nil)
        textView.unmarkText()
        #expect(textView.text == "日本")
        #expect(textView.markedTextRange == nil)
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func aRangeSplittingASurrogatePairLeavesAReplacementCharacter() {
        textView.attributedText = NSAttributedString(string: "a😀b", attributes: [.foregroundColor: UIColor.systemRed])
        textView.replace(TextOffsetRange(NSRange(location: 1, length: 1)), withText: "x")
        #expect(textView.text == "ax\u{FFFD}b")
        #expect((textView.text as NSString).length == 4)
        #expect(textView.attributedText.string == "ax\u{FFFD}b")
        // The characters around the pair keep their attributes.
        #expect(textView.attributedText.attributes(at: 3, effectiveRange: nil)[.foregroundColor] as? UIColor == .systemRed)
    }

    @Test func controlCharactersAreLaidOutAndEdited() {
        textView.text = "a\u{0}b\u{7}c\u{1B}"
        beginEditing()
        textView.layoutIfNeeded()
        _ = host.snapshot()
        let before = textView.caretRect(for: TextOffsetPosition(2))
        let after = textView.caretRect(for: TextOffsetPosition(3))
        #expect(after.minX > before.minX)
        host.typeText("\u{8}\u{8}")
        #expect(textView.text == "a\u{0}b\u{7}")
    }
}
