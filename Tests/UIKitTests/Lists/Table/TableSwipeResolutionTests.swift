import Testing
@testable import UIKit

/// Where a released swipe goes: past 60 % of the row a full swipe performs
/// the first action (when allowed); a fling of more than 300 pt/s decides by
/// itself; otherwise half the buttons' width decides.
@Suite("TableSwipeResolution")
struct TableSwipeResolutionTests {
    func resolve(_ distance: CGFloat, velocity: CGFloat = 0, fullSwipe: Bool = true) -> TableSwipeResolution {
        TableSwipeResolution.resolve(distance: distance, velocity: velocity, openWidth: 80, rowWidth: 300,
                                     allowsFullSwipe: fullSwipe)
    }

    @Test("past 60 % of the row a full swipe performs the first action")
    func fullSwipe() {
        #expect(resolve(181) == .performFirstAction)      // 0.6 × 300 = 180
        #expect(resolve(180) == .open)
        #expect(resolve(250, fullSwipe: false) == .open)
    }

    @Test("a slow release opens past half the buttons and closes short of it")
    func halfWidth() {
        #expect(resolve(41) == .open)                      // 80 / 2 = 40
        #expect(resolve(40) == .close)
    }

    @Test("a fling faster than 300 pt/s decides by its direction")
    func flings() {
        #expect(resolve(10, velocity: 301) == .open)
        #expect(resolve(70, velocity: -301) == .close)
        #expect(resolve(70, velocity: -300) == .open)
    }
}

/// Where a row enters from or leaves to, per row animation.
@Suite("TableRowAnimationFrame")
struct TableRowAnimationFrameTests {
    let row = CGRect(x: 0, y: 88, width: 320, height: 44)

    @Test("fades stay in place at alpha 0; slides move by the row's own size")
    func offstage() {
        #expect(TableRowAnimationFrame.offstage(row, animation: .fade) == TableRowAnimationFrame(frame: row, alpha: 0))
        #expect(TableRowAnimationFrame.offstage(row, animation: .automatic).alpha == 0)
        #expect(TableRowAnimationFrame.offstage(row, animation: .right).frame.minX == 320)
        #expect(TableRowAnimationFrame.offstage(row, animation: .left).frame.minX == -320)
        #expect(TableRowAnimationFrame.offstage(row, animation: .top) ==
                TableRowAnimationFrame(frame: row.offsetBy(dx: 0, dy: -44), alpha: 0))
        #expect(TableRowAnimationFrame.offstage(row, animation: .bottom).frame.minY == 132)
        #expect(TableRowAnimationFrame.offstage(row, animation: .none) == TableRowAnimationFrame(frame: row, alpha: 1))
    }

    @Test("middle collapses the row onto its center line")
    func middle() {
        let collapsed = TableRowAnimationFrame.offstage(row, animation: .middle)
        #expect(collapsed.frame == CGRect(x: 0, y: 110, width: 320, height: 0))
        #expect(collapsed.alpha == 0)
    }
}
