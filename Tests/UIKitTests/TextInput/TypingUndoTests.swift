import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Typing undoes as on iOS: a run of typing at one place is one step
/// ("Undo Typing"), an edit elsewhere or a paste is a step of its own, redo
/// types it again, and setting the text forgets it all.
@MainActor
@Suite struct TypingUndoTests {
    let host = UITestHost(device: .iPhone15Pro)
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 353, height: 200))
    let field = UITextField(frame: CGRect(x: 20, y: 400, width: 353, height: 34))

    init() {
        let controller = UIViewController()
        controller.view.addSubview(textView)
        controller.view.addSubview(field)
        host.rootViewController = controller
    }

    var undoManager: UndoManager { host.window.undoManager! }

    @Test func aRunOfTypingUndoesAsOneStep() {
        host.tap(textView)
        host.typeText("Hello, world")
        #expect(textView.undoManager === undoManager)
        #expect(undoManager.canUndo)
        #expect(undoManager.undoMenuItemTitle == "Undo Typing")
        undoManager.undo()
        #expect(textView.text == "")
        #expect(undoManager.canRedo)
        undoManager.redo()
        #expect(textView.text == "Hello, world")
        #expect(!undoManager.canRedo)
    }

    @Test func deletingWithinTheRunBelongsToIt() {
        textView.text = "Start: "
        host.tap(textView)
        textView.selectedRange = NSRange(location: 7, length: 0)
        host.typeText("typo\u{8}\u{8}\u{8}\u{8}\u{8}\u{8}ok")
        #expect(textView.text == "Startok")
        undoManager.undo()
        #expect(textView.text == "Start: ")
        #expect(!undoManager.canUndo)
        undoManager.redo()
        #expect(textView.text == "Startok")
    }

    @Test func typingElsewhereIsAStepOfItsOwn() {
        host.tap(field)
        host.typeText("world")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        host.typeText("hello ")
        #expect(field.text == "hello world")
        undoManager.undo()
        #expect(field.text == "world")
        undoManager.undo()
        #expect(field.text == "")
    }

    @Test func aPasteIsAStepOfItsOwn() {
        UIPasteboard.general.string = " pasted"
        host.tap(textView)
        host.typeText("typed")
        textView.paste(nil)
        // The paste's turn ends, as the menu tap or ⌘V that pasted would.
        host.runFrame()
        host.typeText(" more")
        #expect(textView.text == "typed pasted more")
        undoManager.undo()
        #expect(textView.text == "typed pasted")
        undoManager.undo()
        #expect(textView.text == "typed")
    }

    @Test func undoAnnouncesTheChangeButAsksNoDelegate() {
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        host.tap(textView)
        host.typeText("ab")
        delegate.log.removeAll()
        undoManager.undo()
        #expect(delegate.log.contains("didChange"))
        #expect(!delegate.log.contains("shouldChange"))
    }

    @Test func settingTheTextForgetsWhatCouldBeUndone() {
        host.tap(field)
        host.typeText("draft")
        field.text = "replaced"
        #expect(!undoManager.canUndo)
    }
}
