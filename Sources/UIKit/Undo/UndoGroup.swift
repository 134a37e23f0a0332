/// One registered undo operation: a closure and the object it acts on.
///
/// The target is held weakly. Foundation keeps an unowned (unretained)
/// reference, so undoing an operation whose target is gone is a dangling
/// pointer there; Kumiki skips such an operation instead of crashing.
struct UndoAction {
    weak var target: AnyObject?
    let perform: @MainActor (AnyObject) -> Void
}

/// A group of undo operations and of the groups nested in it, in
/// registration order, with the name and discardability the app gave it.
final class UndoGroup {
    enum Item {
        case action(UndoAction)
        case group(UndoGroup)
    }

    var items: [Item] = []
    var actionName = ""
    var isDiscardable = false

    /// Performs the group's operations last registered first, nested groups
    /// included: the group undoes as one step, newest change first.
    @MainActor
    func performReversed() {
        for item in items.reversed() {
            switch item {
            case .action(let action):
                if let target = action.target { action.perform(target) }
            case .group(let group):
                group.performReversed()
            }
        }
    }

    /// Removes the operations on `target`, and the nested groups that held
    /// operations and hold none now.
    func removeActions(withTarget target: AnyObject) {
        items = items.compactMap { item in
            switch item {
            case .action(let action):
                return action.target === target ? nil : item
            case .group(let group):
                let wasEmpty = group.items.isEmpty
                group.removeActions(withTarget: target)
                return !wasEmpty && group.items.isEmpty ? nil : item
            }
        }
    }
}
