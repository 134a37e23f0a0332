import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that counts its layout passes.
@MainActor
private final class LayoutCountingView: UIView {
    var layoutCount = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}

/// Grouping by event: what one main-loop turn registers undoes as one step.
@MainActor
@Suite("UndoManager grouping by event")
struct UndoManagerEventGroupingTests {
    @Test("changes made in one turn undo together; the next turn starts a new group")
    func oneGroupPerTurn() throws {
        let host = UITestHost()
        let manager = try #require(host.window.undoManager)
        let text = UndoableText(undoManager: manager)
        text.set("a")
        text.set("ab")
        #expect(manager.groupingLevel == 1)
        host.runFrame()
        #expect(manager.groupingLevel == 0)
        text.set("abc")
        host.runFrame()
        manager.undo()
        #expect(text.text == "ab")
        manager.undo()
        #expect(text.text == "")
        #expect(!manager.canUndo)
        manager.redo()
        #expect(text.text == "ab")
    }

    @Test("a tap whose action changes the model twice is one undo step, closed when the tap is over")
    func tapIsOneStep() throws {
        let button = UIButton(frame: CGRect(x: 100, y: 200, width: 120, height: 44))
        let host = makeHost(showing: [button])
        let manager = try #require(button.undoManager)
        let text = UndoableText(undoManager: manager)
        button.addAction(UIAction { _ in
            text.set(text.text + "x")
            text.set(text.text + "y")
            manager.setActionName("Add")
        }, for: .touchUpInside)
        host.tap(button)
        host.tap(button)
        #expect(text.text == "xyxy")
        #expect(manager.groupingLevel == 0)
        #expect(manager.undoMenuItemTitle == "Undo Add")
        manager.undo()
        #expect(text.text == "xy")
        manager.undo()
        #expect(text.text == "")
    }

    @Test("the turn closes the group before layout, so what its observers change is laid out in that turn")
    func closesBeforeLayout() throws {
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let host = makeHost(showing: [view])
        let manager = try #require(view.undoManager)
        let recorder = UndoNotificationRecorder(manager)
        let observer = NotificationCenter.default.addObserver(forName: .NSUndoManagerDidCloseUndoGroup, object: manager,
                                                              queue: nil) { _ in
            MainActor.assumeIsolated { view.setNeedsLayout() }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let layoutsBefore = view.layoutCount
        manager.registerUndo(withTarget: view) { _ in }
        #expect(recorder.entries == ["didOpen"])
        host.runFrame()
        #expect(recorder.entries == ["didOpen", "checkpoint", "willClose", "didClose"])
        #expect(view.layoutCount == layoutsBefore + 1)
    }

    @Test("each app closes the groups of its own windows' managers")
    func perApp() throws {
        let first = UITestHost()
        let second = UITestHost()
        let manager = try #require(first.window.undoManager)
        first.activate()
        manager.registerUndo(withTarget: UndoLog()) { _ in }
        second.runFrame()
        #expect(manager.groupingLevel == 1)
        first.runFrame()
        #expect(manager.groupingLevel == 0)
    }

    @Test("a manager that stops grouping by event keeps its group open past the turn; undo closes it")
    func groupingTurnedOff() throws {
        let host = UITestHost()
        let manager = try #require(host.window.undoManager)
        let text = UndoableText(undoManager: manager)
        text.set("a")
        manager.groupsByEvent = false
        host.runFrame()
        #expect(manager.groupingLevel == 1)
        manager.undo()
        #expect(text.text == "")
        #expect(manager.groupingLevel == 0)
    }

    @Test("without a main loop, undo closes the automatic group itself")
    func undoClosesAutomaticGroup() {
        let text = UndoableText(undoManager: UndoManager())
        text.set("a")
        text.set("ab")
        #expect(text.undoManager.groupingLevel == 1)
        text.undoManager.undo()
        #expect(text.text == "")
        #expect(text.undoManager.groupingLevel == 0)
        #expect(text.undoManager.canRedo)
    }

    @Test("an explicit group while grouping by event nests in the turn's group and undoes with it")
    func explicitGroupNests() throws {
        let host = UITestHost()
        let manager = try #require(host.window.undoManager)
        let text = UndoableText(undoManager: manager)
        text.set("a")
        manager.beginUndoGrouping()
        #expect(manager.groupingLevel == 2)
        text.set("ab")
        manager.endUndoGrouping()
        manager.beginUndoGrouping()
        text.set("abc")
        manager.endUndoGrouping()
        host.runFrame()
        manager.undo()
        #expect(text.text == "")
    }
}
