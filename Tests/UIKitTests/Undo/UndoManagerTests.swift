import Foundation
import Testing
import UIKit

/// Undo and redo, groups, limits, registration switches and removal. Most
/// tests turn `groupsByEvent` off and group explicitly, so that no main loop
/// is involved (UndoManagerEventGroupingTests covers grouping by turn).
@MainActor
@Suite("UndoManager")
struct UndoManagerTests {
    /// A manager that groups only when told to.
    private func makeManager() -> UndoManager {
        let manager = UndoManager()
        manager.groupsByEvent = false
        return manager
    }

    /// Sets `text` to `value` inside a group of its own.
    private func change(_ text: UndoableText, to value: String) {
        text.undoManager.beginUndoGrouping()
        text.set(value)
        text.undoManager.endUndoGrouping()
    }

    @Test("a new manager groups by event, keeps every level and can neither undo nor redo")
    func defaults() {
        let manager = UndoManager()
        #expect(manager.groupsByEvent)
        #expect(manager.levelsOfUndo == 0)
        #expect(manager.groupingLevel == 0)
        #expect(!manager.canUndo)
        #expect(!manager.canRedo)
        #expect(!manager.isUndoing)
        #expect(!manager.isRedoing)
        #expect(manager.isUndoRegistrationEnabled)
    }

    @Test("undoing a group performs its operations newest first")
    func reverseOrder() {
        let manager = makeManager()
        let log = UndoLog()
        manager.beginUndoGrouping()
        for label in ["first", "second", "third"] {
            manager.registerUndo(withTarget: log) { $0.entries.append(label) }
        }
        manager.endUndoGrouping()
        manager.undo()
        #expect(log.entries == ["third", "second", "first"])
        #expect(!manager.canUndo)
    }

    @Test("each closed group is one step back; redo steps forward again")
    func undoAndRedoSteps() {
        let text = UndoableText(undoManager: makeManager())
        change(text, to: "a")
        change(text, to: "ab")
        text.undoManager.undo()
        #expect(text.text == "a")
        text.undoManager.undo()
        #expect(text.text == "")
        #expect(!text.undoManager.canUndo)
        #expect(text.undoManager.canRedo)
        text.undoManager.redo()
        #expect(text.text == "a")
        text.undoManager.redo()
        #expect(text.text == "ab")
        #expect(!text.undoManager.canRedo)
        #expect(text.undoManager.canUndo)
    }

