/// Rule 6: reports code that asks the Objective-C runtime a question at run
/// time — `responds(to:)`, `perform(_:)` with a selector, `NSClassFromString`,
/// key-value coding, `#keyPath`, and the runtime's C functions (swizzling,
/// associated objects) — which no mechanical edit can answer: each needs a
/// person to choose a protocol, a direct call or a closure.
///
/// Key-value coding is reported wherever it appears, even on a layer: the
/// receiver's type is not knowable from tokens, and the note says that
/// `CALayer` and `CAAnimation` keep it.
struct RuntimeReportRule {
    static let keyValueCodingNote = "key-value coding exists on CALayer and CAAnimation only"

    /// Functions of the Objective-C runtime and what to do instead.
    static let runtimeFunctions: [String: String] = [
        "NSClassFromString": "NSClassFromString needs the Objective-C runtime: refer to the class directly, "
            + "or keep a table from names to types",
        "NSSelectorFromString": "NSSelectorFromString needs the Objective-C runtime: use an unbound method "
            + "reference Type.method, or a table from names to closures",
        "performSelector": "performSelector needs the Objective-C runtime: call the method directly, or on "
            + "another thread through DispatchQueue",
        "method_exchangeImplementations": "method swizzling needs the Objective-C runtime: subclass, or wrap "
            + "the call",
        "class_getInstanceMethod": "class_getInstanceMethod needs the Objective-C runtime: call the method directly",
        "objc_setAssociatedObject": "associated objects need the Objective-C runtime: store the value in a "
            + "property, or in a dictionary keyed by ObjectIdentifier",
        "objc_getAssociatedObject": "associated objects need the Objective-C runtime: store the value in a "
            + "property, or in a dictionary keyed by ObjectIdentifier",
    ]

    static func apply(to rewrite: inout FileRewrite) {
        let file = rewrite.file
        for index in file.tokens.indices {
            let token = file.tokens[index]
            if token.kind == .poundKeyword && token.text == "#keyPath" {
                rewrite.report(at: index, "#keyPath needs the Objective-C runtime: use a Swift key path "
                    + "(\\Type.property) or, for CALayer and CAAnimation, the key's string")
                continue
            }
            guard token.kind == .identifier else { continue }
            if let message = runtimeFunctions[token.text] {
                rewrite.report(at: index, message)
                continue
            }
            guard let open = file.next(after: index), open == index + 1, file.tokens[open].isSymbol("("),
                  let close = file.partner[open] else { continue }
            let labels = argumentLabels(open: open, close: close, in: file)
            switch token.text {
            case "responds" where labels.first == "to":
                rewrite.report(at: index, "responds(to:) needs the Objective-C runtime: make the method a protocol "
                    + "requirement with a default implementation and call it directly")
            case "perform" where isSelectorPerform(open: open, close: close, labels: labels, in: file):
                rewrite.report(at: index, "perform(_:) with a selector needs the Objective-C runtime: call the "
                    + "method directly, or store a closure and call it (later: DispatchQueue.main.asyncAfter)")
            case "value" where labels.first == "forKey" || labels.first == "forKeyPath":
                rewrite.report(at: index, keyValueCodingNote + ": use the property directly elsewhere")
            case "setValue" where labels.contains("forKey") || labels.contains("forKeyPath"):
                rewrite.report(at: index, keyValueCodingNote + ": set the property directly elsewhere")
            default:
                break
            }
        }
    }

    /// The labels of a call's arguments in order (`""` for an unlabeled one).
    static func argumentLabels(open: Int, close: Int, in file: SourceFile) -> [String] {
        var labels: [String] = []
        var expectingArgument = true
        var index = open + 1
        while index < close {
            let token = file.tokens[index]
            if token.isTrivia {
                index += 1
                continue
            }
            if expectingArgument {
                if let colon = file.next(after: index), colon < close, file.tokens[colon].isSymbol(":"),
                   token.kind == .identifier {
                    labels.append(token.text)
                } else {
                    labels.append("")
                }
                expectingArgument = false
            }
            if token.isSymbol(",") { expectingArgument = true }
            if let partner = file.partner[index], partner > index { index = partner }
            index += 1
        }
        return labels
    }

    /// `perform(#selector(f))`, `perform(sel, with: x, afterDelay: 1)` and the
    /// like; `UIView.perform(.delete, on:options:animations:)` is not a selector.
    private static func isSelectorPerform(open: Int, close: Int, labels: [String], in file: SourceFile) -> Bool {
        if let previous = file.previous(before: open - 1), file.tokens[previous].isWord("func") { return false }
        let mentionsSelector = (open..<close).contains {
            (file.tokens[$0].kind == .poundKeyword && file.tokens[$0].text == "#selector") || file.tokens[$0].isWord("Selector")
        }
        if mentionsSelector { return true }
        // `perform(.fade)` or `perform { … }`: an implicit member or a closure, not a selector.
        if let first = file.next(after: open), first < close, file.tokens[first].isSymbol(".") || file.tokens[first].isSymbol("{") {
            return false
        }
        let selectorLabels: Set<String> = ["with", "afterDelay", "inModes", "on", "waitUntilDone"]
        return labels.first == "" && labels.dropFirst().allSatisfy(selectorLabels.contains)
    }
}
