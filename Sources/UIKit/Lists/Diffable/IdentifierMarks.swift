/// Identifiers a snapshot was asked to reload or reconfigure: each once, in
/// the order first asked, with O(1) membership.
struct IdentifierMarks<Element: Hashable & Sendable>: Sendable {
    /// The marked identifiers, first-asked first.
    private(set) var elements: [Element] = []
    private var members: Set<Element> = []

    /// Marks `identifiers`; an identifier already marked keeps its place.
    mutating func insert(contentsOf identifiers: [Element]) {
        for identifier in identifiers where members.insert(identifier).inserted {
            elements.append(identifier)
        }
    }

    func contains(_ identifier: Element) -> Bool {
        members.contains(identifier)
    }

    var isEmpty: Bool { elements.isEmpty }
}
