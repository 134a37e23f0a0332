import Foundation

/// The gap a hovering `.insertAtDestinationIndexPath` drag opens: the
/// collection view shows its data with the dragged item taken out of its
/// place (`source`, for a drag from this collection view) and an empty slot
/// at `destination`, where the drop would put it. The slot has no cell, or
/// the cell of a drop's placeholder.
///
/// `source` is in the data source's indices; `destination` in the shown
/// ones, which are also the index paths after the drop's update (a move
/// from `source` to `destination`, or an insertion at `destination`).
struct CollectionDropGap {
    var source: IndexPath?
    var destination: IndexPath
    /// The data source's counts, which do not change while the drag hovers.
    var dataCounts: [Int]
    /// The placeholder whose cell fills the slot (after a drop to a
    /// placeholder); nil leaves the slot empty.
    var placeholder: UICollectionViewPlaceholder?

    /// The counts shown while the gap is open.
    var presentedCounts: [Int] {
        var counts = dataCounts
        if let source { counts[source.section] -= 1 }
        counts[destination.section] += 1
        return counts
    }

    /// The change from the data to what is shown: the source item taken out,
    /// the empty slot put in.
    var update: ListUpdate {
        var update = ListUpdate()
        if let source { update.deletedItems = [source] }
        update.insertedItems = [destination]
        return update
    }

    /// The data source's index path of the item shown at `presented`; nil for
    /// the gap.
    func dataIndexPath(forPresented presented: IndexPath) -> IndexPath? {
        ListUpdateMapping(update: update, oldCounts: dataCounts, newCounts: presentedCounts)
            .oldIndexPath(forNew: presented)
    }
}
