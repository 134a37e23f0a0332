/// A lexed Swift file: its bytes, tokens, matching brackets and line table, and
/// the navigation the rules share (skipping trivia, finding a token's line).
struct SourceFile: Sendable {
    /// The path relative to the ported directory, with `/` separators.
    let path: String
    let bytes: [UInt8]
    let tokens: [Token]
    /// For each bracket token `( [ {` and `) ] }`, the index of its partner.
    let partner: [Int: Int]
    /// For each token, the index of the innermost bracket still open around it.
    let enclosingOpen: [Int?]
    /// Byte offsets at which lines start (the first is 0).
    let lineStarts: [Int]

    /// Lexes `bytes` and matches its brackets; unbalanced brackets are a parse
    /// error (guessing could move the wrong code).
    init(path: String, bytes: [UInt8]) throws(LexError) {
        self.path = path
        self.bytes = bytes
        let tokens = try Lexer.tokenize(bytes)
        self.tokens = tokens
        var partner: [Int: Int] = [:]
        var enclosing: [Int?] = []
        enclosing.reserveCapacity(tokens.count)
        var stack: [Int] = []
        let closers: [String: String] = [")": "(", "]": "[", "}": "{"]
        for (index, token) in tokens.enumerated() {
            guard token.kind == .punctuation else {
                enclosing.append(stack.last)
                continue
            }
            if let opener = closers[token.text] {
                guard let open = stack.last, tokens[open].text == opener else {
                    throw LexError(offset: token.range.lowerBound, message: "unbalanced '\(token.text)'")
                }
                stack.removeLast()
                partner[open] = index
                partner[index] = open
                enclosing.append(stack.last)
            } else {
                enclosing.append(stack.last)
                if token.text == "(" || token.text == "[" || token.text == "{" { stack.append(index) }
            }
        }
        if let open = stack.last {
            throw LexError(offset: tokens[open].range.lowerBound, message: "unclosed '\(tokens[open].text)'")
        }
        self.partner = partner
        self.enclosingOpen = enclosing
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    /// The 1-based line of a byte offset.
    func line(of offset: Int) -> Int {
        Self.line(of: offset, in: lineStarts)
    }

    /// The 1-based line of `offset` given a table of line starts.
    static func line(of offset: Int, in lineStarts: [Int]) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The offset at which the line holding `offset` starts.
    func lineStart(of offset: Int) -> Int {
        lineStarts[line(of: offset) - 1]
    }

    /// The offset just past the line break ending the line holding `offset` (or the file's end).
    func nextLineStart(after offset: Int) -> Int {
        let line = line(of: offset)
        return line < lineStarts.count ? lineStarts[line] : bytes.count
    }

    /// The leading spaces and tabs of the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        var end = lineStart(of: offset)
        let start = end
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The first non-trivia token after `index`.
    func next(after index: Int) -> Int? {
        var i = index + 1
        while i < tokens.count {
            if !tokens[i].isTrivia { return i }
            i += 1
        }
        return nil
    }

    /// The last non-trivia token before `index`.
    func previous(before index: Int) -> Int? {
        var i = index - 1
        while i >= 0 {
            if !tokens[i].isTrivia { return i }
            i -= 1
        }
        return nil
    }

    /// Whether the token at `index` is the first non-whitespace on its line.
    func startsLine(_ index: Int) -> Bool {
        var i = index - 1
        while i >= 0 {
            switch tokens[i].kind {
            case .whitespace: i -= 1
            case .newline: return true
            default: return false
            }
        }
        return true
    }

    /// Whether the token at `index` is the last one on its line, comments aside.
    func endsLine(_ index: Int) -> Bool {
        var i = index + 1
        while i < tokens.count {
            switch tokens[i].kind {
            case .whitespace, .lineComment: i += 1
            case .newline: return true
            default: return false
            }
        }
        return true
    }

    /// The index of the token covering `offset`.
    func tokenIndex(at offset: Int) -> Int? {
        var low = 0
        var high = tokens.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = tokens[mid].range
            if offset < range.lowerBound { high = mid - 1 } else if offset >= range.upperBound { low = mid + 1 } else { return mid }
        }
        return nil
    }

    /// The indices of the non-trivia tokens from `start` through `end`, for
    /// reading a bracketed group without its trivia.
    func significant(from start: Int, to end: Int) -> [Int] {
        guard start <= end else { return [] }
        return (start...end).filter { !tokens[$0].isTrivia }
    }

    /// The source text of tokens `start...end`.
    func text(tokens start: Int, through end: Int) -> String {
        text(tokens[start].range.lowerBound..<tokens[end].range.upperBound)
    }
}
