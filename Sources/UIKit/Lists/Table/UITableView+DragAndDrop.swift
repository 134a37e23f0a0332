import Foundation

/// Drag and drop in a table view. The table view owns a `UIDragInteraction`
/// (with a `dragDelegate`) and a `UIDropInteraction` (with a `dropDelegate`,
/// or a `dragDelegate` for reordering its own rows) whose delegates are
/// internal adapters (`TableDragSource`, `TableDropTarget`): the drag engine
/// lifts, moves and drops as for any view, and the adapters speak in index
/// paths.
///
/// While an `.insertAtDestinationIndexPath` drag hovers, a gap opens where
/// the rows would land (`TableDropGap`): the other rows slide aside with the
/// update animation, a dragged row from this table view (a `.move`) leaves
/// its own place, and the gap has no cell. When the finger lifts, the gap
/// closes into the data source's state before `performDropWith` runs, so the
/// app's `performBatchUpdates` starts from its own model — except for a
/// reorder of one of the table's own rows with a data source that
/// implements `tableView(_:moveRowAt:to:)`: the rows shown become the data
/// (the data source hears `moveRowAt`) and `performDropWith` is not called.
///
/// Kumiki does not scroll a table by itself while a drag hovers near its
/// edge.
extension UITableView {
    /// Whether a drag lifted from this table view is under way (from the lift
    /// to the end of the drop or cancel animation).
    public var hasActiveDrag: Bool { dragSource?.isActive ?? false }

    /// Whether a drag is over this table view (from entering to leaving,
    /// dropping or cancelling).
    public var hasActiveDrop: Bool { dropTarget?.isActive ?? false }

    /// Whether the rows shown differ from the data source's: a drop's gap is
    /// open while a drag hovers, or a placeholder holds a dropped row's place.
    /// Don't reload the table meanwhile (a reload drops the placeholder).
    public var hasUncommittedUpdates: Bool { dropGap != nil }

    /// Adds or removes the interactions as the delegates come and go: a drag
    /// delegate brings the drag interaction, and either delegate the drop
    /// interaction (a table view takes its own rows back to reorder them).
    func installDragAndDropInteractions() {
        if dragDelegate == nil {
            if let dragSource { removeInteraction(dragSource.interaction) }
            dragSource = nil
        } else if dragSource == nil {
            let source = TableDragSource(tableView: self)
            source.interaction.isEnabled = dragInteractionEnabled
            addInteraction(source.interaction)
            dragSource = source
        }
        if dragDelegate == nil && dropDelegate == nil {
            if let dropTarget { removeInteraction(dropTarget.interaction) }
            dropTarget = nil
        } else if dropTarget == nil {
            let target = TableDropTarget(tableView: self)
            addInteraction(target.interaction)
            dropTarget = target
        }
    }

    /// Where the one row of `session` was lifted, when the drag is one row
    /// of this table view's.
    func reorderSourceIndexPath(of session: any UIDropSession) -> IndexPath? {
        guard session.localDragSession != nil, session.items.count == 1 else { return nil }
        return dragSource?.sourceIndexPath(of: session.items[0])
    }

