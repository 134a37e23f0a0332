import Foundation

/// Decides where a collection view's cells, supplementary and decoration
/// views go. Subclass it and override `prepare()`,
/// `collectionViewContentSize`, `layoutAttributesForElements(in:)` and the
/// per-element attribute methods; the collection view asks only for the
/// elements in (and near) its visible rect, so a layout whose answers are
/// arithmetic costs the same at a million items as at a thousand.
///
/// A layout serves one collection view at a time. It is asked to `prepare()`
/// after every invalidation — `invalidateLayout()`, a data change, or a
/// bounds change it asked for with `shouldInvalidateLayout(forBoundsChange:)`
/// — before the next layout pass reads it.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view showing this layout.
    public internal(set) weak var collectionView: UICollectionView?

    /// The zIndex of an item being moved interactively: above every element.
    static let interactivelyMovingZIndex = Int(Int32.max)

    /// The invalidation waiting for the next layout pass (nil: prepared).
    var pendingInvalidation: UICollectionViewLayoutInvalidationContext?
    /// Decoration view classes by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Classes

    /// The class of the attributes this layout makes (for subclasses that add
    /// properties).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the contexts `invalidationContext(forBoundsChange:)` and
    /// friends make.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Layout

    /// Computes whatever the other methods read. Called before the first
    /// layout pass and after every invalidation.
    open func prepare() {}

    /// The size of all the content, in points. Zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// Attributes of every element whose frame intersects `rect` (content
    /// coordinates). nil by default: nothing is shown.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a fling that would stop at `proposedContentOffset` should stop
    /// instead (snapping). Returns the proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The content offset to keep after an update or a layout change; the
    /// proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Invalidation

    /// Whether a change of the collection view's bounds (a scroll or a
    /// resize) invalidates the layout. False by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context a bounds change invalidates with (only asked when
    /// `shouldInvalidateLayout(forBoundsChange:)` said yes).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a cell's preferred attributes (self-sizing) change the layout.
    /// False by default.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    /// Invalidates everything: the next layout pass asks the data source for
    /// its counts again only if they changed, then calls `prepare()`.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Records the invalidation for the next layout pass, applies the
    /// context's content offset adjustment, and asks the collection view to
    /// lay out.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let pending = pendingInvalidation {
            pending.invalidateEverything = pending.invalidateEverything || context.invalidateEverything
            pending.invalidateDataSourceCounts = pending.invalidateDataSourceCounts || context.invalidateDataSourceCounts
        } else {
            pendingInvalidation = context
        }
        guard let collectionView else { return }
        if context.contentOffsetAdjustment != .zero {
            var offset = collectionView.contentOffset
            offset.x += context.contentOffsetAdjustment.x
            offset.y += context.contentOffsetAdjustment.y
            collectionView.applyContentOffset(offset)
        }
        collectionView.setNeedsLayout()
    }

    /// A new context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return contextClass.init()
    }

    // MARK: Decoration views

    /// The view class shown for decoration elements of `elementKind`
    /// (nil removes it).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    // MARK: Batch updates

    /// The changes of a batch update, before the layout is asked for the new
    /// attributes.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The batch update's animations have been set up.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item appearing in an update starts (at its index path after
    /// the update). nil by default: an inserted item fades in at its final
    /// place, an item that was already there moves from where it was.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an item disappearing in an update ends (at its index path before
    /// the update). nil by default: a deleted item fades out where it was, an
    /// item that moves goes to its new place.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        nil
    }

    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                        at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Supplementary views to remove in the current update beyond those of
    /// deleted sections. None by default.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Supplementary views to add in the current update beyond those of
    /// inserted sections. None by default.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Interactive movement

    /// The index path the moving item would take with the finger at
    /// `position` (content coordinates): the item under the finger, or the
    /// current target when the finger is over no item.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath,
                              withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The moving item's attributes: its attributes at `indexPath`, centered
    /// on the finger and above every other element.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes {
        let base = layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        base.center = position
        base.zIndex = UICollectionViewLayout.interactivelyMovingZIndex
        return base
    }

    /// The context for a step of interactive movement: the moved items are
    /// invalidated at their old and new index paths.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath],
                                  withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath],
                                  previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.interactiveMovementTarget = targetPosition
        context.invalidateItems(at: previousIndexPaths + targetIndexPaths)
        return context
    }

    /// The context for the end (or cancellation) of interactive movement.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath],
                                                                     previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool)
        -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.invalidateItems(at: previousIndexPaths + indexPaths)
        return context
    }

    // MARK: Layout transitions and bounds animations

    /// This layout is about to be replaced by `newLayout`
    /// (`setCollectionViewLayout(_:animated:)`).
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// This layout is about to replace `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// The transition between layouts has finished animating.
    open func finalizeLayoutTransition() {}

    /// The bounds are about to change inside an animation block.
    open func prepareForAnimatedBoundsChange(_ oldBounds: CGRect) {}

    open func finalizeAnimatedBoundsChange() {}
}
