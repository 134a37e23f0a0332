import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Records the edit menu calls of a field's and a text view's delegates,
/// and can add an action of its own.
@MainActor
final class EditMenuTextDelegate: UITextFieldDelegate, UITextViewDelegate {
    var log: [String] = []
    var addsAction = false
    var highlighted: [NSRange] = []

    func menu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        log.append("editMenuFor(\(range.location), \(range.length))")
        guard addsAction else { return nil }
        let highlight = UIAction(title: "Highlight") { _ in self.highlighted.append(range) }
        return UIMenu(children: suggestedActions + [highlight])
    }

    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                   suggestedActions: [UIMenuElement]) -> UIMenu? {
        menu(for: range, suggestedActions: suggestedActions)
    }

    func textField(_ textField: UITextField, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating) {
        log.append("willPresent")
    }

    func textField(_ textField: UITextField, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating) {
        log.append("willDismiss")
    }

    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange,
                  suggestedActions: [UIMenuElement]) -> UIMenu? {
        menu(for: range, suggestedActions: suggestedActions)
    }

    func textView(_ textView: UITextView, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating) {
        log.append("willPresent")
    }

    func textView(_ textView: UITextView, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating) {
        log.append("willDismiss")
    }
}

/// The edit menu of text fields and text views: shown by a double tap, a
/// tap on the caret and a long press, offering the standard actions for
/// the selection, which the delegate can change.
@MainActor
@Suite(.serialized) struct TextEditMenuTests {
    let host = UITestHost(device: .iPhone15Pro)
    let field = UITextField(frame: CGRect(x: 20, y: 400, width: 353, height: 34))
    let textView = UITextView(frame: CGRect(x: 20, y: 120, width: 353, height: 200))
    let delegate = EditMenuTextDelegate()

