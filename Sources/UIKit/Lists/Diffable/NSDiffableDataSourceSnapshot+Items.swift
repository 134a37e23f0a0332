import Foundation

extension NSDiffableDataSourceSnapshot {
    // MARK: Adding items

    /// Appends items to the end of a section: `sectionIdentifier`, or the last
    /// section when it is nil.
    ///
    /// Stops (in this order) when the snapshot has no section at all ("There
    /// are currently no sections in the data source. Please add a section
    /// first.", even for an empty array), when an identifier occurs twice in
    /// `identifiers`, or when `sectionIdentifier` is not in the snapshot
    /// ("Invalid parameter not satisfying: section != NSNotFound"). An item
    /// already in the snapshot is moved here, with UIKit's console warning.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType],
                                     toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let last = sectionOrder.last else {
            DiffableMessages.stop("There are currently no sections in the data source. Please add a section first.")
        }
        DiffableMessages.requireUnique(identifiers, kind: "item")
        let section = sectionIdentifier ?? last
        guard sectionPositions[section] != nil else {
            DiffableMessages.stop("Invalid parameter not satisfying: section != NSNotFound")
        }
        takeOutExisting(identifiers)
        let position = sectionPositions[section]!
        place(identifiers, inSectionAt: position, at: sectionItems[position].count)
    }

    /// Inserts items just before `beforeIdentifier`, in its section.
    ///
    /// Stops when an identifier occurs twice in `identifiers`, when
    /// `beforeIdentifier` is one of them ("Invalid update: destination for
    /// insertion operation [b] is in the insertion identifier list for
    /// update: …."), or when it is not in the snapshot ("Invalid parameter not
    /// satisfying: section != NSNotFound"). Items already in the snapshot are
    /// moved here, with UIKit's console warning.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType],
                                     beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, beside: beforeIdentifier, after: false)
    }

    /// Inserts items just after `afterIdentifier`, in its section; stops as
    /// `insertItems(_:beforeItem:)` does.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType],
                                     afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, beside: afterIdentifier, after: true)
    }

    // MARK: Removing items

    /// Deletes the items; identifiers not in the snapshot are ignored, as on
    /// iOS. Stops when an identifier occurs twice in `identifiers`. Sections
    /// stay, even when left empty.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        DiffableMessages.requireUnique(identifiers, kind: "item")
        remove(identifiers.filter { itemPlaces[$0] != nil })
    }

    /// Deletes every item and every section, leaving an empty snapshot (the
    /// reload marks stay, as on iOS).
    public mutating func deleteAllItems() {
        sectionOrder = []
        sectionPositions = [:]
        sectionItems = []
        itemPlaces = [:]
        sectionStarts = [0]
    }

    // MARK: Moving items

    /// Moves an item just before another, possibly into another section.
    ///
    /// Stops when the two are the same ("Invalid update: destination for item
    /// move is the same as the source [a] for update: …."), when the item is
    /// not in the snapshot ("Invalid parameter not satisfying: fromIndex !=
    /// NSNotFound") or when the destination is not ("… toIndex != NSNotFound").
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, beside: toIdentifier, after: false)
    }

    /// Moves an item just after another; stops as `moveItem(_:beforeItem:)` does.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, beside: toIdentifier, after: true)
    }

    // MARK: Reloading items

    /// Marks items whose cells the data source replaces when it applies the
    /// snapshot (`reloadedItemIdentifiers`). Stops when an identifier occurs
    /// twice, or with "Attempted to reload item identifier that does not exist
    /// in the snapshot: a" for one that is not in the snapshot.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        DiffableMessages.requireUnique(identifiers, kind: "item")
        for identifier in identifiers where itemPlaces[identifier] == nil {
            DiffableMessages.stop("Attempted to reload item identifier that does not exist in the snapshot: "
                + DiffableMessages.describe(identifier))
        }
        reloadedItems.insert(contentsOf: identifiers)
    }

    /// Marks items whose existing cells the data source configures again,
    /// without replacing them, when it applies the snapshot
    /// (`reconfiguredItemIdentifiers`). Stops as `reloadItems(_:)` does, with
    /// "Attempted to reconfigure item identifier …".
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        DiffableMessages.requireUnique(identifiers, kind: "item")
        for identifier in identifiers where itemPlaces[identifier] == nil {
            DiffableMessages.stop("Attempted to reconfigure item identifier that does not exist in the snapshot: "
                + DiffableMessages.describe(identifier))
        }
        reconfiguredItems.insert(contentsOf: identifiers)
    }

    // MARK: Helpers

    private mutating func insert(_ identifiers: [Item], beside destination: Item, after: Bool) {
        DiffableMessages.requireUnique(identifiers, kind: "item")
        if identifiers.contains(destination) {
            DiffableMessages.stop("Invalid update: destination for insertion operation [\(DiffableMessages.describe(destination))] "
                + "is in the insertion identifier list for update: "
                + DiffableMessages.updateDescription(action: "INS", destination: destination, identifiers: identifiers) + ".")
        }
        guard itemPlaces[destination] != nil else {
            DiffableMessages.stop("Invalid parameter not satisfying: section != NSNotFound")
        }
        takeOutExisting(identifiers)
        let spot = itemPlaces[destination]!
        place(identifiers, inSectionAt: sectionPositions[spot.section]!, at: spot.offset + (after ? 1 : 0))
    }

    private mutating func move(_ identifier: Item, beside destination: Item, after: Bool) {
        if identifier == destination {
            DiffableMessages.stop("Invalid update: destination for item move is the same as the source "
                + "[\(DiffableMessages.describe(destination))] for update: "
                + DiffableMessages.updateDescription(action: "MOV", destination: destination, identifiers: [identifier]) + ".")
        }
        guard itemPlaces[identifier] != nil else {
            DiffableMessages.stop("Invalid parameter not satisfying: fromIndex != NSNotFound")
        }
        guard itemPlaces[destination] != nil else {
            DiffableMessages.stop("Invalid parameter not satisfying: toIndex != NSNotFound")
        }
        remove([identifier])
        let spot = itemPlaces[destination]!
        place([identifier], inSectionAt: sectionPositions[spot.section]!, at: spot.offset + (after ? 1 : 0))
    }

    /// Removes the items of `identifiers` that are already in the snapshot,
    /// with UIKit's warning, so that placing them again moves them.
    private mutating func takeOutExisting(_ identifiers: [Item]) {
        let existing = identifiers.filter { itemPlaces[$0] != nil }
        guard !existing.isEmpty else { return }
        DiffableMessages.warnItemsAlreadyExist(existing)
        remove(existing)
    }

    /// Puts new items (none in the snapshot) into the section at `position`,
    /// starting at `offset`.
    private mutating func place(_ identifiers: [Item], inSectionAt position: Int, at offset: Int) {
        guard !identifiers.isEmpty else { return }
        sectionItems[position].insert(contentsOf: identifiers, at: offset)
        renumberItems(ofSectionAt: position, from: offset)
        renumberSections(from: position)
    }

    /// Removes items that are all in the snapshot, touching only the sections
    /// that held them, from the first removed offset on.
    mutating func remove(_ identifiers: [Item]) {
        guard !identifiers.isEmpty else { return }
        var firstRemoved: [Int: Int] = [:]
        for identifier in identifiers {
            let spot = itemPlaces.removeValue(forKey: identifier)!
            let position = sectionPositions[spot.section]!
            firstRemoved[position] = min(firstRemoved[position] ?? .max, spot.offset)
        }
        let gone = Set(identifiers)
        for (position, offset) in firstRemoved {
            let kept = sectionItems[position][offset...].filter { !gone.contains($0) }
            sectionItems[position].replaceSubrange(offset..., with: kept)
            renumberItems(ofSectionAt: position, from: offset)
        }
        renumberSections(from: firstRemoved.keys.min()!)
    }
}
