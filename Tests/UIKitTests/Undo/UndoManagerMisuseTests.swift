import Testing
import TestSupport
import UIKit

/// Misuse stops the process with Foundation's message:
/// `<method>: NSUndoManager 0x… is in invalid state, <problem>`.
@Suite("UndoManager misuse")
struct UndoManagerMisuseTests {
    /// Whether `output` holds Foundation's console line for `problem`.
    private static func reportsInvalidState(_ output: String, method: String, problem: String) -> Bool {
        output.contains("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(method): NSUndoManager 0x")
            && output.contains("is in invalid state, \(problem)")
    }

    @Test("endUndoGrouping with no open group stops the process")
    func endWithoutBegin() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UndoManager().endUndoGrouping() }
        }
        #expect(Self.reportsInvalidState(standardError(of: result), method: "_endUndoGroupRemovingIfEmpty:",
                                         problem: "endUndoGrouping called with no matching begin"))
    }

    @Test("undo with a group open inside the turn's group stops the process")
    func undoWithNestedGroupOpen() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let manager = UndoManager()
                manager.beginUndoGrouping()  // level 2: the turn's group and this one
                manager.registerUndo(withTarget: manager) { _ in }
                manager.undo()
            }
        }
        #expect(Self.reportsInvalidState(standardError(of: result), method: "undo",
                                         problem: "undo was called with too many nested undo groups"))
    }

    @Test("undo with the app's own group open, not grouping by event, stops the process")
    func undoWithOwnGroupOpen() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let manager = UndoManager()
                manager.groupsByEvent = false
                manager.beginUndoGrouping()
                manager.registerUndo(withTarget: manager) { _ in }
                manager.undo()
            }
        }
        #expect(Self.reportsInvalidState(standardError(of: result), method: "undo",
                                         problem: "undo was called with too many nested undo groups"))
    }

    @Test("registering with no group open, not grouping by event, stops the process")
    func registerWithoutGroup() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let manager = UndoManager()
                manager.groupsByEvent = false
                manager.registerUndo(withTarget: manager) { _ in }
            }
        }
        #expect(Self.reportsInvalidState(standardError(of: result), method: "_registerUndoObject:",
                                         problem: "must begin a group before registering undo"))
    }

    @Test("naming an action with no group open, not grouping by event, stops the process")
    func nameWithoutGroup() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let manager = UndoManager()
                manager.groupsByEvent = false
                manager.setActionName("Typing")
            }
        }
        #expect(Self.reportsInvalidState(standardError(of: result), method: "_setGroupIdentifier:",
                                         problem: "must begin a group before registering undo"))
    }

    @Test("marking an action discardable with no group open, not grouping by event, stops the process")
    func discardableWithoutGroup() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let manager = UndoManager()
                manager.groupsByEvent = false
                manager.setActionIsDiscardable(true)
            }
        }
        #expect(Self.reportsInvalidState(standardError(of: result), method: "setActionIsDiscardable:",
                                         problem: "must begin a group before setting undo action discardability"))
    }

    @Test("enableUndoRegistration without a matching disable stops the process")
    func enableWithoutDisable() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UndoManager().enableUndoRegistration() }
        }
        #expect(Self.reportsInvalidState(
            standardError(of: result), method: "enableUndoRegistration",
            problem: "enableUndoRegistration may only be invoked with matching call to disableUndoRegistration"))
    }

    @Test("undoNestedGroup while the innermost group is still open stops the process")
    func undoNestedGroupWithOpenGroup() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let manager = UndoManager()
                manager.registerUndo(withTarget: manager) { _ in }  // opens the turn's group
                manager.undoNestedGroup()
            }
        }
        #expect(Self.reportsInvalidState(standardError(of: result), method: "undoNestedGroup",
                                         problem: "call endUndoGrouping before calling this method"))
    }

    @Test("redo from an operation being undone stops the process")
    func redoWhileUndoing() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let manager = UndoManager()
                manager.groupsByEvent = false
                manager.beginUndoGrouping()
                manager.registerUndo(withTarget: manager) { manager in
                    manager.registerUndo(withTarget: manager) { _ in }
                    manager.redo()
                }
                manager.endUndoGrouping()
                manager.undo()
            }
        }
        #expect(Self.reportsInvalidState(standardError(of: result), method: "__redoCommonDoSingle:",
                                         problem: "do not invoke this method while undoing"))
    }
}
