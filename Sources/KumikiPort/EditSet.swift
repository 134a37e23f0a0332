/// A replacement of a byte range of the original file (an insertion when the
/// range is empty).
struct TextEdit: Sendable, Equatable {
    var range: Range<Int>
    var replacement: String
}

/// The edits to one file, all expressed in the original file's offsets.
///
/// Every rule adds its edits against the text it was given, so rules never see
/// each other's output and their order does not matter, except that an edit
/// overlapping one already present is refused: the first rule to claim a byte
/// range owns it (the optional-requirement rule claims a protocol's `@objc`
/// before the attribute rule would).
struct EditSet: Sendable {
    private(set) var edits: [TextEdit] = []

    init() {}

    /// A set holding `edits` (which must not overlap).
    init(adding edits: [TextEdit]) {
        for edit in edits { add(edit) }
    }

    /// Whether `edit` would overlap an edit already present. Insertions at the
    /// same offset, or at an edge of a replaced range, do not overlap.
    func conflicts(_ edit: TextEdit) -> Bool {
        edits.contains { Self.overlap($0.range, edit.range) }
    }

    private static func overlap(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty { return b.lowerBound < a.lowerBound && a.lowerBound < b.upperBound }
        if b.isEmpty { return a.lowerBound < b.lowerBound && b.lowerBound < a.upperBound }
        return a.overlaps(b)
    }

    /// Adds `edit` unless it overlaps an edit already present; returns whether it was added.
    @discardableResult
    mutating func add(_ edit: TextEdit) -> Bool {
        guard !conflicts(edit) else { return false }
        edits.append(edit)
        return true
    }

    /// Removes and returns the edits lying entirely inside `range`, for code that
    /// moves elsewhere and takes its edits along.
    mutating func extract(inside range: Range<Int>) -> [TextEdit] {
        let inside = edits.filter { range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound
            && !($0.range.isEmpty && $0.range.lowerBound == range.lowerBound) }
        edits.removeAll { edit in inside.contains(edit) }
        return inside
    }

    /// The edits in application order: by offset; insertions before a
    /// replacement starting at the same offset; equal ranges in the order added.
    var sorted: [TextEdit] {
        edits.enumerated().sorted { lhs, rhs in
            if lhs.element.range.lowerBound != rhs.element.range.lowerBound {
                return lhs.element.range.lowerBound < rhs.element.range.lowerBound
            }
            if lhs.element.range.upperBound != rhs.element.range.upperBound {
                return lhs.element.range.upperBound < rhs.element.range.upperBound
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// `bytes` with every edit applied.
    func apply(to bytes: [UInt8]) -> [UInt8] {
        Self.apply(sorted, to: bytes, base: 0)
    }

    /// Applies sorted `edits` (offsets relative to `base`) to `bytes`.
    static func apply(_ edits: [TextEdit], to bytes: [UInt8], base: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in edits {
            let lower = edit.range.lowerBound - base
            output.append(contentsOf: bytes[cursor..<lower])
            output.append(contentsOf: Array(edit.replacement.utf8))
            cursor = edit.range.upperBound - base
        }
        output.append(contentsOf: bytes[cursor...])
        return output
    }

    /// Where original offset `offset` ends up once the edits are applied; an
    /// offset inside a replaced range maps to where the replacement starts.
    func map(_ offset: Int) -> Int {
        Self.map(offset, through: edits, base: 0)
    }

    static func map(_ offset: Int, through edits: [TextEdit], base: Int) -> Int {
        var shift = 0
        for edit in edits {
            let lower = edit.range.lowerBound - base
            let upper = edit.range.upperBound - base
            if upper <= offset {
                shift += edit.replacement.utf8.count - (upper - lower)
            } else if lower <= offset && offset < upper {
                shift += lower - offset
            }
        }
        return offset + shift
    }
}
