/// What the rules decide for one file: edits in the original file's offsets,
/// tokens to delete, and findings.
///
/// Deleting attributes and modifiers is collected as a set of tokens first and
/// turned into edits once, by `commitRemovals()`, because whether a line should
/// disappear depends on all the deletions on it: `@objc @IBAction` alone on a
/// line, or `@objc` above `dynamic var`, is removed as a whole line rather than
/// leaving an indented empty one.
struct FileRewrite: Sendable {
    let file: SourceFile
    let declarations: Declarations
    var edits = EditSet()
    private(set) var removedTokens: Set<Int> = []
    private(set) var findings: [PendingFinding] = []

    init(file: SourceFile) {
        self.file = file
        self.declarations = Declarations(file: file)
    }

    mutating func report(at tokenIndex: Int, _ message: String) {
        findings.append(PendingFinding(offset: file.tokens[tokenIndex].range.lowerBound, message: message))
    }

    /// Marks tokens `first...last` (trivia between them included) for deletion.
    mutating func remove(_ first: Int, through last: Int) {
        for index in first...last { removedTokens.insert(index) }
    }

    /// Turns the marked tokens into edits. A line whose every token other than
    /// whitespace is marked disappears with its line break; elsewhere a marked
    /// run goes with the whitespace after it (or before it, at the end of a
    /// line), so no doubled or trailing spaces remain.
    mutating func commitRemovals() {
        let tokens = file.tokens
        var lineFirst = 0
        while lineFirst < tokens.count {
            var lineLast = lineFirst
            while lineLast < tokens.count - 1 && tokens[lineLast].kind != .newline { lineLast += 1 }
            commitRemovals(onLine: lineFirst...lineLast)
            lineFirst = lineLast + 1
        }
        removedTokens = []
    }

    private mutating func commitRemovals(onLine line: ClosedRange<Int>) {
        let tokens = file.tokens
        let content = line.filter { tokens[$0].kind != .whitespace && tokens[$0].kind != .newline }
        guard content.contains(where: removedTokens.contains) else { return }
        if content.allSatisfy(removedTokens.contains) {
            edits.add(TextEdit(range: tokens[line.lowerBound].range.lowerBound..<tokens[line.upperBound].range.upperBound,
                               replacement: ""))
            return
        }
        var index = line.lowerBound
        while index <= line.upperBound {
            guard removedTokens.contains(index), tokens[index].kind != .whitespace else {
                index += 1
                continue
            }
            var runEnd = index
            var probe = index + 1
            while probe <= line.upperBound {
                if tokens[probe].kind == .whitespace { probe += 1; continue }
                if removedTokens.contains(probe) && tokens[probe].kind != .newline { runEnd = probe; probe += 1; continue }
                break
            }
            var lower = tokens[index].range.lowerBound
            var upper = tokens[runEnd].range.upperBound
            let after = runEnd + 1
            let endsLine = after > line.upperBound || tokens[after].kind == .newline
                || (tokens[after].kind == .whitespace && (after + 1 > line.upperBound || tokens[after + 1].kind == .newline))
            if !endsLine, tokens[after].kind == .whitespace {
                upper = tokens[after].range.upperBound
            } else if endsLine {
                if after <= line.upperBound, tokens[after].kind == .whitespace { upper = tokens[after].range.upperBound }
                if index > line.lowerBound, tokens[index - 1].kind == .whitespace {
                    lower = tokens[index - 1].range.lowerBound
                }
            }
            edits.add(TextEdit(range: lower..<upper, replacement: ""))
            index = runEnd + 1
        }
    }
}