    @Test("operations run while undoing or redoing, and what they register lands on the other stack")
    func registrationDuringUndoAndRedo() {
        let manager = makeManager()
        let log = UndoLog()
        func record() {
            log.entries.append("undoing \(manager.isUndoing), redoing \(manager.isRedoing)")
            manager.registerUndo(withTarget: log) { _ in record() }
        }
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: log) { _ in record() }
        manager.endUndoGrouping()
        manager.undo()
        #expect(manager.canRedo)
        #expect(!manager.canUndo)
        manager.redo()
        #expect(manager.canUndo)
        #expect(!manager.canRedo)
        #expect(log.entries == ["undoing true, redoing false", "undoing false, redoing true"])
        #expect(!manager.isUndoing && !manager.isRedoing)
    }

    @Test("a new change after undoing clears the redo stack")
    func newChangeClearsRedo() {
        let text = UndoableText(undoManager: makeManager())
        change(text, to: "a")
        text.undoManager.undo()
        #expect(text.undoManager.canRedo)
        change(text, to: "b")
        #expect(!text.undoManager.canRedo)
        text.undoManager.undo()
        #expect(text.text == "")
    }

    @Test("undoing a change whose operations register nothing leaves nothing to redo")
    func undoWithoutRedo() {
        let manager = makeManager()
        let log = UndoLog()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: log) { $0.entries.append("undone") }
        manager.endUndoGrouping()
        manager.undo()
        #expect(log.entries == ["undone"])
        #expect(!manager.canRedo)
    }

    @Test("a nested group undoes with its parent, newest first across both")
    func nestedGroupUndoesWithParent() {
        let manager = makeManager()
        let log = UndoLog()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: log) { $0.entries.append("outer 1") }
        manager.beginUndoGrouping()
        #expect(manager.groupingLevel == 2)
        manager.registerUndo(withTarget: log) { $0.entries.append("inner") }
        manager.endUndoGrouping()
        manager.registerUndo(withTarget: log) { $0.entries.append("outer 2") }
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 0)
        manager.undo()
        #expect(log.entries == ["outer 2", "inner", "outer 1"])
    }

    @Test("undoNestedGroup undoes the last closed nested group while its parent stays open")
    func undoNestedGroup() {
        let text = UndoableText(undoManager: makeManager())
        let manager = text.undoManager
        manager.beginUndoGrouping()
        text.set("a")
        manager.beginUndoGrouping()
        text.set("ab")
        manager.endUndoGrouping()
        manager.undoNestedGroup()
        #expect(text.text == "a")
        #expect(manager.groupingLevel == 1)
        #expect(manager.canRedo)
        manager.endUndoGrouping()
        manager.undo()
        #expect(text.text == "")
    }

    @Test("undoNestedGroup on an empty stack does nothing")
    func undoNestedGroupOnEmptyStack() {
        let manager = makeManager()
        let recorder = UndoNotificationRecorder(manager)
        manager.undoNestedGroup()
        #expect(recorder.entries == ["checkpoint"])
        #expect(!manager.canRedo)
    }

    @Test("levelsOfUndo keeps the newest groups; lowering it drops the oldest at once")
    func levelsOfUndo() {
        let text = UndoableText(undoManager: makeManager())
        let manager = text.undoManager
        manager.levelsOfUndo = 3
        for value in ["a", "ab", "abc", "abcd"] { change(text, to: value) }
        manager.undo()
        manager.undo()
        manager.undo()
        #expect(text.text == "a")
        #expect(!manager.canUndo)  // "" → "a" was the oldest of four
        manager.redo()
        manager.redo()
        manager.redo()
        #expect(text.text == "abcd")
        manager.levelsOfUndo = 1
        manager.undo()
        #expect(text.text == "abc")
        #expect(!manager.canUndo)
    }

    @Test("while registration is disabled nothing is recorded; disabling nests")
    func disabledRegistration() {
        let text = UndoableText(undoManager: makeManager())
        let manager = text.undoManager
        change(text, to: "a")
        manager.disableUndoRegistration()
        manager.disableUndoRegistration()
        #expect(!manager.isUndoRegistrationEnabled)
        manager.beginUndoGrouping()
        #expect(manager.groupingLevel == 0)
        text.set("b")
        manager.setActionName("Ignored")
        manager.endUndoGrouping()
        manager.enableUndoRegistration()
        #expect(!manager.isUndoRegistrationEnabled)
        manager.enableUndoRegistration()
        #expect(manager.isUndoRegistrationEnabled)
        manager.undo()
        #expect(text.text == "")
        #expect(manager.undoActionName == "")
    }

    @Test("undoing with registration disabled performs the group but records no redo")
    func undoWhileDisabled() {
        let text = UndoableText(undoManager: makeManager())
        change(text, to: "a")
        text.undoManager.disableUndoRegistration()
        text.undoManager.undo()
        #expect(text.text == "")
        #expect(!text.undoManager.canRedo)
    }

    @Test("removeAllActions(withTarget:) removes only that target's operations and the groups they leave empty")
    func removeAllActionsWithTarget() {
        let manager = makeManager()
        let kept = UndoLog()
        let removed = UndoLog()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: kept) { $0.entries.append("kept 1") }
        manager.registerUndo(withTarget: removed) { $0.entries.append("removed 1") }
        manager.endUndoGrouping()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: removed) { $0.entries.append("removed 2") }
        manager.endUndoGrouping()
        manager.removeAllActions(withTarget: removed)
        #expect(manager.canUndo)
        manager.undo()  // the second group went with its only operation
        #expect(kept.entries == ["kept 1"])
        #expect(removed.entries.isEmpty)
        #expect(!manager.canUndo)
    }

    @Test("removeAllActions(withTarget:) leaves registration disabled")
    func removeAllActionsWithTargetKeepsDisabled() {
        let manager = makeManager()
        manager.disableUndoRegistration()
        manager.removeAllActions(withTarget: UndoLog())
        #expect(!manager.isUndoRegistrationEnabled)
    }

    @Test("removeAllActions empties both stacks, open groups too, and re-enables registration")
    func removeAllActions() {
        let text = UndoableText(undoManager: makeManager())
        let manager = text.undoManager
        change(text, to: "a")
        change(text, to: "ab")
        manager.undo()
        manager.beginUndoGrouping()
        manager.disableUndoRegistration()
        manager.removeAllActions()
        #expect(!manager.canUndo)
        #expect(!manager.canRedo)
        #expect(manager.groupingLevel == 0)
        #expect(manager.isUndoRegistrationEnabled)
    }

    @Test("an operation whose target is gone is skipped (Kumiki holds targets weakly)")
    func releasedTarget() {
        let manager = makeManager()
        let log = UndoLog()
        var target: UndoLog? = UndoLog()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: log) { $0.entries.append("kept") }
        manager.registerUndo(withTarget: target!) { _ in log.entries.append("released") }
        manager.endUndoGrouping()
        target = nil
        manager.undo()
        #expect(log.entries == ["kept"])
    }
}
