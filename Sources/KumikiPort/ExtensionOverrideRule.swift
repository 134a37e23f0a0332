/// Rule 3: `override` members written in an extension move into the class.
///
/// Swift can override a method declared in an extension only through the
/// Objective-C runtime (`@objc` dispatch); without it, overrides must be in
/// the class body. When the class is declared in one of the ported files, each
/// override — with its doc comments and attributes — moves to the end of the
/// class body (re-indented to match), and the extension is removed if nothing
/// else remains in it. An override in an extension of a class the ported
/// files do not declare (`extension UIView`) cannot move anywhere and is
/// reported.
struct ExtensionOverrideRule {
    /// An override taken out of an extension, for mapping findings inside it to
    /// its new place.
    struct Move: Sendable {
        var sourceFile: Int
        /// The member's bytes in the source file (original offsets).
        var range: Range<Int>
        /// The other rules' edits inside it, sorted, in the source file's offsets.
        var innerEdits: [TextEdit]
        var targetFile: Int
        /// Where the class body receives its moved members (target file's original offsets).
        var insertionOffset: Int
        var insertionLength: Int
        /// Where this member's text starts within the inserted text.
        var offsetInInsertion: Int
    }

    /// One override found in an extension.
    private struct Member {
        var file: Int
        var extensionIndex: Int
        var range: Range<Int>
        /// Whether it occupies whole lines (the usual layout) or shares a line with its extension's braces.
        var isLinewise: Bool
        var target: (file: Int, type: Int)
    }

    static func apply(to rewrites: inout [FileRewrite]) -> [Move] {
        var classes: [String: [(file: Int, type: Int)]] = [:]
        for (fileIndex, rewrite) in rewrites.enumerated() {
            for (typeIndex, type) in rewrite.declarations.types.enumerated() where type.kind == .class && !type.isLocal {
                classes[type.qualifiedName, default: []].append((fileIndex, typeIndex))
            }
        }
        var members: [Member] = []
        for fileIndex in rewrites.indices {
            members += overrides(in: &rewrites[fileIndex], fileIndex: fileIndex, classes: classes)
        }
        var texts: [String] = []
        var innerEdits: [[TextEdit]] = []
        for member in members {
            let edits = EditSet(adding: rewrites[member.file].edits.extract(inside: member.range)).sorted
            innerEdits.append(edits)
            texts.append(movedText(of: member, edits: edits, rewrites: rewrites))
        }
        removeFromExtensions(members, rewrites: &rewrites)
        return insertIntoClasses(members, texts: texts, innerEdits: innerEdits, rewrites: &rewrites)
    }

    /// The overrides of `rewrite`'s extensions that can move; the others are reported.
    private static func overrides(in rewrite: inout FileRewrite, fileIndex: Int,
                                  classes: [String: [(file: Int, type: Int)]]) -> [Member] {
        let file = rewrite.file
        var members: [Member] = []
        for (extensionIndex, ext) in rewrite.declarations.types.enumerated() where ext.kind == .extension && !ext.isLocal {
            // Moving a member out of an `#if` would compile it unconditionally.
            let conditional = ((ext.openBrace + 1)..<ext.closeBrace).contains {
                file.tokens[$0].kind == .poundKeyword && file.tokens[$0].text == "#if"
            }
            var index = ext.openBrace + 1
            while index < ext.closeBrace {
                defer { index += 1 }
                guard file.enclosingOpen[index] == ext.openBrace, file.tokens[index].isWord("override"),
                      let keyword = declarationKeyword(after: index, in: file) else { continue }
                guard let targets = classes[ext.name] else {
                    rewrite.report(at: index, "override in an extension of \(ext.name), which is not declared here: "
                        + "move it into a subclass")
                    continue
                }
                guard !conditional else {
                    rewrite.report(at: index, "override in an extension of \(ext.name) that uses #if: move it into "
                        + "the class by hand, with its condition")
                    continue
                }
                guard targets.count == 1 else {
                    rewrite.report(at: index, "override in an extension of \(ext.name), which is declared more than "
                        + "once in the ported files: move it into the class by hand")
                    continue
                }
                guard let open = Declarations.bodyBrace(after: keyword, in: file), let close = file.partner[open] else {
                    rewrite.report(at: index, "override in an extension of \(ext.name) without a body: move it into "
                        + "the class by hand")
                    continue
                }
                let first = Declarations.modifierRunStart(before: keyword, in: file)
                let linewise = file.startsLine(first) && file.endsLine(close)
                let range = linewise
                    ? attachedCommentsStart(before: file.lineStart(of: file.tokens[first].range.lowerBound), in: file)
                        ..< file.nextLineStart(after: file.tokens[close].range.lowerBound)
                    : file.tokens[first].range.lowerBound..<file.tokens[close].range.upperBound
                members.append(Member(file: fileIndex, extensionIndex: extensionIndex, range: range,
                                      isLinewise: linewise, target: targets[0]))
                index = close
            }
        }
        return members
    }

