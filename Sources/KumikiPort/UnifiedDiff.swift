/// A unified diff (`diff -u` format, three lines of context) between two
/// versions of a file, for `--diff`: the output can be read, or applied with
/// `git apply` / `patch -p1`.
enum UnifiedDiff {
    private enum Operation: Equatable {
        case equal, delete, insert
    }

    /// The diff of `old` and `new` under `---`/`+++` headers; empty when equal.
    static func diff(old: [UInt8], new: [UInt8], oldPath: String, newPath: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let (oldLines, oldEndsWithNewline) = lines(of: old)
        let (newLines, newEndsWithNewline) = lines(of: new)
        let script = editScript(oldLines, newLines)
        var output = "--- \(oldPath)\n+++ \(newPath)\n"
        // Positions (in the script) of changes, grouped into hunks whose context overlaps.
        let changes = script.indices.filter { script[$0] != .equal }
        var hunkStart = 0
        while hunkStart < changes.count {
            var hunkEnd = hunkStart
            while hunkEnd + 1 < changes.count, changes[hunkEnd + 1] - changes[hunkEnd] <= 2 * context + 1 { hunkEnd += 1 }
            let from = max(0, changes[hunkStart] - context)
            let to = min(script.count, changes[hunkEnd] + context + 1)
            // Line numbers at `from`.
            var oldLine = 0
            var newLine = 0
            for operation in script[..<from] {
                if operation != .insert { oldLine += 1 }
                if operation != .delete { newLine += 1 }
            }
            var body = ""
            var oldCount = 0
            var newCount = 0
            var oldIndex = oldLine
            var newIndex = newLine
            for operation in script[from..<to] {
                switch operation {
                case .equal:
                    body += " " + oldLines[oldIndex] + "\n"
                    if oldIndex == oldLines.count - 1 && !oldEndsWithNewline { body += "\\ No newline at end of file\n" }
                    oldIndex += 1; newIndex += 1; oldCount += 1; newCount += 1
                case .delete:
                    body += "-" + oldLines[oldIndex] + "\n"
                    if oldIndex == oldLines.count - 1 && !oldEndsWithNewline { body += "\\ No newline at end of file\n" }
                    oldIndex += 1; oldCount += 1
                case .insert:
                    body += "+" + newLines[newIndex] + "\n"
                    if newIndex == newLines.count - 1 && !newEndsWithNewline { body += "\\ No newline at end of file\n" }
                    newIndex += 1; newCount += 1
                }
            }
            output += "@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@\n" + body
            hunkStart = hunkEnd + 1
        }
        return output
    }

    /// `start,count` with the 1-based start (the line before, for an empty range).
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// The file's lines without their line breaks, and whether the last line had one.
    private static func lines(of bytes: [UInt8]) -> ([String], Bool) {
        guard !bytes.isEmpty else { return ([], true) }
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        let endsWithNewline = bytes.last == UInt8(ascii: "\n")
        if endsWithNewline { lines.removeLast() }
        return (lines, endsWithNewline)
    }

    /// The shortest edit script from `a` to `b` (Myers' algorithm), after
    /// setting aside the common prefix and suffix, which is most of a file here.
    private static func editScript(_ a: [String], _ b: [String]) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        return Array(repeating: .equal, count: prefix) + myers(middleA, middleB)
            + Array(repeating: .equal, count: suffix)
    }

    private static func myers(_ a: [String], _ b: [String]) -> [Operation] {
        let n = a.count
        let m = b.count
        if n == 0 { return Array(repeating: .insert, count: m) }
        if m == 0 { return Array(repeating: .delete, count: n) }
        let max = n + m
        let offset = max
        var v = Array(repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        search: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m { break search }
            }
        }
        // Walk the trace back from (n, m).
        var operations: [Operation] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                operations.append(.equal)
                x -= 1
                y -= 1
            }
            if d > 0 {
                operations.append(x == previousX ? .insert : .delete)
                x = previousX
                y = previousY
            }
        }
        return operations.reversed()
    }
}
