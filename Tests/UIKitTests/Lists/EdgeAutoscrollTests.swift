import Testing
@testable import UIKit

/// The autoscroll of a dragged thing near a list's edge (a reordered table
/// row, a drag over a collection view): linear in the depth within a 60-pt
/// zone, 800 pt/s at most — speed = 800 × min(1, depth / zone).
@Suite("EdgeAutoscroll")
struct EdgeAutoscrollTests {
    @Test("no scrolling away from the edges, full speed at them, linear between")
    func speeds() {
        #expect(EdgeAutoscroll.speed(fingerAt: 300, visibleStart: 0, visibleEnd: 600) == 0)
        // 30 pt into the bottom zone: 800 × 30 / 60.
        #expect(EdgeAutoscroll.speed(fingerAt: 570, visibleStart: 0, visibleEnd: 600) == 400)
        #expect(EdgeAutoscroll.speed(fingerAt: 600, visibleStart: 0, visibleEnd: 600) == 800)
        #expect(EdgeAutoscroll.speed(fingerAt: 650, visibleStart: 0, visibleEnd: 600) == 800)
        // 45 pt into the top zone: −800 × 45 / 60.
        #expect(EdgeAutoscroll.speed(fingerAt: 115, visibleStart: 100, visibleEnd: 700) == -600)
    }

    @Test("the zone's inner boundary does not scroll; every depth matches the closed form")
    func closedForm() {
        #expect(EdgeAutoscroll.speed(fingerAt: 540, visibleStart: 0, visibleEnd: 600) == 0)
        #expect(EdgeAutoscroll.speed(fingerAt: 60, visibleStart: 0, visibleEnd: 600) == 0)
        for depth in stride(from: CGFloat(1), through: 60, by: 1) {
            let expected = EdgeAutoscroll.maximumSpeed * depth / EdgeAutoscroll.edgeZone
            #expect(abs(EdgeAutoscroll.speed(fingerAt: 540 + depth, visibleStart: 0, visibleEnd: 600) - expected) < 1e-9)
            #expect(abs(EdgeAutoscroll.speed(fingerAt: 60 - depth, visibleStart: 0, visibleEnd: 600) + expected) < 1e-9)
        }
    }

    @Test("a short visible area shrinks the zones to a third of it each; an empty one never scrolls")
    func shortArea() {
        #expect(abs(EdgeAutoscroll.speed(fingerAt: 20, visibleStart: 0, visibleEnd: 90) + 800.0 / 3) < 1e-9)
        #expect(EdgeAutoscroll.speed(fingerAt: 45, visibleStart: 0, visibleEnd: 90) == 0)
        #expect(EdgeAutoscroll.speed(fingerAt: 0, visibleStart: 0, visibleEnd: 0) == 0)
    }

    @Test("the offset moves speed × time and stops at the content's edges")
    func offsets() {
        #expect(EdgeAutoscroll.offset(100, after: 0.5, at: 400, within: 0...1000) == 300)
        #expect(EdgeAutoscroll.offset(100, after: 0.5, at: -400, within: 0...1000) == 0)
        #expect(EdgeAutoscroll.offset(900, after: 1, at: 800, within: 0...1000) == 1000)
        #expect(EdgeAutoscroll.offset(-20, after: 0, at: 0, within: -20...500) == -20)
    }
}
