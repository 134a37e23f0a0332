import Foundation

/// The context menus of collection and table views: the list's own
/// `UIContextMenuInteraction` asks the list's delegate for the item under
/// the finger, lifts that cell as the preview, and passes the menu's
/// events on with the list's delegate methods.
@MainActor
final class ListContextMenuDelegate: UIContextMenuInteractionDelegate, ContextMenuPreviewSource {
    private weak var list: UIScrollView?
    /// The cell of the menu on screen, lifted as its preview.
    private weak var cell: UIView?
    /// The item or row the menu is for.
    private var indexPath: IndexPath?

    init(list: UIScrollView) {
        self.list = list
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        if let collectionView = list as? UICollectionView, let delegate = collectionView.collectionDelegate,
           let indexPath = collectionView.indexPathForItem(at: location) {
            cell = collectionView.cellForItem(at: indexPath)
            self.indexPath = indexPath
            return delegate.collectionView(collectionView, contextMenuConfigurationForItemsAt: [indexPath], point: location)
        }
        if let tableView = list as? UITableView, let delegate = tableView.tableDelegate,
           let indexPath = tableView.indexPathForRow(at: location) {
            cell = tableView.cellForRow(at: indexPath)
            self.indexPath = indexPath
            return delegate.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: location)
        }
        return nil
    }

    func contextMenuPreviewView(for configuration: UIContextMenuConfiguration) -> UIView? {
        cell
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        if let collectionView = list as? UICollectionView {
            collectionView.collectionDelegate?.collectionView(collectionView, willDisplayContextMenu: configuration, animator: animator)
        } else if let tableView = list as? UITableView {
            tableView.tableDelegate?.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        if let collectionView = list as? UICollectionView {
            collectionView.collectionDelegate?.collectionView(collectionView, willEndContextMenuInteraction: configuration,
                                                    animator: animator)
        } else if let tableView = list as? UITableView {
            tableView.tableDelegate?.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        if let collectionView = list as? UICollectionView {
            collectionView.collectionDelegate?.collectionView(collectionView, willPerformPreviewActionForMenuWith: configuration,
                                                    animator: animator)
        } else if let tableView = list as? UITableView {
            tableView.tableDelegate?.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        if let collectionView = list as? UICollectionView, let indexPath {
            return collectionView.collectionDelegate?.collectionView(collectionView, contextMenuConfiguration: configuration,
                                                                     highlightPreviewForItemAt: indexPath)
        }
        if let tableView = list as? UITableView {
            return tableView.tableDelegate?.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
        return nil
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        if let collectionView = list as? UICollectionView, let indexPath {
            return collectionView.collectionDelegate?.collectionView(collectionView, contextMenuConfiguration: configuration,
                                                                     dismissalPreviewForItemAt: indexPath)
        }
        if let tableView = list as? UITableView {
            return tableView.tableDelegate?.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
        }
        return nil
    }
}
