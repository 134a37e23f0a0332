import Foundation

/// The delegate of a collection view's drag interaction: turns a long press
/// into the drag delegate's items for the cell under the finger, lifts that
/// cell, and passes the session's life on in the collection view's terms.
@MainActor
final class CollectionDragSource: UIDragInteractionDelegate {
    unowned let collectionView: UICollectionView
    private(set) var interaction: UIDragInteraction!
    /// Where each item of the drag in flight was lifted, by item.
    private var sourceIndexPaths: [ObjectIdentifier: IndexPath] = [:]
    private(set) var isActive = false
    /// Items tapped into another collection view's drag, until they lift.
    private var addedIndexPaths: [ObjectIdentifier: IndexPath] = [:]

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        interaction = UIDragInteraction(delegate: self)
    }

    /// Where `item` was lifted, when it belongs to this collection view's
    /// drag in flight.
    func sourceIndexPath(of item: UIDragItem) -> IndexPath? {
        sourceIndexPaths[ObjectIdentifier(item)]
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        let point = session.location(in: collectionView)
        guard let delegate = collectionView.dragDelegate,
              let indexPath = collectionView.indexPathForItem(at: point) else { return [] }
        let items = delegate.collectionView(collectionView, itemsForBeginning: session, at: indexPath)
        guard !items.isEmpty else { return [] }
        sourceIndexPaths = Dictionary(items.map { (ObjectIdentifier($0), indexPath) }, uniquingKeysWith: { a, _ in a })
        isActive = true
        return items
    }

    /// Items added from a cell of this collection view remember their index
    /// path only when the drag began here: the drop side asks for source
    /// index paths of the collection view the drag came from.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        guard let delegate = collectionView.dragDelegate,
              let indexPath = collectionView.indexPathForItem(at: point) else { return [] }
        let items = delegate.collectionView(collectionView, itemsForAddingTo: session, at: indexPath, point: point)
        for item in items {
            if isActive { sourceIndexPaths[ObjectIdentifier(item)] = indexPath }
            else { addedIndexPaths[ObjectIdentifier(item)] = indexPath }
        }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        let added = addedIndexPaths.removeValue(forKey: ObjectIdentifier(item))
        guard let indexPath = sourceIndexPath(of: item) ?? added, let cell = collectionView.cellForItem(at: indexPath) else {
            return nil
        }
        let parameters = collectionView.dragDelegate?.collectionView(collectionView,
                                                                     dragPreviewParametersForItemAt: indexPath)
        return UITargetedDragPreview(view: cell, parameters: parameters ?? UIDragPreviewParameters())
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        collectionView.dragDelegate?.collectionView(collectionView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        collectionView.dragDelegate?.collectionView(collectionView, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        collectionView.dragDelegate?.collectionView(collectionView,
                                                    dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                         didEndWith operation: UIDropOperation) {
        isActive = false
        sourceIndexPaths = [:]
        collectionView.dragDelegate?.collectionView(collectionView, dragSessionDidEnd: session)
    }
}
