import Foundation

/// The words diffable snapshots stop (or warn) with, and the way those words
/// print identifiers.
///
/// UIKit builds these messages with Objective-C's `%@`. Kumiki prints one
/// identifier with `String(describing:)` (UIKit prints a Swift value the same
/// way; a bridged `UUID` would read `<__NSConcreteUUID 0x…> …` there, plain
/// here). A group of identifiers prints as Foundation prints a set, `{(`, one
/// identifier a line indented four spaces, `)}`, or a list, `(` … `)`; inside
/// a group a string is quoted and escaped as Foundation's property-list style
/// does (see `quotedInGroup`). A group lists identifiers in the order they
/// were found, where UIKit's set prints them in hash order.
enum DiffableMessages {
    /// Stops the process with UIKit's `NSInternalInconsistencyException`.
    static func stop(_ reason: String) -> Never {
        UncaughtException.raise("NSInternalInconsistencyException", reason: reason)
    }

    /// One identifier, as `%@` prints it on its own.
    static func describe(_ identifier: some Any) -> String {
        String(describing: identifier)
    }

    /// Identifiers as `NSSet` prints them: `{(\n    a,\n    b\n)}`.
    static func setDescription<T>(_ identifiers: [T]) -> String {
        "{" + listDescription(identifiers) + "}"
    }

    /// Identifiers as `NSArray` prints them: `(\n    a,\n    b\n)`.
    static func listDescription<T>(_ identifiers: [T]) -> String {
        guard !identifiers.isEmpty else { return "(\n)" }
        return "(\n" + identifiers.map { "    " + quotedInGroup($0) }.joined(separator: ",\n") + "\n)"
    }

    /// An identifier as it prints inside a set or list. A string stays bare
    /// when it is made only of ASCII letters, digits and `_ . $ / :`;
    /// otherwise it is quoted, with `"` and `\` escaped, control characters
    /// as `\n`, `\t` and `\r`, and every other non-ASCII UTF-16 unit as `\Uxxxx`
    /// (four lowercase hexadecimal digits), as Foundation prints it. Anything
    /// else prints as on its own.
    static func quotedInGroup(_ identifier: some Any) -> String {
        guard let text = identifier as? String else { return describe(identifier) }
        let bare = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.$/:".unicodeScalars.contains(scalar))
        }
        if bare { return text }
        var quoted = "\""
        for unit in text.utf16 {
            switch unit {
            case 0x22: quoted += "\\\""
            case 0x5C: quoted += "\\\\"
            case 0x0A: quoted += "\\n"
            case 0x09: quoted += "\\t"
            case 0x0D: quoted += "\\r"
            case 0x20..<0x7F: quoted += String(UnicodeScalar(UInt8(unit)))
            default: quoted += "\\U" + String(format: "%04x", unit)
            }
        }
        return quoted + "\""
    }

    /// The identifiers that occur more than once in `identifiers`, each once,
    /// in the order their second occurrence is found (empty when all differ).
    static func repeated<T: Hashable>(in identifiers: [T]) -> [T] {
        var seen = Set<T>(minimumCapacity: identifiers.count)
        var reported = Set<T>()
        var result: [T] = []
        for identifier in identifiers where !seen.insert(identifier).inserted {
            if reported.insert(identifier).inserted { result.append(identifier) }
        }
        return result
    }

    /// Stops with UIKit's message for a cell provider that returned nil:
    /// "UITableViewDiffableDataSource cell provider returned nil for index
    /// path {length = 2, path = 0 - 3} with item identifier 'a', which is not
    /// allowed. You must always return a cell to the table view: <view>".
    /// The index path prints as `NSIndexPath` does, without its address.
    static func cellProviderReturnedNil(source: String, at indexPath: IndexPath, item: some Any,
                                        viewNoun: String, view: some Any) -> Never {
        let path = indexPath.map(String.init).joined(separator: " - ")
        stop("\(source) cell provider returned nil for index path {length = \(indexPath.count), path = \(path)} "
            + "with item identifier '\(describe(item))', which is not allowed. You must always return a cell to the "
            + "\(viewNoun): \(view)")
    }

    /// Stops with "Fatal: supplied item identifiers are not unique…" (or
    /// "section") when an identifier occurs twice in one call's argument.
    static func requireUnique<T: Hashable>(_ identifiers: [T], kind: String) {
        let duplicates = repeated(in: identifiers)
        guard !duplicates.isEmpty else { return }
        stop("Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: \(setDescription(duplicates))")
    }

    /// How UIKit describes the update a misused call would have made:
    /// `<_UIDiffableDataSourceUpdate - action: INS; destinationIdentifier:b;
    /// destIsSection: 0; identifiers: [a,c]>`. UIKit prints the update's
    /// address after its class name; Kumiki's updates are not objects, so
    /// the address is left out.
    static func updateDescription<D, T>(action: String, destination: D, identifiers: [T]) -> String {
        let listed = identifiers.map { describe($0) }.joined(separator: ",")
        return "<_UIDiffableDataSourceUpdate - action: \(action); destinationIdentifier:\(describe(destination)); "
            + "destIsSection: 0; identifiers: [\(listed)]>"
    }

    /// "… 1 section identifier that already exists … Section identifier that
    /// already exists: a" or "… 2 section identifiers that already exist …
    /// Section identifiers that already exist: (…)".
    static func sectionsAlreadyExist<T>(_ existing: [T]) -> String {
        let one = existing.count == 1
        let noun = one ? "identifier" : "identifiers"
        let verb = one ? "exists" : "exist"
        let listed = one ? describe(existing[0]) : listDescription(existing)
        return "Diffable data source detected an attempt to insert or append \(existing.count) section \(noun) that "
            + "already \(verb) in the snapshot. Identifiers in a snapshot must be unique. Section \(noun) that already "
            + "\(verb): \(listed)"
    }

    /// UIKit's console warning when items already in a snapshot are appended
    /// or inserted again (it moves them, at a cost). Written to standard error
    /// the way UIKit logs it; nothing stops.
    static func warnItemsAlreadyExist<T>(_ existing: [T]) {
        let one = existing.count == 1
        let noun = one ? "identifier" : "identifiers"
        let verb = one ? "exists" : "exist"
        let listed = one ? describe(existing[0]) : listDescription(existing)
        let message = "Diffable data source detected an attempt to insert or append \(existing.count) item \(noun) that "
            + "already \(verb) in the snapshot. The existing item \(noun) will be moved into place instead, but this "
            + "operation will be more expensive. For best performance, inserted item identifiers should always be "
            + "unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS "
            + "to catch this in the debugger. Item \(noun) that already \(verb): \(listed)\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}
