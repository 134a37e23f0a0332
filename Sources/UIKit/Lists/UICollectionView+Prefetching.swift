import Foundation

/// Prefetching: the items within one screen of the visible rect are announced to the prefetch data source before
/// they appear, and withdrawn when they leave that band unseen.
extension UICollectionView {
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else {
            prefetchedItems.removeAll()
            return
        }
        let band = prefetchBand()
        var ahead: [IndexPath] = []
        for attributes in layoutObject.layoutAttributesForElements(in: band) ?? []
        where attributes.representedElementCategory == .cell && attributes.frame.overlaps(band)
            && !attributes.frame.overlaps(bounds) {
            ahead.append(attributes.indexPath)
        }
        let aheadSet = Set(ahead)
        let cancelled = prefetchedItems.subtracting(aheadSet).sorted()
        let fresh = ahead.filter { !prefetchedItems.contains($0) }.sorted()
        prefetchedItems = aheadSet
        if !cancelled.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !fresh.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: fresh) }
    }

    /// The visible rect extended by one screen on both sides along each axis
    /// the content scrolls on. (UIKit looks ahead in the direction of
    /// scrolling only; both sides make the calls independent of history.)
    private func prefetchBand() -> CGRect {
        var band = bounds
        let size = bounds.size
        let scrollsVertically = contentSize.height > size.height
        let scrollsHorizontally = contentSize.width > size.width
        if scrollsVertically {
            band.origin.y -= size.height
            band.size.height += 2 * size.height
        }
        if scrollsHorizontally {
            band.origin.x -= size.width
            band.size.width += 2 * size.width
        }
        return band
    }
}
