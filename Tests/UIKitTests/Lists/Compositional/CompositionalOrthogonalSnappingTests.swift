import Testing
@testable import UIKit

extension CompositionalLayoutTests {
    /// The resting rule of orthogonal sections, against its closed forms:
    /// groups every 110 pt, ten of them, scrollable 0…900.
    @MainActor
    @Suite("Orthogonal sections: where a fling comes to rest")
    struct CompositionalOrthogonalSnappingTests {
        func snapping(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> CompositionalOrthogonalSnapping {
            let rest: (Int) -> CGFloat = { CGFloat($0) * 110 }
            return CompositionalOrthogonalSnapping(behavior: behavior, restOffset: rest, groupCount: 10) { offset in
                min(max(Int((offset / 110).rounded()), 0), 9)
            }
        }

        @Test("continuous momentum is left alone")
        func continuous() {
            #expect(snapping(.continuous).target(offset: 100, velocity: 500, proposed: 349.75, dragStart: 0,
                                                 range: 0...900) == 349.75)
        }

        @Test("leading-boundary scrolling moves the natural rest to the nearest group")
        func leadingBoundary() {
            // 349.75 is nearest group 3 (330).
            #expect(snapping(.continuousGroupLeadingBoundary).target(offset: 100, velocity: 500, proposed: 349.75,
                                                                     dragStart: 0, range: 0...900) == 330)
        }

        @Test("group paging turns one group at most, whatever the fling")
        func oneGroupPerSwipe() {
            let paging = snapping(.groupPaging)
            // A hard fling from group 2 still stops at group 3.
            #expect(paging.target(offset: 250, velocity: 5000, proposed: 900, dragStart: 220, range: 0...900) == 330)
            // A slow release short of halfway settles back: 230 + 0.0995 · 30 ≈ 233 is nearest group 2.
            #expect(paging.target(offset: 230, velocity: 30, proposed: 245, dragStart: 220, range: 0...900) == 220)
            // Backwards.
            #expect(paging.target(offset: 200, velocity: -3000, proposed: 0, dragStart: 220, range: 0...900) == 110)
        }

        @Test("rest positions outside the scrollable range are clamped to it")
        func clamped() {
            #expect(snapping(.groupPaging).target(offset: 880, velocity: 3000, proposed: 900, dragStart: 880,
                                                  range: 0...900) == 900)
        }
    }
}
