import Foundation

/// Selection and highlight. Selection is kept by index path, so it survives
/// cells being recycled; a tap runs UIKit's sequence: on touch-down (after
/// the scroll view's touch delay) `shouldHighlightRowAt`, the cell's
/// `setHighlighted(true, animated:)`, `didHighlightRowAt`; on lift
/// `willSelectRowAt` (which may redirect or refuse), the previous row's
/// `willDeselectRowAt` and `didDeselectRowAt` (single selection),
/// `didUnhighlightRowAt`, then `didSelectRowAt`. Programmatic selection
/// calls no delegate methods.
extension UITableView {
    /// The first selected row (nil when none).
    public var indexPathForSelectedRow: IndexPath? { selectionOrder.min() }

    /// The selected rows, sorted (nil when none, as UIKit answers).
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectionOrder.isEmpty ? nil : selectionOrder.sorted()
    }

    func selectRowNow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            clearSelection()
            return
        }
        guard selectionAllowed, isValid(indexPath) else { return }
        if !multipleSelectionAllowed {
            for other in selectionOrder where other != indexPath { setRowSelected(false, at: other, animated: animated) }
        }
        setRowSelected(true, at: indexPath, animated: animated)
        // `.none` does not scroll here (unlike scrollToRow's `.none`).
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func deselectRowNow(at indexPath: IndexPath, animated: Bool) {
        setRowSelected(false, at: indexPath, animated: animated)
    }

    var selectionAllowed: Bool { editing ? allowsSelectionDuringEditing : allowsSelection }
    var multipleSelectionAllowed: Bool { editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func setRowSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool = false) {
        if selected {
            guard selectedSet.insert(indexPath).inserted else { return }
            selectionOrder.append(indexPath)
        } else {
            guard selectedSet.remove(indexPath) != nil else { return }
            selectionOrder.removeAll { $0 == indexPath }
        }
        cellForRow(at: indexPath)?.setSelected(selected, animated: animated)
    }

    func clearSelection() {
        for indexPath in selectionOrder { setRowSelected(false, at: indexPath) }
    }

    func keepOnlyFirstSelectedRow() {
        for indexPath in selectionOrder.dropFirst() { setRowSelected(false, at: indexPath) }
    }

    /// Replaces the selection (after an update moved rows).
    func replaceSelection(with indexPaths: [IndexPath]) {
        selectionOrder = indexPaths
        selectedSet = Set(indexPaths)
        for (indexPath, cell) in visibleCellsByIndexPath {
            let selected = selectedSet.contains(indexPath)
            if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        }
    }

    // MARK: Touches

    func beginTracking(_ touches: Set<UITouch>) {
        guard touchTracking == nil, reorder == nil, let touch = touches.first else { return }
        var tracking = CollectionTouchTracking(touch: ObjectIdentifier(touch), highlighted: nil)
        defer { touchTracking = tracking }
        let location = touch.location(in: self)
        if swipe?.isOpen == true { return }
        guard let indexPath = indexPathForRow(at: location), let cell = cellForRow(at: indexPath) else { return }
        let local = cell.convert(location, from: self)
        if cell.detailButtonFrame?.contains(local) == true || cell.editingControlFrame?.contains(local) == true {
            return
        }
        guard selectionAllowed,
              tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        tracking.highlighted = indexPath
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func continueTracking(_ touches: Set<UITouch>) {
        guard let tracking = touchTracking, let highlighted = tracking.highlighted,
              let touch = touches.first(where: { ObjectIdentifier($0) == tracking.touch }) else { return }
        guard indexPathForRow(at: touch.location(in: self)) != highlighted else { return }
        touchTracking?.highlighted = nil
        unhighlight(highlighted)
    }

    func endTracking(_ touches: Set<UITouch>) {
        guard let tracking = touchTracking,
              let touch = touches.first(where: { ObjectIdentifier($0) == tracking.touch }) else { return }
        touchTracking = nil
        let location = touch.location(in: self)
        if swipe?.isOpen == true {
            if let action = swipeAction(at: location) {
                perform(action)
            } else {
                closeSwipe(animated: true)
            }
            return
        }
        if tracking.highlighted == nil, handleControlTap(at: location) { return }
        guard let tapped = tracking.highlighted else { return }
        select(tapped)
    }

    func cancelTracking(_ touches: Set<UITouch>) {
        guard let tracking = touchTracking, touches.contains(where: { ObjectIdentifier($0) == tracking.touch }) else {
            return
        }
        touchTracking = nil
        if let indexPath = tracking.highlighted { unhighlight(indexPath) }
    }

    /// A tap on a detail button or an editing control (true: handled).
    private func handleControlTap(at location: CGPoint) -> Bool {
        guard let indexPath = indexPathForRow(at: location), let cell = cellForRow(at: indexPath) else { return false }
        let local = cell.convert(location, from: self)
        if cell.detailButtonFrame?.contains(local) == true {
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
            return true
        }
        if cell.editingControlFrame?.contains(local) == true {
            switch cell.editingStyle {
            case .delete: openDeleteConfirmation(at: indexPath)
            case .insert: commit(.insert, forRowAt: indexPath)
            case .none: return false
            }
            return true
        }
        return false
    }

    /// The user's selection of a tapped row, with the delegate's say.
    private func select(_ tapped: IndexPath) {
        let delegate = tableDelegate
        if multipleSelectionAllowed && selectedSet.contains(tapped) {
            guard let target = willDeselect(tapped) else {
                return unhighlight(tapped)
            }
            setRowSelected(false, at: target)
            unhighlight(tapped)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: tapped) }) ?? tapped else {
            return unhighlight(tapped)
        }
        if !multipleSelectionAllowed {
            for other in selectionOrder where other != target {
                guard let deselected = willDeselect(other) else { continue }
                setRowSelected(false, at: deselected)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        setRowSelected(true, at: target)
        unhighlight(tapped)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// The row the delegate lets be deselected instead of `indexPath` (nil:
    /// none).
    private func willDeselect(_ indexPath: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return indexPath }
        return delegate.tableView(self, willDeselectRowAt: indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }
}
