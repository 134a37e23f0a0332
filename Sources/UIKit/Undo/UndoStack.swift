/// An undo manager's undo stack or redo stack.
///
/// Foundation keeps a flat list with begin and end marks; this keeps the
/// same information as a tree, which makes "the group on top" a lookup. Closed
/// top-level groups are kept oldest first; groups still open (between
/// `beginUndoGrouping()` and `endUndoGrouping()`) outermost first. What
/// Foundation calls the "top object" is `top`: an end mark when the last thing
/// on the stack is a closed group, a begin mark when the innermost open group
/// is still empty, an operation otherwise.
final class UndoStack {
    enum Top {
        case none
        case beginMark
        case action
        case endMark
    }

    /// Closed top-level groups, oldest first.
    private(set) var closedGroups: [UndoGroup] = []
    /// Open groups, outermost first.
    private(set) var openGroups: [UndoGroup] = []
    /// The most closed top-level groups kept (0: no limit); the oldest go first.
    var limit = 0 {
        didSet { trim() }
    }

    /// How many groups are open.
    var nestingLevel: Int { openGroups.count }

    /// Whether nothing, not even an empty open group, is on the stack.
    var isEmpty: Bool { closedGroups.isEmpty && openGroups.isEmpty }

    var top: Top {
        if let innermost = openGroups.last {
            switch innermost.items.last {
            case nil: return .beginMark
            case .action?: return .action
            case .group?: return .endMark
            }
        }
        return closedGroups.isEmpty ? .none : .endMark
    }

    /// The top-level group that undoing (or redoing) would act on: the open one
    /// if there is one, else the newest closed one.
    var topLevelGroup: UndoGroup? { openGroups.first ?? closedGroups.last }

    /// The innermost open group.
    var innermostOpenGroup: UndoGroup? { openGroups.last }

    func markBegin() {
        openGroups.append(UndoGroup())
    }

    /// Closes the innermost open group, into its parent or onto the stack.
    func markEnd() {
        let group = openGroups.removeLast()
        if let parent = openGroups.last {
            parent.items.append(.group(group))
        } else {
            closedGroups.append(group)
            trim()
        }
    }

    /// Drops the innermost open group (an empty one, never recorded).
    func discardInnermostOpenGroup() {
        openGroups.removeLast()
    }

    func push(_ action: UndoAction) {
        openGroups[openGroups.count - 1].items.append(.action(action))
    }

    /// Takes the closed group on top off the stack (`top == .endMark`).
    func popTopGroup() -> UndoGroup? {
        if let innermost = openGroups.last {
            guard case .group(let group)? = innermost.items.last else { return nil }
            innermost.items.removeLast()
            return group
        }
        return closedGroups.popLast()
    }

    /// Names every open group: the name belongs to the top-level group being
    /// built whichever nested group the app is in when it names it.
    func setActionName(_ name: String) {
        for group in openGroups { group.actionName = name }
    }

    func setDiscardable(_ discardable: Bool) {
        for group in openGroups { group.isDiscardable = discardable }
    }

    func removeAll() {
        closedGroups.removeAll()
        openGroups.removeAll()
    }

    /// Removes the operations on `target`, and the closed groups that held
    /// operations and hold none now. Open groups stay open.
    func removeActions(withTarget target: AnyObject) {
        closedGroups = closedGroups.filter { group in
            let wasEmpty = group.items.isEmpty
            group.removeActions(withTarget: target)
            return wasEmpty || !group.items.isEmpty
        }
        for group in openGroups { group.removeActions(withTarget: target) }
    }

    private func trim() {
        if limit > 0, closedGroups.count > limit {
            closedGroups.removeFirst(closedGroups.count - limit)
        }
    }
}
