import Foundation

/// A temporary cell a collection view shows at an index path the data
/// source does not have yet: while a drop's data loads, the placeholder
/// holds the item's place, then is committed (the data source gains the
/// item) or deleted.
///
/// Kumiki shows one placeholder at a time, and it must be committed or
/// deleted before the collection view takes other updates (a batch update
/// meanwhile stops with UIKit's inconsistency message; UIKit defers such
/// updates instead).
@preconcurrency @MainActor
open class UICollectionViewPlaceholder: NSObject {
    /// Where the placeholder goes (an index path after the insertion).
    let insertionIndexPath: IndexPath
    /// The registered cell identifier the placeholder's cell is dequeued with.
    let reuseIdentifier: String
    /// Configures the placeholder's cell when it is dequeued and on
    /// `setNeedsCellUpdate()`.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}

/// A placeholder for a dropped item, which the drop preview lands in.
@preconcurrency @MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    /// How the placeholder's cell draws as the drop lands in it; nil (the
    /// default) draws the cell as it is.
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}

/// What holds a placeholder in place: commit it into a real item or delete
/// it. Also the drop's animator (`UIDragAnimating`).
@preconcurrency @MainActor
public protocol UICollectionViewPlaceholderContext: UIDragAnimating {
    /// Replaces the placeholder with a real item: `dataSourceUpdates` gets
    /// the placeholder's index path and must add the item to the data source
    /// there. False when the placeholder was already committed or deleted.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder, animating the other items back. False when
    /// it was already committed or deleted.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Runs the placeholder's `cellUpdateHandler` on its cell again.
    func setNeedsCellUpdate()
}

/// The context of a dropped item's placeholder.
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UICollectionViewPlaceholderContext {
    /// The dropped item the placeholder stands for.
    var dragItem: UIDragItem { get }
}

/// Kumiki's placeholder context: the placeholder's life, and the drop
/// animation's added animations.
@MainActor
final class CollectionDropPlaceholderContext: UICollectionViewDropPlaceholderContext {
    unowned let collectionView: UICollectionView
    let placeholder: UICollectionViewDropPlaceholder
    let dragItem: UIDragItem
    let animator = DragAnimator()
    /// Where the item stands once committed.
    private(set) var committedIndexPath: IndexPath?
    private var isPending = true

    init(collectionView: UICollectionView, placeholder: UICollectionViewDropPlaceholder, dragItem: UIDragItem) {
        self.collectionView = collectionView
        self.placeholder = placeholder
        self.dragItem = dragItem
    }

    /// Where the drop preview lands now: the placeholder, or the item it
    /// became; nil once deleted.
    var landingIndexPath: IndexPath? {
        if let committedIndexPath { return committedIndexPath }
        guard isPending, let gap = collectionView.dropGap, gap.placeholder === placeholder else { return nil }
        return gap.destination
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard isPending, let indexPath = landingIndexPath else { return false }
        isPending = false
        collectionView.commitPlaceholder(at: indexPath, dataSourceUpdates: dataSourceUpdates)
        committedIndexPath = indexPath
        return true
    }

    func deletePlaceholder() -> Bool {
        guard isPending, landingIndexPath != nil else { return false }
        isPending = false
        collectionView.setDropGap(nil)
        return true
    }

    func setNeedsCellUpdate() {
        guard isPending, let indexPath = landingIndexPath, let cell = collectionView.cellForItem(at: indexPath) else {
            return
        }
        placeholder.cellUpdateHandler?(cell)
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        animator.addAnimations(animations)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        animator.addCompletion(completion)
    }
}
