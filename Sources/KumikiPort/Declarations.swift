/// A class, struct, enum, actor, protocol or extension found in a file, with
/// its braces, so that rules can ask which type encloses a token.
struct TypeDeclaration: Sendable {
    enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    }

    var kind: Kind
    /// The declared name, or for an extension the extended type as written
    /// without generic arguments (`Outer.Inner`).
    var name: String
    /// The names of the enclosing types and this one, joined by `.`; for an
    /// extension, the extended type's name.
    var qualifiedName: String
    /// Token indices: the first attribute or modifier, the keyword, the last
    /// token of the name, and the body's braces.
    var start: Int
    var keyword: Int
    var nameEnd: Int
    var openBrace: Int
    var closeBrace: Int
    /// The index (in the scanner's result) of the innermost enclosing type.
    var parent: Int?
    /// Declared inside a function, closure or accessor rather than at file or type scope.
    var isLocal: Bool
}

/// Finds type declarations and the extents of declarations by looking at
/// keywords and brackets only — no parser, but enough for the shapes of code
/// the rules rewrite.
struct Declarations: Sendable {
    let types: [TypeDeclaration]
    /// Open-brace token index → index in `types` of the type whose body it opens.
    private let bodies: [Int: Int]

    /// Words that may precede a declaration keyword as modifiers.
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "override", "static",
        "class", "dynamic", "weak", "unowned", "lazy", "optional", "required", "convenience", "mutating",
        "nonmutating", "indirect", "nonisolated", "distributed", "prefix", "postfix", "infix", "consuming",
        "borrowing",
    ]

    /// Keywords that start a declaration.
    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "class", "struct", "enum", "protocol",
        "extension", "actor", "typealias", "associatedtype", "case", "import", "operator", "precedencegroup",
        "macro",
    ]

    init(file: SourceFile) {
        var types: [TypeDeclaration] = []
        var bodies: [Int: Int] = [:]
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard let kind = TypeDeclaration.Kind(rawValue: tokens[index].text),
                  Self.isTypeKeyword(index, kind: kind, in: file),
                  let nameStart = file.next(after: index) else { continue }
            let (name, nameEnd) = Self.readName(from: nameStart, in: file, dotted: kind == .extension)
            guard let open = Self.bodyBrace(after: nameEnd, in: file), let close = file.partner[open] else { continue }
            var parent: Int?
            var isLocal = false
            var enclosing = file.enclosingOpen[index]
            while let brace = enclosing {
                if let owner = bodies[brace] {
                    parent = owner
                    break
                }
                isLocal = true
                enclosing = file.enclosingOpen[brace]
            }
            let qualified: String
            if kind == .extension {
                qualified = name
            } else if let parent, !isLocal {
                qualified = types[parent].qualifiedName + "." + name
            } else {
                qualified = name
            }
            bodies[open] = types.count
            types.append(TypeDeclaration(kind: kind, name: name, qualifiedName: qualified,
                                         start: Self.modifierRunStart(before: index, in: file), keyword: index,
                                         nameEnd: nameEnd, openBrace: open, closeBrace: close, parent: parent,
                                         isLocal: isLocal))
        }
        self.types = types
        self.bodies = bodies
    }

    /// Whether the keyword at `index` declares a type: `class func` and
    /// `protocol P: class` do not, and `actor` is only a keyword before a name.
    private static func isTypeKeyword(_ index: Int, kind: TypeDeclaration.Kind, in file: SourceFile) -> Bool {
        guard let next = file.next(after: index), file.tokens[next].kind == .identifier else { return false }
        let nextWord = file.tokens[next].text
        if modifiers.contains(nextWord) || declarationKeywords.contains(nextWord) { return false }
        if let previous = file.previous(before: index), file.tokens[previous].isSymbol(".") { return false }
        if kind == .actor {
            guard let previous = file.previous(before: index) else { return true }
            let token = file.tokens[previous]
            return file.startsLine(index) || token.kind == .attribute || modifiers.contains(token.text)
                || token.isSymbol("{") || token.isSymbol("}") || token.isSymbol(";")
        }
        return true
    }

    /// A type name from `start`: one identifier, or for an extension a dotted
    /// path; generic arguments (`<T>`) are skipped. Returns the name and the
    /// index of its last token.
    private static func readName(from start: Int, in file: SourceFile, dotted: Bool) -> (String, Int) {
        var name = file.tokens[start].text
        var end = start
        while true {
            guard let next = file.next(after: end) else { break }
            if file.tokens[next].isSymbol("<") || file.tokens[next].text.hasPrefix("<") {
                if let close = angleClose(from: next, in: file) { end = close; continue }
                break
            }
            if dotted, file.tokens[next].isSymbol("."), let part = file.next(after: next),
               file.tokens[part].kind == .identifier {
                name += "." + file.tokens[part].text
                end = part
                continue
            }
            break
        }
        return (name, end)
    }

    /// The token closing a generic argument list opened at `open` (operator
    /// tokens such as `>>` count every `>`).
    private static func angleClose(from open: Int, in file: SourceFile) -> Int? {
        var depth = 0
        var index = open
        while index < file.tokens.count {
            let token = file.tokens[index]
            if token.kind == .operatorSymbol {
                for character in token.text {
                    if character == "<" { depth += 1 }
                    if character == ">" { depth -= 1 }
                }
                if depth <= 0 { return index }
            } else if token.isSymbol("{") || token.isSymbol(";") {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The `{` opening the body of a declaration whose header ends at `index`:
    /// the first brace outside parentheses, before any `;`, `}` or `=`.
    static func bodyBrace(after index: Int, in file: SourceFile) -> Int? {
        var cursor = index
        while let next = file.next(after: cursor) {
            let token = file.tokens[next]
            if token.isSymbol("{") { return next }
            if token.isSymbol("(") || token.isSymbol("[") {
                guard let close = file.partner[next] else { return nil }
                cursor = close
                continue
            }
            if token.isSymbol("}") || token.isSymbol(";") || token.isSymbol("=") || token.isSymbol(")")
                || token.isSymbol("]") { return nil }
            cursor = next
        }
        return nil
    }

    /// The first token of the attributes and modifiers written before the
    /// declaration keyword at `keyword` (the keyword itself if there are none).
    static func modifierRunStart(before keyword: Int, in file: SourceFile) -> Int {
        var first = keyword
        while let previous = file.previous(before: first) {
            let token = file.tokens[previous]
            if token.kind == .attribute || (token.kind == .identifier && modifiers.contains(token.text)) {
                first = previous
                continue
            }
            // `@objc(name)`, `private(set)`, `@available(iOS 13, *)`
            if token.isSymbol(")"), let open = file.partner[previous], let owner = file.previous(before: open),
               file.tokens[owner].kind == .attribute || modifiers.contains(file.tokens[owner].text) {
                first = owner
                continue
            }
            break
        }
        return first
    }

    /// The tokens of the attributes and modifiers before `keyword`, attribute
    /// arguments excluded, paired with their groups' last token index (the
    /// closing parenthesis of `@objc(name)`, or the token itself).
    static func modifierGroups(before keyword: Int, in file: SourceFile) -> [(first: Int, last: Int)] {
        var groups: [(Int, Int)] = []
        var index = modifierRunStart(before: keyword, in: file)
        while index < keyword {
            let token = file.tokens[index]
            if token.isTrivia {
                index += 1
                continue
            }
            var last = index
            if let next = file.next(after: index), file.tokens[next].isSymbol("("), next == index + 1,
               let close = file.partner[next] {
                last = close
            }
            groups.append((index, last))
            index = last + 1
        }
        return groups
    }

    /// The index in `types` of the innermost type whose body holds token `index`.
    func innermostType(containing index: Int, in file: SourceFile) -> Int? {
        var enclosing = file.enclosingOpen[index]
        while let brace = enclosing {
            if let owner = bodies[brace] { return owner }
            enclosing = file.enclosingOpen[brace]
        }
        return nil
    }

    /// The index in `types` of the type whose body brace is the token at `brace`.
    func type(openedBy brace: Int) -> Int? { bodies[brace] }
}
