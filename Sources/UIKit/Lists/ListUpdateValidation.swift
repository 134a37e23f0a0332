import Foundation

/// UIKit's consistency checks of a batch update: every index path in range,
/// and every count after the update equal to the count before plus what was
/// inserted and moved in, minus what was deleted and moved out. A failure
/// stops the app with UIKit's message ('NSInternalInconsistencyException').
struct ListUpdateValidation {
    /// "item" (collection views) or "row" (table views).
    let element: String
    /// "collection view" or "table view".
    let viewName: String

    static let collectionView = ListUpdateValidation(element: "item", viewName: "collection view")
    static let tableView = ListUpdateValidation(element: "row", viewName: "table view")

    /// Checks the update and returns its mapping (which the item-count
    /// check needs anyway).
    func validate(_ update: ListUpdate, oldCounts: [Int], newCounts: [Int]) -> ListUpdateMapping {
        checkSectionRanges(update, old: oldCounts.count, new: newCounts.count)
        checkSectionCount(update, old: oldCounts.count, new: newCounts.count)
        checkItemRanges(update, oldCounts: oldCounts, newCounts: newCounts)
        let mapping = ListUpdateMapping(update: update, oldCounts: oldCounts, newCounts: newCounts)
        checkItemCounts(update, mapping: mapping)
        return mapping
    }

    private func fail(_ reason: String) -> Never {
        UncaughtException.raise("NSInternalInconsistencyException", reason: reason)
    }

    private func checkSectionRanges(_ update: ListUpdate, old: Int, new: Int) {
        for section in update.deletedSections.union(update.reloadedSections) where section >= old {
            let verb = update.deletedSections.contains(section) ? "delete" : "reload"
            fail("attempt to \(verb) section \(section), but there are only \(old) sections before the update")
        }
        for move in update.movedSections where move.from >= old {
            fail("attempt to move section \(move.from), but there are only \(old) sections before the update")
        }
        for section in update.insertedSections where section >= new {
            fail("attempt to insert section \(section) but there are only \(new) sections after the update")
        }
        for move in update.movedSections where move.to >= new {
            fail("attempt to move section \(move.from) to section \(move.to), but there are only \(new) sections "
                 + "after the update")
        }
    }

    private func checkSectionCount(_ update: ListUpdate, old: Int, new: Int) {
        let inserted = update.insertedSections.count, deleted = update.deletedSections.count
        guard new != old + inserted - deleted else { return }
        fail("Invalid update: invalid number of sections. The number of sections contained in the \(viewName) after "
             + "the update (\(new)) must be equal to the number of sections contained in the \(viewName) before the "
             + "update (\(old)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, "
             + "\(deleted) deleted).")
    }

    private func checkItemRanges(_ update: ListUpdate, oldCounts: [Int], newCounts: [Int]) {
        let checkOld = { (path: IndexPath, verb: String) in
            let count = path.section < oldCounts.count ? oldCounts[path.section] : 0
            guard path.section >= oldCounts.count || path.item >= count else { return }
            self.fail("attempt to \(verb) \(self.element) \(path.item) from section \(path.section) which only "
                      + "contains \(count) \(self.element)s before the update")
        }
        let checkNew = { (path: IndexPath, verb: String) in
            let count = path.section < newCounts.count ? newCounts[path.section] : 0
            guard path.section >= newCounts.count || path.item >= count else { return }
            self.fail("attempt to \(verb) \(self.element) \(path.item) into section \(path.section), but there are "
                      + "only \(count) \(self.element)s in section \(path.section) after the update")
        }
        update.deletedItems.forEach { checkOld($0, "delete") }
        update.reloadedItems.forEach { checkOld($0, "reload") }
        update.movedItems.forEach { checkOld($0.from, "move") }
        update.insertedItems.forEach { checkNew($0, "insert") }
        update.movedItems.forEach { checkNew($0.to, "move") }
    }

    private func checkItemCounts(_ update: ListUpdate, mapping: ListUpdateMapping) {
        let (oldCounts, newCounts) = (mapping.oldCounts, mapping.newCounts)
        var deleted = [Int: Int](), inserted = [Int: Int](), movedOut = [Int: Int](), movedIn = [Int: Int]()
        update.deletedItems.forEach { deleted[$0.section, default: 0] += 1 }
        update.insertedItems.forEach { inserted[$0.section, default: 0] += 1 }
        for move in update.movedItems {
            movedOut[move.from.section, default: 0] += 1
            movedIn[move.to.section, default: 0] += 1
        }
        for section in newCounts.indices {
            guard let old = mapping.oldSection(forNew: section) else { continue }
            let (i, d) = (inserted[section] ?? 0, deleted[old] ?? 0)
            let (m, o) = (movedIn[section] ?? 0, movedOut[old] ?? 0)
            guard newCounts[section] != oldCounts[old] + i - d + m - o else { continue }
            let noun = "\(element)s"
            fail("Invalid update: invalid number of \(noun) in section \(section). The number of \(noun) contained "
                 + "in an existing section after the update (\(newCounts[section])) must be equal to the number of "
                 + "\(noun) contained in that section before the update (\(oldCounts[old])), plus or minus the number "
                 + "of \(noun) inserted or deleted from that section (\(i) inserted, \(d) deleted) and plus or minus "
                 + "the number of \(noun) moved into or out of that section (\(m) moved in, \(o) moved out).")
        }
    }
}
