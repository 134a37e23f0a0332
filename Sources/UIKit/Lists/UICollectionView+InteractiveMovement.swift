import Foundation

/// Interactive movement: an item picked up, following the finger above the
/// others while they move out of its way, then dropped (the data source's
/// `moveItemAt:to:` runs) or put back.
extension UICollectionView {
    /// Picks the item up. False when a movement is already under way, the
    /// item does not exist, or the data source's `canMoveItemAt` refuses.
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        let counts = self.counts
        guard interactiveMovement == nil, let dataSource, indexPath.count == 2, indexPath.section < counts.count,
              indexPath.item < counts[indexPath.section],
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        layoutIfNeeded()
        if let tracking = touchTracking, let highlighted = tracking.highlighted {
            touchTracking?.highlighted = nil
            cellForItem(at: highlighted)?.isHighlighted = false
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: highlighted)
        }
        let center = layoutObject.layoutAttributesForItem(at: indexPath)?.center ?? .zero
        interactiveMovement = CollectionInteractiveMovement(original: indexPath, target: indexPath, position: center,
                                                            dataCounts: counts)
        layoutObject.invalidateLayout(with: layoutObject.invalidationContext(
            forInteractivelyMovingItems: [indexPath], withTargetPosition: center,
            previousIndexPaths: [indexPath], previousPosition: center))
        layoutIfNeeded()
        return true
    }

    /// Moves the picked-up item's center to `targetPosition` (collection view
    /// coordinates). When the layout — then the delegate — picks a new
    /// index path for it, the other items animate to make room.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        let previousPosition = movement.position
        let previousTarget = movement.target
        movement.position = targetPosition
        interactiveMovement = movement
        let proposed = layoutObject.targetIndexPath(forInteractivelyMovingItem: previousTarget,
                                                    withPosition: targetPosition)
        var target = collectionDelegate?.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
            atCurrentIndexPath: previousTarget, toProposedIndexPath: proposed) ?? proposed
        if !isValidTarget(target, for: movement) { target = previousTarget }
        if target != previousTarget { moveTarget(to: target) }
        layoutObject.invalidateLayout(with: layoutObject.invalidationContext(
            forInteractivelyMovingItems: [target], withTargetPosition: targetPosition,
            previousIndexPaths: [previousTarget], previousPosition: previousPosition))
        layoutIfNeeded()
    }

    /// Drops the item where it is: the data source moves it, and its cell
    /// settles into its place.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.original != movement.target {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.target)
        }
        settle(movement, cancelled: false)
    }

    /// Puts the item back where it started.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        if movement.target != movement.original { moveTarget(to: movement.original) }
        interactiveMovement = nil
        settle(movement, cancelled: true)
    }

    /// The moving item's attributes: under the finger, above everything.
    func interactiveMovementAttributes() -> UICollectionViewLayoutAttributes? {
        guard let movement = interactiveMovement else { return nil }
        return layoutObject.layoutAttributesForInteractivelyMovingItem(at: movement.target,
                                                                       withTargetPosition: movement.position)
    }

    /// The data source's index path for an item shown at `indexPath`
    /// (different only during interactive movement or while a drop gap is
    /// open).
    func dataIndexPath(forDisplayed indexPath: IndexPath) -> IndexPath {
        interactiveMovement?.dataIndexPath(forPresented: indexPath)
            ?? dropGap?.dataIndexPath(forPresented: indexPath) ?? indexPath
    }

    /// Moves the placeholder from the current target to `target`, animating
    /// the other items.
    private func moveTarget(to target: IndexPath) {
        guard var movement = interactiveMovement else { return }
        let oldCounts = movement.presentedCounts
        var update = ListUpdate()
        update.movedItems = [(movement.target, target)]
        movement.target = target
        interactiveMovement = movement
        let newCounts = movement.presentedCounts
        itemCounts = newCounts
        transition(with: ListUpdateMapping(update: update, oldCounts: oldCounts, newCounts: newCounts),
                   updateItems: Self.updateItems(for: update), completion: nil)
    }

    private func isValidTarget(_ target: IndexPath, for movement: CollectionInteractiveMovement) -> Bool {
        guard target.count == 2, target.section >= 0, target.section < movement.dataCounts.count else { return false }
        var counts = movement.dataCounts
        counts[movement.original.section] -= 1
        return target.item >= 0 && target.item <= counts[target.section]
    }

    /// After the movement: the layout hears it ended and the cell animates
    /// into its slot.
    private func settle(_ movement: CollectionInteractiveMovement, cancelled: Bool) {
        let final = cancelled ? movement.original : movement.target
        layoutObject.invalidateLayout(with: layoutObject.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [final], previousIndexPaths: [movement.original], movementCancelled: cancelled))
        prepareLayoutIfNeeded(countsAreCurrent: true)
        guard let view = cellForItem(at: final), let attributes = layoutObject.layoutAttributesForItem(at: final) else {
            setNeedsLayout()
            return
        }
        visibleElements[.cell(final)]?.attributes = attributes
        UIView.animate(withDuration: Self.updateAnimationDuration) { self.apply(attributes, to: view) }
    }
}
