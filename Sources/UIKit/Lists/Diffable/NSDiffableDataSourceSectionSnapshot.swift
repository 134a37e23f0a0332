import Foundation

/// The items of one section as a tree (iOS 14): root items, children under
/// parents, and which parents are expanded. An outline list shows the
/// `visibleItems`: the roots, and the children of every expanded item whose
/// own ancestors are all expanded.
///
/// Items are kept in depth-first order (`items`) with each one's level,
/// parent and index, so `index(of:)`, `level(of:)`, `parent(of:)` and
/// `contains(_:)` are O(1) and `isVisible(_:)` costs the item's depth. An
/// edit costs the items after it in that order; appending at the end costs
/// only what is appended.
///
/// Misuse stops with UIKit's reasons: an identifier that is already in the
/// section snapshot, or twice in one argument ("Identifiers in a section
/// snapshot must be unique. Duplicate item identifiers: {(…)}"), and an item
/// named as a parent, destination or subject that is not there.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Item = ItemIdentifierType

    /// Every item, depth first: a parent, then its subtree, then its next sibling.
    var entries: [Item] = []
    /// The level of each entry (0 for a root), aligned with `entries`.
    var levels: [Int] = []
    /// Each item's index in `entries`.
    var positions: [Item: Int] = [:]
    /// Each child's parent (roots have none).
    var parents: [Item: Item] = [:]
    /// The expanded items (an item needs no children to be expanded).
    var expandedItems: Set<Item> = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Reading the tree

    /// Every item, depth first: each parent is followed by its children (and
    /// theirs) before its next sibling, whether or not it is expanded.
    public var items: [ItemIdentifierType] { entries }

    /// The items at level 0, in order.
    public var rootItems: [ItemIdentifierType] {
        zip(entries, levels).compactMap { $1 == 0 ? $0 : nil }
    }

    /// The items an outline shows, in order: those whose ancestors are all
    /// expanded. Children of a collapsed item are left out, however deep.
    public var visibleItems: [ItemIdentifierType] {
        var visible: [Item] = []
        visible.reserveCapacity(entries.count)
        var hiddenBelow = Int.max
        for (item, level) in zip(entries, levels) {
            if level > hiddenBelow { continue }
            hiddenBelow = Int.max
            visible.append(item)
            if !expandedItems.contains(item) { hiddenBelow = level }
        }
        return visible
    }

    /// Whether the item is in the section snapshot, at any level.
    public func contains(_ item: ItemIdentifierType) -> Bool {
        positions[item] != nil
    }

    /// The item's index in `items`, or nil when it is not there.
    public func index(of item: ItemIdentifierType) -> Int? {
        positions[item]
    }

    /// The item's level: 0 for a root, one more for each ancestor. Stops with
    /// "Item identifier does not exist in section snapshot: a" when it is not there.
    public func level(of item: ItemIdentifierType) -> Int {
        levels[requireIndex(of: item, role: "Item")]
    }

    /// The item's parent, or nil for a root. Stops with "Child item identifier
    /// does not exist in section snapshot: a" when it is not there.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        _ = requireIndex(of: child, role: "Child item")
        return parents[child]
    }

    /// Whether the item is expanded. Stops as `level(of:)` does for an item
    /// that is not there.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        _ = requireIndex(of: item, role: "Item")
        return expandedItems.contains(item)
    }

    /// Whether every ancestor of the item is expanded (roots are always
    /// visible). Stops as `level(of:)` does for an item that is not there.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        _ = requireIndex(of: item, role: "Item")
        var current = item
        while let parent = parents[current] {
            guard expandedItems.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// A section snapshot of `parent`'s subtree: its children become roots
    /// (or, with `includingParent`, `parent` is the only root), and expanded
    /// items stay expanded. Stops with "Parent item identifier does not exist
    /// in section snapshot: a" when `parent` is not there.
    public func snapshot(of parent: ItemIdentifierType,
                         includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        let index = requireIndex(of: parent, role: "Parent item")
        let range = (includingParent ? index : index + 1)..<subtreeEnd(of: index)
        return subtree(range)
    }

    /// One line per item, depth first: two spaces a level, `+` for an
    /// expanded item or `-`, `*` for a visible item or a space, then the
    /// identifier. UIKit opens with the snapshot's class and address; Kumiki,
    /// whose snapshot is a value, opens with the class name alone.
    public func visualDescription() -> String {
        var lines = "<NSDiffableDataSourceSectionSnapshot\n"
        let visible = Set(visibleItems)
        for (item, level) in zip(entries, levels) {
            lines += String(repeating: " ", count: 2 * level)
                + (expandedItems.contains(item) ? "+" : "-")
                + (visible.contains(item) ? "*" : " ")
                + DiffableMessages.describe(item) + "\n"
        }
        return lines + ">"
    }

    // MARK: Bookkeeping

    /// The item's index, or a stop with "<role> identifier does not exist in
    /// section snapshot: a".
    func requireIndex(of item: Item, role: String) -> Int {
        guard let index = positions[item] else {
            DiffableMessages.stop("\(role) identifier does not exist in section snapshot: \(DiffableMessages.describe(item))")
        }
        return index
    }

    /// The index just past the subtree of the entry at `index` (its last
    /// descendant's index + 1).
    func subtreeEnd(of index: Int) -> Int {
        var end = index + 1
        while end < levels.count, levels[end] > levels[index] { end += 1 }
        return end
    }

    /// The entries in `range` as a snapshot of their own, levels shifted so
    /// that the first is a root.
    func subtree(_ range: Range<Int>) -> Self {
        var copy = Self()
        guard let first = range.first else { return copy }
        let base = levels[first]
        copy.entries = Array(entries[range])
        copy.levels = levels[range].map { $0 - base }
        for (offset, item) in copy.entries.enumerated() {
            copy.positions[item] = offset
            if copy.levels[offset] > 0 { copy.parents[item] = parents[item] }
            if expandedItems.contains(item) { copy.expandedItems.insert(item) }
        }
        return copy
    }

    /// Records the index of every entry from `start` on.
    mutating func renumber(from start: Int) {
        guard start < entries.count else { return }
        for index in start..<entries.count { positions[entries[index]] = index }
    }
}
