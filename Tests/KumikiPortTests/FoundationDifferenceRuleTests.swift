import Testing
@testable import KumikiPort

@Suite("Rule 7: calls that answer differently on Linux's Foundation are reported")
struct FoundationDifferenceRuleTests {
    @Test("a.intersects(b) is reported with the portable form; declarations and other labels are not")
    func intersectsIsReported() {
        let source = """
            struct Placement {
                func fits(_ bubble: CGRect, avoiding anchor: CGRect) -> Bool {
                    if bubble.intersects(anchor) { return false }
                    return !frame.insetBy(dx: 1, dy: 1).intersects(anchor)
                }
                func intersects(_ other: CGRect) -> Bool { false }
                func check() { _ = shape.intersects(other, using: .evenOdd) }
            }
            """
        let ported = port(source)
        #expect(ported.text == source)
        #expect(ported.lines == [3, 4])
        #expect(ported.messages.allSatisfy { $0.contains("!a.intersection(b).isEmpty") })
    }
}
