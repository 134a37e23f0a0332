/// One token of Swift source: its kind and the exact bytes it covers.
///
/// kumiki-port never re-prints a syntax tree. It lexes each file into tokens
/// that cover every byte — whitespace and comments included — and expresses
/// its rewrites as byte-range edits, so everything outside an edit stays byte
/// for byte as it was.
public struct Token: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Spaces and tabs (and other horizontal space) between tokens.
        case whitespace
        /// One line break (`\n` or `\r\n`).
        case newline
        /// `// …` up to, not including, the line break.
        case lineComment
        /// `/* … */`, nested comments included.
        case blockComment
        /// Any string literal, interpolations included: `"…"`, `"""…"""`, `#"…"#`.
        case stringLiteral
        /// An extended regex literal `#/…/#`.
        case regexLiteral
        /// A name or keyword, backticked names included (`` `class` `` is a name, not `class`).
        case identifier
        case number
        /// `@` and the attribute's name (`@objc`); its arguments are separate tokens.
        case attribute
        /// `#` and a name: `#selector`, `#if`, `#available`.
        case poundKeyword
        /// One of `( ) [ ] { } , ; : . ? ! @ #` or a backslash.
        case punctuation
        /// A run of operator characters (`->`, `==`, `+=`).
        case operatorSymbol
    }

    public var kind: Kind
    /// Byte offsets in the file.
    public var range: Range<Int>
    public var text: String

    /// Whitespace, line breaks and comments: what the rules look past.
    public var isTrivia: Bool {
        switch kind {
        case .whitespace, .newline, .lineComment, .blockComment: true
        default: false
        }
    }

    /// Whether this is the punctuation or operator `symbol`.
    func isSymbol(_ symbol: String) -> Bool {
        (kind == .punctuation || kind == .operatorSymbol) && text == symbol
    }

    /// Whether this is the (unescaped) name or keyword `word`.
    func isWord(_ word: String) -> Bool { kind == .identifier && text == word }
}

/// Why a file could not be lexed; the porter skips such a file and reports it.
public struct LexError: Error, Sendable, Equatable {
    public var offset: Int
    public var message: String
}
