import CoreGraphics
import Testing
@testable import UIKit

/// How a bar of items too wide for the screen splits into pages.
@Suite struct EditMenuPagingTests {
    @Test func itemsThatFitMakeOnePage() {
        #expect(EditMenuPaging.pages(widths: [60, 60, 60], maxWidth: 180, chevronWidth: 32) == [0..<3])
    }

    @Test func noItemsMakeNoPages() {
        #expect(EditMenuPaging.pages(widths: [], maxWidth: 180, chevronWidth: 32).isEmpty)
    }

    @Test func eachPageButTheLastEndsWithANextChevron() {
        // 200 wide: 32 (next) + 60 + 60 = 152 fits, a third would make 212.
        // Page 2: 32 (previous) + 60 + 60 + 32 (next) = 184; page 3: 32 + 60 = 92.
        let pages = EditMenuPaging.pages(widths: [60, 60, 60, 60, 60], maxWidth: 200, chevronWidth: 32)
        #expect(pages == [0..<2, 2..<4, 4..<5])
    }

    @Test func theLastPageTakesEverythingThatFitsBesideThePreviousChevron() {
        // 32 + 80 + 80 = 192 ≤ 200: no further page, though a next chevron would not fit.
        let pages = EditMenuPaging.pages(widths: [120, 80, 80], maxWidth: 200, chevronWidth: 32)
        #expect(pages == [0..<1, 1..<3])
    }

    @Test func anItemWiderThanTheBarGetsAPageToItself() {
        let pages = EditMenuPaging.pages(widths: [300, 40], maxWidth: 200, chevronWidth: 32)
        #expect(pages == [0..<1, 1..<2])
    }
}
