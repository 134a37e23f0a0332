/// Rule 4: `@objc optional` protocol requirements become ordinary requirements
/// with a default implementation in an extension after the protocol.
///
/// Optional requirements exist only for Objective-C protocols; in Swift the
/// idiom is a requirement plus a default implementation that does nothing or
/// returns a neutral value (`{}`, `{ nil }`, `{ false }`, `{ 0 }`, `{ "" }`,
/// `{ [] }`). A type with no obvious neutral value gets its requirement but no
/// default, and is reported. The protocol, which `@objc` made class-bound,
/// gets `AnyObject` so `weak var delegate: P?` still compiles. Call sites
/// `delegate?.f?(x)` lose the `?` after the member name, for names that were
/// optional requirements of a protocol among the ported files.
struct OptionalRequirementRule {
    /// A requirement of a protocol, read from its tokens.
    private struct Requirement {
        var keyword: Int
        var isOptional: Bool
        var name: String
        /// The declaration as the extension repeats it, without `@objc` and `optional`.
        var signature: String
        /// A function's return type or a property's type.
        var type: String
        var isSettable: Bool
    }

    /// The names of `@objc optional` functions declared in `file`'s protocols.
    static func optionalMethodNames(in rewrite: FileRewrite) -> Set<String> {
        var names: Set<String> = []
        for type in rewrite.declarations.types where type.kind == .protocol && isObjC(type, in: rewrite.file) {
            for requirement in requirements(of: type, in: rewrite.file) where requirement.isOptional {
                if rewrite.file.tokens[requirement.keyword].isWord("func") { names.insert(requirement.name) }
            }
        }
        return names
    }

    static func apply(to rewrite: inout FileRewrite, optionalMethods: Set<String>) {
        for type in rewrite.declarations.types where type.kind == .protocol && isObjC(type, in: rewrite.file) {
            rewriteProtocol(type, in: &rewrite)
        }
        rewriteCallSites(in: &rewrite, names: optionalMethods)
    }

    private static func isObjC(_ type: TypeDeclaration, in file: SourceFile) -> Bool {
        Declarations.modifierGroups(before: type.keyword, in: file).contains { file.tokens[$0.first].text == "@objc" }
    }

    private static func rewriteProtocol(_ proto: TypeDeclaration, in rewrite: inout FileRewrite) {
        let file = rewrite.file
        addClassConstraint(to: proto, in: &rewrite)
        let requirements = requirements(of: proto, in: file)
        let modifiers = Declarations.modifierGroups(before: proto.keyword, in: file).map { file.tokens[$0.first].text }
        let access = modifiers.first { $0 == "public" || $0 == "package" }.map { $0 + " " } ?? ""
        // A nested protocol's extension goes after the outermost type around it.
        var outermost = proto
        while let parent = outermost.parent { outermost = rewrite.declarations.types[parent] }
        let indent = file.indentation(ofLineAt: file.tokens[outermost.start].range.lowerBound)
        var members: [String] = []
        for requirement in requirements where requirement.isOptional {
            for group in Declarations.modifierGroups(before: requirement.keyword, in: file)
            where file.tokens[group.first].isWord("optional") {
                rewrite.remove(group.first, through: group.last)
            }
            let requirementIndent = file.indentation(ofLineAt: file.tokens[requirement.keyword].range.lowerBound)
            var unit = "    "
            if requirementIndent.hasPrefix(indent), requirementIndent.count > indent.count {
                unit = String(requirementIndent.dropFirst(indent.count))
            }
            guard var body = DefaultImplementation.body(returning: requirement.type) else {
                let what = requirement.type.isEmpty ? "" : " (no neutral \(requirement.type) to return)"
                rewrite.report(at: requirement.keyword, "optional requirement \(requirement.name) of \(proto.name) "
                    + "needs a default implementation\(what): write one in an extension of \(proto.name)")
                continue
            }
            if requirement.isSettable { body = "{ get \(body) set {} }" }
            let signature = requirement.signature.replacingLinePrefix(requirementIndent, with: indent + unit)
            members.append(indent + unit + access + signature + " " + body)
        }
        // An optional subscript has no neutral value to write down: it becomes a requirement, reported.
        for index in (proto.openBrace + 1)..<proto.closeBrace
        where file.enclosingOpen[index] == proto.openBrace && file.tokens[index].isWord("subscript") && isOptional(index, in: file) {
            for group in Declarations.modifierGroups(before: index, in: file) where file.tokens[group.first].isWord("optional") {
                rewrite.remove(group.first, through: group.last)
            }
            rewrite.report(at: index, "optional subscript of \(proto.name) needs a default implementation: write one "
                + "in an extension of \(proto.name)")
        }
        guard !members.isEmpty else { return }
        let text = "\n\n" + indent + "extension " + proto.qualifiedName + " {\n" + members.joined(separator: "\n")
            + "\n" + indent + "}"
        let end = file.tokens[outermost.closeBrace].range.upperBound
        rewrite.edits.add(TextEdit(range: end..<end, replacement: text))
    }

