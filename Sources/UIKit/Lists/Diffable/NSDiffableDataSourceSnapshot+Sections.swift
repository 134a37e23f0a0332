import Foundation

extension NSDiffableDataSourceSnapshot {
    // MARK: Adding sections

    /// Appends empty sections after the last one.
    ///
    /// Stops when an identifier occurs twice in `identifiers` ("Fatal:
    /// supplied section identifiers are not unique…") or when one is already
    /// in the snapshot ("Diffable data source detected an attempt to insert or
    /// append 1 section identifier that already exists in the snapshot…").
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        DiffableMessages.requireUnique(identifiers, kind: "section")
        addSections(identifiers, at: sectionOrder.count)
    }

    /// Inserts empty sections just before `toIdentifier`.
    ///
    /// Stops when an identifier occurs twice, when `toIdentifier` is one of
    /// them ("Invalid update: destination for section operation [a] is in the
    /// inserted section list for update: …"), when it is not in the snapshot
    /// ("Invalid parameter not satisfying: insertIndex != NSNotFound"), or when
    /// a section is already there, as `appendSections(_:)` does.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, beside: toIdentifier, after: false)
    }

    /// Inserts empty sections just after `toIdentifier`; stops as
    /// `insertSections(_:beforeSection:)` does.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, beside: toIdentifier, after: true)
    }

    // MARK: Removing sections

    /// Deletes sections with all their items; identifiers not in the snapshot
    /// are ignored, as on iOS. Stops when an identifier occurs twice.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        DiffableMessages.requireUnique(identifiers, kind: "section")
        let positions = identifiers.compactMap { sectionPositions[$0] }
        guard let first = positions.min() else { return }
        let gone = Set(positions)
        for position in positions {
            for item in sectionItems[position] { itemPlaces[item] = nil }
            sectionPositions[sectionOrder[position]] = nil
        }
        var keptOrder: [Section] = [], keptItems: [[Item]] = []
        for position in first..<sectionOrder.count where !gone.contains(position) {
            keptOrder.append(sectionOrder[position])
            keptItems.append(sectionItems[position])
        }
        sectionOrder.replaceSubrange(first..., with: keptOrder)
        sectionItems.replaceSubrange(first..., with: keptItems)
        renumberSections(from: first)
    }

    // MARK: Moving sections

    /// Moves a section, with its items, just before another.
    ///
    /// Stops when the two are the same ("Invalid update: destination for
    /// section move is the same as the source [a] for update: …."), when the
    /// section is not in the snapshot ("Invalid parameter not satisfying:
    /// fromSection != NSNotFound") or when the destination is not
    /// ("… toSection != NSNotFound").
    public mutating func moveSection(_ identifier: SectionIdentifierType,
                                     beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, beside: toIdentifier, after: false)
    }

    /// Moves a section just after another; stops as
    /// `moveSection(_:beforeSection:)` does.
    public mutating func moveSection(_ identifier: SectionIdentifierType,
                                     afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, beside: toIdentifier, after: true)
    }

    // MARK: Reloading sections

    /// Marks sections whose cells the data source replaces when it applies
    /// the snapshot (`reloadedSectionIdentifiers`). Stops when an identifier
    /// occurs twice, or with "Attempted to reload section identifier that does
    /// not exist in the snapshot: a" for one that is not in the snapshot.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        DiffableMessages.requireUnique(identifiers, kind: "section")
        for identifier in identifiers where sectionPositions[identifier] == nil {
            DiffableMessages.stop("Attempted to reload section identifier that does not exist in the snapshot: "
                + DiffableMessages.describe(identifier))
        }
        reloadedSections.insert(contentsOf: identifiers)
    }

    // MARK: Helpers

    private mutating func insertSections(_ identifiers: [Section], beside destination: Section, after: Bool) {
        DiffableMessages.requireUnique(identifiers, kind: "section")
        if identifiers.contains(destination) {
            DiffableMessages.stop("Invalid update: destination for section operation [\(DiffableMessages.describe(destination))] "
                + "is in the inserted section list for update: "
                + DiffableMessages.updateDescription(action: "INS", destination: destination, identifiers: identifiers))
        }
        guard let position = sectionPositions[destination] else {
            DiffableMessages.stop("Invalid parameter not satisfying: insertIndex != NSNotFound")
        }
        addSections(identifiers, at: position + (after ? 1 : 0))
    }

    /// Adds new, empty sections at `position`, or stops when one is already
    /// in the snapshot.
    private mutating func addSections(_ identifiers: [Section], at position: Int) {
        let existing = identifiers.filter { sectionPositions[$0] != nil }
        if !existing.isEmpty {
            DiffableMessages.stop(DiffableMessages.sectionsAlreadyExist(existing))
        }
        guard !identifiers.isEmpty else { return }
        sectionOrder.insert(contentsOf: identifiers, at: position)
        sectionItems.insert(contentsOf: repeatElement([], count: identifiers.count), at: position)
        renumberSections(from: position)
    }

    private mutating func moveSection(_ identifier: Section, beside destination: Section, after: Bool) {
        if identifier == destination {
            DiffableMessages.stop("Invalid update: destination for section move is the same as the source "
                + "[\(DiffableMessages.describe(destination))] for update: "
                + DiffableMessages.updateDescription(action: "MOV", destination: destination, identifiers: [identifier]) + ".")
        }
        guard let from = sectionPositions[identifier] else {
            DiffableMessages.stop("Invalid parameter not satisfying: fromSection != NSNotFound")
        }
        guard sectionPositions[destination] != nil else {
            DiffableMessages.stop("Invalid parameter not satisfying: toSection != NSNotFound")
        }
        sectionOrder.remove(at: from)
        let items = sectionItems.remove(at: from)
        var to = sectionPositions[destination]!
        if to > from { to -= 1 }
        if after { to += 1 }
        sectionOrder.insert(identifier, at: to)
        sectionItems.insert(items, at: to)
        renumberSections(from: min(from, to))
    }
}
