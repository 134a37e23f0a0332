import Foundation

/// Records changes as undo operations and performs them to undo and redo —
/// Foundation's `UndoManager`, which swift-corelibs-foundation does not have.
/// On Linux it comes from UIKit: a file that uses it imports UIKit
/// (docs/PORTING.md, "Undo").
///
/// Operations are closures registered with `registerUndo(withTarget:handler:)`
/// into groups; `undo()` performs the newest top-level group, its operations
/// newest first. What those operations register while undoing goes on the
/// redo stack, and what they register while redoing goes back on the undo
/// stack; anything registered otherwise clears the redo stack.
///
/// With `groupsByEvent` (the default) the first registration of a main-loop
/// turn opens a top-level group that closes when the turn's app code has run
/// (UndoManager+EventGrouping.swift), so one tap or key press undoes as one
/// step. An explicit `beginUndoGrouping()` in such a turn opens that automatic
/// group first and nests inside it, so `groupingLevel` reads 2, as in
/// Foundation.
///
/// Misuse stops the process with Foundation's message
/// (`NSInternalInconsistencyException`, "… is in invalid state, …").
/// Deviations: no `registerUndo(withTarget:selector:object:)` or
/// `prepare(withInvocationTarget:)` (no selectors or message forwarding on
/// Linux); no `runLoopModes`, `undoCount`/`redoCount`, action user info or
/// remote undo; titles are English; targets are held weakly (Foundation's
/// unowned reference would dangle), so an operation whose target is gone is
/// skipped.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    let undoStack = UndoStack()
    let redoStack = UndoStack()
    private var undoingStorage = false
    private var redoingStorage = false
    /// `disableUndoRegistration()` calls not yet balanced.
    private var disabledCount = 0
    /// Checkpoint observers that act on the manager do not post it again.
    private var isPostingCheckpoint = false
    /// Whether the open top-level group was opened automatically and ends with
    /// the turn (UndoManager+EventGrouping.swift).
    var endsGroupWithTurn = false
    /// The app whose main loop ends this manager's automatic groups: a window's
    /// app for the window's manager, else the app running when the group opened.
    weak var eventGroupingApplication: UIApplication?
    /// The app this manager asked to end its automatic group.
    weak var scheduledApplication: UIApplication?

    public override init() {
        super.init()
    }

    // MARK: State

    /// Whether the manager opens a top-level group for each main-loop turn
    /// that registers an operation (UndoManager+EventGrouping.swift). When off,
    /// the app opens and closes every group itself and must close them before
    /// `undo()`.
    open var groupsByEvent = true

    /// How many groups are open on the stack being recorded (the redo stack
    /// while undoing, the undo stack otherwise).
    open var groupingLevel: Int { currentStack.nestingLevel }

    /// The most top-level groups the undo stack keeps; 0 (the default) keeps
    /// all. Closing a group past the limit drops the oldest; lowering the limit
    /// drops the oldest at once. A negative value counts as 0.
    open var levelsOfUndo: Int {
        get { undoStack.limit }
        set { undoStack.limit = max(0, newValue) }
    }

    /// Whether anything is on the undo stack — an open group included, so this
    /// does not promise that `undo()` may be called now.
    open var canUndo: Bool { !undoStack.isEmpty }

    /// Whether anything is on the redo stack. Posts a checkpoint first, as
    /// Foundation does, so observers can register pending changes (which clear
    /// the redo stack).
    open var canRedo: Bool {
        postCheckpoint()
        return !redoStack.isEmpty
    }

    /// Whether `undo()` or `undoNestedGroup()` is performing operations.
    open var isUndoing: Bool { undoingStorage }

    /// Whether `redo()` is performing operations.
    open var isRedoing: Bool { redoingStorage }

    /// Whether registrations, groups and action names are recorded: true
    /// unless `disableUndoRegistration()` calls outnumber
    /// `enableUndoRegistration()` calls.
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    /// The stack registrations go to: the redo stack while undoing.
    var currentStack: UndoStack { undoingStorage ? redoStack : undoStack }

    private var isPerforming: Bool { undoingStorage || redoingStorage }

    // MARK: Registration

    /// Stops recording registrations, groups and action names until a
    /// matching `enableUndoRegistration()`; calls nest.
    open func disableUndoRegistration() {
        disabledCount += 1
    }

    /// Balances one `disableUndoRegistration()`. Without one, stops the
    /// process with Foundation's message.
    open func enableUndoRegistration() {
        guard disabledCount > 0 else {
            raiseInvalidState("enableUndoRegistration",
                              "enableUndoRegistration may only be invoked with matching call to disableUndoRegistration\n")
        }
        disabledCount -= 1
    }

    /// Records `handler` as an operation that undoes a change to `target`,
    /// in the innermost open group — opening the turn's group first when
    /// `groupsByEvent` is on. Outside undo and redo this clears the redo stack.
    /// Does nothing while registration is disabled. With no group open and
    /// `groupsByEvent` off, stops the process with Foundation's message ("must
    /// begin a group before registering undo").
    ///
    /// `target` is held weakly (Foundation: unowned); when it is gone by the
    /// time the operation runs, the operation is skipped.
    public func registerUndo<TargetType: AnyObject>(withTarget target: TargetType,
                                                    handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if !isPerforming { redoStack.removeAll() }
        prepareEventGrouping()
        let stack = currentStack
        guard stack.nestingLevel > 0 else {
            raiseInvalidState("_registerUndoObject:", "must begin a group before registering undo\n")
        }
        // The target's type was checked at registration, so the cast holds.
        stack.push(UndoAction(target: target) { handler($0 as! TargetType) })
    }

    // MARK: Groups

    /// Opens a group, nested in any open one. With `groupsByEvent` on and no
    /// group open (outside undo and redo), opens the turn's automatic group
    /// first. Posts a checkpoint (except for a top-level group when grouping by
    /// event), then `NSUndoManagerDidOpenUndoGroup` (not while undoing or
    /// redoing). Does nothing while registration is disabled.
    open func beginUndoGrouping() {
        guard isUndoRegistrationEnabled else { return }
        if !isPerforming { prepareEventGrouping() }
        let stack = currentStack
        if !groupsByEvent || stack.nestingLevel > 0 { postCheckpoint() }
        stack.markBegin()
        if !isPerforming { post(.NSUndoManagerDidOpenUndoGroup) }
    }

    /// Closes the innermost open group. Posts a checkpoint, then (outside undo
    /// and redo) `NSUndoManagerWillCloseUndoGroup` and
    /// `NSUndoManagerDidCloseUndoGroup`. Closing an empty group outside undo
    /// and redo clears the redo stack, as Foundation does. With no group open,
    /// stops the process with Foundation's message, which names its internal
    /// method (`_endUndoGroupRemovingIfEmpty:: NSUndoManager 0x… is in invalid
    /// state, endUndoGrouping called with no matching begin`). Does nothing
    /// while registration is disabled.
    open func endUndoGrouping() {
        guard isUndoRegistrationEnabled else { return }
        endGroup(removingIfEmpty: false)
    }

    /// Closes the innermost open group of the stack being recorded; an empty
    /// one is dropped instead when `removingIfEmpty` (what undoing records
    /// when its operations register nothing). Returns whether a group was kept.
    @discardableResult
    private func endGroup(removingIfEmpty: Bool) -> Bool {
        let stack = currentStack
        postCheckpoint()
        guard let group = stack.innermostOpenGroup else {
            raiseInvalidState("_endUndoGroupRemovingIfEmpty:", "endUndoGrouping called with no matching begin\n")
        }
        let isEmpty = group.items.isEmpty
        let announces = !isPerforming
        if announces { post(.NSUndoManagerWillCloseUndoGroup) }
        if isEmpty && removingIfEmpty {
            stack.discardInnermostOpenGroup()
            return false
        }
        if isEmpty && announces { redoStack.removeAll() }
        let isDiscardable = group.isDiscardable
        stack.markEnd()
        if announces { post(.NSUndoManagerDidCloseUndoGroup, discardable: isDiscardable) }
        return true
    }

    // MARK: Undo and redo

    /// Closes the turn's automatic group if it is the only one open, then
    /// undoes the newest top-level group (`undoNestedGroup()`). Posts a
    /// checkpoint first. With any other group open (`groupingLevel` above 1, or
    /// a group the app opened with `groupsByEvent` off), stops the process with
    /// Foundation's message ("undo was called with too many nested undo
    /// groups").
    open func undo() {
        postCheckpoint()
        if endsGroupWithTurn && undoStack.nestingLevel == 1 {
            endUndoGrouping()
            cancelEventGroupEnding()
        }
        guard undoStack.nestingLevel == 0 else {
            raiseInvalidState("undo", "undo was called with too many nested undo groups")
        }
        undoNestedGroup()
    }

    /// Undoes the last closed group on the undo stack — top-level, or nested in
    /// a group that is still open — recording what its operations register as
    /// one redo group (none when they register nothing) that carries its action
    /// name. Posts a checkpoint, `NSUndoManagerWillUndoChange` before and
    /// `NSUndoManagerDidUndoChange` after. Does nothing on an empty stack; when
    /// the innermost open group is not closed yet, stops the process with
    /// Foundation's message ("call endUndoGrouping before calling this method").
    open func undoNestedGroup() {
        postCheckpoint()
        switch undoStack.top {
        case .none:
            return
        case .beginMark, .action:
            raiseInvalidState("undoNestedGroup", "call endUndoGrouping before calling this method\n")
        case .endMark:
            break
        }
        undoingStorage = true
        defer { undoingStorage = false }
        post(.NSUndoManagerWillUndoChange)
        beginUndoGrouping()
        guard let group = undoStack.popTopGroup() else { return }
        if isUndoRegistrationEnabled, let redoGroup = redoStack.innermostOpenGroup {
            redoGroup.actionName = group.actionName
            redoGroup.isDiscardable = group.isDiscardable
        }
        group.performReversed()
        // An operation that called removeAllActions() took the redo group
        // away; closing it then stops the process, as in Foundation.
        if isUndoRegistrationEnabled {
            endGroup(removingIfEmpty: true)
        }
        post(.NSUndoManagerDidUndoChange, discardable: group.isDiscardable)
    }

    /// Performs the newest redo group, recording what its operations register
    /// as one undo group (nested in the turn's automatic group if one is open)
    /// that carries its action name. Does nothing when `canRedo` is false;
    /// posts `NSUndoManagerWillRedoChange` before and
    /// `NSUndoManagerDidRedoChange` after. Called by an operation while it is
    /// being undone, stops the process with Foundation's message ("do not
    /// invoke this method while undoing"); the method it names,
    /// `__redoCommonDoSingle:`, is what Foundation has reported in the
    /// releases whose text is known, and newer ones may name another.
    open func redo() {
        guard canRedo else { return }
        guard redoStack.top == .endMark else {
            raiseInvalidState("__redoCommonDoSingle:", "do not invoke this method while undoing\n")
        }
        redoingStorage = true
        defer { redoingStorage = false }
        post(.NSUndoManagerWillRedoChange)
        beginUndoGrouping()
        guard let group = redoStack.popTopGroup() else { return }
        if isUndoRegistrationEnabled, let undoGroup = undoStack.innermostOpenGroup {
            undoGroup.actionName = group.actionName
            undoGroup.isDiscardable = group.isDiscardable
        }
        group.performReversed()
        postCheckpoint()
        endUndoGrouping()
        post(.NSUndoManagerDidRedoChange, discardable: group.isDiscardable)
    }

    // MARK: Clearing

    /// Empties both stacks, open groups included, and re-enables registration
    /// (Foundation's documented behavior: pending `disableUndoRegistration()`
    /// calls are forgotten). The turn's automatic group is gone with the rest.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        undoingStorage = false
        redoingStorage = false
        disabledCount = 0
        if endsGroupWithTurn { cancelEventGroupEnding() }
    }

    /// Removes the operations registered with `target` from both stacks, and
    /// the closed groups left empty by that. Open groups stay open, and
    /// registration stays disabled if it was. A `target` that is not an object
    /// matches nothing.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        undoStack.removeActions(withTarget: object)
        redoStack.removeActions(withTarget: object)
    }

    // MARK: Action names and menu titles (what an Edit menu or an undo button shows)

    /// Names the group being recorded (the redo group while undoing), for
    /// `undoActionName`/`redoActionName` and the menu titles. The name belongs
    /// to the top-level group: naming inside a nested group names the groups
    /// around it too, and the last name set wins. Opens the turn's automatic
    /// group when `groupsByEvent` is on and none is open; with no group open
    /// otherwise, stops the process with Foundation's message ("must begin a
    /// group before registering undo"). Does nothing while registration is
    /// disabled.
    open func setActionName(_ actionName: String) {
        guard isUndoRegistrationEnabled else { return }
        prepareEventGrouping()
        let stack = currentStack
        guard stack.nestingLevel > 0 else {
            raiseInvalidState("_setGroupIdentifier:", "must begin a group before registering undo\n")
        }
        stack.setActionName(actionName)
    }

    /// The name of the group `undo()` would undo; empty when it has none or
    /// nothing can be undone. Undoing carries the name over to the redo group.
    open var undoActionName: String { undoStack.topLevelGroup?.actionName ?? "" }

    /// The name of the group `redo()` would redo; empty when it has none.
    open var redoActionName: String { redoStack.topLevelGroup?.actionName ?? "" }

    /// "Undo <name>" for the group `undo()` would undo, "Undo" when it has no
    /// name or nothing can be undone.
    open var undoMenuItemTitle: String {
        let name = undoActionName
        return canUndo && !name.isEmpty ? undoMenuTitle(forUndoActionName: name) : "Undo"
    }

    /// "Redo <name>", or "Redo" (reading `canRedo`, so this posts a checkpoint).
    open var redoMenuItemTitle: String {
        let name = redoActionName
        return canRedo && !name.isEmpty ? redoMenuTitle(forUndoActionName: name) : "Redo"
    }

    /// "Undo " followed by `actionName`, as Foundation formats it (an empty
    /// name leaves the trailing space; `undoMenuItemTitle` does not ask for
    /// one). English only: Kumiki has no localized Foundation strings. Override
    /// to localize.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        "Undo \(actionName)"
    }

    /// "Redo " followed by `actionName`; see `undoMenuTitle(forUndoActionName:)`.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        "Redo \(actionName)"
    }

    /// Marks the group being recorded as discardable (a change that need not
    /// keep a document dirty, such as a selection change). Opens the turn's
    /// automatic group like `setActionName(_:)`; with no group open otherwise,
    /// stops the process with Foundation's message ("must begin a group before
    /// setting undo action discardability"). Does nothing while registration
    /// is disabled.
    open func setActionIsDiscardable(_ discardable: Bool) {
        guard isUndoRegistrationEnabled else { return }
        prepareEventGrouping()
        let stack = currentStack
        guard stack.nestingLevel > 0 else {
            raiseInvalidState("setActionIsDiscardable:", "must begin a group before setting undo action discardability\n")
        }
        stack.setDiscardable(discardable)
    }

    /// Whether the group `undo()` would undo was marked discardable.
    open var undoActionIsDiscardable: Bool { undoStack.topLevelGroup?.isDiscardable ?? false }

    /// Whether the group `redo()` would redo was marked discardable.
    open var redoActionIsDiscardable: Bool { redoStack.topLevelGroup?.isDiscardable ?? false }

    // MARK: Notifications and misuse

    /// Posts `NSUndoManagerCheckpoint`, unless an observer of it is running.
    func postCheckpoint() {
        guard !isPostingCheckpoint else { return }
        isPostingCheckpoint = true
        defer { isPostingCheckpoint = false }
        post(.NSUndoManagerCheckpoint)
    }

    /// Posts `name` with this manager as the object; `discardable` adds
    /// `NSUndoManagerGroupIsDiscardableKey: true` as Foundation does.
    func post(_ name: Notification.Name, discardable: Bool = false) {
        let userInfo: [AnyHashable: Any]? = discardable ? [NSUndoManagerGroupIsDiscardableKey: true] : nil
        NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
    }

    /// Stops the process with Foundation's "invalid state" message:
    /// `<method>: NSUndoManager 0x… is in invalid state, <problem>` (a
    /// subclass shows its own name; some problems end in a newline in
    /// Foundation's text, kept here).
    func raiseInvalidState(_ method: String, _ problem: String) -> Never {
        let className = type(of: self) == UndoManager.self ? "NSUndoManager" : String(reflecting: type(of: self))
        let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
        UncaughtException.raise("NSInternalInconsistencyException",
                                reason: "\(method): \(className) 0x\(String(address, radix: 16)) is in invalid state, \(problem)")
    }
}
