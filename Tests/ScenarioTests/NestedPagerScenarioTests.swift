import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// A horizontal pager inside a vertical list: a drag that starts on the pager
/// turns its cards when it is horizontal and scrolls the list when it is
/// vertical; the other scroll view stays where it was either way.
@MainActor
@Suite struct NestedPagerScenarioTests {
    let host = UITestHost(device: .iPhone15ProAt1x)
    let list: UIScrollView
    let pager: UIScrollView
    let pageLabel: UILabel
    let page: CGFloat = 393

    init() throws {
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: NestedPagerScreen.self)
        list = try #require(host.view(withAccessibilityIdentifier: NestedPagerScreen.Identifier.list) as? UIScrollView)
        pager = try #require(host.view(withAccessibilityIdentifier: NestedPagerScreen.Identifier.pager) as? UIScrollView)
        pageLabel = try #require(host.view(withAccessibilityIdentifier: NestedPagerScreen.Identifier.pageLabel) as? UILabel)
    }

    /// The middle of the pager, in window coordinates, wherever the list is.
    var pagerCenter: CGPoint {
        let frame = pager.convert(pager.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    func swipeCardLeft() {
        let center = pagerCenter
        host.swipe(from: CGPoint(x: 340, y: center.y), to: CGPoint(x: 60, y: center.y + 6), duration: 0.12)
        host.runUntilIdle()
    }

    @Test func thePagerIsARowOfTheList() {
        #expect(pager.superview === list)
        // Window y 103 + 56: below the navigation bar (59 + 44) and the header.
        #expect(pager.convert(pager.bounds, to: nil) == CGRect(x: 0, y: 159, width: 393, height: 200))
        #expect(pageLabel.text == "Card 1 of 5")
        #expect(list.contentOffset == .zero && pager.contentOffset == .zero)
    }

    @Test func aHorizontalSwipeOnThePagerTurnsACardAndLeavesTheListAlone() {
        swipeCardLeft()
        #expect(pager.contentOffset == CGPoint(x: page, y: 0))
        #expect(pageLabel.text == "Card 2 of 5")
        #expect(list.contentOffset == .zero)
        swipeCardLeft()
        #expect(pager.contentOffset == CGPoint(x: 2 * page, y: 0))
        #expect(pageLabel.text == "Card 3 of 5")
        #expect(list.contentOffset == .zero)
    }

    @Test func aVerticalDragThatStartsOnThePagerScrollsTheList() {
        swipeCardLeft()
        let finger = host.touchDown(at: CGPoint(x: 200, y: 300))
        finger.move(to: CGPoint(x: 201, y: 280))
        let afterBegin = list.contentOffset.y
        finger.move(to: CGPoint(x: 204, y: 100), duration: 0.4)
        #expect(list.contentOffset.y - afterBegin == 180)
        #expect(pager.contentOffset == CGPoint(x: page, y: 0))
        host.advance(by: 0.2)
        finger.up()
        host.runUntilIdle()
        #expect(list.contentOffset.y == afterBegin + 180)
        #expect(pager.contentOffset == CGPoint(x: page, y: 0))
        #expect(pageLabel.text == "Card 2 of 5")
    }

    @Test func afterTheListScrolledThePagerStillTurnsWhereItNowIs() {
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 520), duration: 0.5)
        host.runUntilIdle()
        #expect(list.contentOffset.y > 50)
        #expect(pagerCenter.y < 226)
        swipeCardLeft()
        #expect(pager.contentOffset == CGPoint(x: page, y: 0))
        #expect(pageLabel.text == "Card 2 of 5")
    }

    @Test func aStatusBarTapScrollsTheListBackToTheTopBecauseOnlyItScrollsToTop() {
        #expect(list.scrollsToTop && !pager.scrollsToTop)
        host.activate()
        list.contentOffset = CGPoint(x: 0, y: 500)
        host.tapStatusBar()
        host.runUntilIdle()
        #expect(list.contentOffset == .zero)
        // With both scroll views on screen asking for it, iOS (and Kumiki)
        // scrolls neither…
        pager.scrollsToTop = true
        list.contentOffset = CGPoint(x: 0, y: 60)
        host.tapStatusBar()
        host.runUntilIdle()
        #expect(list.contentOffset == CGPoint(x: 0, y: 60))
        // …but a pager scrolled off screen does not count.
        list.contentOffset = CGPoint(x: 0, y: 500)
        host.tapStatusBar()
        host.runUntilIdle()
        #expect(list.contentOffset == .zero)
    }

    @Test func turnedSidewaysThePagerStaysOnItsCard() {
        swipeCardLeft()
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(pager.bounds.width == 852)
        #expect(pager.contentOffset == CGPoint(x: 852, y: 0))
        #expect(pageLabel.text == "Card 2 of 5")
    }

    @Test func aHorizontalDragOnAListItemMovesNothing() {
        host.drag(from: CGPoint(x: 340, y: 600), to: CGPoint(x: 40, y: 604), duration: 0.2)
        host.runUntilIdle()
        #expect(list.contentOffset == .zero)
        #expect(pager.contentOffset == .zero)
    }

    @Test func aFlingOfTheListCarriesThePagerAwayAndBackItComesBouncing() {
        host.swipe(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.1)
        host.runUntilIdle()
        // The content is 310 + 20 · 60 + 16 = 1526 pt: the fling ends at the
        // bottom, 1526 − 749 (the list below the bar) + 34 (home indicator) = 811.
        #expect(list.contentOffset.y == 811)
        #expect(pager.convert(pager.bounds, to: nil).maxY < 0)
        host.swipe(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.1)
        host.runUntilIdle()
        #expect(list.contentOffset.y == 0)
        #expect(pager.contentOffset == .zero)
    }
}
