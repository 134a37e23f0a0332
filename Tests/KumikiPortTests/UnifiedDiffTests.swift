import Foundation
import Testing
@testable import KumikiPort

@Suite("Unified diff")
struct UnifiedDiffTests {
    private func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff.diff(old: Array(old.utf8), new: Array(new.utf8), oldPath: "a/F.swift", newPath: "b/F.swift")
    }

    @Test("identical files give no diff")
    func identical() {
        #expect(diff("a\nb\n", "a\nb\n") == "")
    }

    @Test("changes further apart than twice the context get separate hunks")
    func separateHunks() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingFirst("line 2\n", with: "line two\n").replacingFirst("line 18\n", with: "")
        #expect(diff(old, new) == """
            --- a/F.swift
            +++ b/F.swift
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -15,6 +15,5 @@
             line 15
             line 16
             line 17
            -line 18
             line 19
             line 20

            """)
    }

    @Test("insertions at the top and a missing final line break are marked")
    func insertionAndNoNewline() {
        #expect(diff("b\nc", "a\nb\nc!") == """
            --- a/F.swift
            +++ b/F.swift
            @@ -1,2 +1,3 @@
            +a
             b
            -c
            \\ No newline at end of file
            +c!
            \\ No newline at end of file

            """)
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
