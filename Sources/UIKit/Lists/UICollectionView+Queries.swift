import Foundation

/// Counts, visible elements, index paths by position, and scrolling to an
/// item.
extension UICollectionView {
    /// The number of sections, as the data source last reported it.
    public var numberOfSections: Int { counts.count }

    /// The number of items in `section`, as the data source last reported it.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = self.counts
        guard section >= 0, section < counts.count else {
            UncaughtException.raise("NSInternalInconsistencyException", reason:
                "request for number of items in section \(section) when there are only \(counts.count) sections in "
                + "the collection view")
        }
        return counts[section]
    }

    /// The cells on screen, in index path order.
    public var visibleCells: [UICollectionViewCell] {
        visibleKeys(.cell).compactMap { visibleElements[$0]?.view as? UICollectionViewCell }
    }

    /// The index paths of the cells on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleKeys(.cell).map(\.indexPath)
    }

    /// The supplementary views of `elementKind` on screen.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleKeys(.supplementaryView, kind: elementKind).compactMap { visibleElements[$0]?.view }
    }

    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleKeys(.supplementaryView, kind: elementKind).map(\.indexPath)
    }

    /// The cell showing the item, nil when the item is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleElements[.cell(indexPath)]?.view as? UICollectionViewCell
    }

    /// The supplementary view on screen for the element, if any.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView? {
        visibleElements[.supplementary(elementKind, indexPath)]?.view
    }

    /// The index path of a cell on screen; nil for a cell not shown.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleElements.first { $0.key.category == .cell && $0.value.view === cell }?.key.indexPath
    }

    /// The item whose cell contains `point` (collection view coordinates),
    /// topmost first; nil when none does.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (layoutObject.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes for the item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layoutObject.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layoutObject.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls so that the item sits at `scrollPosition` (one vertical and
    /// one horizontal position; an empty set scrolls the least that shows
    /// it), within the scrollable range. Stops the app with UIKit's message
    /// for an item that does not exist.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let counts = self.counts
        guard indexPath.section < counts.count, indexPath.item < counts[indexPath.section] else {
            let count = indexPath.section < counts.count ? counts[indexPath.section] : 0
            UncaughtException.raise("NSInternalInconsistencyException", reason:
                "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are "
                + "only \(count) items in section \(indexPath.section).")
        }
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        offset.y = Self.offset(placing: frame.minY, frame.maxY, in: visible.minY, visible.maxY,
                               current: offset.y, inset: inset.top,
                               first: scrollPosition.contains(.top), middle: scrollPosition.contains(.centeredVertically),
                               last: scrollPosition.contains(.bottom))
        offset.x = Self.offset(placing: frame.minX, frame.maxX, in: visible.minX, visible.maxX,
                               current: offset.x, inset: inset.left,
                               first: scrollPosition.contains(.left),
                               middle: scrollPosition.contains(.centeredHorizontally),
                               last: scrollPosition.contains(.right))
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                              y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        offset.x = min(max(offset.x, minimum.x), maximum.x)
        offset.y = min(max(offset.y, minimum.y), maximum.y)
        setContentOffset(offset, animated: animated)
    }

    /// The offset along one axis that puts the span `low…high` at the start,
    /// middle or end of the visible span `start…end` (or moves it the least
    /// into view when no position is named).
    private static func offset(placing low: CGFloat, _ high: CGFloat, in start: CGFloat, _ end: CGFloat,
                               current: CGFloat, inset: CGFloat, first: Bool, middle: Bool, last: Bool) -> CGFloat {
        if first { return low - inset }
        if middle { return current + (low + high) / 2 - (start + end) / 2 }
        if last { return current + high - end }
        if low < start { return current + low - start }
        if high > end { return current + min(high - end, low - start) }
        return current
    }

    private func visibleKeys(_ category: UICollectionElementCategory, kind: String? = nil) -> [CollectionElementKey] {
        visibleElements.keys.filter { $0.category == category && (kind == nil || $0.kind == kind) }.sorted()
    }
}
