import Foundation

/// What a collection view's batch update needs to go from one diffable
/// snapshot to another, in UIKit's index semantics: deletions and move sources
/// are old positions (before the update), insertions and move destinations are
/// new positions (after it), and a reload names an old position. Reconfigured
/// items are named by their new positions: `reconfigureItems(at:)` is not part
/// of the batch, it runs on the cells on screen once the batch is applied.
///
/// Identifiers are unique within a snapshot, so the difference is found by
/// hashing, in O(n log n) for n items (O(n) lookups plus one longest
/// increasing subsequence per section), not by an edit-distance search
/// (`difference(from:)` is O(n·d) and far too slow for 100,000 items).
///
/// Sections first. A section only in the old snapshot is deleted, one only
/// in the new is inserted. Of the sections in both, the longest run that
/// keeps its relative order stays; each other one moves. Items the same way,
/// section by section: an item in both that keeps its section and belongs to
/// that section's longest order-keeping run stays; every other item in both
/// moves, also between sections.
///
/// Whole-section changes cover their items. Items of a deleted section are
/// not deleted one by one, nor items of an inserted section inserted; an item
/// that leaves a deleted section for a surviving one is inserted where it
/// lands, and one that leaves a surviving section for an inserted one is
/// deleted where it was. A reloaded section (marked in the new snapshot and
/// in both) is replaced as a whole, so it covers its items the same way, and
/// one that also moves is deleted and inserted instead. A reloaded item that
/// moves is likewise deleted and inserted: UIKit refuses a reload and a move
/// of one index path in the same batch. Reload marks for identifiers missing
/// from either snapshot are ignored.
struct SnapshotDifference: Sendable {
    /// Old positions of the sections to delete.
    var deletedSections = IndexSet()
    /// New positions of the sections to insert.
    var insertedSections = IndexSet()
    /// Sections that move: old position to new position.
    var movedSections: [(from: Int, to: Int)] = []
    /// Old positions of reloaded sections that stay.
    var reloadedSections = IndexSet()
    /// Old index paths of the items to delete, in old order.
    var deletedItems: [IndexPath] = []
    /// New index paths of the items to insert, in new order.
    var insertedItems: [IndexPath] = []
    /// Items that move: old index path to new index path, in new order.
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Old index paths of reloaded items that stay, ascending.
    var reloadedItems: [IndexPath] = []
    /// New index paths of reconfigured (and not reloaded) items that stay or
    /// move, ascending. Items that arrive with a new cell anyway (inserted, or
    /// in an inserted or reloaded section) are left out.
    var reconfiguredItems: [IndexPath] = []

    /// Whether the two snapshots hold the same sections and items in the same
    /// order, with nothing to reload or reconfigure.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// The difference from `old` to `new`, honoring `new`'s reload and
    /// reconfigure marks.
    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let sections = compareSections(old, new)
        compareItems(old, new, sections)
        reloadedItems.sort()
        reconfiguredItems.sort()
    }

    /// What happened to each section, by position on either side.
    private struct SectionFates {
        /// For each old section, its new position when it is tracked item by item.
        var newPositionOfOld: [Int?]
        /// For each new section, its old position when it is tracked item by item.
        var oldPositionOfNew: [Int?]
    }

    /// Fills in the section changes and tells which sections are followed item
    /// by item (those neither deleted, inserted nor reloaded).
    private mutating func compareSections<S, I>(_ old: NSDiffableDataSourceSnapshot<S, I>,
                                                _ new: NSDiffableDataSourceSnapshot<S, I>) -> SectionFates {
        var fates = SectionFates(newPositionOfOld: Array(repeating: nil, count: old.numberOfSections),
                                 oldPositionOfNew: Array(repeating: nil, count: new.numberOfSections))
        var common: [(old: Int, new: Int)] = []
        for (newPosition, section) in new.sectionOrder.enumerated() {
            if let oldPosition = old.sectionPositions[section] {
                common.append((oldPosition, newPosition))
            } else {
                insertedSections.insert(newPosition)
            }
        }
        for (oldPosition, section) in old.sectionOrder.enumerated() where new.sectionPositions[section] == nil {
            deletedSections.insert(oldPosition)
        }
        let stays = Self.longestIncreasingSubsequence(common.map(\.old))
        for (index, pair) in common.enumerated() {
            let reloaded = new.reloadedSections.contains(new.sectionOrder[pair.new])
            switch (stays[index], reloaded) {
            case (true, true):
                reloadedSections.insert(pair.old)
            case (false, true):
                deletedSections.insert(pair.old)
                insertedSections.insert(pair.new)
            case (let stay, false):
                if !stay { movedSections.append((from: pair.old, to: pair.new)) }
                fates.newPositionOfOld[pair.old] = pair.new
                fates.oldPositionOfNew[pair.new] = pair.old
            }
        }
        return fates
    }

    /// Fills in the item changes, given the sections followed item by item.
    private mutating func compareItems<S, I>(_ old: NSDiffableDataSourceSnapshot<S, I>,
                                             _ new: NSDiffableDataSourceSnapshot<S, I>,
                                             _ fates: SectionFates) {
        // Deletions: items of followed old sections that have no followed new place.
        for (oldSection, items) in old.sectionItems.enumerated() where fates.newPositionOfOld[oldSection] != nil {
            for (offset, item) in items.enumerated() {
                if let place = new.itemPlaces[item], let newSection = new.sectionPositions[place.section],
                   fates.oldPositionOfNew[newSection] != nil {
                    continue
                }
                deletedItems.append(IndexPath(indexes: [oldSection, offset]))
            }
        }
        for (newSection, items) in new.sectionItems.enumerated() {
            guard let sameSectionOld = fates.oldPositionOfNew[newSection] else { continue }
            // Items in both, followed on both sides: their old paths, in new order.
            var tracked: [(offset: Int, old: IndexPath)] = []
            for (offset, item) in items.enumerated() {
                guard let place = old.itemPlaces[item], let oldSection = old.sectionPositions[place.section],
                      fates.newPositionOfOld[oldSection] != nil else {
                    insertedItems.append(IndexPath(indexes: [newSection, offset]))
                    continue
                }
                tracked.append((offset, IndexPath(indexes: [oldSection, place.offset])))
            }
            // Those that kept their section and their relative order stay.
            let keptSection = tracked.indices.filter { tracked[$0].old[0] == sameSectionOld }
            let keptRun = Self.longestIncreasingSubsequence(keptSection.map { tracked[$0].old[1] })
            var stays = Array(repeating: false, count: tracked.count)
            for (run, index) in keptSection.enumerated() where keptRun[run] { stays[index] = true }
            for (index, entry) in tracked.enumerated() {
                let to = IndexPath(indexes: [newSection, entry.offset])
                let item = items[entry.offset]
                if new.reloadedItems.contains(item) {
                    if stays[index] {
                        reloadedItems.append(entry.old)
                    } else {
                        deletedItems.append(entry.old)
                        insertedItems.append(to)
                    }
                    continue
                }
                if !stays[index] { movedItems.append((from: entry.old, to: to)) }
                if new.reconfiguredItems.contains(item) { reconfiguredItems.append(to) }
            }
        }
        deletedItems.sort()
        insertedItems.sort()
    }

    /// Which elements of `values` (distinct integers) form one longest
    /// strictly increasing subsequence: patience sorting, O(n log n).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
        // tails[k]: index of the smallest last value of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = Array(repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var member = Array(repeating: false, count: values.count)
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            member[cursor] = true
            cursor = previous[cursor]
        }
        return member
    }
}
