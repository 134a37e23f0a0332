import Foundation

/// The delegate of a table view's drag interaction: turns a long press into
/// the drag delegate's items for the row under the finger, lifts that row's
/// cell, and passes the session's life on in the table view's terms.
@MainActor
final class TableDragSource: UIDragInteractionDelegate {
    unowned let tableView: UITableView
    private(set) var interaction: UIDragInteraction!
    /// Where each item of this table's drag in flight was lifted (or added
    /// from), by item.
    private var sourceIndexPaths: [ObjectIdentifier: IndexPath] = [:]
    private(set) var isActive = false
    /// Items tapped into another view's drag, until they lift: the drop side
    /// asks source index paths only of the view the drag came from.
    private var addedIndexPaths: [ObjectIdentifier: IndexPath] = [:]

    init(tableView: UITableView) {
        self.tableView = tableView
        interaction = UIDragInteraction(delegate: self)
    }

    /// Where `item` was lifted, when it belongs to this table view's drag in
    /// flight (lifted here or added to it from one of its rows).
    func sourceIndexPath(of item: UIDragItem) -> IndexPath? {
        sourceIndexPaths[ObjectIdentifier(item)]
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        let point = session.location(in: tableView)
        guard let delegate = tableView.dragDelegate, let indexPath = tableView.indexPathForRow(at: point) else { return [] }
        let items = delegate.tableView(tableView, itemsForBeginning: session, at: indexPath)
        guard !items.isEmpty else { return [] }
        sourceIndexPaths = Dictionary(items.map { (ObjectIdentifier($0), indexPath) }, uniquingKeysWith: { a, _ in a })
        isActive = true
        return items
    }

    /// A tap at `point` (table view coordinates) during a drag: the drag
    /// delegate's items for the row there; none off the rows.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        guard let delegate = tableView.dragDelegate, let indexPath = tableView.indexPathForRow(at: point) else { return [] }
        let items = delegate.tableView(tableView, itemsForAddingTo: session, at: indexPath, point: point)
        for item in items {
            if isActive { sourceIndexPaths[ObjectIdentifier(item)] = indexPath }
            else { addedIndexPaths[ObjectIdentifier(item)] = indexPath }
        }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        let added = addedIndexPaths.removeValue(forKey: ObjectIdentifier(item))
        guard let indexPath = sourceIndexPath(of: item) ?? added, let cell = tableView.cellForRow(at: indexPath) else {
            return nil
        }
        let parameters = tableView.dragDelegate?.tableView(tableView, dragPreviewParametersForRowAt: indexPath)
        return UITargetedDragPreview(view: cell, parameters: parameters ?? UIDragPreviewParameters())
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        tableView.dragDelegate?.tableView(tableView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        tableView.dragDelegate?.tableView(tableView, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        tableView.dragDelegate?.tableView(tableView, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                         didEndWith operation: UIDropOperation) {
        isActive = false
        sourceIndexPaths = [:]
        tableView.dragDelegate?.tableView(tableView, dragSessionDidEnd: session)
    }
}
