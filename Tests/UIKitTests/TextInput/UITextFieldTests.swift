import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

/// A delegate that records every call and can refuse changes.
@MainActor
final class RecordingTextFieldDelegate: UITextFieldDelegate {
    var log: [String] = []
    var ranges: [(NSRange, String)] = []
    var allowsChanges = true
    var allowsBeginning = true
    var allowsEnding = true
    var returns = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return allowsBeginning
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd")
        return allowsEnding
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEnd(\(reason.rawValue))")
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        log.append("shouldChange")
        ranges.append((range, string))
        return allowsChanges
    }

    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        return returns
    }
}

@MainActor
@Suite struct UITextFieldTests {
    let host = UITestHost(device: .iPhone15Pro)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 353, height: 34))
    let delegate = RecordingTextFieldDelegate()

    init() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        controller.view.addSubview(field)
        field.delegate = delegate
        field.borderStyle = .roundedRect
        host.rootViewController = controller
    }

    /// Taps the field and forgets the calls beginning made.
    func beginEditing() {
        host.tap(field)
        delegate.log.removeAll()
    }

    @Test func defaultsAreUIKits() {
        let plain = UITextField()
        #expect(plain.text == "")
        #expect(plain.placeholder == nil)
        #expect(plain.font == .systemFont(ofSize: 17))
        #expect(plain.borderStyle == .none)
        #expect(plain.clearButtonMode == .never)
        #expect(plain.textAlignment == .natural)
        #expect(plain.autocapitalizationType == .sentences)
        #expect(plain.keyboardType == .default)
        #expect(plain.returnKeyType == .default)
        #expect(!plain.isSecureTextEntry)
        #expect(!plain.isEditing)
        #expect(plain.selectedTextRange == nil)
    }

    @Test func aTapBeginsEditingInUIKitsOrder() {
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("editingDidBegin") }, for: .editingDidBegin)
        let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidBeginEditingNotification,
                                                              object: field, queue: nil) { _ in
            MainActor.assumeIsolated { events.append("notification") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.tap(field)
        #expect(field.isEditing)
        #expect(field.isFirstResponder)
        #expect(delegate.log == ["shouldBegin", "didBegin"])
        #expect(events == ["editingDidBegin", "notification"])
    }

    @Test func aDelegateCanRefuseToBegin() {
        delegate.allowsBeginning = false
        host.tap(field)
        #expect(!field.isEditing)
        #expect(!field.isFirstResponder)
        #expect(delegate.log == ["shouldBegin"])
    }

    @Test func typingReportsEachCharacterWithItsUTF16Range() {
        beginEditing()
        host.typeText("ab")
        #expect(field.text == "ab")
        #expect(delegate.ranges.map { $0.0 } == [NSRange(location: 0, length: 0), NSRange(location: 1, length: 0)])
        #expect(delegate.ranges.map { $0.1 } == ["a", "b"])
    }

    @Test(arguments: [("👍🏽", 4), ("🇯🇵", 4), ("👨‍👩‍👧", 8), ("❤️", 2), ("か", 1)])
    func deletingAnEmojiRemovesItWholeAndReportsItsFullRange(emoji: String, units: Int) {
        beginEditing()
        host.typeText("a" + emoji)
        delegate.ranges.removeAll()
        host.typeText("\u{8}")
        #expect(field.text == "a")
        #expect(delegate.ranges.count == 1)
        #expect(delegate.ranges.first?.0 == NSRange(location: 1, length: units))
        #expect(delegate.ranges.first?.1 == "")
    }

    @Test func theRangeAfterAnEmojiCountsItsUTF16Units() {
        beginEditing()
        host.typeText("👍🏽x")
        #expect(delegate.ranges.last?.0 == NSRange(location: 4, length: 0))
        #expect(field.text == "👍🏽x")
    }

    @Test func deletingAtTheStartAsksNothing() {
        beginEditing()
        host.typeText("\u{8}")
        #expect(delegate.ranges.isEmpty)
        #expect(field.text == "")
    }

    @Test func aRefusedChangeLeavesTheText() {
        beginEditing()
        host.typeText("a")
        delegate.allowsChanges = false
        host.typeText("b\u{8}")
        #expect(field.text == "a")
        #expect(delegate.ranges.count == 3)
    }

    @Test func aChangeIsAnnouncedAfterTheDelegateAgrees() {
        beginEditing()
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("editingChanged(\(self.field.text ?? ""))") }, for: .editingChanged)
        let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification,
                                                              object: field, queue: nil) { _ in
            MainActor.assumeIsolated { events.append("notification") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.typeText("a")
        #expect(delegate.log == ["shouldChange", "didChangeSelection"])
        #expect(events == ["editingChanged(a)", "notification"])
    }

    @Test func settingTheTextAsksNoDelegateAndSendsNoEvent() {
        var changed = 0
        field.addAction(UIAction { _ in changed += 1 }, for: .editingChanged)
        field.text = "Hello"
        #expect(field.text == "Hello")
        #expect(delegate.log.isEmpty)
        #expect(changed == 0)
        field.text = nil
        #expect(field.text == "")
    }

    @Test func returnAsksTheDelegateAndNeverInsertsANewline() {
        beginEditing()
        host.typeText("hi\n")
        #expect(field.text == "hi")
        #expect(delegate.log.last == "shouldReturn")
        // Without an action for .editingDidEndOnExit the field stays first responder.
        #expect(field.isEditing)
    }

    @Test func returnEndsEditingWhenEditingDidEndOnExitHasAnAction() {
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        beginEditing()
        host.typeText("\n")
        #expect(exits == 1)
        #expect(!field.isEditing)
        #expect(delegate.log == ["shouldReturn", "shouldEnd", "didEnd(0)"])
    }

    @Test func endingEditingCanBeRefusedUnlessForced() {
        beginEditing()
        delegate.allowsEnding = false
        #expect(!field.resignFirstResponder())
        #expect(field.isEditing)
        #expect(!host.rootViewController!.view.endEditing(false))
        #expect(host.rootViewController!.view.endEditing(true))
        #expect(!field.isEditing)
        #expect(!field.isFirstResponder)
        #expect(delegate.log == ["shouldEnd", "shouldEnd", "didEnd(0)"])
    }

    @Test func secureEntryReportsRangesOfTheRealText() {
        field.isSecureTextEntry = true
        beginEditing()
        host.typeText("p👍🏽")
        #expect(field.text == "p👍🏽")
        host.typeText("\u{8}")
        #expect(delegate.ranges.last?.0 == NSRange(location: 1, length: 4))
        #expect(field.text == "p")
    }

    @Test func theSelectionIsAUTF16RangeThatPositionsMeasure() throws {
        beginEditing()
        host.typeText("a👍🏽b")
        let selected = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: selected.start) == 1 + 4 + 1)
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let end = try #require(field.position(from: start, offset: 4))
        let thumb = try #require(field.textRange(from: start, to: end))
        #expect(field.text(in: thumb) == "👍🏽")
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.compare(start, to: end) == .orderedAscending)
        field.selectedTextRange = thumb
        host.typeText("x")
        #expect(field.text == "axb")
        #expect(delegate.ranges.last?.0 == NSRange(location: 1, length: 4))
    }

    @Test func aSelectionInsideAClusterGrowsToTheWholeCluster() throws {
        beginEditing()
        host.typeText("🇯🇵")
        let inside = try #require(field.position(from: field.beginningOfDocument, offset: 2))
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: inside)
        let selected = try #require(field.selectedTextRange)
        #expect(field.offset(from: selected.start, to: selected.end) == 4)
    }

    @Test func markedTextIsComposedThenCommittedAndTheDelegateSeesItOnlyWhenTyped() throws {
        beginEditing()
        field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.text == "にほ")
        let marked = try #require(field.markedTextRange)
        #expect(field.text(in: marked) == "にほ")
        field.insertText("日本")
        #expect(field.text == "日本")
        #expect(field.markedTextRange == nil)
        #expect(delegate.ranges.map { $0.0 } == [NSRange(location: 0, length: 2)])
    }

    @Test func theClearButtonShowsWhileEditingAndClears() throws {
        field.clearButtonMode = .whileEditing
        field.text = "Clear me"
        host.runFrame()
        let button = try #require(field.subviews.first { $0.accessibilityLabel == "Clear text" })
        #expect(button.isHidden)
        beginEditing()
        #expect(!button.isHidden)
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 353 - 5 - 19, y: 7.5, width: 19, height: 19))
        host.tap(button)
        #expect(field.text == "")
        #expect(button.isHidden)
    }

    @Test func aRoundedRectFieldIs34PointsTallWithTheSystemFont() {
        let rounded = UITextField()
        rounded.borderStyle = .roundedRect
        #expect(rounded.intrinsicContentSize.height == 34)
        #expect(rounded.textRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 34)) == CGRect(x: 7, y: 0, width: 186, height: 34))
    }

    @Test func typingWithNothingFocusedRecordsAFailure() {
        withKnownIssue {
            host.typeText("x")
        }
    }

    @Test func tappingInTheTextMovesTheCaret() throws {
        field.text = "iiiiiiiiii"
        beginEditing()
        #expect(field.offset(from: field.beginningOfDocument, to: try #require(field.selectedTextRange).start) == 10)
        host.tap(at: CGPoint(x: field.frame.minX + 8, y: field.frame.midY))
        #expect(field.offset(from: field.beginningOfDocument, to: try #require(field.selectedTextRange).start) == 0)
        #expect(delegate.log.last == "didChangeSelection")
    }

    @Test func fieldsLookLikeIOS() {
        let styles: [UITextField.BorderStyle] = [.roundedRect, .line, .bezel, .none]
        for (index, style) in styles.enumerated() {
            let other = UITextField(frame: CGRect(x: 20, y: 160 + CGFloat(index) * 50, width: 353, height: 34))
            other.borderStyle = style
            other.placeholder = "Placeholder \(index)"
            if index == 1 { other.text = "Some text 👍🏽" }
            host.rootViewController!.view.addSubview(other)
        }
        field.placeholder = "Name"
        beginEditing()
        host.typeText("Kumiki")
        assertSnapshot(of: host, named: "text-fields")
        host.userInterfaceStyle = .dark
        assertSnapshot(of: host, named: "text-fields-dark")
    }
}

