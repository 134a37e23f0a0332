import Testing
@testable import UIKit

@Suite("PagingTarget: where paging lands")
struct PagingTargetTests {
    @Test("a slow release lands on the nearest page")
    func nearest() {
        #expect(PagingTarget.page(offset: 140, velocity: 0, pageSize: 320, startPage: 0, pageCount: 5) == 0)
        #expect(PagingTarget.page(offset: 170, velocity: 0, pageSize: 320, startPage: 0, pageCount: 5) == 1)
    }

    @Test("a flick is projected at the fast rate (offset + 0.0995·v) before rounding")
    func projection() {
        // 100 + 0.0995 · 1000 ≈ 199.5: past half of 320, the next page.
        #expect(PagingTarget.page(offset: 100, velocity: 1000, pageSize: 320, startPage: 0, pageCount: 5) == 1)
        #expect(PagingTarget.page(offset: 100, velocity: 500, pageSize: 320, startPage: 0, pageCount: 5) == 0)
    }

    @Test("one page per swipe at most, and never past the ends")
    func limits() {
        #expect(PagingTarget.page(offset: 330, velocity: 20_000, pageSize: 320, startPage: 1, pageCount: 9) == 2)
        #expect(PagingTarget.page(offset: 10, velocity: -5000, pageSize: 320, startPage: 0, pageCount: 3) == 0)
        #expect(PagingTarget.page(offset: 650, velocity: 5000, pageSize: 320, startPage: 2, pageCount: 3) == 2)
    }
}
