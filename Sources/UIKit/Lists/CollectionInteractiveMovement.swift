import Foundation

/// An item being dragged to a new place: where it started (in the data
/// source's indices), where it would land now (in the indices the collection
/// view shows), and where the finger is (content coordinates, points).
struct CollectionInteractiveMovement {
    var original: IndexPath
    var target: IndexPath
    var position: CGPoint
    /// The data source's counts, which do not change until the move ends.
    var dataCounts: [Int]

    /// The counts shown while the item sits at `target`.
    var presentedCounts: [Int] {
        var counts = dataCounts
        counts[original.section] -= 1
        counts[target.section] += 1
        return counts
    }

    /// The data source's index path of the item shown at `presented`.
    func dataIndexPath(forPresented presented: IndexPath) -> IndexPath {
        guard original != target else { return presented }
        var update = ListUpdate()
        update.movedItems = [(original, target)]
        let mapping = ListUpdateMapping(update: update, oldCounts: dataCounts, newCounts: presentedCounts)
        return mapping.oldIndexPath(forNew: presented) ?? presented
    }
}
