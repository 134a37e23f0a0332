import Foundation

/// What makes the layout work again: a resize of the collection view (all
/// sections asked for anew), self-sizing views reporting their sizes (their
/// sections laid out again), data changes (everything, measured sizes
/// forgotten). Scrolling invalidates nothing: pinned headers and orthogonal
/// offsets are read each time elements are asked for.
extension UICollectionViewCompositionalLayout {
    /// True when the collection view's size changes (fractions of it change).
    func boundsChangeInvalidates(_ newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// True when a self-sizing element's view wants another length on an
    /// axis it sizes itself (by more than half a point).
    func preferredAttributesInvalidate(_ preferredAttributes: UICollectionViewLayoutAttributes,
                                       original originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let axes = originalAttributes.selfSizingAxes
        guard !axes.isEmpty else { return false }
        let preferred = preferredAttributes.size, original = originalAttributes.size
        return (axes.contains(.horizontal) && abs(preferred.width - original.width) > 0.5)
            || (axes.contains(.vertical) && abs(preferred.height - original.height) > 0.5)
    }

    /// Keeps the measured size and invalidates the element, so that its
    /// section is laid out again.
    func measuredInvalidationContext(_ preferredAttributes: UICollectionViewLayoutAttributes,
                                     original originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        measuredSizes[originalAttributes.elementKey] = preferredAttributes.size
        let context = makeInvalidationContext()
        if originalAttributes.representedElementCategory == .supplementaryView,
           let kind = originalAttributes.representedElementKind {
            context.invalidateSupplementaryElements(ofKind: kind, at: [originalAttributes.indexPath])
        } else {
            context.invalidateItems(at: [originalAttributes.indexPath])
        }
        return context
    }

    /// Notes what an invalidation asks to lay out again.
    func noteInvalidation(_ context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { measuredSizes.removeAll() }
        var sections: Set<Int> = []
        for indexPath in context.invalidatedItemIndexPaths ?? [] where indexPath.count == 2 {
            sections.insert(indexPath.section)
        }
        for indexPath in (context.invalidatedSupplementaryIndexPaths ?? [:]).values.joined() where indexPath.count == 2 {
            sections.insert(indexPath.section)
        }
        if context.invalidateEverything || context.invalidateDataSourceCounts || sections.isEmpty {
            needsFullPrepare = true
        } else {
            dirtySections.formUnion(sections)
        }
    }
}
