import Foundation

/// The gap a hovering `.insertAtDestinationIndexPath` drag opens in a table
/// view: the table shows its data with the dragged row taken out of its
/// place (`source`, for a drag from this table view) and an empty row at
/// `destination`, where the drop would put it. The empty row has no cell, or
/// the cell of a drop's placeholder.
///
/// `source` is in the data source's indices; `destination` in the shown
/// ones, which are also the index paths after the drop's update (a move
/// from `source` to `destination`, or an insertion at `destination`).
struct TableDropGap {
    var source: IndexPath?
    var destination: IndexPath
    /// The empty row's height in points.
    var height: CGFloat
    /// The data source's counts and geometry, which do not change while the
    /// drag hovers, and the rows measured and selected when the gap opened
    /// (by data index path).
    var dataCounts: [Int]
    var dataGeometry: TableGeometry
    var dataSizedRows: Set<IndexPath>
    var dataSelection: [IndexPath]
    /// The placeholder whose cell fills the empty row (after a drop to a
    /// placeholder); nil leaves it empty.
    var placeholder: UITableViewDropPlaceholder?

    /// The counts shown while the gap is open.
    var presentedCounts: [Int] {
        var counts = dataCounts
        if let source { counts[source.section] -= 1 }
        counts[destination.section] += 1
        return counts
    }

    /// The change from the data to what is shown: the source row taken out,
    /// the empty row put in.
    var update: ListUpdate {
        var update = ListUpdate()
        if let source { update.deletedItems = [source] }
        update.insertedItems = [destination]
        return update
    }

    var mapping: ListUpdateMapping {
        ListUpdateMapping(update: update, oldCounts: dataCounts, newCounts: presentedCounts)
    }

    /// The geometry shown: the data's, without the source row, with an
    /// empty row of `height` at `destination`.
    var presentedGeometry: TableGeometry {
        var sections = dataGeometry.sections
        if let source { sections[source.section].rows = sections[source.section].rows.removing(at: source.row) }
        sections[destination.section].rows = sections[destination.section].rows.inserting(height, at: destination.row)
        return TableGeometry(tableHeaderHeight: dataGeometry.tableHeaderHeight,
                             tableFooterHeight: dataGeometry.tableFooterHeight, sections: sections)
    }

    /// The data source's index path of the row shown at `presented`; nil for
    /// the gap.
    func dataIndexPath(forPresented presented: IndexPath) -> IndexPath? {
        mapping.oldIndexPath(forNew: presented)
    }

    /// The selection shown: the data's, without the source row.
    var presentedSelection: [IndexPath] {
        let mapping = self.mapping
        return dataSelection.compactMap { mapping.newIndexPath(forOld: $0) }
    }
}
