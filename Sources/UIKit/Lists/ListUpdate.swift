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
}
