import Foundation

/// Which parts of a layout need recomputing. `invalidateLayout()` uses a
/// context that invalidates everything; a layout that knows better (a bounds
/// change that only moves pinned headers, a self-sized cell) passes a
/// narrower one to `invalidateLayout(with:)` and reads it back in `prepare()`.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Everything: the collection view asks the data source for its counts
    /// again, too.
    open internal(set) var invalidateEverything = false
    /// The number of sections or items changed.
    open internal(set) var invalidateDataSourceCounts = false
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Added to the collection view's content offset once the layout is
    /// invalidated, in points.
    open var contentOffsetAdjustment = CGPoint.zero
    /// Added to the content size, in points.
    open var contentSizeAdjustment = CGSize.zero
    /// During interactive movement: where the moving items were and where
    /// they are headed, and the finger's position in content coordinates.
    public internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    public internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    public internal(set) var interactiveMovementTarget = CGPoint.zero

    public required override init() {
        super.init()
    }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedSupplementaryIndexPaths?[elementKind, default: []].append(contentsOf: indexPaths)
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
        invalidatedDecorationIndexPaths?[elementKind, default: []].append(contentsOf: indexPaths)
    }
}
