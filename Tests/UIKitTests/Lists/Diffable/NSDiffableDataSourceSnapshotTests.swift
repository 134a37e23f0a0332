import Foundation
import Testing
@testable import UIKit

/// A snapshot of sections "A" and "B" holding a1…a3 and b1…b2.
private func twoSections() -> NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems(["a1", "a2", "a3"], toSection: "A")
    snapshot.appendItems(["b1", "b2"], toSection: "B")
    return snapshot
}

/// Every lookup agrees with a plain walk of the sections: the bookkeeping
/// that makes lookups O(1) never drifts from the contents.
private func expectConsistent<S, I>(_ snapshot: NSDiffableDataSourceSnapshot<S, I>,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
    var global = 0
    for (position, section) in snapshot.sectionIdentifiers.enumerated() {
        #expect(snapshot.indexOfSection(section) == position, sourceLocation: sourceLocation)
        for (offset, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
            #expect(snapshot.indexOfItem(item) == global, sourceLocation: sourceLocation)
            #expect(snapshot.sectionIdentifier(containingItem: item) == section, sourceLocation: sourceLocation)
            #expect(snapshot.indexPath(of: item) == IndexPath(indexes: [position, offset]), sourceLocation: sourceLocation)
            global += 1
        }
    }
    #expect(snapshot.numberOfItems == global, sourceLocation: sourceLocation)
}