/// Text fields follow the text size like labels, and stop on misuse as UIKit does.
@MainActor
@Suite struct UITextFieldTraitsAndMisuseTests {
    @Test func aDynamicTypeFontFollowsTheTextSizeWhenAsked() {
        let host = UITestHost(device: .iPhone15Pro)
        let controller = UIViewController()
        let adjusting = UITextField()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = UITextField()
        fixed.font = .preferredFont(forTextStyle: .body)
        controller.view.addSubview(adjusting)
        controller.view.addSubview(fixed)
        host.rootViewController = controller
        host.preferredContentSizeCategory = .extraExtraExtraLarge
        // Body: 17 pt at the default size, 23 pt at xxxLarge (UIKIT-FACTS).
        #expect(adjusting.font?.pointSize == 23)
        #expect(fixed.font?.pointSize == 17)
    }

    @Test func replacingARangeBeyondTheTextStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let field = UITextField()
                field.text = "abc"
                let tail = field.position(from: field.beginningOfDocument, offset: 3)!
                let range = field.textRange(from: tail, to: tail)!
                field.replace(range, withText: "d")
                // A position past the end is nil, so build the bad range from a real one's offsets.
                let bad = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!
                field.text = ""
                field.replace(bad, withText: "x")
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSRangeException', reason: "
            + "'-[UITextField replaceRange:withText:]: Range {0, 4} out of bounds; string length 0'"))
    }
}