    init() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        controller.view.addSubview(textView)
        controller.view.addSubview(field)
        field.borderStyle = .roundedRect
        field.text = "one two three"
        field.delegate = delegate
        textView.font = .systemFont(ofSize: 17)
        textView.text = "First paragraph here.\nSecond one 👍🏽 inside."
        textView.delegate = delegate
        host.rootViewController = controller
        UIPasteboard.general.items = []
    }

    /// A point inside the character at `offset` of a text input's text, in the window.
    func point(in input: some UIView & UITextInput, at offset: Int) -> CGPoint {
        let caret = input.caretRect(for: TextOffsetPosition(offset))
        return input.convert(CGPoint(x: caret.midX + 3, y: caret.midY), to: nil)
    }

    /// The titles of the edit menu's buttons on screen, left to right.
    var menuTitles: [String] {
        guard let menu = host.application.visibleEditMenu?.menuView else { return [] }
        return menu.itemViews.map { $0.accessibilityLabel ?? "" }
    }

    func doubleTap(at point: CGPoint) {
        host.tap(at: point)
        host.tap(at: point)
    }

    @Test func aDoubleTapSelectsAWordAndOffersCutCopyAndPaste() {
        host.tap(field)
        UIPasteboard.general.string = "clip"
        doubleTap(at: point(in: field, at: 5))
        #expect(field.text(in: field.selectedTextRange!) == "two")
        #expect(menuTitles == ["Cut", "Copy", "Paste"])
        #expect(delegate.log.suffix(2) == ["editMenuFor(4, 3)", "willPresent"])
    }

    @Test func withAnEmptyPasteboardPasteIsNotOffered() {
        host.tap(field)
        doubleTap(at: point(in: field, at: 5))
        #expect(menuTitles == ["Cut", "Copy"])
    }

    @Test func aTapOnTheCaretShowsTheMenuAndAnotherHidesIt() {
        host.tap(field)
        let caret = field.convert(field.caretRect(for: field.endOfDocument), to: nil)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: caret.midX, y: caret.midY))
        #expect(menuTitles == ["Select", "Select All"])
        host.advance(by: 1)
        host.tap(at: CGPoint(x: caret.midX, y: caret.midY))
        #expect(menuTitles.isEmpty)
    }

    @Test func selectAllFromTheMenuSelectsEverythingAndShowsTheMenuAgain() {
        host.tap(field)
        let caret = field.convert(field.caretRect(for: field.endOfDocument), to: nil)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: caret.midX, y: caret.midY))
        host.buttons["Select All"].tap()
        #expect(field.selection == NSRange(location: 0, length: 13))
        #expect(menuTitles == ["Cut", "Copy"])
    }

    @Test func selectFromTheMenuSelectsTheWordAtTheCaret() {
        host.tap(field)
        host.advance(by: 1)
        host.tap(at: point(in: field, at: 5))
        host.advance(by: 1)
        host.tap(at: point(in: field, at: 5))
        host.buttons["Select"].tap()
        #expect(field.text(in: field.selectedTextRange!) == "two")
        #expect(menuTitles == ["Cut", "Copy"])
    }

    @Test func cutFromTheMenuAsksTheDelegateAndFillsThePasteboard() {
        let recorder = RecordingTextFieldDelegate()
        field.delegate = recorder
        host.tap(field)
        doubleTap(at: point(in: field, at: 5))
        host.buttons["Cut"].tap()
        #expect(field.text == "one  three")
        #expect(UIPasteboard.general.string == "two")
        #expect(recorder.ranges.last?.0 == NSRange(location: 4, length: 3))
        #expect(recorder.ranges.last?.1 == "")
        #expect(menuTitles.isEmpty)
    }

    @Test func pasteFromTheMenuReplacesTheSelection() {
        host.tap(field)
        UIPasteboard.general.string = "2"
        doubleTap(at: point(in: field, at: 5))
        host.buttons["Paste"].tap()
        #expect(field.text == "one 2 three")
    }

    @Test func secureTextOffersNeitherSelectNorCopy() {
        field.isSecureTextEntry = true
        UIPasteboard.general.string = "secret"
        host.tap(field)
        let caret = field.convert(field.caretRect(for: field.endOfDocument), to: nil)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: caret.midX, y: caret.midY))
        #expect(menuTitles == ["Paste", "Select All"])
        host.buttons["Select All"].tap()
        #expect(menuTitles == ["Paste"])
    }

    @Test func typingAndEndingEditingDismissTheMenu() {
        host.tap(field)
        doubleTap(at: point(in: field, at: 5))
        #expect(!menuTitles.isEmpty)
        host.typeText("2")
        #expect(menuTitles.isEmpty)
        doubleTap(at: point(in: field, at: 1))
        #expect(!menuTitles.isEmpty)
        _ = field.resignFirstResponder()
        #expect(menuTitles.isEmpty)
        #expect(delegate.log.last == "willDismiss")
    }

    @Test func theDelegateAddsAnActionForTheSelectedRange() {
        delegate.addsAction = true
        host.tap(field)
        doubleTap(at: point(in: field, at: 9))
        #expect(menuTitles == ["Cut", "Copy", "Highlight"])
        host.buttons["Highlight"].tap()
        #expect(delegate.highlighted == [NSRange(location: 8, length: 5)])
    }

    @Test func aLongPressMovesTheCaretWithTheFingerThenShowsTheMenu() {
        host.tap(field)
        host.longPressAndDrag(from: point(in: field, at: 1), to: point(in: field, at: 5))
        #expect(field.selection == NSRange(location: 5, length: 0))
        #expect(menuTitles == ["Select", "Select All"])
    }

    @Test func theFieldCarriesItsMenuInteraction() {
        #expect(field.interactions.contains { $0 is UIEditMenuInteraction })
        #expect(textView.interactions.contains { $0 is UIEditMenuInteraction })
    }

    // MARK: Text views

    @Test func aTextViewOffersTheSameActionsForAWordWithAnEmoji() {
        host.tap(textView)
        UIPasteboard.general.string = "clip"
        let emoji = (textView.text as NSString).range(of: "👍🏽")
        doubleTap(at: point(in: textView, at: emoji.location))
        #expect(textView.selectedRange == emoji)
        #expect(menuTitles == ["Cut", "Copy", "Paste"])
        #expect(delegate.log.suffix(2) == ["editMenuFor(33, 4)", "willPresent"])
        host.buttons["Copy"].tap()
        #expect(UIPasteboard.general.string == "👍🏽")
    }

    @Test func aTripleTapSelectsTheParagraphWithTheMenuAboveIt() {
        host.tap(textView)
        let inside = point(in: textView, at: 3)
        host.tap(at: inside)
        host.tap(at: inside)
        host.tap(at: inside)
        #expect(textView.selectedRange == NSRange(location: 0, length: 21))
        let menu = try! #require(host.application.visibleEditMenu?.menuView)
        let selectionTop = textView.convert(textView.firstRect(for: textView.selectedTextRange!), to: nil).minY
        #expect(menu.frame.maxY <= selectionTop)
    }

    @Test func selectableTextOffersOnlyCopy() {
        textView.isEditable = false
        UIPasteboard.general.string = "clip"
        host.longPress(at: point(in: textView, at: 8))
        #expect(textView.text(in: textView.selectedTextRange!) == "paragraph")
        #expect(menuTitles == ["Copy"])
    }

    @Test func theMenuOverASelectionLooksLikeIOSs() {
        host.tap(textView)
        UIPasteboard.general.string = "clip"
        doubleTap(at: point(in: textView, at: 8))
        host.runUntilIdle()
        assertSnapshot(of: host, named: "text-edit-menu")
    }
}
