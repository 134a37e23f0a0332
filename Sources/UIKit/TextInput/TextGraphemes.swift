import Foundation

/// Grapheme-cluster arithmetic on UTF-16 offsets, the units of `NSRange`:
/// what the delete key removes and where the caret may stand. A cluster is
/// what a person sees as one character — 👍🏽 (4 UTF-16 units), 🇯🇵 (4),
/// 👨‍👩‍👧 (8), ❤️ with its variation selector (2) — as Swift's `Character`
/// (Unicode's extended grapheme clusters).
enum TextGraphemes {
    /// The cluster that ends at `offset` (or contains the unit before it):
    /// what deleting backward from a caret at `offset` removes. nil at the start.
    static func range(before offset: Int, in string: String) -> NSRange? {
        let length = string.utf16.count
        let clampedOffset = max(0, min(offset, length))
        guard clampedOffset > 0 else { return nil }
        let end = boundary(atOrAfter: clampedOffset, in: string)
        let index = String.Index(utf16Offset: end, in: string)
        let start = string.index(before: index).utf16Offset(in: string)
        return NSRange(location: start, length: end - start)
    }

    /// The cluster that starts at `offset` (or contains the unit at it):
    /// what deleting forward removes. nil at the end.
    static func range(after offset: Int, in string: String) -> NSRange? {
        let length = string.utf16.count
        let clampedOffset = max(0, min(offset, length))
        guard clampedOffset < length else { return nil }
        let start = boundary(atOrBefore: clampedOffset, in: string)
        let index = String.Index(utf16Offset: start, in: string)
        let end = string.index(after: index).utf16Offset(in: string)
        return NSRange(location: start, length: end - start)
    }

    /// `offset` if a cluster starts (or the text ends) there, else the start
    /// of the cluster containing it.
    static func boundary(atOrBefore offset: Int, in string: String) -> Int {
        let clamped = max(0, min(offset, string.utf16.count))
        let index = String.Index(utf16Offset: clamped, in: string)
        if index.samePosition(in: string) != nil || clamped == string.utf16.count { return clamped }
        var start = string.startIndex
        for candidate in string.indices {
            if candidate.utf16Offset(in: string) > clamped { break }
            start = candidate
        }
        return start.utf16Offset(in: string)
    }

    /// `offset` if a cluster starts (or the text ends) there, else the end
    /// of the cluster containing it.
    static func boundary(atOrAfter offset: Int, in string: String) -> Int {
        let rounded = boundary(atOrBefore: offset, in: string)
        guard rounded < offset else { return rounded }
        let index = String.Index(utf16Offset: rounded, in: string)
        return string.index(after: index).utf16Offset(in: string)
    }

    /// The range grown outwards to whole clusters.
    static func wholeClusters(_ range: NSRange, in string: String) -> NSRange {
        let start = boundary(atOrBefore: range.location, in: string)
        let end = boundary(atOrAfter: range.location + range.length, in: string)
        return NSRange(location: start, length: end - start)
    }
}
