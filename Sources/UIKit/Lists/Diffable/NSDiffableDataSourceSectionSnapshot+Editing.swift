import Foundation

extension NSDiffableDataSourceSectionSnapshot {
    // MARK: Adding items

    /// Appends items as the last children of `parent`, or as the last roots
    /// when `parent` is nil. An empty array does nothing at all.
    ///
    /// Stops with "Parent item identifier does not exist in section snapshot:
    /// p" for a parent that is not there, and with "Identifiers in a section
    /// snapshot must be unique. Duplicate item identifiers: {(…)}" when an item
    /// is already in the section snapshot or twice in `items`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard !items.isEmpty else { return }
        append(Self(roots: items), to: parent)
    }

    /// Inserts items just before `item`, as its siblings. An empty array does
    /// nothing. Stops with "Item identifier to insert before does not exist in
    /// section snapshot: a", or for duplicates as `append(_:to:)` does.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard !items.isEmpty else { return }
        insert(Self(roots: items), before: item)
    }

    /// Inserts items as `item`'s next siblings, after its whole subtree. An
    /// empty array does nothing. Stops with "Item identifier to insert after
    /// does not exist in section snapshot: a", or for duplicates as
    /// `append(_:to:)` does.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard !items.isEmpty else { return }
        insert(Self(roots: items), after: item)
    }

    // MARK: Adding trees

    /// Appends another section snapshot's tree, with its expanded items, under
    /// `parent` (after its children) or at the end of the roots.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                to parent: ItemIdentifierType? = nil) {
        guard !snapshot.entries.isEmpty else { return }
        guard let parent else {
            graft(snapshot, at: entries.count, level: 0, parent: nil)
            return
        }
        let index = requireIndex(of: parent, role: "Parent item")
        graft(snapshot, at: subtreeEnd(of: index), level: levels[index] + 1, parent: parent)
    }

    /// Inserts another section snapshot's tree just before `item`, its roots
    /// becoming `item`'s siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                before item: ItemIdentifierType) {
        guard !snapshot.entries.isEmpty else { return }
        let index = requireIndex(of: item, reason: "Item identifier to insert before does not exist in section snapshot")
        graft(snapshot, at: index, level: levels[index], parent: parents[item])
    }

    /// Inserts another section snapshot's tree after `item`'s subtree, its
    /// roots becoming `item`'s siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                after item: ItemIdentifierType) {
        guard !snapshot.entries.isEmpty else { return }
        let index = requireIndex(of: item, reason: "Item identifier to insert after does not exist in section snapshot")
        graft(snapshot, at: subtreeEnd(of: index), level: levels[index], parent: parents[item])
    }

    /// Replaces all of `parent`'s descendants with another section snapshot's
    /// tree. Stops when `parent` is not there, or for duplicates.
    public mutating func replace(childrenOf parent: ItemIdentifierType,
                                 using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        let index = requireIndex(of: parent, role: "Parent item")
        removeEntries(in: [(index + 1)..<subtreeEnd(of: index)])
        let start = positions[parent]!
        graft(snapshot, at: start + 1, level: levels[start] + 1, parent: parent)
    }

    // MARK: Removing items

    /// Deletes items with all their descendants. Naming an item twice, or an
    /// item and its ancestor, is fine; an item that is not there stops with
    /// "Failed to find index of item a" before anything is deleted.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var ranges: [Range<Int>] = []
        for item in items {
            guard let index = positions[item] else {
                DiffableMessages.stop("Failed to find index of item \(DiffableMessages.describe(item))")
            }
            ranges.append(index..<subtreeEnd(of: index))
        }
        removeEntries(in: ranges)
    }

    /// Deletes every item, leaving nothing expanded.
    public mutating func deleteAll() {
        self = Self()
    }

    // MARK: Expanding

    /// Expands the items that are there (items that are not are ignored).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where positions[item] != nil { expandedItems.insert(item) }
    }

    /// Collapses the items that are there (items that are not are ignored).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where positions[item] != nil { expandedItems.remove(item) }
    }

    // MARK: Helpers

    /// A flat tree of roots (none expanded), for the item-array edits.
    init(roots: [Item]) {
        self.init()
        entries = roots
        levels = Array(repeating: 0, count: roots.count)
        // A repeated root keeps its last index here; `graft` reports it.
        for (index, item) in roots.enumerated() { positions[item] = index }
    }

    /// The item's index, or a stop with "<reason>: a".
    private func requireIndex(of item: Item, reason: String) -> Int {
        guard let index = positions[item] else {
            DiffableMessages.stop("\(reason): \(DiffableMessages.describe(item))")
        }
        return index
    }

    /// Splices `tree` in at `index`: its roots at `level` under `parent`, its
    /// deeper items below them. Stops, before changing anything, when an item
    /// of `tree` is already here or repeated in it.
    private mutating func graft(_ tree: Self, at index: Int, level: Int, parent: Item?) {
        var seen = Set<Item>(minimumCapacity: tree.entries.count)
        var duplicates: [Item] = [], reported = Set<Item>()
        for item in tree.entries where positions[item] != nil || !seen.insert(item).inserted {
            if reported.insert(item).inserted { duplicates.append(item) }
        }
        if !duplicates.isEmpty {
            DiffableMessages.stop("Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
                + DiffableMessages.setDescription(duplicates))
        }
        entries.insert(contentsOf: tree.entries, at: index)
        levels.insert(contentsOf: tree.levels.map { $0 + level }, at: index)
        for (item, treeLevel) in zip(tree.entries, tree.levels) {
            if treeLevel == 0 {
                parents[item] = parent
            } else {
                parents[item] = tree.parents[item]
            }
        }
        expandedItems.formUnion(tree.expandedItems)
        renumber(from: index)
    }

    /// Removes the entries in `ranges` (which may overlap or repeat) and
    /// forgets them.
    private mutating func removeEntries(in ranges: [Range<Int>]) {
        guard let first = ranges.map(\.lowerBound).min() else { return }
        var doomed = Array(repeating: false, count: entries.count - first)
        for range in ranges {
            for index in range { doomed[index - first] = true }
        }
        var keptEntries: [Item] = [], keptLevels: [Int] = []
        for index in first..<entries.count {
            if doomed[index - first] {
                let item = entries[index]
                positions[item] = nil
                parents[item] = nil
                expandedItems.remove(item)
            } else {
                keptEntries.append(entries[index])
                keptLevels.append(levels[index])
            }
        }
        entries.replaceSubrange(first..., with: keptEntries)
        levels.replaceSubrange(first..., with: keptLevels)
        renumber(from: first)
    }
}
