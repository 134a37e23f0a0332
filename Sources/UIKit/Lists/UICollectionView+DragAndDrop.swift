import Foundation

/// Drag and drop in a collection view. The collection view owns a
/// `UIDragInteraction` (with a `dragDelegate`) and a `UIDropInteraction`
/// (with a `dropDelegate`) whose delegates are internal adapters
/// (`CollectionDragSource`, `CollectionDropTarget`): the drag engine lifts,
/// moves and drops as for any view, and the adapters speak in index paths.
///
/// While an `.insertAtDestinationIndexPath` drag hovers, a gap opens where
/// the items would land (`CollectionDropGap`): the other items animate aside
/// with the batch-update animation, a dragged item from this collection view
/// (a `.move`) leaves its own place, and the gap has no cell. When the finger
/// lifts, the gap closes into the data source's state before
/// `performDropWith` runs, so the app's `performBatchUpdates` starts from
/// its own model.
extension UICollectionView {
    /// How quickly the gap follows a hovering drag. Raw values match UIKit.
    public enum ReorderingCadence: Int, Sendable {
        case immediate = 0
        case fast = 1
        case slow = 2
    }

    /// Whether a drag lifted from this collection view is under way (from the
    /// lift to the end of the drop or cancel animation).
    public var hasActiveDrag: Bool { dragSource?.isActive ?? false }

    /// Whether a drag is over this collection view (from entering to leaving,
    /// dropping or cancelling).
    public var hasActiveDrop: Bool { dropTarget?.isActive ?? false }

    /// Whether what the collection view shows differs from its data source
    /// because of a drop: a drop placeholder is in place (until committed or
    /// deleted), or a hovering drag holds a gap open, the items moved aside
    /// (UIKit: "contains drop placeholders or is reordering its items as
    /// part of handling a drop"). While it is true, avoid `reloadData()`.
    public var hasUncommittedUpdates: Bool { dropGap != nil }

    func installDragInteraction() {
        if dragDelegate == nil {
            if let dragSource { removeInteraction(dragSource.interaction) }
            dragSource = nil
        } else if dragSource == nil {
            let source = CollectionDragSource(collectionView: self)
            source.interaction.isEnabled = dragInteractionEnabled
            addInteraction(source.interaction)
            dragSource = source
        }
    }

    func installDropInteraction() {
        if dropDelegate == nil {
            if let dropTarget { removeInteraction(dropTarget.interaction) }
            dropTarget = nil
        } else if dropTarget == nil {
            let target = CollectionDropTarget(collectionView: self)
            addInteraction(target.interaction)
            dropTarget = target
        }
    }

    // MARK: The gap

    /// Opens, moves or closes the gap, animating the other items.
    func setDropGap(_ gap: CollectionDropGap?) {
        let old = dropGap
        if let old, let gap, old.source != gap.source || old.dataCounts != gap.dataCounts {
            setDropGap(nil)
            return setDropGap(gap)
        }
        guard old?.destination != gap?.destination else { return }
        finishDepartures()
        var update = ListUpdate()
        let oldCounts: [Int], newCounts: [Int]
        switch (old, gap) {
        case (nil, let gap?):
            update = gap.update
            oldCounts = gap.dataCounts
            newCounts = gap.presentedCounts
        case (let old?, let gap?):
            update.movedItems = [(old.destination, gap.destination)]
            oldCounts = old.presentedCounts
            newCounts = gap.presentedCounts
        case (let old?, nil):
            update.deletedItems = [old.destination]
            if let source = old.source { update.insertedItems = [source] }
            oldCounts = old.presentedCounts
            newCounts = old.dataCounts
        case (nil, nil):
            return
        }
        dropGap = gap
        itemCounts = newCounts
        transition(with: ListUpdateMapping(update: update, oldCounts: oldCounts, newCounts: newCounts),
                   updateItems: Self.updateItems(for: update), completion: nil)
    }

    /// Closes the gap without animation for a drop: the views on screen are
    /// keyed by the data source's index paths again and the layout returns to
    /// its data, so the drop's batch update animates them from where they
    /// show to their new places. The gap's slot had no view.
    func closeDropGapForDrop() {
        guard let gap = dropGap, gap.placeholder == nil else { return }
        dropGap = nil
        var rekeyed: [CollectionElementKey: VisibleElement] = [:]
        for (key, element) in visibleElements {
            if key.category == .cell {
                guard let data = gap.dataIndexPath(forPresented: key.indexPath) else { continue }
                rekeyed[key.moved(to: data)] = element
            } else {
                rekeyed[key] = element
            }
        }
        visibleElements = rekeyed
        replaceSelection(with: selectionOrder.compactMap { gap.dataIndexPath(forPresented: $0) })
        itemCounts = gap.dataCounts
        let context = layoutObject.makeInvalidationContext()
        context.invalidateEverything = true
        layoutObject.invalidateLayout(with: context)
        prepareLayoutIfNeeded(countsAreCurrent: true)
    }

