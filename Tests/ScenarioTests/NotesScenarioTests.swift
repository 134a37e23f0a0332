import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// A person writes in the showcase's note: the text view ends at the
/// keyboard, typing at the end scrolls the caret into view, the count
/// follows, and undo takes the run of typing back.
@MainActor
@Suite struct NotesScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)

    init() {
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: NotesScreen.self)
    }

    var count: String? {
        (host.view(withAccessibilityIdentifier: NotesScreen.Identifier.count) as? UILabel)?.text
    }

    @Test func writingAtTheEndOfANoteAboveTheKeyboard() throws {
        let textView = try #require(host.view(withAccessibilityIdentifier: NotesScreen.Identifier.textView) as? UITextView)
        #expect(count == NotesScreen.countText(for: NotesScreen.initialText))
        let heightBefore = textView.frame.height
        host.tap(textView)
        _ = host.runUntilIdle()
        // The keyboard came up: the text view now ends at its top.
        let keyboardTop = textView.superview!.keyboardLayoutGuide.layoutFrame.minY
        #expect(textView.frame.maxY == keyboardTop)
        #expect(textView.frame.height < heightBefore)
        textView.selectedRange = NSRange(location: (textView.text as NSString).length, length: 0)
        host.typeText("\n\nTo do\nCall the bakery\nWater the plants\nBook the train 🚆\nFix the bike")
        #expect(textView.text.hasSuffix("Fix the bike"))
        #expect(count == NotesScreen.countText(for: textView.text))
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(caret.maxY <= textView.contentOffset.y + textView.bounds.height)
        assertSnapshot(of: host, named: "note-written-above-the-keyboard")
        textView.undoManager?.undo()
        #expect(textView.text == NotesScreen.initialText)
        #expect(count == NotesScreen.countText(for: NotesScreen.initialText))
    }

    @Test func uppercasingAWordFromTheEditMenu() throws {
        let textView = try #require(host.view(withAccessibilityIdentifier: NotesScreen.Identifier.textView) as? UITextView)
        host.tap(textView)
        _ = host.runUntilIdle()
        let word = (textView.text as NSString).range(of: "strawberries")
        let caret = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: word.location + 2)!)
        let inside = textView.convert(CGPoint(x: caret.midX + 3, y: caret.midY), to: nil)
        host.tap(at: inside)
        host.tap(at: inside)
        #expect(textView.selectedRange == word)
        host.buttons["Uppercase"].tap()
        #expect(textView.text.contains("🍓 STRAWBERRIES and"))
        _ = host.runUntilIdle()
        #expect(!host.buttons["Uppercase"].exists)
    }
}
