/// Rule 1 (and 5): `#selector(f)` becomes the unbound method reference `Type.f`.
///
/// Kumiki's target–action APIs (`addTarget(_:action:)`, gesture recognizers,
/// `CADisplayLink`, notification observers) take `(Target) -> (Sender) -> Void`
/// — exactly what `Controller.handlePan(_:)` is — so naming the enclosing type
/// in place of `#selector` is the whole port. The type is the innermost class,
/// struct, enum, actor or extension around the expression; a selector already
/// qualified with a type (`#selector(Other.f)`) keeps it. Forms with no such
/// reading — `getter:`/`setter:`, a selector outside any type, one named
/// through an instance — and values typed `Selector` are reported instead.
struct SelectorRule {
    static func apply(to rewrite: inout FileRewrite) {
        let file = rewrite.file
        for index in file.tokens.indices {
            let token = file.tokens[index]
            if token.kind == .poundKeyword && token.text == "#selector" {
                rewriteSelector(at: index, in: &rewrite)
            } else if token.isWord("Selector") {
                reportSelectorValue(at: index, in: &rewrite)
            }
        }
    }

    private static func rewriteSelector(at index: Int, in rewrite: inout FileRewrite) {
        let file = rewrite.file
        guard let open = file.next(after: index), file.tokens[open].isSymbol("("),
              let close = file.partner[open] else { return }
        let inner = file.significant(from: open + 1, to: close - 1)
        guard let first = inner.first, let last = inner.last else { return }
        let written = file.text(tokens: first, through: last)
        let firstToken = file.tokens[first]
        if (firstToken.isWord("getter") || firstToken.isWord("setter")), inner.count > 1,
           file.tokens[inner[1]].isSymbol(":") {
            rewrite.report(at: index, "#selector(\(written)) has no equivalent without the Objective-C runtime: "
                + "read or write the property in a closure instead")
            return
        }
        var method = written
        if inner.count > 2, file.tokens[inner[1]].isSymbol(".") {
            let head = firstToken.text
            if head == "self" {
                method = file.text(tokens: inner[2], through: last)
            } else if head == "super" {
                rewrite.report(at: index, "#selector(\(written)): write the unbound method reference of the class "
                    + "that declares it by hand (Kumiki has no selectors)")
                return
            } else if Self.isTypeName(head) {
                replace(index, close, with: written, in: &rewrite)
                return
            } else {
                rewrite.report(at: index, "#selector(\(written)) names a method through an instance: write the "
                    + "unbound method reference Type.method by hand (Kumiki has no selectors)")
                return
            }
        }
        guard let owner = rewrite.declarations.innermostType(containing: index, in: file) else {
            rewrite.report(at: index, "#selector(\(written)) outside a type: write the unbound method reference "
                + "Type.\(method) by hand (Kumiki has no selectors)")
            return
        }
        replace(index, close, with: rewrite.declarations.types[owner].name + "." + method, in: &rewrite)
    }

    private static func replace(_ first: Int, _ last: Int, with text: String, in rewrite: inout FileRewrite) {
        let range = rewrite.file.tokens[first].range.lowerBound..<rewrite.file.tokens[last].range.upperBound
        rewrite.edits.add(TextEdit(range: range, replacement: text))
    }

    /// Whether `name` reads as a type: capitalized, as Swift types are.
    static func isTypeName(_ name: String) -> Bool {
        let trimmed = name.hasPrefix("`") ? String(name.dropFirst()) : name
        return trimmed.first?.isUppercase == true
    }

    /// `Selector` as a type (`let action: Selector`, `func f(_ s: Selector)`)
    /// or `Selector("name")`: either needs the Objective-C runtime.
    private static func reportSelectorValue(at index: Int, in rewrite: inout FileRewrite) {
        let file = rewrite.file
        if let previous = file.previous(before: index), file.tokens[previous].isSymbol(".") { return }
        if let next = file.next(after: index), file.tokens[next].isSymbol("("), next == index + 1 {
            rewrite.report(at: index, "Selector(…) names a method by string, which needs the Objective-C runtime: "
                + "use an unbound method reference Type.method")
            return
        }
        var target = "Target"
        if let owner = rewrite.declarations.innermostType(containing: index, in: file) {
            target = rewrite.declarations.types[owner].name
        }
        rewrite.report(at: index, "a value of type Selector: store a closure or an unbound method reference "
            + "(\(target)) -> (Sender) -> Void instead")
    }
}
