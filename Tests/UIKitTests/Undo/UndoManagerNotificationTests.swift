import Foundation
import Testing
import UIKit

/// The notifications an undo manager posts, in Foundation's order.
@MainActor
@Suite("UndoManager notifications")
struct UndoManagerNotificationTests {
    @Test("opening and closing a group: checkpoint, did open; checkpoint, will close, did close")
    func explicitGroup() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let recorder = UndoNotificationRecorder(manager)
        manager.beginUndoGrouping()
        #expect(recorder.entries == ["checkpoint", "didOpen"])
        recorder.reset()
        manager.registerUndo(withTarget: UndoLog()) { _ in }
        #expect(recorder.entries.isEmpty)
        manager.endUndoGrouping()
        #expect(recorder.entries == ["checkpoint", "willClose", "didClose"])
    }

    @Test("the group a registration opens by event posts did open without a checkpoint")
    func automaticGroup() {
        let manager = UndoManager()
        let recorder = UndoNotificationRecorder(manager)
        manager.registerUndo(withTarget: UndoLog()) { _ in }
        #expect(recorder.entries == ["didOpen"])
        recorder.reset()
        // An explicit group while grouping by event nests in the automatic one.
        manager.beginUndoGrouping()
        #expect(manager.groupingLevel == 2)
        #expect(recorder.entries == ["checkpoint", "didOpen"])
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 1)
    }

    /// Undo: `undo()` and `undoNestedGroup()` each post a checkpoint, then
    /// will-undo; opening the redo group posts a checkpoint (groups are not by
    /// event here), the operation runs, closing the redo group posts a
    /// checkpoint, then did-undo. Groups opened and closed while undoing post
    /// no open or close notifications.
    @Test("undo posts checkpoints around will undo and did undo, and no group notifications")
    func undoOrder() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let text = UndoableText(undoManager: manager)
        manager.beginUndoGrouping()
        text.set("a")
        manager.endUndoGrouping()
        let recorder = UndoNotificationRecorder(manager)
        var seenDuringOperation: [String] = []
        let probe = UndoLog()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: probe) { _ in seenDuringOperation = recorder.entries }
        manager.endUndoGrouping()
        recorder.reset()
        manager.undo()
        #expect(seenDuringOperation == ["checkpoint", "checkpoint", "willUndo", "checkpoint"])
        #expect(recorder.entries == ["checkpoint", "checkpoint", "willUndo", "checkpoint", "checkpoint", "didUndo"])
    }

    /// Redo: reading `canRedo` posts a checkpoint, then will-redo; opening the
    /// undo group, the checkpoint after the operations and closing the group
    /// post one each; then did-redo.
    @Test("redo posts will redo and did redo between checkpoints")
    func redoOrder() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let text = UndoableText(undoManager: manager)
        manager.beginUndoGrouping()
        text.set("a")
        manager.endUndoGrouping()
        manager.undo()
        let recorder = UndoNotificationRecorder(manager)
        manager.redo()
        #expect(text.text == "a")
        #expect(recorder.entries == ["checkpoint", "willRedo", "checkpoint", "checkpoint", "checkpoint", "didRedo"])
    }

    @Test("reading canRedo posts a checkpoint, so a late change registered then clears the redo stack")
    func checkpointOnCanRedo() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let text = UndoableText(undoManager: manager)
        manager.beginUndoGrouping()
        text.set("a")
        manager.endUndoGrouping()
        manager.undo()
        // An observer with a pending change registers it at the checkpoint.
        let pending = UndoLog()
        pending.entries = ["b"]
        let observer = NotificationCenter.default.addObserver(forName: .NSUndoManagerCheckpoint, object: manager,
                                                              queue: nil) { _ in
            MainActor.assumeIsolated {
                guard let value = pending.entries.popLast() else { return }
                manager.beginUndoGrouping()
                text.set(value)
                manager.endUndoGrouping()
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(!manager.canRedo)
        #expect(text.text == "b")
    }

    @Test("the notification names are Foundation's")
    func names() {
        #expect(NSNotification.Name.NSUndoManagerCheckpoint.rawValue == "NSUndoManagerCheckpointNotification")
        #expect(NSNotification.Name.NSUndoManagerWillUndoChange.rawValue == "NSUndoManagerWillUndoChangeNotification")
        #expect(NSNotification.Name.NSUndoManagerDidUndoChange.rawValue == "NSUndoManagerDidUndoChangeNotification")
        #expect(NSNotification.Name.NSUndoManagerWillRedoChange.rawValue == "NSUndoManagerWillRedoChangeNotification")
        #expect(NSNotification.Name.NSUndoManagerDidRedoChange.rawValue == "NSUndoManagerDidRedoChangeNotification")
        #expect(NSNotification.Name.NSUndoManagerDidOpenUndoGroup.rawValue == "NSUndoManagerDidOpenUndoGroupNotification")
        #expect(NSNotification.Name.NSUndoManagerWillCloseUndoGroup.rawValue
            == "NSUndoManagerWillCloseUndoGroupNotification")
        #expect(NSNotification.Name.NSUndoManagerDidCloseUndoGroup.rawValue == "NSUndoManagerDidCloseUndoGroupNotification")
        #expect(NSUndoManagerGroupIsDiscardableKey == "NSUndoManagerGroupIsDiscardableKey")
    }
}
