import Foundation
import Testing
@testable import UIKit

private typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

/// A snapshot from a compact description: `["A": ["a1", "a2"], …]` in order.
private func snapshot(_ sections: KeyValuePairs<String, [String]>) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

private func path(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(indexes: [section, item])
}

/// Why a batch would be refused, or why it ended elsewhere than the new snapshot.
private struct Refused: Error, CustomStringConvertible {
    let description: String
}

/// Plays a difference on the old snapshot's contents the way a collection
/// view reads a batch update, refusing (with a reason) a batch UIKit would
/// refuse, and answers the sections and items that result.
///
/// Item deletions and move sources leave first (old paths, descending), then
/// section deletions, move sources and reloads (old indexes, descending);
/// then sections arrive (new indexes, ascending: inserted and reloaded ones
/// with the new snapshot's items, moved ones with what they kept), then items
/// (new paths, ascending: inserted ones read from the new snapshot, moved ones
/// carried). Reloaded items stay where they are.
private func play<S, I>(_ difference: SnapshotDifference,
                        from old: NSDiffableDataSourceSnapshot<S, I>,
                        to new: NSDiffableDataSourceSnapshot<S, I>) throws -> [(section: S, items: [I])] {
    func require(_ condition: Bool, _ reason: String) throws {
        if !condition { throw Refused(description: reason) }
    }
    var sections = old.sectionIdentifiers.map { (section: $0, items: old.itemIdentifiers(inSection: $0)) }

    // Sections that leave, and those that arrive, are named once each.
    let leaving = Array(difference.deletedSections) + difference.movedSections.map(\.from) + Array(difference.reloadedSections)
    try require(Set(leaving).count == leaving.count, "a section is deleted, moved or reloaded twice")
    try require(leaving.allSatisfy { sections.indices.contains($0) }, "a section leaves from outside the old range")
    let arriving = Array(difference.insertedSections) + difference.movedSections.map(\.to)
    try require(Set(arriving).count == arriving.count, "a section is inserted or moved to twice")
    let opaqueOld = Set(difference.deletedSections).union(difference.reloadedSections)
    let reloadedNew = Set(difference.reloadedSections.compactMap { new.indexOfSection(old.sectionIdentifiers[$0]) })
    try require(reloadedNew.count == difference.reloadedSections.count, "a reloaded section is not in the new snapshot")
    let opaqueNew = Set(difference.insertedSections).union(reloadedNew)

    // Items leave.
    let itemSources = difference.deletedItems + difference.movedItems.map(\.from)
    try require(Set(itemSources).count == itemSources.count, "an item is deleted or moved twice")
    try require(Set(difference.reloadedItems).isDisjoint(with: itemSources), "an item is reloaded and deleted or moved")
    for source in itemSources + difference.reloadedItems {
        try require(!opaqueOld.contains(source[0]), "an item change at \(source) inside a deleted or reloaded section")
        try require(sections.indices.contains(source[0]) && sections[source[0]].items.indices.contains(source[1]),
                    "an item change at \(source), outside the old snapshot")
    }
    var carried: [IndexPath: I] = [:]
    for move in difference.movedItems { carried[move.to] = sections[move.from[0]].items[move.from[1]] }
    for source in itemSources.sorted(by: >) { sections[source[0]].items.remove(at: source[1]) }

    // Sections leave.
    var carriedSections: [Int: (section: S, items: [I])] = [:]
    for move in difference.movedSections { carriedSections[move.to] = sections[move.from] }
    for index in leaving.sorted(by: >) { sections.remove(at: index) }

    // Sections arrive.
    for index in (arriving + reloadedNew).sorted() {
        try require(index <= sections.count && index < new.numberOfSections, "a section arrives past the end at \(index)")
        if let moved = carriedSections[index] {
            sections.insert(moved, at: index)
        } else {
            let identifier = new.sectionIdentifiers[index]
            sections.insert((identifier, new.itemIdentifiers(inSection: identifier)), at: index)
        }
    }

    // Items arrive.
    let itemDestinations = difference.insertedItems + difference.movedItems.map(\.to)
    try require(Set(itemDestinations).count == itemDestinations.count, "an item is inserted or moved to twice")
    for reconfigured in difference.reconfiguredItems {
        try require(!opaqueNew.contains(reconfigured[0]) && new.itemIdentifier(at: reconfigured) != nil,
                    "a reconfigured item at \(reconfigured), not kept in the new snapshot")
    }
    for destination in itemDestinations.sorted() {
        try require(!opaqueNew.contains(destination[0]), "an item change at \(destination) inside an inserted or reloaded section")
        try require(sections.indices.contains(destination[0]) && destination[1] <= sections[destination[0]].items.count,
                    "an item arrives at \(destination), past the end")
        guard let item = carried[destination] ?? new.itemIdentifier(at: destination) else {
            throw Refused(description: "an item is inserted at \(destination), outside the new snapshot")
        }
        sections[destination[0]].items.insert(item, at: destination[1])
    }
    return sections
}

