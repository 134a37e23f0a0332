/// A file after porting: its text before and after.
public struct PortedFile: Sendable, Equatable {
    public var path: String
    public var original: [UInt8]
    public var rewritten: [UInt8]

    public var isChanged: Bool { original != rewritten }
    public var rewrittenText: String { String(decoding: rewritten, as: UTF8.self) }
}

/// Everything one run decides: the rewritten files and what could not be done.
public struct PortResult: Sendable {
    /// Every file that could be parsed, changed or not, in the order given.
    public var files: [PortedFile]
    /// What a person must do, with lines of the files as they were given.
    public var findings: [Finding]
    /// The same findings with lines of the rewritten files (an override that
    /// moved into its class is found there).
    public var findingsAfterRewrite: [Finding]
    /// Files that could not be parsed; they are left as they are.
    public var failures: [Finding]
}

/// Applies every rule to a set of files at once.
///
/// The set matters: an override in an extension moves into its class only if
/// one of the files declares the class, and `delegate?.f?(x)` loses its `?`
/// only if one of the files declares `f` as an optional requirement. Each rule
/// adds edits against the original text of a file (see `EditSet`), so the
/// result of a run is the same whatever order the rules run in, and a second
/// run over the result changes nothing.
public enum Porter {
    public static func port(_ sources: [(path: String, bytes: [UInt8])]) -> PortResult {
        var rewrites: [FileRewrite] = []
        var failures: [Finding] = []
        for source in sources {
            do {
                rewrites.append(FileRewrite(file: try SourceFile(path: source.path, bytes: source.bytes)))
            } catch {
                let line = source.bytes[..<min(error.offset, source.bytes.count)].count { $0 == UInt8(ascii: "\n") } + 1
                failures.append(Finding(path: source.path, line: line,
                                        message: "could not parse this file (\(error.message)); it was left unchanged"))
            }
        }
        let optionalMethods = rewrites.reduce(into: Set<String>()) {
            $0.formUnion(OptionalRequirementRule.optionalMethodNames(in: $1))
        }
        for index in rewrites.indices {
            OptionalRequirementRule.apply(to: &rewrites[index], optionalMethods: optionalMethods)
            SelectorRule.apply(to: &rewrites[index])
            AttributeRule.apply(to: &rewrites[index])
            RuntimeReportRule.apply(to: &rewrites[index])
            FoundationDifferenceRule.apply(to: &rewrites[index])
            SceneDelegateRule.apply(to: &rewrites[index])
            rewrites[index].commitRemovals()
        }
        let moves = ExtensionOverrideRule.apply(to: &rewrites)
        let files = rewrites.map {
            PortedFile(path: $0.file.path, original: $0.file.bytes, rewritten: $0.edits.apply(to: $0.file.bytes))
        }
        var findings: [Finding] = []
        var findingsAfter: [Finding] = []
        let rewrittenLines = files.map(\.rewritten.lineStarts)
        for (index, rewrite) in rewrites.enumerated() {
            for pending in rewrite.findings {
                findings.append(Finding(path: rewrite.file.path, line: rewrite.file.line(of: pending.offset),
                                        message: pending.message))
                if let move = moves.first(where: { $0.sourceFile == index && $0.range.contains(pending.offset) }) {
                    let target = rewrites[move.targetFile]
                    let slice = Array(rewrite.file.bytes[move.range])
                    let moved = EditSet.apply(move.innerEdits, to: slice, base: move.range.lowerBound)
                    let inside = EditSet.map(pending.offset - move.range.lowerBound, through: move.innerEdits,
                                             base: move.range.lowerBound)
                    let linesBefore = moved[..<min(inside, moved.count)].count { $0 == UInt8(ascii: "\n") }
                    let start = target.edits.map(move.insertionOffset) - move.insertionLength + move.offsetInInsertion
                    let line = SourceFile.line(of: start, in: rewrittenLines[move.targetFile]) + linesBefore
                    findingsAfter.append(Finding(path: target.file.path, line: line, message: pending.message))
                } else {
                    let line = SourceFile.line(of: rewrite.edits.map(pending.offset), in: rewrittenLines[index])
                    findingsAfter.append(Finding(path: rewrite.file.path, line: line, message: pending.message))
                }
            }
        }
        return PortResult(files: files, findings: sortedByPlace(findings), findingsAfterRewrite: sortedByPlace(findingsAfter),
                          failures: failures)
    }

    /// Ports in-memory sources, keyed by path (processed in path order).
    public static func port(_ sources: [String: String]) -> PortResult {
        port(sources.keys.sorted().map { (path: $0, bytes: Array(sources[$0]!.utf8)) })
    }

    private static func sortedByPlace(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted { lhs, rhs in
            if lhs.element.path != rhs.element.path { return lhs.element.path < rhs.element.path }
            if lhs.element.line != rhs.element.line { return lhs.element.line < rhs.element.line }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

extension [UInt8] {
    /// Offsets at which lines start.
    var lineStarts: [Int] {
        var starts = [0]
        for (offset, byte) in enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts
    }
}
