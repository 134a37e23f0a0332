import Foundation
import UIKit

// Undo as Apple's documentation shows it: a controller registers the inverse
// of each change with the responder chain's undo manager, names the action,
// groups two changes, and watches the undo notifications to refresh its
// buttons; a subclass localizes the menu titles.

final class SurfaceUndoController: UIViewController {
    var documentTitle = "Untitled"
    private var observers: [NSObjectProtocol] = []

    func rename(to newTitle: String) {
        let oldTitle = documentTitle
        documentTitle = newTitle
        undoManager?.registerUndo(withTarget: self) { controller in
            controller.rename(to: oldTitle)
        }
        undoManager?.setActionName("Rename")
    }

    func renameTwice() {
        guard let undoManager = undoManager else { return }
        undoManager.beginUndoGrouping()
        rename(to: "A")
        rename(to: "B")
        undoManager.endUndoGrouping()
        print(undoManager.groupingLevel, undoManager.undoMenuItemTitle, undoManager.redoMenuItemTitle)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let names: [NSNotification.Name] = [.NSUndoManagerCheckpoint, .NSUndoManagerDidUndoChange,
                                            .NSUndoManagerDidRedoChange, .NSUndoManagerDidCloseUndoGroup]
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: undoManager,
                                                                    queue: .main) { notification in
                print(notification.name.rawValue)
            })
        }
    }

    func refreshButtons() {
        guard let undoManager = undoManager else { return }
        print(undoManager.canUndo, undoManager.canRedo, undoManager.undoActionName, undoManager.redoActionName)
    }

    func undo(_ sender: Any?) {
        if undoManager?.canUndo == true { undoManager?.undo() }
    }

    func redo(_ sender: Any?) {
        undoManager?.redo()
    }
}

final class SurfaceUndoView: UIView {
    private let editorUndoManager = UndoManager()

    override var undoManager: UndoManager? { editorUndoManager }

    func configure() {
        editorUndoManager.levelsOfUndo = 20
        editorUndoManager.groupsByEvent = false
        editorUndoManager.disableUndoRegistration()
        editorUndoManager.enableUndoRegistration()
        editorUndoManager.removeAllActions(withTarget: self)
        editorUndoManager.removeAllActions()
        editorUndoManager.setActionIsDiscardable(true)
        print(editorUndoManager.isUndoing, editorUndoManager.isRedoing, editorUndoManager.isUndoRegistrationEnabled,
              editorUndoManager.undoActionIsDiscardable, editorUndoManager.redoActionIsDiscardable)
        editorUndoManager.undoNestedGroup()
    }
}

final class SurfaceLocalizedUndoManager: UndoManager {
    override func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Annuler" : "Annuler \(actionName)"
    }

    override func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Rétablir" : "Rétablir \(actionName)"
    }

    override func undo() {
        super.undo()
    }
}
