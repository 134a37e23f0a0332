import Foundation
import UIKit

/// A text whose every change registers setting it back: undoing a change
/// therefore registers redoing it, the usual way apps use an undo manager.
@MainActor
final class UndoableText {
    private(set) var text: String
    let undoManager: UndoManager

    init(_ text: String = "", undoManager: UndoManager) {
        self.text = text
        self.undoManager = undoManager
    }

    func set(_ newText: String) {
        let old = text
        text = newText
        undoManager.registerUndo(withTarget: self) { $0.set(old) }
    }
}

/// An ordered record of labels (operations performed, notifications posted).
@MainActor
final class UndoLog {
    var entries: [String] = []
}

/// Records one undo manager's notifications as short names, in posting order:
/// `checkpoint`, `willUndo`, `didUndo`, `willRedo`, `didRedo`, `didOpen`,
/// `willClose`, `didClose`.
final class UndoNotificationRecorder: @unchecked Sendable {
    static let names: [(NSNotification.Name, String)] = [
        (.NSUndoManagerCheckpoint, "checkpoint"),
        (.NSUndoManagerWillUndoChange, "willUndo"), (.NSUndoManagerDidUndoChange, "didUndo"),
        (.NSUndoManagerWillRedoChange, "willRedo"), (.NSUndoManagerDidRedoChange, "didRedo"),
        (.NSUndoManagerDidOpenUndoGroup, "didOpen"),
        (.NSUndoManagerWillCloseUndoGroup, "willClose"), (.NSUndoManagerDidCloseUndoGroup, "didClose"),
    ]

    private(set) var entries: [String] = []
    /// The `userInfo` of each notification, in the same order.
    private(set) var userInfos: [[AnyHashable: Any]?] = []
    private var observers: [NSObjectProtocol] = []

    init(_ manager: UndoManager) {
        for (name, label) in Self.names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) {
                [unowned self] notification in
                entries.append(label)
                userInfos.append(notification.userInfo)
            })
        }
    }

    /// Forgets what was recorded so far.
    func reset() {
        entries.removeAll()
        userInfos.removeAll()
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}
