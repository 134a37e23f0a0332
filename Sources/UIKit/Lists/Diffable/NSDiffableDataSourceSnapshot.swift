import Foundation

/// The state of a list's data at one moment: an ordered list of sections,
/// each with an ordered list of items, all named by identifiers. A diffable
/// data source compares two snapshots by identifier and animates the change.
///
/// Every section identifier and every item identifier is unique in the
/// snapshot (an item belongs to exactly one section; a section identifier may
/// equal an item identifier, they are separate names).
///
/// Lookups are O(1): each item's section and offset, each section's position
/// and each section's first global index are kept current by every edit, so
/// a snapshot of 100,000 items answers `indexOfItem(_:)` as fast as one of
/// ten. Appending is O(number appended); an insertion, deletion or move costs
/// the items after it in its section (and, for sections, the sections after
/// it), never the whole snapshot.
///
/// Misuse stops the process with UIKit's own `NSInternalInconsistencyException`
/// reason, as iOS would: an identifier twice in one argument, an item or
/// section named as a destination that is not in the snapshot, a section
/// appended twice, items appended with no section. Appending or inserting an
/// item that is already in the snapshot moves it (as iOS 15 and later do,
/// with the same console warning on standard error).
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: Sendable {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    /// Where one item is: the identifier of its section and its offset there.
    struct ItemPlace: Sendable {
        var section: Section
        var offset: Int
    }

    /// The sections, in order.
    var sectionOrder: [Section] = []
    /// Each section's position in `sectionOrder`.
    var sectionPositions: [Section: Int] = [:]
    /// The items of each section, aligned with `sectionOrder`.
    var sectionItems: [[Item]] = []
    /// Each item's section and offset.
    var itemPlaces: [Item: ItemPlace] = [:]
    /// The global index of each section's first item; one more entry than
    /// sections, the last being the item count.
    var sectionStarts: [Int] = [0]

    var reloadedItems = IdentifierMarks<Item>()
    var reconfiguredItems = IdentifierMarks<Item>()
    var reloadedSections = IdentifierMarks<Section>()

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Counts and identifiers

    /// The number of items in all sections.
    public var numberOfItems: Int { itemPlaces.count }

    /// The number of sections.
    public var numberOfSections: Int { sectionOrder.count }

    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sectionOrder }

    /// Every item of every section, section by section (a new array each time).
    public var itemIdentifiers: [ItemIdentifierType] {
        var all: [Item] = []
        all.reserveCapacity(itemPlaces.count)
        for items in sectionItems { all.append(contentsOf: items) }
        return all
    }

    /// The number of items in `identifier`'s section. A section that is not
    /// in the snapshot stops with UIKit's "Section identifier was not found…".
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionItems[requirePosition(of: identifier)].count
    }

    /// The items of `identifier`'s section, in order. A section that is not in
    /// the snapshot stops as `numberOfItems(inSection:)` does (apps built
    /// against an SDK before iOS 15 got an empty array instead).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionItems[requirePosition(of: identifier)]
    }

    /// The section that holds `identifier`, or nil when the item is not in the
    /// snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemPlaces[identifier]?.section
    }

    /// The item's index counted across all sections (the first item of the
    /// second section follows the last of the first), or nil when it is not in
    /// the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let place = itemPlaces[identifier], let position = sectionPositions[place.section] else { return nil }
        return sectionStarts[position] + place.offset
    }

    /// The section's position, or nil when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPositions[identifier]
    }

    // MARK: Reload marks

    /// The items `reloadItems(_:)` marked, each once, first-marked first. A
    /// mark stays even if the item is deleted later (the data source ignores
    /// marks of items that are gone).
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

    /// The items `reconfigureItems(_:)` marked, each once, first-marked first.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    /// The sections `reloadSections(_:)` marked, each once, first-marked first.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

    // MARK: Index paths (for data sources)

    /// The item at a two-index path (`[section, item]`), or nil when the path
    /// is out of range or has another length.
    func itemIdentifier(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath[0], item = indexPath[1]
        guard sectionItems.indices.contains(section), sectionItems[section].indices.contains(item) else { return nil }
        return sectionItems[section][item]
    }

    /// The `[section, item]` path of `identifier`, or nil when it is not in the
    /// snapshot.
    func indexPath(of identifier: Item) -> IndexPath? {
        guard let place = itemPlaces[identifier], let position = sectionPositions[place.section] else { return nil }
        return IndexPath(indexes: [position, place.offset])
    }

    /// The snapshot's sections and items without its reload marks: what a
    /// data source keeps after applying it.
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItems = IdentifierMarks()
        copy.reconfiguredItems = IdentifierMarks()
        copy.reloadedSections = IdentifierMarks()
        return copy
    }

    // MARK: Bookkeeping

    /// The section's position, or a stop with UIKit's reason.
    func requirePosition(of section: Section) -> Int {
        guard let position = sectionPositions[section] else {
            DiffableMessages.stop("Section identifier was not found. You can verify the section exists by calling "
                + "the indexOfSectionIdentifier API (which has O(1) performance)")
        }
        return position
    }

    /// Records the place of every item of the section at `position` from
    /// `offset` on.
    mutating func renumberItems(ofSectionAt position: Int, from offset: Int) {
        let section = sectionOrder[position]
        let items = sectionItems[position]
        guard offset < items.count else { return }
        for index in offset..<items.count {
            itemPlaces[items[index]] = ItemPlace(section: section, offset: index)
        }
    }

    /// Recomputes section positions and first indexes from `position` on,
    /// after sections were added, removed or reordered there, or item counts
    /// changed there. Entries before `position` must still be right.
    mutating func renumberSections(from position: Int) {
        let start = min(max(0, position), sectionOrder.count)
        sectionStarts.removeSubrange((start + 1)...)
        for index in start..<sectionOrder.count {
            sectionPositions[sectionOrder[index]] = index
            sectionStarts.append(sectionStarts[index] + sectionItems[index].count)
        }
    }
}
