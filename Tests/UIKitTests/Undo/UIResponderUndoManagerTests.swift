import Testing
import UIKit
import UIKitTesting

/// A view with an undo manager of its own, for the views inside it.
@MainActor
private final class EditorView: UIView {
    let ownUndoManager = UndoManager()
    override var undoManager: UndoManager? { ownUndoManager }
}

/// `undoManager` up the responder chain.
@MainActor
@Suite("UIResponder undoManager")
struct UIResponderUndoManagerTests {
    @Test("views and controllers in a window reach the window's undo manager")
    func reachesWindow() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let host = makeHost(showing: [view])
        let manager = try #require(host.window.undoManager)
        #expect(host.window.undoManager === manager)
        #expect(view.undoManager === manager)
        #expect(host.rootViewController?.undoManager === manager)
        #expect(host.rootViewController?.view.undoManager === manager)
    }

    @Test("a responder outside any window has no undo manager")
    func outsideWindow() {
        #expect(UIView().undoManager == nil)
        #expect(UIResponder().undoManager == nil)
    }

    @Test("every window has an undo manager of its own")
    func windowsEach() throws {
        let host = UITestHost()
        let other = UIWindow(windowScene: host.windowScene)
        let first = try #require(host.window.undoManager)
        let second = try #require(other.undoManager)
        #expect(first !== second)
    }

    @Test("a responder that overrides undoManager serves the views inside it")
    func override() {
        let editor = EditorView()
        let field = UIView()
        editor.addSubview(field)
        #expect(field.undoManager === editor.ownUndoManager)
    }
}
