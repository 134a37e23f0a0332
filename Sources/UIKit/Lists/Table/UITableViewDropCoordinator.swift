import Foundation

/// One item of a drop into a table view.
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// Where the item was lifted when it comes from this same table view;
    /// nil otherwise (another view, another app).
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview under the finger, in points.
    var previewSize: CGSize { get }
}

/// What `tableView(_:performDropWith:)` receives: the items, where they go,
/// and the calls that say how each lands.
///
/// Call one of the `drop` methods for each item after updating the data
/// source (`performBatchUpdates`); an item with no call shrinks away where
/// the finger lifted. `drop(_:to:)` with a placeholder holds the item's place
/// while its data loads.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    var items: [any UITableViewDropItem] { get }
    /// Where the items go: the row under the finger (with an
    /// `.insertAtDestinationIndexPath` proposal, where the gap was open);
    /// below the last row of a section, the end of that section. nil when
    /// the table view has no section.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal the drop delegate made.
    var proposal: UITableViewDropProposal { get }
    var session: any UIDropSession { get }
    /// The item's preview goes into the cell at `indexPath` (an index path
    /// after the data source update), which stays hidden until it lands.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
    /// Inserts `placeholder`'s cell (the other rows animate aside) and lands
    /// the item's preview in it; commit or delete the placeholder with the
    /// returned context once the item's data has loaded.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder)
        -> any UITableViewDropPlaceholderContext
    /// The item's preview shrinks into `rect` (in the coordinates of the cell
    /// at `indexPath`) and fades, as into a folder.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
    /// The item's preview goes to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
}

/// Kumiki's drop item.
@MainActor
final class TableDropItem: UITableViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// Kumiki's drop coordinator: records where each item lands, which the drop
/// target adapter turns into the drop previews of the drag engine.
@MainActor
final class TableDropCoordinator: UITableViewDropCoordinator {
    /// Where one item lands.
    enum Landing {
        case row(IndexPath)
        case into(IndexPath, CGRect)
        case target(UIDragPreviewTarget)
        case placeholder(TableDropPlaceholderContext)
    }

    unowned let tableView: UITableView
    let items: [any UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: any UIDropSession
    private(set) var landings: [ObjectIdentifier: (landing: Landing, animator: DragAnimator)] = [:]

    init(tableView: UITableView, items: [any UITableViewDropItem], destinationIndexPath: IndexPath?,
         proposal: UITableViewDropProposal, session: any UIDropSession) {
        self.tableView = tableView
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        tableView.hideDroppingCell(at: indexPath)
        return record(.row(indexPath), for: dragItem)
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder)
        -> any UITableViewDropPlaceholderContext {
        let context = TableDropPlaceholderContext(tableView: tableView, placeholder: placeholder, dragItem: dragItem)
        tableView.insertPlaceholder(placeholder)
        landings[ObjectIdentifier(dragItem)] = (.placeholder(context), context.animator)
        return context
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        record(.into(indexPath, rect), for: dragItem)
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
        record(.target(target), for: dragItem)
    }

    /// Lands `item` in the row at `indexPath` (the table view's own reorder).
    func land(_ item: UIDragItem, at indexPath: IndexPath) {
        _ = drop(item, toRowAt: indexPath)
    }

    private func record(_ landing: Landing, for item: UIDragItem) -> DragAnimator {
        let animator = DragAnimator()
        landings[ObjectIdentifier(item)] = (landing, animator)
        return animator
    }

    func landing(of item: UIDragItem) -> (landing: Landing, animator: DragAnimator)? {
        landings[ObjectIdentifier(item)]
    }
}