/// Plays the difference from `old` and checks that it gives exactly `new`.
private func checkReproduces<S, I>(_ old: NSDiffableDataSourceSnapshot<S, I>,
                                   _ new: NSDiffableDataSourceSnapshot<S, I>) throws {
    let result = try play(SnapshotDifference(from: old, to: new), from: old, to: new)
    guard result.map(\.section) == new.sectionIdentifiers,
          result.map(\.items) == new.sectionIdentifiers.map({ new.itemIdentifiers(inSection: $0) }) else {
        throw Refused(description: "the batch ends elsewhere: \(result.map(\.items)), not \(new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) })")
    }
}

@Suite("SnapshotDifference")
struct DiffableSnapshotDifferenceTests {
    @Test("equal snapshots differ in nothing")
    func identical() {
        let a = snapshot(["A": ["a1", "a2"], "B": ["b1"]])
        #expect(SnapshotDifference(from: a, to: a).isEmpty)
    }

    @Test("an item deleted and one inserted: old path for the deletion, new path for the insertion")
    func deleteAndInsert() {
        let old = snapshot(["A": ["a1", "a2", "a3"], "B": ["b1"]])
        let new = snapshot(["A": ["a1", "a3"], "B": ["b0", "b1"]])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedItems == [path(0, 1)])
        #expect(difference.insertedItems == [path(1, 0)])
        #expect(difference.movedItems.isEmpty)
        #expect(difference.deletedSections.isEmpty && difference.insertedSections.isEmpty)
    }

    @Test("one item taken from the end to the front is one move, not three")
    func singleMove() {
        let old = snapshot(["A": ["a", "b", "c", "d"]])
        let new = snapshot(["A": ["d", "a", "b", "c"]])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.movedItems.count == 1)
        #expect(difference.movedItems.first?.from == path(0, 3))
        #expect(difference.movedItems.first?.to == path(0, 0))
        #expect(difference.insertedItems.isEmpty && difference.deletedItems.isEmpty)
    }

    @Test("an item that changes section is a move between index paths of both sections")
    func crossSectionMove() {
        let old = snapshot(["A": ["a1", "a2"], "B": ["b1"]])
        let new = snapshot(["A": ["a2"], "B": ["b1", "a1"]])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.movedItems.count == 1)
        #expect(difference.movedItems.first?.from == path(0, 0))
        #expect(difference.movedItems.first?.to == path(1, 1))
    }

    @Test("a deleted section covers its items; one that escapes to a kept section is inserted there")
    func deletedSectionCoversItems() {
        let old = snapshot(["A": ["a1", "a2"], "B": ["b1"]])
        let new = snapshot(["B": ["b1", "a2"]])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedSections == IndexSet([0]))
        #expect(difference.deletedItems.isEmpty)
        #expect(difference.insertedItems == [path(0, 1)])
        #expect(difference.movedItems.isEmpty)
    }

    @Test("an inserted section covers its items; one taken from a kept section is deleted there")
    func insertedSectionCoversItems() {
        let old = snapshot(["A": ["a1", "a2"]])
        let new = snapshot(["N": ["n1", "a1"], "A": ["a2"]])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.insertedSections == IndexSet([0]))
        #expect(difference.insertedItems.isEmpty)
        #expect(difference.deletedItems == [path(0, 0)])
        #expect(difference.movedSections.isEmpty)
    }

    @Test("sections reordered: the longest run in order stays, the rest move")
    func sectionMoves() {
        let old = snapshot(["A": ["a"], "B": ["b"], "C": ["c"]])
        let new = snapshot(["C": ["c"], "A": ["a"], "B": ["b"]])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.movedSections.count == 1)
        #expect(difference.movedSections.first?.from == 2)
        #expect(difference.movedSections.first?.to == 0)
        #expect(difference.movedItems.isEmpty)
    }

    @Test("a reloaded item that stays is reloaded at its old path; one that moves is deleted and inserted")
    func reloadedItems() {
        let old = snapshot(["A": ["a", "b", "c", "d"]])
        var new = snapshot(["A": ["x", "b", "c", "d", "a"]])
        new.reloadItems(["a", "b"])
        let difference = SnapshotDifference(from: old, to: new)
        // b, c, d keep their order; a moved to the end and is reloaded.
        #expect(difference.reloadedItems == [path(0, 1)])
        #expect(difference.deletedItems == [path(0, 0)])
        #expect(difference.insertedItems == [path(0, 0), path(0, 4)])
        #expect(difference.movedItems.isEmpty)
    }

    @Test("a reconfigured item is named by its new path, moved or not; reload wins over reconfigure")
    func reconfiguredItems() {
        let old = snapshot(["A": ["a", "b", "c", "d"]])
        var new = snapshot(["A": ["z", "b", "c", "d", "a"]])
        new.reconfigureItems(["a", "b", "d"])
        new.reloadItems(["d"])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.reconfiguredItems == [path(0, 1), path(0, 4)])
        #expect(difference.reloadedItems == [path(0, 3)])
    }

    @Test("a reloaded section is reloaded whole at its old index; moved, it is deleted and inserted")
    func reloadedSections() {
        let old = snapshot(["A": ["a1"], "B": ["b1"], "C": ["c1"], "D": ["d1"]])
        var new = snapshot(["Z": [], "A": ["a1", "a2"], "C": ["c1"], "D": ["d1"], "B": ["b1"]])
        new.reloadSections(["A", "B"])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.reloadedSections == IndexSet([0]))
        #expect(difference.insertedItems.isEmpty, "a2 arrives with the reloaded section")
        // A, C, D keep their order; B moved to the end and is reloaded: deleted at 1, inserted at 4.
        #expect(difference.deletedSections == IndexSet([1]))
        #expect(difference.insertedSections == IndexSet([0, 4]))
        #expect(difference.movedSections.isEmpty)
    }

    @Test("marks of items that are not in both snapshots are ignored")
    func marksOfMissingItems() {
        let old = snapshot(["A": ["a"]])
        var new = snapshot(["A": ["a", "b"]])
        new.reloadItems(["b"])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.reloadedItems.isEmpty)
        #expect(difference.insertedItems == [path(0, 1)])
    }

    @Test("the longest increasing subsequence is found in O(n log n)", arguments: [
        ([3, 1, 2, 5, 4], 3),
        ([1, 2, 3], 3),
        ([3, 2, 1], 1),
        ([], 0),
        ([2, 6, 3, 4, 1, 5, 0], 4),
    ])
    func longestIncreasing(values: [Int], length: Int) {
        let mask = SnapshotDifference.longestIncreasingSubsequence(values)
        let chosen = zip(values, mask).compactMap { $1 ? $0 : nil }
        #expect(chosen.count == length)
        #expect(chosen == chosen.sorted())
    }

    @Test("played as UIKit plays a batch, the difference turns the old snapshot into the new (3,000 seeded edits)")
    func randomEditsReproduce() {
        var failures: [String] = []
        for seed in UInt64(1)...3000 {
            var random = SplitMix64(state: seed)
            let old = randomSnapshot(using: &random)
            var fresh = 1_000_000
            let new = randomEdit(of: old, using: &random, fresh: &fresh)
            do { try checkReproduces(old, new) } catch { failures.append("seed \(seed): \(error)") }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.prefix(3))")
    }

    @Test("shuffled sections and items, swapped between sections, still reproduce (500 seeds)")
    func shufflesReproduce() {
        var failures: [String] = []
        for seed in UInt64(1)...500 {
            var random = SplitMix64(state: seed &* 7919)
            let sectionCount = Int.random(in: 1...5, using: &random)
            var old = NSDiffableDataSourceSnapshot<Int, Int>()
            old.appendSections(Array(0..<sectionCount))
            for section in 0..<sectionCount { old.appendItems(Array(section * 10..<section * 10 + 6), toSection: section) }
            // New: some sections kept in shuffled order, items shuffled and spread among them.
            let keptSections = Array(0..<sectionCount).shuffled(using: &random).prefix(Int.random(in: 1...sectionCount, using: &random))
            let pool = old.itemIdentifiers.shuffled(using: &random).prefix(Int.random(in: 0...old.numberOfItems, using: &random))
            var new = NSDiffableDataSourceSnapshot<Int, Int>()
            new.appendSections(Array(keptSections) + [99])
            for item in pool { new.appendItems([item], toSection: new.sectionIdentifiers.randomElement(using: &random)!) }
            do { try checkReproduces(old, new) } catch { failures.append("seed \(seed): \(error)") }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.prefix(3))")
    }

    @Test("100,000 items with 1 % changed: the difference lists exactly the changes")
    func largeSnapshots() {
        var old = NSDiffableDataSourceSnapshot<Int, Int>()
        old.appendSections([0, 1])
        old.appendItems(Array(0..<50_000), toSection: 0)
        old.appendItems(Array(50_000..<100_000), toSection: 1)
        var new = old
        new.deleteItems(Array(stride(from: 0, to: 100_000, by: 200)))  // 500 deleted
        new.appendItems(Array(200_000..<200_500), toSection: 0)         // 500 inserted
        new.moveItem(99_999, beforeItem: 1)                             // 1 moved across sections
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedItems.count == 500)
        #expect(difference.insertedItems.count == 500)
        #expect(difference.movedItems.count == 1)
        #expect(difference.movedItems.first?.from == path(1, 49_999))
        #expect(difference.movedItems.first?.to == path(0, 0))
        #expect(throws: Never.self) { try checkReproduces(old, new) }
    }
}
