import Foundation

/// One change of a batch update, as a layout's
/// `prepare(forCollectionViewUpdates:)` sees it. A section-wide change has an
/// index path with one index (the section); index paths before the update
/// are `indexPathBeforeUpdate`, after it `indexPathAfterUpdate`.
open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable {
        case insert = 0
        case delete = 1
        case reload = 2
        case move = 3
        case none = 4
    }

    /// nil for an insert.
    public let indexPathBeforeUpdate: IndexPath?
    /// nil for a delete.
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    open override var description: String {
        let describe = { (path: IndexPath?) in path.map { "(\($0.map(String.init).joined(separator: "-")))" } ?? "(NSNotFound)" }
        return "I/D/R/M: \(updateAction) index path before update: \(describe(indexPathBeforeUpdate)) "
            + "index path after update: \(describe(indexPathAfterUpdate))"
    }
}
