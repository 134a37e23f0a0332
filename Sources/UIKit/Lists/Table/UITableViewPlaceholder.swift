import Foundation

/// A temporary cell a table view shows at an index path the data source does
/// not have yet: while a drop's data loads, the placeholder holds the row's
/// place, then is committed (the data source gains the row) or deleted.
///
/// Kumiki shows one placeholder at a time, and it must be committed or
/// deleted before the table view takes other updates (a batch update
/// meanwhile stops with UIKit's inconsistency message; UIKit defers such
/// updates instead).
@preconcurrency @MainActor
open class UITableViewPlaceholder: NSObject {
    /// Where the placeholder goes (an index path after the insertion).
    let insertionIndexPath: IndexPath
    /// The registered cell identifier the placeholder's cell is dequeued with.
    let reuseIdentifier: String
    /// The placeholder row's height in points; `UITableView.automaticDimension`
    /// sizes it to its cell (self-sizing) or gives it the table's row height.
    let rowHeight: CGFloat
    /// Configures the placeholder's cell when it is dequeued.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        super.init()
    }
}

/// A placeholder for a dropped item, which the drop preview lands in.
@preconcurrency @MainActor
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    /// How the placeholder's cell draws as the drop lands in it; nil (the
    /// default) draws the cell as it is.
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
}

/// What holds a dropped item's placeholder in place: commit it into a real
/// row or delete it. Also the drop's animator (`UIDragAnimating`).
///
/// UIKit's table-view context has no `setNeedsCellUpdate()` (the collection
/// view's has); neither has Kumiki's.
@preconcurrency @MainActor
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    /// The dropped item the placeholder stands for.
    var dragItem: UIDragItem { get }
    /// Replaces the placeholder with a real row: `dataSourceUpdates` gets the
    /// placeholder's index path and must add exactly that row to the data
    /// source. False when the placeholder was already committed or deleted.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder, animating the other rows back. False when it
    /// was already committed or deleted.
    @discardableResult
    func deletePlaceholder() -> Bool
}

/// Kumiki's placeholder context: the placeholder's life, and the drop
/// animation's added animations.
@MainActor
final class TableDropPlaceholderContext: UITableViewDropPlaceholderContext {
    unowned let tableView: UITableView
    let placeholder: UITableViewDropPlaceholder
    let dragItem: UIDragItem
    let animator = DragAnimator()
    /// Where the row stands once committed.
    private(set) var committedIndexPath: IndexPath?
    private var isPending = true

    init(tableView: UITableView, placeholder: UITableViewDropPlaceholder, dragItem: UIDragItem) {
        self.tableView = tableView
        self.placeholder = placeholder
        self.dragItem = dragItem
    }

    /// Where the drop preview lands now: the placeholder, or the row it
    /// became; nil once deleted.
    var landingIndexPath: IndexPath? {
        if let committedIndexPath { return committedIndexPath }
        guard isPending, let gap = tableView.dropGap, gap.placeholder === placeholder else { return nil }
        return gap.destination
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard isPending, let indexPath = landingIndexPath else { return false }
        isPending = false
        tableView.commitPlaceholder(at: indexPath, dataSourceUpdates: dataSourceUpdates)
        committedIndexPath = indexPath
        return true
    }

    func deletePlaceholder() -> Bool {
        guard isPending, landingIndexPath != nil else { return false }
        isPending = false
        tableView.setDropGap(nil)
        return true
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        animator.addAnimations(animations)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        animator.addCompletion(completion)
    }
}