/// The caret blinks on the media clock once the person stops typing, and the
/// blink does not keep the app busy.
@MainActor
@Suite struct UITextFieldCaretTests {
    @Test func theCaretIsSolidWhileTypingThenBlinksEachSecond() {
        let host = UITestHost(device: .iPhone15Pro)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        controller.view.addSubview(field)
        host.rootViewController = controller
        host.tap(field)
        host.typeText("a")
        let caret = field.subviews[1]
        func shown() -> Bool { (caret.layer.presentation() ?? caret.layer).opacity == 1 }
        #expect(shown())
        host.advance(by: 0.45)
        #expect(shown())
        host.advance(by: 0.3)   // 0.75 s: half a second solid, then the first half-second of the blink
        #expect(shown())
        host.advance(by: 0.3)   // 1.05 s: hidden
        #expect(!shown())
        host.advance(by: 0.5)   // 1.55 s: shown again
        #expect(shown())
        host.typeText("b")      // typing makes it solid again
        host.advance(by: 0.3)
        #expect(shown())
        #expect(host.runUntilIdle(limit: 1))
    }
}

/// The hardware keyboard's editing commands on a field being edited.
@MainActor
@Suite struct UITextFieldCommandTests {
    let host = UITestHost(device: .iPhone15Pro)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 353, height: 34))

    init() {
        let controller = UIViewController()
        controller.view.addSubview(field)
        host.rootViewController = controller
        host.tap(field)
    }

    var selection: NSRange? {
        field.selectedTextRange.map {
            NSRange(location: field.offset(from: field.beginningOfDocument, to: $0.start),
                    length: field.offset(from: $0.start, to: $0.end))
        }
    }

    @Test func arrowsMoveByWholeClustersAndShiftExtends() {
        host.typeText("a🇯🇵b")
        field.moveCaret(by: -1, extending: false)
        #expect(selection == NSRange(location: 5, length: 0))
        field.moveCaret(by: -1, extending: true)
        #expect(selection == NSRange(location: 1, length: 4))
        field.moveCaret(by: -1, extending: true)
        #expect(selection == NSRange(location: 0, length: 5))
        field.moveCaret(by: 1, extending: false)
        #expect(selection == NSRange(location: 5, length: 0))
        field.moveCaretToEnd(false, extending: true)
        #expect(selection == NSRange(location: 0, length: 5))
    }

    @Test func deletingForwardRemovesTheNextCluster() {
        host.typeText("x👨‍👩‍👧y")
        field.moveCaretToEnd(false, extending: false)
        field.moveCaret(by: 1, extending: false)
        field.deleteForward()
        #expect(field.text == "xy")
        #expect(selection == NSRange(location: 1, length: 0))
    }

    @Test func cutAndPasteGoThroughTheGeneralPasteboard() {
        host.typeText("hello world")
        field.moveCaretToEnd(false, extending: true)
        field.selectAll(nil)
        #expect(selection == NSRange(location: 0, length: 11))
        field.cut(nil)
        #expect(field.text == "")
        #expect(UIPasteboard.general.string == "hello world")
        field.paste(nil)
        field.paste(nil)
        #expect(field.text == "hello worldhello world")
    }

    @Test func secureTextIsNeverCopied() {
        field.isSecureTextEntry = true
        UIPasteboard.general.string = "before"
        host.typeText("secret")
        field.selectAll(nil)
        field.copy(nil)
        #expect(UIPasteboard.general.string == "before")
    }

    @Test func tabFindsTheNextFieldInReadingOrder() {
        let below = UITextField(frame: CGRect(x: 20, y: 200, width: 100, height: 34))
        let beside = UITextField(frame: CGRect(x: 200, y: 200, width: 100, height: 34))
        field.superview?.addSubview(beside)
        field.superview?.addSubview(below)
        #expect(field.nextFieldInWindow() === below)
        #expect(below.nextFieldInWindow() === beside)
        #expect(beside.nextFieldInWindow() === field)
        #expect(field.nextFieldInWindow(backward: true) === beside)
    }
}

extension UITextFieldTraitsAndMisuseTests {
    @Test func aPositionFromElsewhereStopsTheApp() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let field = UITextField()
                field.text = "abc"
                _ = field.offset(from: field.beginningOfDocument, to: UITextPosition())
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInvalidArgumentException', reason: "
            + "'-[UITextField offsetFromPosition:toPosition:]: position is not from this text input'"))
    }

    @Test func aRangeFromElsewhereStopsTheApp() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let field = UITextField()
                field.text = "abc"
                _ = field.text(in: UITextRange())
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInvalidArgumentException', reason: "
            + "'-[UITextField textInRange:]: range is not from this text input'"))
    }
}