    /// `@objc` protocols are class-bound; the plain protocol says so with
    /// `AnyObject`, unless it already has `AnyObject`, `class` or `NSObjectProtocol`.
    private static func addClassConstraint(to proto: TypeDeclaration, in rewrite: inout FileRewrite) {
        let file = rewrite.file
        let header = file.significant(from: proto.nameEnd + 1, to: proto.openBrace - 1)
        if header.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains(file.tokens[$0].text) }) { return }
        let inherits = header.first.map { file.tokens[$0].isSymbol(":") } ?? false
        let whereClause = header.firstIndex { file.tokens[$0].isWord("where") }
        let lastOfList = whereClause.map { $0 > 0 ? header[$0 - 1] : proto.nameEnd } ?? header.last ?? proto.nameEnd
        let offset = file.tokens[lastOfList].range.upperBound
        rewrite.edits.add(TextEdit(range: offset..<offset, replacement: inherits ? ", AnyObject" : ": AnyObject"))
    }

    /// The functions and properties declared directly in a protocol's body.
    private static func requirements(of proto: TypeDeclaration, in file: SourceFile) -> [Requirement] {
        var result: [Requirement] = []
        for index in (proto.openBrace + 1)..<proto.closeBrace where file.enclosingOpen[index] == proto.openBrace {
            let token = file.tokens[index]
            guard token.isWord("func") || token.isWord("var"),
                  let requirement = token.isWord("func") ? function(at: index, in: file) : property(at: index, in: file)
            else { continue }
            result.append(requirement)
        }
        return result
    }

    private static func function(at keyword: Int, in file: SourceFile) -> Requirement? {
        guard let nameIndex = file.next(after: keyword) else { return nil }
        var cursor = nameIndex
        while let next = file.next(after: cursor), !file.tokens[next].isSymbol("(") {
            if file.tokens[next].isSymbol("{") || file.tokens[next].isSymbol("}") { return nil }
            cursor = next
        }
        guard let open = file.next(after: cursor), let close = file.partner[open] else { return nil }
        var last = close
        var arrow: Int?
        var whereClause: Int?
        while let next = file.next(after: last) {
            let token = file.tokens[next]
            if token.isSymbol("}") || token.isSymbol(";") || token.isSymbol("{") { break }
            if file.startsLine(next), token.kind == .attribute || token.kind == .poundKeyword
                || Declarations.modifiers.contains(token.text) || Declarations.declarationKeywords.contains(token.text) {
                break
            }
            if token.isSymbol("->"), arrow == nil { arrow = next }
            if token.isWord("where"), whereClause == nil { whereClause = next }
            last = (token.isSymbol("(") || token.isSymbol("[")) ? (file.partner[next] ?? next) : next
        }
        var type = ""
        if let arrow, let typeStart = file.next(after: arrow) {
            let typeEnd = whereClause.flatMap { file.previous(before: $0) } ?? last
            if typeStart <= typeEnd { type = file.text(tokens: typeStart, through: typeEnd) }
        }
        return Requirement(keyword: keyword, isOptional: isOptional(keyword, in: file),
                           name: file.tokens[nameIndex].text, signature: signature(of: keyword, through: last, in: file),
                           type: type, isSettable: false)
    }

    private static func property(at keyword: Int, in file: SourceFile) -> Requirement? {
        guard let nameIndex = file.next(after: keyword), let colon = file.next(after: nameIndex),
              file.tokens[colon].isSymbol(":"), let open = Declarations.bodyBrace(after: colon, in: file),
              let close = file.partner[open], let typeStart = file.next(after: colon),
              let typeEnd = file.previous(before: open), typeStart <= typeEnd else { return nil }
        let settable = (open...close).contains { file.tokens[$0].isWord("set") }
        return Requirement(keyword: keyword, isOptional: isOptional(keyword, in: file),
                           name: file.tokens[nameIndex].text,
                           signature: signature(of: keyword, through: typeEnd, in: file),
                           type: file.text(tokens: typeStart, through: typeEnd), isSettable: settable)
    }

    private static func isOptional(_ keyword: Int, in file: SourceFile) -> Bool {
        Declarations.modifierGroups(before: keyword, in: file).contains { file.tokens[$0.first].isWord("optional") }
    }

    /// The declaration's text from its first modifier to `last`, without
    /// `optional` and the attributes the attribute rule drops (and the space
    /// after each).
    private static func signature(of keyword: Int, through last: Int, in file: SourceFile) -> String {
        var skipped: Set<Int> = []
        for group in Declarations.modifierGroups(before: keyword, in: file) {
            let text = file.tokens[group.first].text
            guard text == "optional" || AttributeRule.dropped.contains(text) else { continue }
            var end = group.last
            while end + 1 < last, file.tokens[end + 1].kind == .whitespace || file.tokens[end + 1].kind == .newline {
                end += 1
            }
            for index in group.first...end { skipped.insert(index) }
        }
        var text = ""
        for index in Declarations.modifierRunStart(before: keyword, in: file)...last where !skipped.contains(index) {
            text += file.tokens[index].text
        }
        return text
    }

    /// `x?.f?(…)` and `x.f!(…)` become `x?.f(…)` and `x.f(…)` for the names in `names`.
    private static func rewriteCallSites(in rewrite: inout FileRewrite, names: Set<String>) {
        let tokens = rewrite.file.tokens
        guard !names.isEmpty, tokens.count > 3 else { return }
        for index in 0..<(tokens.count - 3) where tokens[index].isSymbol(".") {
            let name = tokens[index + 1]
            let mark = tokens[index + 2]
            guard name.kind == .identifier, names.contains(name.text), mark.isSymbol("?") || mark.isSymbol("!"),
                  tokens[index + 3].isSymbol("(") else { continue }
            rewrite.edits.add(TextEdit(range: mark.range, replacement: ""))
        }
    }
}

extension String {
    /// The string with `prefix` replaced by `replacement` at the start of every
    /// line after the first (continuation lines of a multi-line declaration).
    func replacingLinePrefix(_ prefix: String, with replacement: String) -> String {
        guard prefix != replacement, contains("\n") else { return self }
        var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices.dropFirst() where lines[index].hasPrefix(prefix) {
            lines[index] = replacement + lines[index].dropFirst(prefix.count)
        }
        return lines.joined(separator: "\n")
    }
}
