/// Rule 7: reports calls whose result differs between Linux's Foundation and
/// Apple's, where Kumiki cannot make the Linux one answer as Apple's does (the
/// call resolves to Foundation's own method in any file that imports
/// Foundation, so Kumiki cannot shadow it).
struct FoundationDifferenceRule {
    static let intersectsNote = "CGRect.intersects(_:) is true on Linux for rectangles that only share an edge "
        + "and false on Apple's platforms: where edges can touch, write !a.intersection(b).isEmpty, which "
        + "answers as Apple's intersects does on both"

    static func apply(to rewrite: inout FileRewrite) {
        let file = rewrite.file
        for index in file.tokens.indices where file.tokens[index].isWord("intersects") {
            // A call on a value (`a.intersects(b)`), not a declaration of one.
            guard let dot = file.previous(before: index), file.tokens[dot].isSymbol("."),
                  let open = file.next(after: index), open == index + 1, file.tokens[open].isSymbol("("),
                  let close = file.partner[open],
                  RuntimeReportRule.argumentLabels(open: open, close: close, in: file) == [""] else { continue }
            rewrite.report(at: index, intersectsNote)
        }
    }
}