    /// The proposal without a drop delegate's answer: a reorder for one of
    /// this table view's own rows, otherwise no drop.
    func defaultDropProposal(for session: any UIDropSession) -> UITableViewDropProposal {
        guard reorderSourceIndexPath(of: session) != nil else { return UITableViewDropProposal(operation: .cancel) }
        return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    // MARK: Where a drop goes

    /// Where a drop at `point` (table view coordinates) would put the rows,
    /// in the index paths shown now: the row under the finger; on a section
    /// header, the section's first row; below a section's rows, its end.
    /// nil without sections. `limit(section)` is the largest row index a
    /// drop may take there.
    func dropDestination(at point: CGPoint, limit: (Int) -> Int) -> IndexPath? {
        guard !counts.isEmpty else { return nil }
        layoutIfNeeded()
        let geometry = self.geometry
        guard let section = geometry.section(at: point.y) else { return nil }
        let rows = geometry.sections[section].rows
        let rowsTop = geometry.sectionTop(section) + geometry.sections[section].headerHeight
        let row: Int
        if point.y < rowsTop {
            row = 0
        } else if point.y >= rowsTop + rows.total {
            row = rows.count
        } else {
            row = rows.row(at: point.y - rowsTop) ?? rows.count
        }
        return IndexPath(row: max(0, min(row, limit(section))), section: section)
    }

    /// The data source's row whose middle half (a quarter of its height in
    /// from either edge) is under `point`, where `.automatic` drops into the
    /// row; measured on the data's rows, which do not move with the gap.
    func dataRowMiddle(at point: CGPoint) -> IndexPath? {
        let geometry = dropGap?.dataGeometry ?? self.geometry
        guard let indexPath = geometry.indexPath(at: point.y) else { return nil }
        let span = geometry.rowSpan(indexPath)
        let inset = span.height / 4
        return point.y >= span.minY + inset && point.y < span.minY + span.height - inset ? indexPath : nil
    }

    // MARK: The gap

    /// A gap for the data shown now (or under the open gap): `source`'s row
    /// out, an empty row at `destination` as tall as the source's row (else
    /// the placeholder's, else the table's row height).
    func makeDropGap(source: IndexPath?, destination: IndexPath,
                     placeholder: UITableViewDropPlaceholder? = nil) -> TableDropGap {
        let data = dropGap
        let dataGeometry = data?.dataGeometry ?? geometry
        var height = baseRowHeight(lazy: rowsSizeLazilyNow)
        if let source {
            height = dataGeometry.rowSpan(source).height
        } else if let placeholder, placeholder.rowHeight >= 0 {
            height = placeholder.rowHeight
        }
        return TableDropGap(source: source, destination: destination, height: height,
                            dataCounts: data?.dataCounts ?? counts, dataGeometry: dataGeometry,
                            dataSizedRows: data?.dataSizedRows ?? sizedRows,
                            dataSelection: data?.dataSelection ?? selectionOrder, placeholder: placeholder)
    }

    /// Opens, moves or closes the gap, the other rows sliding.
    func setDropGap(_ gap: TableDropGap?) {
        let old = dropGap
        if let old, let gap, old.source != gap.source || old.dataCounts != gap.dataCounts {
            setDropGap(nil)
            return setDropGap(gap)
        }
        guard old?.destination != gap?.destination, let data = old ?? gap else { return }
        finishDepartures()
        var update = ListUpdate()
        let oldCounts: [Int], newCounts: [Int]
        if let old, let gap {
            update.movedItems = [(old.destination, gap.destination)]
            oldCounts = old.presentedCounts
            newCounts = gap.presentedCounts
        } else if let gap {
            update = gap.update
            oldCounts = gap.dataCounts
            newCounts = gap.presentedCounts
        } else {
            update.deletedItems = [data.destination]
            if let source = data.source { update.insertedItems = [source] }
            oldCounts = data.presentedCounts
            newCounts = data.dataCounts
        }
        let mapping = ListUpdateMapping(update: update, oldCounts: oldCounts, newCounts: newCounts)
        dropGap = gap
        rowCounts = gap?.presentedCounts ?? data.dataCounts
        geometryStorage = gap?.presentedGeometry ?? data.dataGeometry
        if let gap {
            let presented = gap.mapping
            // The empty row is never measured.
            sizedRows = Set(gap.dataSizedRows.compactMap { presented.newIndexPath(forOld: $0) } + [gap.destination])
        } else {
            sizedRows = data.dataSizedRows
        }
        var remapped: [IndexPath: UITableViewCell] = [:]
        for (indexPath, cell) in visibleCellsByIndexPath {
            if let new = mapping.newIndexPath(forOld: indexPath) {
                remapped[new] = cell
            } else {
                // The dragged row leaving its place, or a deleted
                // placeholder's cell.
                recycle(cell)
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
        }
        visibleCellsByIndexPath = remapped
        replaceSelection(with: gap?.presentedSelection ?? data.dataSelection)
        applyContentSize()
        for (indexPath, cell) in remapped { cell.appearance = cellAppearance(at: indexPath) }
        UIView.animate(withDuration: Self.updateAnimationDuration) {
            for (indexPath, cell) in remapped { cell.frame = self.rowFrame(indexPath) }
        }
        setNeedsLayout()
    }

    /// Closes the gap without animation for a drop: the cells on screen are
    /// keyed by the data source's index paths again and the geometry returns
    /// to the data's, so the drop's batch update animates them from where
    /// they show to their new places. The gap had no cell.
    func closeDropGapForDrop() {
        guard let gap = dropGap, gap.placeholder == nil else { return }
        dropGap = nil
        var rekeyed: [IndexPath: UITableViewCell] = [:]
        for (indexPath, cell) in visibleCellsByIndexPath {
            if let data = gap.dataIndexPath(forPresented: indexPath) {
                rekeyed[data] = cell
            } else {
                recycle(cell)
            }
        }
        visibleCellsByIndexPath = rekeyed
        rowCounts = gap.dataCounts
        geometryStorage = gap.dataGeometry
        sizedRows = gap.dataSizedRows
        replaceSelection(with: gap.dataSelection)
    }

    /// The table view's own reorder: the rows shown become the data. The
    /// data source hears `tableView(_:moveRowAt:to:)` (from the source row to
    /// where the gap is) and the gap's row gets its cell. Returns where the
    /// row went; nil without a reorder gap.
    func commitDropGapAsMove() -> IndexPath? {
        guard let gap = dropGap, let source = gap.source, gap.placeholder == nil else { return nil }
        let destination = gap.destination
        dropGap = nil
        reportReorder(from: source, to: destination)
        rowCounts = nil
        geometryStorage = gap.presentedGeometry
        var update = ListUpdate()
        update.movedItems = [(source, destination)]
        let move = ListUpdateMapping(update: update, oldCounts: gap.dataCounts, newCounts: gap.dataCounts)
        sizedRows = Set(gap.dataSizedRows.compactMap { move.newIndexPath(forOld: $0) })
        replaceSelection(with: gap.dataSelection.compactMap { move.newIndexPath(forOld: $0) })
        setNeedsLayout()
        layoutIfNeeded()
        return destination
    }

    /// After `performDropWith`: cells not yet where their rows are (the app
    /// changed nothing, or changed it without an update) slide there.
    func settleAfterDrop() {
        applyContentSize()
        var moves: [(UITableViewCell, CGRect)] = []
        for (indexPath, cell) in visibleCellsByIndexPath {
            let frame = rowFrame(indexPath)
            if cell.frame != frame { moves.append((cell, frame)) }
        }
        if !moves.isEmpty {
            UIView.animate(withDuration: Self.updateAnimationDuration) {
                for (cell, frame) in moves { cell.frame = frame }
            }
        }
        setNeedsLayout()
    }
}
