/// Grouping by event: with `groupsByEvent` on, the first registration (or
/// `beginUndoGrouping()`, `setActionName(_:)`, `setActionIsDiscardable(_:)`)
/// with no group open opens a top-level group, and the main loop closes it once
/// the turn's app code has run.
///
/// On iOS the group closes at the end of the run-loop pass that handled the
/// event. A Kumiki turn is that pass (docs/ARCHITECTURE.md, "The frame
/// pipeline"), so the manager asks its app to end the group, and the app's
/// main loop does after main-queue work, input, timers and display-link
/// callbacks — every place app code runs in a turn — and before layout and
/// display, so that what observers of `NSUndoManagerDidCloseUndoGroup` change
/// (an undo button's state) is laid out and drawn in the same frame. Nothing
/// is deferred with `DispatchQueue.main.async`: a test process has no main run
/// loop, and the turn already is the unit of one user action.
///
/// The app is the window's for a window's manager, else the one running when
/// the group opens. Main-queue work a test runs with
/// `UITestHost.drainMainQueue()` happens between turns, so its registrations
/// close with the next turn. Where no main loop runs (a plain unit test), the
/// group stays open until `undo()` closes it.
extension UndoManager {
    /// Opens the turn's automatic group if grouping by event and no group is
    /// open, and asks the app to end it with the turn.
    func prepareEventGrouping() {
        guard groupsByEvent, !endsGroupWithTurn, currentStack.nestingLevel == 0 else { return }
        let application = eventGroupingApplication ?? UIApplication.current
        application.endUndoGroupWithTurn(of: self)
        scheduledApplication = application
        endsGroupWithTurn = true
        beginUndoGrouping()
    }

    /// Forgets the automatic group's ending (`undo()` closed the group, or
    /// `removeAllActions()` dropped it).
    func cancelEventGroupEnding() {
        scheduledApplication?.forgetUndoGroupEnding(of: self)
        scheduledApplication = nil
        endsGroupWithTurn = false
    }

    /// The main loop's end of the turn: closes the automatic group. A manager
    /// whose `groupsByEvent` was turned off meanwhile keeps the group open, to
    /// be closed by `undo()` or by the app, as in Foundation.
    func endEventGroup() {
        scheduledApplication = nil
        guard groupsByEvent, endsGroupWithTurn else { return }
        endsGroupWithTurn = false
        endUndoGrouping()
    }
}

/// An undo manager an app will end the automatic group of, held weakly: a
/// manager that goes away has nothing to close.
struct UndoManagerReference {
    weak var manager: UndoManager?
}

extension UIApplication {
    /// Remembers to close `manager`'s automatic group at the end of this turn.
    func endUndoGroupWithTurn(of manager: UndoManager) {
        guard !undoManagersEndingGroups.contains(where: { $0.manager === manager }) else { return }
        undoManagersEndingGroups.append(UndoManagerReference(manager: manager))
    }

    func forgetUndoGroupEnding(of manager: UndoManager) {
        undoManagersEndingGroups.removeAll { $0.manager === manager || $0.manager == nil }
    }

    /// Closes the automatic undo groups opened in this turn, in the order they
    /// opened. Groups that observers open while these close end next turn.
    func endUndoGroupsOfTurn() {
        guard !undoManagersEndingGroups.isEmpty else { return }
        let managers = undoManagersEndingGroups.compactMap(\.manager)
        undoManagersEndingGroups.removeAll()
        for manager in managers { manager.endEventGroup() }
    }
}
