import Foundation

/// Reloading and batch updates. Changes made inside `performBatchUpdates`
/// (or one at a time outside it) are checked against the data source's new
/// counts with UIKit's rules and messages, then animated from the old
/// layout to the new one.
extension UICollectionView {
    /// Forgets the counts, the cells on screen and the selection; the next
    /// layout pass asks the data source for everything again.
    public func reloadData() {
        itemCounts = nil
        reloadPending = true
        clearSelection()
        prefetchedItems.removeAll()
        let context = layoutObject.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        layoutObject.invalidateLayout(with: context)
    }

    /// Runs `updates` (calls to insert, delete, reload and move items and
    /// sections, after changing the data source) as one animated change.
    /// `completion` runs when the animations end (`false` if they were
    /// interrupted).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard recordingUpdate == nil else {
            updates?()
            if let completion { pendingUpdateCompletions.append(completion) }
            return
        }
        _ = counts
        prepareLayoutIfNeeded()
        recordingUpdate = ListUpdate()
        updates?()
        let update = recordingUpdate ?? ListUpdate()
        recordingUpdate = nil
        var completions = pendingUpdateCompletions
        pendingUpdateCompletions = []
        if let completion { completions.append(completion) }
        let reconfigures = pendingReconfigures
        pendingReconfigures = []
        let mapping = applyUpdate(update) { finished in completions.forEach { $0(finished) } }
        if !reconfigures.isEmpty { reconfigureItems(at: reconfigures.compactMap { mapping.newIndexPath(forOld: $0) }) }
    }

    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Asks the data source to configure the cells of these items again,
    /// keeping the cells: inside `collectionView(_:cellForItemAt:)`,
    /// dequeuing for a reconfigured item returns its current cell.
    ///
    /// Inside `performBatchUpdates` the index paths are those before the
    /// update, and the cells are configured once the update is applied.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        if recordingUpdate != nil {
            pendingReconfigures += indexPaths
            return
        }
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = cellForItem(at: indexPath) else { continue }
            reconfiguringCell = cell
            _ = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguringCell = nil
        }
    }

    /// Adds a change to the batch being recorded, or applies it at once.
    private func record(_ change: (inout ListUpdate) -> Void) {
        if recordingUpdate != nil {
            change(&recordingUpdate!)
            return
        }
        _ = counts
        var update = ListUpdate()
        change(&update)
        applyUpdate(update, completion: nil)
    }

    /// Validates, remaps and animates one update.
    @discardableResult
    func applyUpdate(_ recorded: ListUpdate, completion: ((Bool) -> Void)?) -> ListUpdateMapping {
        let oldCounts = counts
        itemCounts = nil
        let newCounts = counts
        let update = recorded.resolvingSectionReloads(oldSectionCount: oldCounts.count,
                                                      newSectionCount: newCounts.count)
        let mapping = ListUpdateValidation.collectionView.validate(update, oldCounts: oldCounts, newCounts: newCounts)
        transition(with: mapping, updateItems: Self.updateItems(for: recorded), completion: completion)
        return mapping
    }

    /// Moves the collection view from the old layout to the new one: views
    /// that stay move to their new place, removed ones fade out where they
    /// were (or go where the layout says), new ones fade in.
    func transition(with mapping: ListUpdateMapping, updateItems: [UICollectionViewUpdateItem],
                    completion: ((Bool) -> Void)?) {
        finishDepartures()
        let captureRect = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var oldAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in layoutObject.layoutAttributesForElements(in: captureRect) ?? [] {
            oldAttributes[attributes.elementKey] = attributes
        }
        let oldVisible = visibleElements
        replaceSelection(with: selectionOrder.compactMap { old in
            mapping.isReloaded(old: old) ? nil : mapping.newIndexPath(forOld: old)
        })
        if let highlighted = touchTracking?.highlighted { touchTracking?.highlighted = mapping.newIndexPath(forOld: highlighted) }

        let context = layoutObject.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        layoutObject.invalidateLayout(with: context)
        prepareLayoutIfNeeded(countsAreCurrent: true)
        layoutObject.prepare(forCollectionViewUpdates: updateItems)
        keepContentOffsetInRange()

        var wanted: [(CollectionElementKey, UICollectionViewLayoutAttributes)] = []
        for attributes in layoutObject.layoutAttributesForElements(in: bounds) ?? []
        where !attributes.isHidden && attributes.frame.overlaps(bounds) {
            wanted.append((attributes.elementKey, attributes))
        }
        let wantedKeys = Set(wanted.map(\.0))

        var finals: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        var departing: [(UICollectionReusableView, CollectionElementKey, CollectionElementKey?)] = []
        visibleElements = [:]
        for (oldKey, element) in oldVisible.sorted(by: { $0.key < $1.key }) {
            let newKey = Self.newKey(for: oldKey, mapping: mapping)
            let reloaded = oldKey.category == .cell && mapping.isReloaded(old: oldKey.indexPath)
            if let newKey, !reloaded, wantedKeys.contains(newKey) {
                visibleElements[newKey] = element
                continue
            }
            let target: UICollectionViewLayoutAttributes?
            if let newKey, !reloaded {
                target = finalAttributes(disappearing: oldKey) ?? attributes(of: newKey)
            } else {
                target = finalAttributes(disappearing: oldKey) ?? Self.faded(element.attributes)
            }
            if let target { finals.append((element.view, target)) }
            departing.append((element.view, oldKey, reloaded ? nil : newKey))
        }
        let movingKey = interactiveMovement.map { CollectionElementKey.cell($0.target) }
        for (key, attributes) in wanted {
            if key == movingKey, let view = visibleElements[key]?.view, let moving = interactiveMovementAttributes() {
                UIView.performWithoutAnimation { apply(moving, to: view) }
                visibleElements[key]?.attributes = moving
                continue
            }
            if let element = visibleElements[key] {
                finals.append((element.view, attributes))
                visibleElements[key]?.attributes = attributes
                continue
            }
            let oldKey = Self.oldKey(for: key, mapping: mapping)
            let start = initialAttributes(appearing: key)
                ?? oldKey.flatMap { mapping.isReloaded(old: $0.indexPath) && key.category == .cell ? nil : oldAttributes[$0] }
                ?? Self.faded(attributes)
            display(key, attributes: attributes)
            if let view = visibleElements[key]?.view {
                UIView.performWithoutAnimation { apply(start, to: view) }
                finals.append((view, attributes))
            }
        }
        appliedGeneration = layoutGeneration
        departingViews = departing.map { DepartingElement(view: $0.0, oldKey: $0.1, newKey: $0.2) }
        let departures = departingViews
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut],
                       animations: { for (view, attributes) in finals { self.apply(attributes, to: view) } },
                       completion: { finished in
                           self.finishDepartures(departures)
                           completion?(finished)
                       })
        layoutObject.finalizeCollectionViewUpdates()
    }

    /// Views that left in an update go back to their pools, and the delegate
    /// hears they ended displaying.
    func finishDepartures(_ departures: [DepartingElement]? = nil) {
        let list = departures ?? departingViews
        let ids = Set(list.map { ObjectIdentifier($0.view) })
        departingViews.removeAll { ids.contains(ObjectIdentifier($0.view)) }
        for departure in list where departure.view.reuseIdentifier != nil {
            guard !visibleElements.values.contains(where: { $0.view === departure.view }) else { continue }
            recycle(departure.view, as: departure.oldKey)
            let key = departure.newKey ?? departure.oldKey
            if let cell = departure.view as? UICollectionViewCell, key.category == .cell {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            } else if key.category == .supplementaryView {
                collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: departure.view,
                                                   forElementOfKind: key.kind ?? "", at: key.indexPath)
            }
        }
    }

    /// Kumiki's duration for update animations, in seconds. UIKit does not
    /// publish its own; 0.3 s is the duration UIKit's animated list changes
    /// are commonly observed to take (uncertain).
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Keeps the offset within the (possibly smaller) new content, after
    /// asking the layout and the delegate where to go.
    private func keepContentOffsetInRange() {
        var offset = layoutObject.targetContentOffset(forProposedContentOffset: contentOffset)
        if let delegate = collectionDelegate {
            offset = delegate.collectionView(self, targetContentOffsetForProposedContentOffset: offset)
        }
        let inset = adjustedContentInset
        let maximum = CGPoint(x: max(-inset.left, contentSize.width + inset.right - bounds.width),
                              y: max(-inset.top, contentSize.height + inset.bottom - bounds.height))
        offset.x = max(-inset.left, min(offset.x, maximum.x))
        offset.y = max(-inset.top, min(offset.y, maximum.y))
        if offset != contentOffset { applyContentOffset(offset) }
    }

    private func attributes(of key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layoutObject.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layoutObject.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layoutObject.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    private func initialAttributes(appearing key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layoutObject.initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView:
            layoutObject.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: nil
        }
    }

    private func finalAttributes(disappearing key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layoutObject.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView:
            layoutObject.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind ?? "",
                                                                                   at: key.indexPath)
        case .decorationView: nil
        }
    }

    /// The attributes with alpha 0: where an element fades in or out.
    static func faded(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        copy.alpha = 0
        return copy
    }

    /// An element's key after the update (cells by the item mapping,
    /// supplementary and decoration views by their section).
    static func newKey(for key: CollectionElementKey, mapping: ListUpdateMapping) -> CollectionElementKey? {
        if key.category == .cell { return mapping.newIndexPath(forOld: key.indexPath).map(key.moved(to:)) }
        guard let section = key.indexPath.first, let newSection = mapping.newSection(forOld: section) else {
            return key.indexPath.isEmpty ? key : nil
        }
        var path = key.indexPath
        path[0] = newSection
        return key.moved(to: path)
    }

    static func oldKey(for key: CollectionElementKey, mapping: ListUpdateMapping) -> CollectionElementKey? {
        if key.category == .cell { return mapping.oldIndexPath(forNew: key.indexPath).map(key.moved(to:)) }
        guard let section = key.indexPath.first, let oldSection = mapping.oldSection(forNew: section) else {
            return key.indexPath.isEmpty ? key : nil
        }
        var path = key.indexPath
        path[0] = oldSection
        return key.moved(to: path)
    }

    /// The update as layouts see it: section changes first, then items.
    static func updateItems(for update: ListUpdate) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for section in update.deletedSections {
            items.append(UICollectionViewUpdateItem(action: .delete, before: IndexPath(index: section), after: nil))
        }
        for section in update.insertedSections {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(index: section)))
        }
        for section in update.reloadedSections {
            items.append(UICollectionViewUpdateItem(action: .reload, before: IndexPath(index: section),
                                                    after: IndexPath(index: section)))
        }
        for move in update.movedSections {
            items.append(UICollectionViewUpdateItem(action: .move, before: IndexPath(index: move.from),
                                                    after: IndexPath(index: move.to)))
        }
        items += update.deletedItems.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
        items += update.insertedItems.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
        items += update.reloadedItems.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) }
        items += update.movedItems.map { UICollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to) }
        return items
    }
}

/// A view leaving in an update: where it was, and where its element is now
/// (nil when it was deleted or reloaded).
struct DepartingElement {
    var view: UICollectionReusableView
    var oldKey: CollectionElementKey
    var newKey: CollectionElementKey?
}
