import Foundation

/// The row being dragged by its reorder control: the move in progress (data
/// and displayed index paths), the cell following the finger, and the
/// geometry before the move.
struct TableReorder {
    var movement: CollectionInteractiveMovement
    var cell: UITableViewCell
    /// The finger's distance below the cell's top when it was picked up.
    var grabOffset: CGFloat
    var dataGeometry: TableGeometry
    /// Scrolls the table while the row is held near an edge
    /// (`EdgeAutoscroll`), and the media time of its last step.
    var autoscrollLink: CADisplayLink?
    var lastAutoscrollTime: CFTimeInterval?

    /// The displayed index path of the moving row.
    var indexPath: IndexPath { movement.target }
}

/// Editing mode: editing controls (delete and insert), the delete
/// confirmation, and reordering rows by their reorder controls, which the
/// table view shows for rows its data source can move.
extension UITableView {
    func changeEditing(_ editing: Bool, animated: Bool) {
        closeSwipe(animated: animated)
        guard editing != self.editing else { return }
        self.editing = editing
        if !selectionAllowed {
            clearSelection()
        } else if !multipleSelectionAllowed {
            keepOnlyFirstSelectedRow()
        }
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            applyEditingState(to: cell, at: indexPath, animated: animated)
        }
    }

    /// Gives a cell the editing control, reorder control and indentation its
    /// row has in the current mode.
    func applyEditingState(to cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        let data = dataIndexPath(forDisplayed: indexPath)
        if editing {
            let canEdit = dataSource?.tableView(self, canEditRowAt: data) ?? false
            cell.editingStyle = canEdit ? tableDelegate?.tableView(self, editingStyleForRowAt: data) ?? .delete : .none
            cell.showsReorderControl = canEdit && (dataSource?.tableView(self, canMoveRowAt: data) ?? false)
            cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: data) ?? true
        } else {
            cell.editingStyle = .none
        }
        if cell.isEditing != editing { cell.setEditing(editing, animated: animated) }
    }

    /// The data source's index path of the row shown at `indexPath` (they
    /// differ while a row is being reordered, or a drop's gap is open; the
    /// gap's own row answers itself).
    func dataIndexPath(forDisplayed indexPath: IndexPath) -> IndexPath {
        if let gap = dropGap { return gap.dataIndexPath(forPresented: indexPath) ?? indexPath }
        return reorder?.movement.dataIndexPath(forPresented: indexPath) ?? indexPath
    }

    // MARK: Delete confirmation

    /// The delete button of an editing row, shown by tapping its delete
    /// control: the row slides to reveal it, as a swipe would.
    func openDeleteConfirmation(at indexPath: IndexPath) {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            self?.commit(.delete, forRowAt: indexPath)
            done(true)
        }
        openSwipe(at: indexPath, actions: UISwipeActionsConfiguration(actions: [action]), edge: .trailing, animated: true)
    }

    // MARK: Reordering

    /// Whether a touch at `location` (table coordinates) lands on a reorder
    /// control.
    func reorderControlRow(at location: CGPoint) -> IndexPath? {
        guard editing, swipe == nil, let indexPath = indexPathForRow(at: location), let cell = cellForRow(at: indexPath),
              let control = cell.reorderControlFrame else { return nil }
        return control.contains(cell.convert(location, from: self)) ? indexPath : nil
    }

    func handleReorderGesture(_ recognizer: UILongPressGestureRecognizer) {
        let location = recognizer.location(in: self)
        switch recognizer.state {
        case .began:
            beginReorder(at: location)
        case .changed:
            continueReorder(at: location)
        case .ended:
            endReorder(cancelled: false)
        case .cancelled, .failed:
            endReorder(cancelled: true)
        default:
            break
        }
    }

    private func beginReorder(at location: CGPoint) {
        guard reorder == nil, let indexPath = reorderControlRow(at: location),
              let cell = cellForRow(at: indexPath) else { return }
        if let highlighted = touchTracking?.highlighted {
            cellForRow(at: highlighted)?.setHighlighted(false, animated: false)
            touchTracking = nil
        }
        let movement = CollectionInteractiveMovement(original: indexPath, target: indexPath, position: location,
                                                     dataCounts: counts)
        reorder = TableReorder(movement: movement, cell: cell, grabOffset: location.y - cell.frame.minY,
                               dataGeometry: geometry)
        cell.layer.zPosition = 1
        bringSubviewToFront(cell)
    }

    private func continueReorder(at location: CGPoint) {
        moveReorderedRow(to: location)
        updateReorderAutoscroll()
    }

    /// The moving row follows the finger; the other rows make room.
    private func moveReorderedRow(to location: CGPoint) {
        guard var current = reorder else { return }
        let height = current.cell.bounds.height
        let top = min(max(location.y - current.grabOffset, 0), max(0, contentSize.height - height))
        current.cell.frame.origin.y = top
        current.movement.position = location
        reorder = current
        guard let proposed = proposedReorderTarget(centerY: top + height / 2, current) else { return }
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: current.movement.original,
                                              toProposedIndexPath: proposed) ?? proposed
        guard target != current.movement.target, isValidReorderTarget(target, current) else { return }
        moveReorderPlaceholder(to: target)
    }

    /// The displayed slot under the moving row's center.
    private func proposedReorderTarget(centerY: CGFloat, _ reorder: TableReorder) -> IndexPath? {
        let shown = geometry
        guard let section = shown.section(at: centerY) else { return nil }
        let sectionGeometry = shown.sections[section]
        let rowsTop = shown.sectionTop(section) + sectionGeometry.headerHeight
        let rows = sectionGeometry.rows
        guard rows.count > 0 else { return IndexPath(row: 0, section: section) }
        let row = rows.row(at: centerY - rowsTop) ?? 0
        return IndexPath(row: min(row, rows.count - 1), section: section)
    }

    private func isValidReorderTarget(_ target: IndexPath, _ reorder: TableReorder) -> Bool {
        let counts = reorder.movement.presentedCounts
        guard target.section >= 0, target.section < counts.count else { return false }
        var limit = counts[target.section]
        if target.section != reorder.movement.target.section { limit += 1 }
        return target.row >= 0 && target.row < limit
    }

    /// Moves the empty slot to `target`; the other rows slide out of its way.
    private func moveReorderPlaceholder(to target: IndexPath) {
        guard var current = reorder else { return }
        let previous = current.movement.target
        var update = ListUpdate()
        update.movedItems = [(previous, target)]
        let oldCounts = current.movement.presentedCounts
        current.movement.target = target
        let mapping = ListUpdateMapping(update: update, oldCounts: oldCounts, newCounts: current.movement.presentedCounts)
        reorder = current
        geometryStorage = current.dataGeometry.movingRow(from: current.movement.original, to: target)
        var remapped: [IndexPath: UITableViewCell] = [:]
        for (indexPath, cell) in visibleCellsByIndexPath {
            guard let new = mapping.newIndexPath(forOld: indexPath) else { continue }
            remapped[new] = cell
        }
        visibleCellsByIndexPath = remapped
        let animate = { self.layoutTableContent() }
        if UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.reorderAnimationDuration, animations: animate)
        } else {
            animate()
        }
    }

    /// Seconds rows take to slide out of a reordered row's way, and the row
    /// to settle (uncertain; UIKit's look quick).
    static let reorderAnimationDuration: TimeInterval = 0.2

    /// Starts or stops scrolling by itself as the finger nears an edge.
    private func updateReorderAutoscroll() {
        guard let current = reorder else { return }
        let speed = reorderAutoscrollSpeed(current)
        if speed == 0 {
            current.autoscrollLink?.invalidate()
            reorder?.autoscrollLink = nil
            reorder?.lastAutoscrollTime = nil
        } else if current.autoscrollLink == nil {
            let link = CADisplayLink(target: ScrollDisplayLinkTarget(scrollView: self) {
                ($0 as? UITableView)?.stepReorderAutoscroll(at: $1)
            }, selector: ScrollDisplayLinkTarget.step(_:))
            link.add(to: .main, forMode: .common)
            reorder?.autoscrollLink = link
        }
    }

    private func reorderAutoscrollSpeed(_ reorder: TableReorder) -> CGFloat {
        let inset = adjustedContentInset
        return EdgeAutoscroll.speed(fingerAt: reorder.movement.position.y,
                                    visibleStart: bounds.minY + inset.top,
                                    visibleEnd: bounds.maxY - inset.bottom)
    }

    /// One frame of scrolling while a reordered row is held near an edge:
    /// the content moves under the still finger, so the row follows the
    /// finger further through the table.
    func stepReorderAutoscroll(at time: CFTimeInterval) {
        guard let current = reorder else { return }
        defer { reorder?.lastAutoscrollTime = time }
        guard let last = current.lastAutoscrollTime else { return }
        let inset = adjustedContentInset
        let minimum = -inset.top, maximum = max(minimum, contentSize.height + inset.bottom - bounds.height)
        // From the offset asked last frame, not the one on the pixel grid: rounding must not add up.
        let exact = exactContentOffset
        let target = EdgeAutoscroll.offset(exact.y, after: time - last, at: reorderAutoscrollSpeed(current),
                                           within: minimum...maximum)
        guard target != exact.y else { return }
        let before = contentOffset.y
        contentOffset = CGPoint(x: contentOffset.x, y: target)
        let delta = contentOffset.y - before
        layoutIfNeeded()
        var finger = current.movement.position
        finger.y += delta
        continueReorder(at: finger)
    }

    private func endReorder(cancelled: Bool) {
        guard let finished = reorder else { return }
        finished.autoscrollLink?.invalidate()
        let movement = finished.movement
        let target = cancelled ? movement.original : movement.target
        if cancelled && movement.target != movement.original { moveReorderPlaceholder(to: movement.original) }
        reorder = nil
        reportReorder(from: movement.original, to: target)
        rowCounts = nil
        if movement.original != target {
            var update = ListUpdate()
            update.movedItems = [(movement.original, target)]
            let mapping = ListUpdateMapping(update: update, oldCounts: movement.dataCounts, newCounts: counts)
            replaceSelection(with: selectionOrder.compactMap { mapping.newIndexPath(forOld: $0) })
            sizedRows = Set(sizedRows.compactMap { mapping.newIndexPath(forOld: $0) })
        }
        let cell = finished.cell
        let settle = {
            self.place(cell, at: target)
            for (indexPath, visible) in self.visibleCellsByIndexPath {
                visible.appearance = self.cellAppearance(at: indexPath)
            }
        }
        if UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.reorderAnimationDuration, animations: settle) { _ in
                cell.layer.zPosition = 0
            }
        } else {
            settle()
            cell.layer.zPosition = 0
        }
        setNeedsLayout()
    }
}
