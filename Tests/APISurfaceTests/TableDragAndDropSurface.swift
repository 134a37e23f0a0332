import UIKit

/// Table view drag and drop as Apple's sample code writes it: a list that
/// reorders by drag, takes copies from elsewhere, and drops into placeholders
/// while data loads.
final class TableDragAndDropSurface: NSObject, UITableViewDragDelegate, UITableViewDropDelegate {
    var titles = ["One", "Two"]
    var pending: UITableViewDropPlaceholderContext?

    func install(on table: UITableView) {
        table.dragDelegate = self
        table.dropDelegate = self
        table.dragInteractionEnabled = true
        _ = table.hasActiveDrag || table.hasActiveDrop || table.hasUncommittedUpdates
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession,
                   at indexPath: IndexPath) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: titles[indexPath.row] as NSString))
        item.localObject = titles[indexPath.row]
        return [item]
    }

    func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem] {
        self.tableView(tableView, itemsForBeginning: session, at: indexPath)
    }

    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        let parameters = UIDragPreviewParameters()
        parameters.backgroundColor = .systemBackground
        return parameters
    }

    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { true }

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if tableView.hasActiveDrag {
            return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UITableViewDropProposal(operation: .copy, intent: .automatic)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: titles.count, section: 0)
        for item in coordinator.items {
            if let title = item.dragItem.localObject as? String {
                tableView.performBatchUpdates {
                    self.titles.insert(title, at: destination.row)
                    tableView.insertRows(at: [destination], with: .automatic)
                }
                coordinator.drop(item.dragItem, toRowAt: destination)
            } else {
                let placeholder = UITableViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "Cell",
                                                             rowHeight: UITableView.automaticDimension)
                placeholder.cellUpdateHandler = { $0.textLabel?.text = "Loading…" }
                placeholder.previewParametersProvider = { _ in nil }
                let context = coordinator.drop(item.dragItem, to: placeholder)
                context.addCompletion { _ in }
                pending = context
                _ = item.dragItem.itemProvider.loadObject(ofClass: NSString.self) { [weak self] object, _ in
                    DispatchQueue.main.async {
                        guard let self, let text = object as? NSString else {
                            self?.pending?.deletePlaceholder()
                            return
                        }
                        self.pending?.commitInsertion { indexPath in self.titles.insert(text as String, at: indexPath.row) }
                    }
                }
            }
        }
        _ = coordinator.proposal.intent == .insertIntoDestinationIndexPath
        _ = coordinator.items.first?.sourceIndexPath
        _ = coordinator.items.first?.previewSize
        _ = coordinator.session.localDragSession
        if let item = coordinator.items.first?.dragItem {
            coordinator.drop(item, intoRowAt: destination, rect: .zero)
            coordinator.drop(item, to: UIDragPreviewTarget(container: tableView, center: .zero))
        }
    }

    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        nil
    }
}
