import Foundation

/// What a flow layout recomputes: with both flags false (a scroll while
/// headers are pinned) it keeps its lines and only places the pinned views
/// again.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Ask the delegate for sizes, insets and spacings again. True by default.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Recompute every item's attributes. True by default.
    open var invalidateFlowLayoutAttributes = true

    public required init() {
        super.init()
    }
}
