import Foundation

/// The changes of one batch update, in UIKit's index semantics: deletions
/// and reloads name index paths before the update, insertions index paths
/// after it, moves go from before to after. Shared by collection and table
/// views.
struct ListUpdate {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    /// Old section → new section.
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    /// Old → new.
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Whether the number of items changes anywhere (reloads alone keep it).
    var changesCounts: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty)
    }

    mutating func append(_ other: ListUpdate) {
        deletedSections.formUnion(other.deletedSections)
        insertedSections.formUnion(other.insertedSections)
        reloadedSections.formUnion(other.reloadedSections)
        movedSections += other.movedSections
        deletedItems += other.deletedItems
        insertedItems += other.insertedItems
        reloadedItems += other.reloadedItems
        movedItems += other.movedItems
    }

    /// The update with each reloaded section replaced by UIKit's equivalent:
    /// a delete at its index before the update and an insert where it lands,
    /// so that its item count may change.
    func resolvingSectionReloads(oldSectionCount: Int, newSectionCount: Int) -> ListUpdate {
        guard !reloadedSections.isEmpty else { return self }
        var resolved = self
        resolved.reloadedSections = IndexSet()
        // Only section indices matter to where a section lands; room for an
        // inconsistent count is left for validation to report.
        let landing = ListUpdateMapping(
            update: resolved, oldCounts: Array(repeating: 0, count: oldSectionCount),
            newCounts: Array(repeating: 0, count: max(newSectionCount, oldSectionCount + insertedSections.count)))
        for section in reloadedSections where section < oldSectionCount {
            guard let newSection = landing.newSection(forOld: section) else { continue }
            resolved.deletedSections.insert(section)
            resolved.insertedSections.insert(newSection)
        }
        return resolved
    }
}
