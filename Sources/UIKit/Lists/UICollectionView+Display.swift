import Foundation

/// The layout pass: counts from the data source, `prepare()` after an
/// invalidation, then views for exactly the elements in the visible rect —
/// new ones from the data source, departed ones back to their reuse pools.
extension UICollectionView {
    func attach(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// The invalidation the layout wants for bounds becoming `newBounds`
    /// (nil: none, or the bounds do not change).
    func boundsChangeInvalidation(to newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext? {
        guard newBounds != bounds, layoutObject.shouldInvalidateLayout(forBoundsChange: newBounds) else { return nil }
        return layoutObject.invalidationContext(forBoundsChange: newBounds)
    }

    /// Changes the bounds (`change`), asking the layout first. A resize
    /// inside an animation block is laid out at once, inside it, between the
    /// layout's `prepareForAnimatedBoundsChange(_:)` and
    /// `finalizeAnimatedBoundsChange()`, so the elements animate to their new
    /// places as on iOS.
    func changeBounds(to newBounds: CGRect, _ change: () -> Void) {
        let oldBounds = bounds
        let invalidation = boundsChangeInvalidation(to: newBounds)
        let animatedResize = newBounds.size != oldBounds.size && UIViewAnimationContext.current?.animates == true
            && UIView.areAnimationsEnabled
        if animatedResize { layoutObject.prepareForAnimatedBoundsChange(oldBounds) }
        change()
        if let invalidation { layoutObject.invalidateLayout(with: invalidation) }
        setNeedsLayout()
        guard animatedResize else { return }
        layoutIfNeeded()
        layoutObject.finalizeAnimatedBoundsChange()
    }

    /// The item counts, asking the data source when they are not known.
    var counts: [Int] {
        if let itemCounts { return itemCounts }
        var loaded: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            loaded = (0..<max(0, sections)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
        }
        itemCounts = loaded
        return loaded
    }

    /// Prepares the layout if it was invalidated, and takes its content size.
    /// `countsAreCurrent`: the counts were just read (in an update), so an
    /// invalidation of the data source counts does not ask again.
    func prepareLayoutIfNeeded(countsAreCurrent: Bool = false) {
        guard let pending = layoutObject.pendingInvalidation else { return }
        if pending.invalidateDataSourceCounts && !countsAreCurrent && interactiveMovement == nil && dropGap == nil {
            itemCounts = nil
        }
        _ = counts
        layoutObject.pendingInvalidation = nil
        layoutObject.prepare()
        layoutGeneration += 1
        contentSize = layoutObject.collectionViewContentSize
    }

    /// One layout pass. Self-sizing cells may invalidate the layout while
    /// they are displayed; the pass repeats (a few times at most) until the
    /// layout is stable.
    func layoutElements() {
        if reloadPending {
            reloadPending = false
            finishDepartures()
            for key in visibleElements.keys.sorted() { endDisplaying(key) }
        }
        for _ in 0..<4 {
            prepareLayoutIfNeeded()
            updateVisibleElements()
            if layoutObject.pendingInvalidation == nil { break }
        }
        updatePrefetching()
    }

    /// Views for the elements the layout places in the visible bounds.
    func updateVisibleElements() {
        let rect = bounds
        var wantedOrder: [CollectionElementKey] = []
        var wanted: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in layoutObject.layoutAttributesForElements(in: rect) ?? [] where !attributes.isHidden {
            guard attributes.frame.overlaps(rect) else { continue }
            let key = attributes.elementKey
            checkExists(key)
            if wanted.updateValue(attributes, forKey: key) == nil { wantedOrder.append(key) }
        }
        if let moving = interactiveMovementAttributes() {
            let key = moving.elementKey
            if wanted.updateValue(moving, forKey: key) == nil { wantedOrder.append(key) }
        }
        let leaving = visibleElements.keys.filter { wanted[$0] == nil }.sorted()
        for key in leaving { endDisplaying(key) }
        let relayout = appliedGeneration != layoutGeneration
        let generation = layoutGeneration
        for key in wantedOrder {
            // A view laid out while being shown (a self-sizing cell's
            // `layoutIfNeeded`) can run a nested pass of this layout, which
            // has shown every element with newer attributes: what is left
            // of this pass is stale.
            if layoutGeneration != generation { return }
            guard let attributes = wanted[key] else { continue }
            if let element = visibleElements[key] {
                guard relayout || !element.attributes.isEqual(attributes) else { continue }
                apply(attributes, to: element.view)
                visibleElements[key]?.attributes = attributes
            } else {
                display(key, attributes: attributes)
            }
        }
        appliedGeneration = layoutGeneration
    }

    /// Shows a view for an element that just came into view.
    func display(_ key: CollectionElementKey, attributes: UICollectionViewLayoutAttributes) {
        guard let view = makeView(for: key, attributes: attributes) else { return }
        UIView.performWithoutAnimation { apply(attributes, to: view) }
        visibleElements[key] = VisibleElement(view: view, attributes: attributes)
        if let cell = view as? UICollectionViewCell {
            cell.isSelected = selectedSet.contains(key.indexPath)
            cell.isHighlighted = touchTracking?.highlighted == key.indexPath
        }
        askForPreferredAttributes(of: view, attributes: attributes)
        switch key.category {
        case .cell:
            prefetchedItems.remove(key.indexPath)
            if let cell = view as? UICollectionViewCell {
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
            }
        case .supplementaryView:
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view,
                                               forElementKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            break
        }
    }

    /// Hides a view whose element left the visible rect and returns it to its
    /// pool; the delegate hears it.
    func endDisplaying(_ key: CollectionElementKey) {
        guard let element = visibleElements.removeValue(forKey: key) else { return }
        recycle(element.view, as: key)
        switch key.category {
        case .cell:
            if let cell = element.view as? UICollectionViewCell {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            }
        case .supplementaryView:
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: element.view,
                                               forElementOfKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            break
        }
    }

    /// Puts a view out of sight in its reuse pool. Recycled views stay
    /// subviews, hidden, as UIKit keeps them.
    func recycle(_ view: UICollectionReusableView, as key: CollectionElementKey) {
        view.isHidden = true
        if let cell = view as? UICollectionViewCell {
            cell.isHighlighted = false
        }
        reuse.enqueue(view, kind: CollectionReuseStore.poolKind(of: key))
    }

    /// Applies the geometry and appearance of `attributes` to `view`, then
    /// lets the view apply the rest. The view goes into its container first:
    /// the collection view, or the scroll view of an orthogonally scrolling
    /// section (UICollectionView+OrthogonalScrolling.swift).
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        let container = elementContainer(for: attributes)
        if view.superview !== container { container.addSubview(view) }
        view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
        view.center = elementCenter(attributes, in: container)
        view.layer.transform = attributes.transform3D
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.layer.zPosition = CGFloat(attributes.zIndex)
        (view as? UICollectionViewCell)?.listPlacement = attributes.listPlacement
        view.apply(attributes)
        if !droppingCells.isEmpty, droppingCells.contains(ObjectIdentifier(view)) { view.isHidden = true }
    }

    /// The view for an element: a cell or supplementary view from the data
    /// source, or a decoration view of the layout's registered class.
    private func makeView(for key: CollectionElementKey, attributes: UICollectionViewLayoutAttributes)
        -> UICollectionReusableView? {
        switch key.category {
        case .cell:
            if let gap = dropGap, gap.destination == key.indexPath { return placeholderCell(for: gap, at: key.indexPath) }
            guard let dataSource else { return nil }
            let cell = dataSource.collectionView(self, cellForItemAt: dataIndexPath(forDisplayed: key.indexPath))
            guard cell.reuseIdentifier != nil else {
                UncaughtException.raise("NSInternalInconsistencyException", reason:
                    "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                    + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
            }
            return cell
        case .supplementaryView:
            guard let dataSource else { return nil }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind ?? "",
                                                 at: key.indexPath)
            guard view.reuseIdentifier != nil else {
                UncaughtException.raise("NSInternalInconsistencyException", reason:
                    "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
                    + "(\(key.kind ?? ""),\(Self.describe(key.indexPath))) was not retrieved by calling "
                    + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
            }
            return view
        case .decorationView:
            return dequeueDecorationView(ofKind: key.kind ?? "", attributes: attributes)
        }
    }

    /// Self-sizing: the view's preferred attributes, and an invalidation when
    /// the layout wants them.
    private func askForPreferredAttributes(of view: UICollectionReusableView,
                                           attributes: UICollectionViewLayoutAttributes) {
        view.selfSizingAxes = attributes.selfSizingAxes
        guard !attributes.selfSizingAxes.isEmpty else { return }
        view.layoutIfNeeded()
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        guard layoutObject.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred,
                                                  withOriginalAttributes: attributes) else { return }
        layoutObject.invalidateLayout(with: layoutObject.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                             withOriginalAttributes: attributes))
    }

    /// A layout that places an element the data source does not have stops
    /// the app, as UIKit does.
    private func checkExists(_ key: CollectionElementKey) {
        guard key.category == .cell else { return }
        let path = key.indexPath
        let counts = self.counts
        if path.count == 2, path.section < counts.count, path.item < counts[path.section] { return }
        UncaughtException.raise("NSInternalInconsistencyException", reason:
            "UICollectionView received layout attributes for a cell with an index path that does not exist: "
            + Self.describe(path))
    }

    /// An index path as UIKit prints one.
    static func describe(_ path: IndexPath) -> String {
        "<NSIndexPath> {length = \(path.count), path = \(path.map(String.init).joined(separator: " - "))}"
    }

    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
}
