/// A small Swift lexer: enough of the language to know, for every byte, whether
/// it is code, a comment or a string literal.
///
/// That knowledge is the whole point. A rewrite must never touch `#selector(`
/// or `@objc` written inside a comment or a string, so comments (line, and
/// nested block comments), string literals (single-line, multi-line `"""`, raw
/// `#"…"#` with any number of `#`, and `\(…)` interpolations holding nested
/// parentheses, strings and comments) and extended regex literals `#/…/#` are
/// each a single opaque token. Bare `/…/` regex literals are not recognized:
/// they lex as operators, which is harmless unless one holds a quote.
struct Lexer {
    private let bytes: [UInt8]
    private var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Every token of `bytes`; their ranges tile the input with no gap.
    static func tokenize(_ bytes: [UInt8]) throws(LexError) -> [Token] {
        var lexer = Lexer(bytes: bytes)
        var tokens: [Token] = []
        while lexer.position < bytes.count {
            let start = lexer.position
            let kind = try lexer.lexToken()
            tokens.append(Token(kind: kind, range: start..<lexer.position,
                                text: String(decoding: bytes[start..<lexer.position], as: UTF8.self)))
        }
        return tokens
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Characters that make up operators (`!` and `?` are single punctuation tokens).
    private static let operatorBytes: Set<UInt8> = Set("/=-+*%<>&|^~".utf8)
    private static let punctuationBytes: Set<UInt8> = Set("()[]{},;:.?!@#\\`$".utf8)

    /// Lexes one token starting at `position` and returns its kind.
    private mutating func lexToken() throws(LexError) -> Token.Kind {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
            while let next = peek(), next == 0x20 || next == 0x09 || next == 0x0B || next == 0x0C { position += 1 }
            return .whitespace
        case UInt8(ascii: "\n"):
            position += 1
            return .newline
        case UInt8(ascii: "\r"):
            position += peek(1) == UInt8(ascii: "\n") ? 2 : 1
            return .newline
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { position += 1 }
            return .lineComment
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            try skipBlockComment()
            return .blockComment
        case UInt8(ascii: "\""):
            try skipString(hashes: 0)
            return .stringLiteral
        case UInt8(ascii: "#"):
            return try lexPound()
        case UInt8(ascii: "@") where peek(1).map(Self.isIdentifierHead) == true:
            position += 1
            skipIdentifierBody()
            return .attribute
        case UInt8(ascii: "`"):
            let start = position
            position += 1
            while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { position += 1 }
            guard peek() == UInt8(ascii: "`") else { position = start + 1; return .punctuation }
            position += 1
            return .identifier
        case UInt8(ascii: "$") where peek(1).map(Self.isIdentifierBody) == true:
            position += 1
            skipIdentifierBody()
            return .identifier
        default:
            break
        }
        if Self.isIdentifierHead(byte) {
            skipIdentifierBody()
            return .identifier
        }
        if Self.isDigit(byte) {
            skipNumber()
            return .number
        }
        if Self.operatorBytes.contains(byte) {
            position += 1
            while let next = peek(), Self.operatorBytes.contains(next) {
                // A comment starts here, not more operator.
                if next == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
                position += 1
            }
            return .operatorSymbol
        }
        position += 1
        return .punctuation
    }

    private mutating func skipIdentifierBody() {
        while let next = peek(), Self.isIdentifierBody(next) { position += 1 }
    }

    /// Digits, letters, underscores and a `.` followed by a digit; a sign right
    /// after a decimal exponent (`1e-3`) or a hexadecimal one (`0x1p+4`).
    private mutating func skipNumber() {
        let isHex = peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        while let next = peek() {
            if Self.isIdentifierBody(next) && next < 0x80 {
                position += 1
                let exponent: Set<UInt8> = isHex ? [UInt8(ascii: "p"), UInt8(ascii: "P")] : [UInt8(ascii: "e"), UInt8(ascii: "E")]
                if exponent.contains(next), let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                    position += 1
                }
            } else if next == UInt8(ascii: "."), let after = peek(1), Self.isDigit(after) || (isHex && Self.isIdentifierBody(after) && after < 0x80) {
                position += 1
            } else {
                break
            }
        }
    }

    /// `/* … */` with nesting, as Swift allows.
    private mutating func skipBlockComment() throws(LexError) {
        let start = position
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
        throw LexError(offset: start, message: "unterminated block comment")
    }

    /// `#` starts a raw string (`#"`, `##"`…), an extended regex (`#/`), a pound
    /// keyword (`#selector`) or is plain punctuation.
    private mutating func lexPound() throws(LexError) -> Token.Kind {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
            position += hashes
            try skipString(hashes: hashes)
            return .stringLiteral
        }
        if peek(hashes) == UInt8(ascii: "/") {
            position += hashes
            try skipRegex(hashes: hashes)
            return .regexLiteral
        }
        if hashes == 1, let next = peek(1), Self.isIdentifierHead(next) {
            position += 1
            skipIdentifierBody()
            return .poundKeyword
        }
        position += 1
        return .punctuation
    }

    /// Whether `count` `#` characters follow `offset` bytes ahead.
    private func hashesFollow(at offset: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { peek(offset + $0) == UInt8(ascii: "#") }
    }

    /// A string literal from its opening quote (after any `#`s). Escapes are a
    /// backslash followed by as many `#` as the literal's delimiter has; an
    /// escaped `(` opens an interpolation, lexed as code up to its matching `)`.
    private mutating func skipString(hashes: Int) throws(LexError) {
        let start = position
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") && hashesFollow(at: 1, count: hashes) {
                position += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    try skipInterpolation()
                } else if position < bytes.count {
                    position += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                if multiline {
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""), hashesFollow(at: 3, count: hashes) {
                        position += 3 + hashes
                        return
                    }
                } else if hashesFollow(at: 1, count: hashes) {
                    position += 1 + hashes
                    return
                }
            }
            if !multiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) { break }
            position += 1
        }
        throw LexError(offset: start, message: "unterminated string literal")
    }

    /// `\(…)` inside a string: code, so nested strings, comments and parentheses
    /// are lexed as tokens until the parenthesis that closes the interpolation.
    private mutating func skipInterpolation() throws(LexError) {
        let start = position
        var depth = 0
        while position < bytes.count {
            let kind = try lexToken()
            let last = bytes[position - 1]
            if kind == .punctuation && last == UInt8(ascii: "(") { depth += 1 }
            if kind == .punctuation && last == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return }
            }
        }
        throw LexError(offset: start, message: "unterminated string interpolation")
    }

    /// `#/…/#` (any number of `#`), escapes included.
    private mutating func skipRegex(hashes: Int) throws(LexError) {
        let start = position
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                position = min(position + 2, bytes.count)
                continue
            }
            if byte == UInt8(ascii: "/"), hashesFollow(at: 1, count: hashes) {
                position += 1 + hashes
                return
            }
            position += 1
        }
        throw LexError(offset: start, message: "unterminated regex literal")
    }
}