    /// After `performDropWith`: views not yet where the layout puts them (the
    /// app changed nothing, or changed it without an update) animate there.
    func settleAfterDrop() {
        prepareLayoutIfNeeded()
        var moves: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        for (key, element) in visibleElements {
            let attributes = key.category == .cell ? layoutObject.layoutAttributesForItem(at: key.indexPath) : nil
            guard let attributes, !attributes.isEqual(element.attributes) else { continue }
            visibleElements[key]?.attributes = attributes
            moves.append((element.view, attributes))
        }
        guard !moves.isEmpty else { return }
        UIView.animate(withDuration: Self.updateAnimationDuration) {
            for (view, attributes) in moves { self.apply(attributes, to: view) }
        }
        setNeedsLayout()
    }

    // MARK: Placeholders

    /// The placeholder's cell for the gap's slot; nil for an empty gap.
    func placeholderCell(for gap: CollectionDropGap, at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let placeholder = gap.placeholder else { return nil }
        let cell = dequeueReusableCell(withReuseIdentifier: placeholder.reuseIdentifier, for: indexPath)
        placeholder.cellUpdateHandler?(cell)
        return cell
    }

    /// Opens a gap holding `placeholder`'s cell at its insertion index path.
    func insertPlaceholder(_ placeholder: UICollectionViewPlaceholder) {
        closeDropGapForDrop()
        let counts = self.counts
        let indexPath = placeholder.insertionIndexPath
        guard dropGap == nil, indexPath.count == 2, indexPath.section >= 0, indexPath.section < counts.count,
              indexPath.item >= 0, indexPath.item <= counts[indexPath.section] else {
            UncaughtException.raise("NSInternalInconsistencyException", reason:
                "Invalid placeholder insertion index path \(Self.describe(indexPath)) (or a placeholder is already "
                + "in place): a placeholder goes at an item index from 0 to the section's count")
        }
        prepareLayoutIfNeeded()
        setDropGap(CollectionDropGap(source: nil, destination: indexPath, dataCounts: counts, placeholder: placeholder))
    }

    /// Replaces the placeholder at `indexPath` with the data source's item:
    /// `dataSourceUpdates` adds it, and the data source's new counts must be
    /// those shown. The other views stay where they are.
    func commitPlaceholder(at indexPath: IndexPath, dataSourceUpdates: (IndexPath) -> Void) {
        guard let gap = dropGap else { return }
        dataSourceUpdates(indexPath)
        dropGap = nil
        itemCounts = nil
        let key = CollectionElementKey.cell(indexPath)
        if counts != gap.presentedCounts {
            UncaughtException.raise("NSInternalInconsistencyException", reason:
                "Invalid update: committing the placeholder at \(Self.describe(indexPath)) must insert exactly one "
                + "item there; the data source reports \(counts) items per section, \(gap.presentedCounts) expected")
        }
        if let element = visibleElements.removeValue(forKey: key) {
            recycle(element.view, as: key)
        }
        let context = layoutObject.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        layoutObject.invalidateLayout(with: context)
        prepareLayoutIfNeeded(countsAreCurrent: true)
        layoutIfNeeded()
    }

    // MARK: Dropping cells

    /// Hides the cell at `indexPath` until the drop landing in it ends.
    func hideDroppingCell(at indexPath: IndexPath) {
        layoutIfNeeded()
        guard let cell = cellForItem(at: indexPath) else { return }
        droppingCells.insert(ObjectIdentifier(cell))
        cell.isHidden = true
    }

    /// Shows the cells drops landed in.
    func revealDroppedCells() {
        guard !droppingCells.isEmpty else { return }
        let hidden = droppingCells
        droppingCells = []
        for element in visibleElements.values where hidden.contains(ObjectIdentifier(element.view)) {
            element.view.isHidden = element.attributes.isHidden
        }
    }

    /// Where a drop at `point` (collection view coordinates) would put the
    /// items, in the index paths shown now: the item under the finger;
    /// elsewhere, next to the nearest item on screen (after it when the
    /// finger is below it or past its middle on its row); with no item near,
    /// the open gap, or the end of the last section. nil without sections.
    /// `limit(section)` is the largest item index a drop may take there.
    func dropDestination(at point: CGPoint, limit: (Int) -> Int) -> IndexPath? {
        let counts = self.counts
        guard !counts.isEmpty else { return nil }
        layoutIfNeeded()
        var found = indexPathForItem(at: point)
        if found == nil {
            let area = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
            let cells = (layoutObject.layoutAttributesForElements(in: area) ?? [])
                .filter { $0.representedElementCategory == .cell && !$0.isHidden }
            if let nearest = cells.min(by: { Self.distance(point, $0.frame) < Self.distance(point, $1.frame) }) {
                let frame = nearest.frame
                let after = point.y > frame.maxY || (point.y >= frame.minY && point.x > frame.midX)
                found = IndexPath(item: nearest.indexPath.item + (after ? 1 : 0), section: nearest.indexPath.section)
            } else if let gap = dropGap {
                found = gap.destination
            } else {
                found = IndexPath(item: counts[counts.count - 1], section: counts.count - 1)
            }
        }
        guard let found else { return nil }
        return IndexPath(item: min(found.item, limit(found.section)), section: found.section)
    }

    private static func distance(_ point: CGPoint, _ rect: CGRect) -> CGFloat {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
        let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
