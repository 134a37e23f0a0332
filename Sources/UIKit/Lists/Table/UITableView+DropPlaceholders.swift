import Foundation

/// Placeholders for dropped rows and the cells drops land in.
extension UITableView {
    /// The cell for the gap's row: the placeholder's, dequeued and given to
    /// its `cellUpdateHandler`; nil for an empty gap.
    func placeholderCell(for gap: TableDropGap, at indexPath: IndexPath) -> UITableViewCell? {
        guard let placeholder = gap.placeholder else { return nil }
        let cell = dequeueReusableCell(withIdentifier: placeholder.reuseIdentifier, for: indexPath)
        placeholder.cellUpdateHandler?(cell)
        cell.owningTableView = self
        return cell
    }

    /// Opens a gap holding `placeholder`'s cell at its insertion index path.
    func insertPlaceholder(_ placeholder: UITableViewDropPlaceholder) {
        closeDropGapForDrop()
        let counts = self.counts
        let indexPath = placeholder.insertionIndexPath
        guard dropGap == nil, indexPath.count == 2, indexPath.section >= 0, indexPath.section < counts.count,
              indexPath.row >= 0, indexPath.row <= counts[indexPath.section] else {
            UncaughtException.raise("NSInternalInconsistencyException", reason:
                "Invalid placeholder insertion index path \(UICollectionView.describe(indexPath)) (or a placeholder "
                + "is already in place): a placeholder goes at a row index from 0 to the section's number of rows")
        }
        _ = geometry
        setDropGap(makeDropGap(source: nil, destination: indexPath, placeholder: placeholder))
    }

    /// Replaces the placeholder at `indexPath` with the data source's row:
    /// `dataSourceUpdates` adds it, and the data source's new counts must be
    /// those shown. The other cells stay where they are.
    func commitPlaceholder(at indexPath: IndexPath, dataSourceUpdates: (IndexPath) -> Void) {
        guard let gap = dropGap else { return }
        dataSourceUpdates(indexPath)
        dropGap = nil
        rowCounts = nil
        if counts != gap.presentedCounts {
            UncaughtException.raise("NSInternalInconsistencyException", reason:
                "Invalid update: committing the placeholder at \(UICollectionView.describe(indexPath)) must insert "
                + "exactly one row there; the data source reports \(counts) rows per section, "
                + "\(gap.presentedCounts) expected")
        }
        if let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) { recycle(cell) }
        let presented = gap.mapping
        geometryStorage = gap.presentedGeometry
        sizedRows = Set(gap.dataSizedRows.compactMap { presented.newIndexPath(forOld: $0) })
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Hides the cell at `indexPath` until the drop landing in it ends.
    func hideDroppingCell(at indexPath: IndexPath) {
        layoutIfNeeded()
        guard let cell = cellForRow(at: indexPath) else { return }
        droppingCells.insert(ObjectIdentifier(cell))
        cell.isHidden = true
    }

    /// Shows the cells drops landed in.
    func revealDroppedCells() {
        guard !droppingCells.isEmpty else { return }
        let hidden = droppingCells
        droppingCells = []
        for cell in visibleCellsByIndexPath.values where hidden.contains(ObjectIdentifier(cell)) {
            cell.isHidden = false
        }
    }
}
