import Foundation
import Testing
import UIKit

/// A manager whose menu titles are in French: overriding the title methods
/// changes what the menu item titles read.
@MainActor
private final class FrenchUndoManager: UndoManager {
    override func undoMenuTitle(forUndoActionName actionName: String) -> String { "Annuler \(actionName)" }
    override func redoMenuTitle(forUndoActionName actionName: String) -> String { "Rétablir \(actionName)" }
}

/// Action names, menu titles and discardability.
@MainActor
@Suite("UndoManager action names")
struct UndoManagerActionNameTests {
    private func makeManager() -> UndoManager {
        let manager = UndoManager()
        manager.groupsByEvent = false
        return manager
    }

    /// Sets `text` to `value` in a group named `name`.
    private func change(_ text: UndoableText, to value: String, named name: String?) {
        text.undoManager.beginUndoGrouping()
        text.set(value)
        if let name { text.undoManager.setActionName(name) }
        text.undoManager.endUndoGrouping()
    }

    @Test("with nothing to undo or redo the titles are plain \"Undo\" and \"Redo\"")
    func emptyTitles() {
        let manager = makeManager()
        #expect(manager.undoActionName == "")
        #expect(manager.redoActionName == "")
        #expect(manager.undoMenuItemTitle == "Undo")
        #expect(manager.redoMenuItemTitle == "Redo")
    }

    @Test("a named group reads \"Undo <name>\", and undoing carries the name to redo")
    func namedGroup() {
        let text = UndoableText(undoManager: makeManager())
        let manager = text.undoManager
        change(text, to: "a", named: "Typing")
        #expect(manager.undoActionName == "Typing")
        #expect(manager.undoMenuItemTitle == "Undo Typing")
        manager.undo()
        #expect(manager.undoMenuItemTitle == "Undo")
        #expect(manager.redoActionName == "Typing")
        #expect(manager.redoMenuItemTitle == "Redo Typing")
        manager.redo()
        #expect(manager.undoMenuItemTitle == "Undo Typing")
        #expect(manager.redoMenuItemTitle == "Redo")
    }

    @Test("an unnamed group reads \"Undo\" even below a named one")
    func unnamedGroup() {
        let text = UndoableText(undoManager: makeManager())
        change(text, to: "a", named: "Typing")
        change(text, to: "ab", named: nil)
        #expect(text.undoManager.undoActionName == "")
        #expect(text.undoManager.undoMenuItemTitle == "Undo")
        text.undoManager.undo()
        #expect(text.undoManager.undoMenuItemTitle == "Undo Typing")
    }

    @Test("naming inside a nested group names the top-level group; the last name wins")
    func nestedName() {
        let text = UndoableText(undoManager: makeManager())
        let manager = text.undoManager
        manager.beginUndoGrouping()
        manager.setActionName("Paste")
        manager.beginUndoGrouping()
        text.set("a")
        manager.setActionName("Move")
        manager.endUndoGrouping()
        manager.endUndoGrouping()
        #expect(manager.undoActionName == "Move")
    }

    @Test("menu titles for a given name follow Foundation's format")
    func titlesForName() {
        let manager = makeManager()
        #expect(manager.undoMenuTitle(forUndoActionName: "Move") == "Undo Move")
        #expect(manager.redoMenuTitle(forUndoActionName: "Move") == "Redo Move")
        #expect(manager.undoMenuTitle(forUndoActionName: "") == "Undo ")
    }

    @Test("a subclass's title methods shape the menu item titles")
    func overriddenTitles() {
        let manager = FrenchUndoManager()
        manager.groupsByEvent = false
        let text = UndoableText(undoManager: manager)
        change(text, to: "a", named: "Saisie")
        #expect(manager.undoMenuItemTitle == "Annuler Saisie")
        #expect(manager.redoMenuItemTitle == "Redo")  // nothing to redo: the plain title
        manager.undo()
        #expect(manager.redoMenuItemTitle == "Rétablir Saisie")
    }

    @Test("a discardable group says so, and its notifications carry the discardable key")
    func discardable() {
        let text = UndoableText(undoManager: makeManager())
        let manager = text.undoManager
        let recorder = UndoNotificationRecorder(manager)
        manager.beginUndoGrouping()
        text.set("a")
        manager.setActionIsDiscardable(true)
        manager.endUndoGrouping()
        #expect(manager.undoActionIsDiscardable)
        #expect(recorder.entries.last == "didClose")
        #expect(recorder.userInfos.last??[NSUndoManagerGroupIsDiscardableKey] as? Bool == true)
        manager.undo()
        #expect(manager.redoActionIsDiscardable)
        #expect(!manager.undoActionIsDiscardable)
        #expect(recorder.entries.last == "didUndo")
        #expect(recorder.userInfos.last??[NSUndoManagerGroupIsDiscardableKey] as? Bool == true)
        change(text, to: "b", named: nil)
        #expect(!manager.undoActionIsDiscardable)
        #expect(recorder.userInfos.last ?? nil == nil)
    }
}
