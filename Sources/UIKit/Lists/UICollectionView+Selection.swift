import Foundation

/// Selection and highlight. Selection is kept by index path, so it survives
/// cells being recycled; a tap runs UIKit's sequence: on touch-down (after
/// the scroll view's touch delay) `shouldHighlight`, `didHighlight`; on lift
/// `shouldSelect`, the previous item's `didDeselect` (single selection),
/// `didUnhighlight`, then `didSelect`. Programmatic selection calls no
/// delegate methods.
extension UICollectionView {
    /// The selected items in the order they were selected (empty when none).
    public var indexPathsForSelectedItems: [IndexPath]? { selectionOrder }

    /// Selects the item (nil deselects everything), deselecting the others
    /// unless several may be selected, and scrolls it to `scrollPosition`.
    /// Does nothing while selection is not allowed.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            clearSelection()
            return
        }
        guard selectionAllowed else { return }
        if !multipleSelectionAllowed {
            for other in selectionOrder where other != indexPath { setSelected(false, at: other) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item; the delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    var selectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    var multipleSelectionAllowed: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            guard selectedSet.insert(indexPath).inserted else { return }
            selectionOrder.append(indexPath)
        } else {
            guard selectedSet.remove(indexPath) != nil else { return }
            selectionOrder.removeAll { $0 == indexPath }
        }
        cellForItem(at: indexPath)?.isSelected = selected
    }

    func clearSelection() {
        for indexPath in selectionOrder { setSelected(false, at: indexPath) }
    }

    func keepOnlyFirstSelectedItem() {
        for indexPath in selectionOrder.dropFirst() { setSelected(false, at: indexPath) }
    }

    /// Replaces the selection (after an update moved items).
    func replaceSelection(with indexPaths: [IndexPath]) {
        selectionOrder = indexPaths
        selectedSet = Set(indexPaths)
        for (key, element) in visibleElements where key.category == .cell {
            (element.view as? UICollectionViewCell)?.isSelected = selectedSet.contains(key.indexPath)
        }
    }

    // MARK: Touches

    func beginTracking(_ touches: Set<UITouch>) {
        guard touchTracking == nil, let touch = touches.first, interactiveMovement == nil else { return }
        var tracking = CollectionTouchTracking(touch: ObjectIdentifier(touch), highlighted: nil)
        defer { touchTracking = tracking }
        guard selectionAllowed, let indexPath = indexPathForItem(at: touch.location(in: self)),
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        tracking.highlighted = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func continueTracking(_ touches: Set<UITouch>) {
        guard let tracking = touchTracking, let highlighted = tracking.highlighted,
              let touch = touches.first(where: { ObjectIdentifier($0) == tracking.touch }) else { return }
        guard indexPathForItem(at: touch.location(in: self)) != highlighted else { return }
        touchTracking?.highlighted = nil
        unhighlight(highlighted)
    }

    func endTracking(_ touches: Set<UITouch>) {
        guard let tracking = touchTracking, touches.contains(where: { ObjectIdentifier($0) == tracking.touch }) else {
            return
        }
        touchTracking = nil
        guard let indexPath = tracking.highlighted else { return }
        let delegate = collectionDelegate
        if multipleSelectionAllowed && selectedSet.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else {
                return unhighlight(indexPath)
            }
            setSelected(false, at: indexPath)
            unhighlight(indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else {
            return unhighlight(indexPath)
        }
        if !multipleSelectionAllowed {
            for other in selectionOrder where other != indexPath {
                setSelected(false, at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: indexPath)
        unhighlight(indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func cancelTracking(_ touches: Set<UITouch>) {
        guard let tracking = touchTracking, touches.contains(where: { ObjectIdentifier($0) == tracking.touch }) else {
            return
        }
        touchTracking = nil
        if let indexPath = tracking.highlighted { unhighlight(indexPath) }
    }

    private func unhighlight(_ indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
