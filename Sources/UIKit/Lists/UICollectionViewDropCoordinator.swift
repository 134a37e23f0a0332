import Foundation

/// One item of a drop into a collection view.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// Where the item was lifted when it comes from this same collection
    /// view; nil otherwise (another view, another app).
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview under the finger, in points.
    var previewSize: CGSize { get }
}

/// What `collectionView(_:performDropWith:)` receives: the items, where they
/// go, and the calls that say how each lands.
///
/// Call one of the `drop` methods for each item after updating the data
/// source (`performBatchUpdates`); an item with no call fades out where the
/// finger lifted. `drop(_:to:)` with a placeholder holds the item's place
/// while its data loads.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    var items: [any UICollectionViewDropItem] { get }
    /// Where the items go: the index path under the finger (with an
    /// `.insertAtDestinationIndexPath` proposal, where the gap was open); past
    /// the last item of a section, the end of that section. nil when the
    /// collection view has no section.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal the drop delegate made.
    var proposal: UICollectionViewDropProposal { get }
    var session: any UIDropSession { get }
    /// The item's preview shrinks into the cell at `indexPath` (an index path
    /// after the data source update), which stays hidden until it lands.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// The item's preview shrinks into `rect` (in the coordinates of the cell
    /// at `indexPath`) and fades, as into a folder.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
    /// The item's preview goes to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
    /// Inserts `placeholder`'s cell (the other items animate aside) and
    /// lands the item's preview in it; commit or delete the placeholder with
    /// the returned context once the item's data has loaded.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
        -> any UICollectionViewDropPlaceholderContext
}

/// Kumiki's drop item.
@MainActor
final class CollectionDropItem: UICollectionViewDropItem {
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
final class CollectionDropCoordinator: UICollectionViewDropCoordinator {
    /// Where one item lands.
    enum Landing {
        case item(IndexPath)
        case into(IndexPath, CGRect)
        case target(UIDragPreviewTarget)
        case placeholder(CollectionDropPlaceholderContext)
    }

    unowned let collectionView: UICollectionView
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession
    private(set) var landings: [ObjectIdentifier: (landing: Landing, animator: DragAnimator)] = [:]

    init(collectionView: UICollectionView, items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?,
         proposal: UICollectionViewDropProposal, session: any UIDropSession) {
        self.collectionView = collectionView
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        collectionView.hideDroppingCell(at: indexPath)
        return record(.item(indexPath), for: dragItem)
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        record(.into(indexPath, rect), for: dragItem)
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
        record(.target(target), for: dragItem)
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
        -> any UICollectionViewDropPlaceholderContext {
        let context = CollectionDropPlaceholderContext(collectionView: collectionView, placeholder: placeholder,
                                                       dragItem: dragItem)
        collectionView.insertPlaceholder(placeholder)
        landings[ObjectIdentifier(dragItem)] = (.placeholder(context), context.animator)
        return context
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