    /// The `func`, `var`, `init` or `subscript` that the modifiers from `index` lead to.
    private static func declarationKeyword(after index: Int, in file: SourceFile) -> Int? {
        var cursor = index
        while let next = file.next(after: cursor) {
            let token = file.tokens[next]
            if ["func", "var", "init", "subscript"].contains(token.text), token.kind == .identifier { return next }
            guard token.kind == .attribute || (token.kind == .identifier && Declarations.modifiers.contains(token.text))
            else { return nil }
            cursor = next
        }
        return nil
    }

    /// The member's text as the class receives it: the other rules' edits
    /// applied, lines re-indented from the extension's level to the class's.
    private static func movedText(of member: Member, edits: [TextEdit], rewrites: [FileRewrite]) -> String {
        let file = rewrites[member.file].file
        let ext = rewrites[member.file].declarations.types[member.extensionIndex]
        let target = rewrites[member.target.file]
        let type = target.declarations.types[member.target.type]
        let bytes = EditSet.apply(edits, to: Array(file.bytes[member.range]), base: member.range.lowerBound)
        var text = String(decoding: bytes, as: UTF8.self)
        let from = file.indentation(ofLineAt: file.tokens[ext.start].range.lowerBound)
        let to = target.file.indentation(ofLineAt: target.file.tokens[type.start].range.lowerBound)
        if member.isLinewise {
            text = text.replacingEveryLinePrefix(from, with: to)
        } else {
            text = to + "    " + text + "\n"
        }
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Takes the members out of their extensions, with the blank line that
    /// separated each from its neighbor, and removes extensions left empty.
    private static func removeFromExtensions(_ members: [Member], rewrites: inout [FileRewrite]) {
        var byExtension: [[Int]: [Member]] = [:]
        for member in members { byExtension[[member.file, member.extensionIndex], default: []].append(member) }
        for key in byExtension.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let group = byExtension[key]!
            let file = rewrites[key[0]].file
            let ext = rewrites[key[0]].declarations.types[key[1]]
            var ranges = group.map { member in
                member.isLinewise ? withBlankLines(member.range, in: ext, file: file) : withFollowingSpace(member.range, file)
            }
            ranges = merged(ranges)
            let leftEmpty = ((ext.openBrace + 1)..<ext.closeBrace).allSatisfy { index in
                let token = file.tokens[index]
                return token.kind == .whitespace || token.kind == .newline
                    || ranges.contains { $0.contains(token.range.lowerBound) }
            }
            if leftEmpty {
                ranges = [wholeExtension(ext, in: file)]
            }
            for range in ranges {
                _ = rewrites[key[0]].edits.extract(inside: range)
                rewrites[key[0]].edits.add(TextEdit(range: range, replacement: ""))
            }
        }
    }

    /// A whole-line member's range widened by the blank lines after it, or,
    /// when only the extension's closing brace follows, by those before it.
    private static func withBlankLines(_ range: Range<Int>, in ext: TypeDeclaration, file: SourceFile) -> Range<Int> {
        var after = range.upperBound
        while after < file.bytes.count, isBlankLine(at: after, in: file) { after = file.nextLineStart(after: after) }
        let closeOffset = file.tokens[ext.closeBrace].range.lowerBound
        guard file.startsLine(ext.closeBrace), after == file.lineStart(of: closeOffset) else {
            return range.lowerBound..<after
        }
        let openLine = file.lineStart(of: file.tokens[ext.openBrace].range.lowerBound)
        var before = range.lowerBound
        while before > 0, case let previous = file.lineStart(of: before - 1), previous > openLine,
              isBlankLine(at: previous, in: file) {
            before = previous
        }
        return before..<range.upperBound
    }

    private static func withFollowingSpace(_ range: Range<Int>, _ file: SourceFile) -> Range<Int> {
        var end = range.upperBound
        while end < file.bytes.count, file.bytes[end] == UInt8(ascii: " ") || file.bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return range.lowerBound..<end
    }