@Suite("NSDiffableDataSourceSnapshot")
struct NSDiffableDataSourceSnapshotTests {
    @Test("a new snapshot is empty")
    func empty() {
        let snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty)
        #expect(snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.indexOfItem(1) == nil)
        #expect(snapshot.indexOfSection(1) == nil)
    }

    @Test("items append to the named section, or to the last one when none is named")
    func appending() {
        var snapshot = twoSections()
        snapshot.appendItems(["b3"])
        snapshot.appendItems(["a4"], toSection: "A")
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a1", "a2", "a3", "a4"])
        #expect(snapshot.itemIdentifiers(inSection: "B") == ["b1", "b2", "b3"])
        #expect(snapshot.itemIdentifiers == ["a1", "a2", "a3", "a4", "b1", "b2", "b3"])
        #expect(snapshot.numberOfItems == 7)
        #expect(snapshot.numberOfItems(inSection: "B") == 3)
        expectConsistent(snapshot)
    }

    @Test("an item's index counts across sections: b1 follows a3")
    func globalIndex() {
        let snapshot = twoSections()
        #expect(snapshot.indexOfItem("a1") == 0)
        #expect(snapshot.indexOfItem("b1") == 3)
        #expect(snapshot.indexOfItem("b2") == 4)
        #expect(snapshot.indexOfItem("zz") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "b2") == "B")
        #expect(snapshot.sectionIdentifier(containingItem: "zz") == nil)
    }

    @Test("items insert before or after another item, in its section")
    func insertingItems() {
        var snapshot = twoSections()
        snapshot.insertItems(["x", "y"], beforeItem: "a2")
        snapshot.insertItems(["z"], afterItem: "b2")
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a1", "x", "y", "a2", "a3"])
        #expect(snapshot.itemIdentifiers(inSection: "B") == ["b1", "b2", "z"])
        expectConsistent(snapshot)
    }

    @Test("deleting items ignores identifiers that are not there and keeps emptied sections")
    func deletingItems() {
        var snapshot = twoSections()
        snapshot.deleteItems(["a2", "zz", "b1", "b2"])
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a1", "a3"])
        #expect(snapshot.itemIdentifiers(inSection: "B") == [])
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.indexOfItem("a2") == nil)
        expectConsistent(snapshot)
    }

    @Test("deleting all items removes the sections too")
    func deletingAll() {
        var snapshot = twoSections()
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.indexOfItem("a1") == nil)
        snapshot.appendSections(["C"])
        snapshot.appendItems(["a1"])
        expectConsistent(snapshot)
    }

    @Test("an item moves before or after another, across sections too")
    func movingItems() {
        var snapshot = twoSections()
        snapshot.moveItem("a1", afterItem: "a3")
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a2", "a3", "a1"])
        snapshot.moveItem("a3", beforeItem: "a2")
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a3", "a2", "a1"])
        snapshot.moveItem("b2", beforeItem: "a2")
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a3", "b2", "a2", "a1"])
        #expect(snapshot.itemIdentifiers(inSection: "B") == ["b1"])
        expectConsistent(snapshot)
    }

    @Test("sections append, insert before or after another, and start empty")
    func insertingSections() {
        var snapshot = twoSections()
        snapshot.insertSections(["X"], beforeSection: "A")
        snapshot.insertSections(["Y", "Z"], afterSection: "A")
        snapshot.appendSections(["W"])
        #expect(snapshot.sectionIdentifiers == ["X", "A", "Y", "Z", "B", "W"])
        #expect(snapshot.numberOfItems(inSection: "Y") == 0)
        #expect(snapshot.indexOfItem("b1") == 3)
        expectConsistent(snapshot)
    }

    @Test("deleting a section deletes its items; unknown sections are ignored")
    func deletingSections() {
        var snapshot = twoSections()
        snapshot.appendSections(["C"])
        snapshot.appendItems(["c1"])
        snapshot.deleteSections(["A", "nope"])
        #expect(snapshot.sectionIdentifiers == ["B", "C"])
        #expect(snapshot.itemIdentifiers == ["b1", "b2", "c1"])
        #expect(snapshot.indexOfItem("a1") == nil)
        #expect(snapshot.indexOfItem("c1") == 2)
        expectConsistent(snapshot)
    }

    @Test("a section moves with its items")
    func movingSections() {
        var snapshot = twoSections()
        snapshot.appendSections(["C"])
        snapshot.appendItems(["c1"])
        snapshot.moveSection("A", afterSection: "C")
        #expect(snapshot.sectionIdentifiers == ["B", "C", "A"])
        #expect(snapshot.itemIdentifiers == ["b1", "b2", "c1", "a1", "a2", "a3"])
        snapshot.moveSection("A", beforeSection: "B")
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        snapshot.moveSection("A", afterSection: "B")
        #expect(snapshot.sectionIdentifiers == ["B", "A", "C"])
        expectConsistent(snapshot)
    }

    @Test("reload and reconfigure marks list each identifier once, first asked first")
    func reloadMarks() {
        var snapshot = twoSections()
        snapshot.reloadItems(["a2", "b1"])
        snapshot.reloadItems(["a2", "a1"])
        snapshot.reconfigureItems(["b2"])
        snapshot.reloadSections(["B"])
        #expect(snapshot.reloadedItemIdentifiers == ["a2", "b1", "a1"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["b2"])
        #expect(snapshot.reloadedSectionIdentifiers == ["B"])
        #expect(snapshot.withoutMarks.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.withoutMarks.itemIdentifiers == snapshot.itemIdentifiers)
    }

    @Test("a section and an item may share an identifier")
    func separateNamespaces() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["same"])
        snapshot.appendItems(["same"])
        #expect(snapshot.sectionIdentifier(containingItem: "same") == "same")
    }

    @Test("snapshots are values: editing a copy leaves the original alone")
    func valueSemantics() {
        let original = twoSections()
        var copy = original
        copy.deleteItems(["a1"])
        copy.moveSection("B", beforeSection: "A")
        #expect(original.itemIdentifiers == ["a1", "a2", "a3", "b1", "b2"])
        #expect(original.indexOfItem("a2") == 1)
        #expect(copy.indexOfItem("a2") == 2)
    }

    @Test("index paths name items by section and offset")
    func indexPaths() {
        let snapshot = twoSections()
        #expect(snapshot.itemIdentifier(at: IndexPath(indexes: [1, 1])) == "b2")
        #expect(snapshot.itemIdentifier(at: IndexPath(indexes: [1, 2])) == nil)
        #expect(snapshot.itemIdentifier(at: IndexPath(indexes: [2, 0])) == nil)
        #expect(snapshot.indexPath(of: "a3") == IndexPath(indexes: [0, 2]))
    }

    @Test("100,000 items: building and looking every item up stays linear")
    func largeSnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<100))
        for section in 0..<100 {
            snapshot.appendItems(Array(section * 1000..<(section + 1) * 1000), toSection: section)
        }
        #expect(snapshot.numberOfItems == 100_000)
        var allFound = true
        for item in stride(from: 0, to: 100_000, by: 1) where snapshot.indexOfItem(item) != item {
            allFound = false
        }
        #expect(allFound)
        snapshot.deleteItems(Array(stride(from: 0, to: 100_000, by: 100)))
        snapshot.insertSections([-1], beforeSection: 0)
        snapshot.appendItems([-5], toSection: -1)
        #expect(snapshot.numberOfItems == 99_001)
        #expect(snapshot.indexOfItem(1) == 1)
        #expect(snapshot.indexOfItem(99_999) == 99_000)
    }
}