    /// The extension's lines, with its attached comments and the blank lines
    /// after it (or before it, at the end of the file).
    private static func wholeExtension(_ ext: TypeDeclaration, in file: SourceFile) -> Range<Int> {
        let startToken = file.tokens[ext.start]
        let closeToken = file.tokens[ext.closeBrace]
        guard file.startsLine(ext.start), file.endsLine(ext.closeBrace) else {
            return startToken.range.lowerBound..<closeToken.range.upperBound
        }
        var lower = attachedCommentsStart(before: file.lineStart(of: startToken.range.lowerBound), in: file)
        var upper = file.nextLineStart(after: closeToken.range.lowerBound)
        let bodyEnd = upper
        while upper < file.bytes.count, isBlankLine(at: upper, in: file) { upper = file.nextLineStart(after: upper) }
        if upper == file.bytes.count {
            upper = bodyEnd
            while lower > 0, case let previous = file.lineStart(of: lower - 1), isBlankLine(at: previous, in: file) {
                lower = previous
            }
            // The file ended without a line break: so does it still.
            if file.bytes.last != UInt8(ascii: "\n"), lower > 0 { lower -= 1 }
        }
        return lower..<upper
    }

    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// Appends every class's moved members at the end of its body.
    private static func insertIntoClasses(_ members: [Member], texts: [String], innerEdits: [[TextEdit]],
                                          rewrites: inout [FileRewrite]) -> [Move] {
        var byClass: [[Int]: [Int]] = [:]
        for (index, member) in members.enumerated() {
            byClass[[member.target.file, member.target.type], default: []].append(index)
        }
        var moves: [Move] = []
        for key in byClass.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let indices = byClass[key]!
            let file = rewrites[key[0]].file
            let type = rewrites[key[0]].declarations.types[key[1]]
            let close = file.tokens[type.closeBrace]
            var insertion = ""
            var offsets: [Int] = []
            let offset: Int
            if file.startsLine(type.closeBrace) {
                offset = file.lineStart(of: close.range.lowerBound)
                let openLine = file.lineStart(of: file.tokens[type.openBrace].range.lowerBound)
                let previousLine = offset > 0 ? file.lineStart(of: offset - 1) : 0
                var needsBlank = !(previousLine == openLine || isBlankLine(at: previousLine, in: file))
                for index in indices {
                    if needsBlank { insertion += "\n" }
                    offsets.append(insertion.utf8.count)
                    insertion += texts[index]
                    needsBlank = true
                }
            } else {
                offset = close.range.lowerBound
                insertion = "\n"
                for index in indices {
                    if offsets.count > 0 { insertion += "\n" }
                    offsets.append(insertion.utf8.count)
                    insertion += texts[index]
                }
                insertion += file.indentation(ofLineAt: file.tokens[type.start].range.lowerBound)
            }
            rewrites[key[0]].edits.add(TextEdit(range: offset..<offset, replacement: insertion))
            for (position, index) in indices.enumerated() {
                moves.append(Move(sourceFile: members[index].file, range: members[index].range,
                                  innerEdits: innerEdits[index], targetFile: key[0], insertionOffset: offset,
                                  insertionLength: insertion.utf8.count, offsetInInsertion: offsets[position]))
            }
        }
        return moves
    }

    /// Whether the line starting at `offset` holds only spaces and tabs.
    private static func isBlankLine(at offset: Int, in file: SourceFile) -> Bool {
        var index = offset
        while index < file.bytes.count, file.bytes[index] != UInt8(ascii: "\n") {
            if file.bytes[index] != UInt8(ascii: " ") && file.bytes[index] != UInt8(ascii: "\t")
                && file.bytes[index] != UInt8(ascii: "\r") { return false }
            index += 1
        }
        return index < file.bytes.count
    }

    /// The start of the comment lines directly above the line at `lineStart`
    /// (no blank line between), or `lineStart` itself when there are none.
    static func attachedCommentsStart(before lineStart: Int, in file: SourceFile) -> Int {
        var start = lineStart
        while start > 0, let newline = file.tokenIndex(at: start - 1) {
            var index = newline - 1
            var sawComment = false
            while index >= 0, file.tokens[index].kind != .newline {
                let kind = file.tokens[index].kind
                guard kind == .whitespace || kind == .lineComment || kind == .blockComment else { return start }
                if kind != .whitespace { sawComment = true }
                index -= 1
            }
            guard sawComment else { return start }
            start = index >= 0 ? file.tokens[index].range.upperBound : 0
        }
        return start
    }
}

extension String {
    /// The string with `prefix` replaced by `replacement` at the start of every line that has it.
    func replacingEveryLinePrefix(_ prefix: String, with replacement: String) -> String {
        guard prefix != replacement else { return self }
        var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices where lines[index].hasPrefix(prefix) && !lines[index].isEmpty {
            lines[index] = replacement + lines[index].dropFirst(prefix.count)
        }
        return lines.joined(separator: "\n")
    }
}
