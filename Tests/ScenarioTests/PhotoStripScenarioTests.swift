import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The photo strip: a paging scroll view that rests only on whole photos —
/// one photo per quick swipe, back where it was after a short slow drag, the
/// next one after a drag past half a photo — and a label that the screen's
/// delegate updates when the strip comes to rest.
@MainActor
@Suite struct PhotoStripScenarioTests {
    let host = UITestHost(device: .iPhone15ProAt1x)
    let strip: UIScrollView
    let pageLabel: UILabel
    /// One page: the strip's width.
    let page: CGFloat = 393
    /// A height through the middle of the strip (window y 110…550).
    let y: CGFloat = 330

    init() throws {
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: PhotoStripScreen.self)
        strip = try #require(host.view(withAccessibilityIdentifier: PhotoStripScreen.Identifier.strip) as? UIScrollView)
        pageLabel = try #require(host.view(withAccessibilityIdentifier: PhotoStripScreen.Identifier.pageLabel) as? UILabel)
    }

    func swipeLeft() {
        host.swipe(from: CGPoint(x: 340, y: y), to: CGPoint(x: 60, y: y), duration: 0.1)
        host.runUntilIdle()
    }

    @Test func theStripStartsOnTheFirstOfSixPhotos() {
        #expect(strip.contentOffset == .zero)
        #expect(strip.contentSize == CGSize(width: 6 * 393, height: 440))
        #expect(pageLabel.text == "Photo 1 of 6")
    }

    @Test func aQuickSwipeTurnsExactlyOnePhotoAndTheLabelFollows() {
        swipeLeft()
        #expect(strip.contentOffset == CGPoint(x: page, y: 0))
        #expect(pageLabel.text == "Photo 2 of 6")
        host.swipe(from: CGPoint(x: 60, y: y), to: CGPoint(x: 340, y: y), duration: 0.1)
        host.runUntilIdle()
        #expect(strip.contentOffset == .zero)
        #expect(pageLabel.text == "Photo 1 of 6")
    }

    @Test func aSlowDragOfLessThanHalfAPhotoSettlesBack() {
        swipeLeft()
        host.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 160, y: y), duration: 1)
        // While the finger is still, the strip shows parts of two photos…
        host.runUntilIdle()
        // …and released short of half a photo (140 < 196.5 pt), it returns.
        #expect(strip.contentOffset == CGPoint(x: page, y: 0))
        #expect(pageLabel.text == "Photo 2 of 6")
    }

    @Test func aSlowDragPastHalfAPhotoTurnsIt() {
        host.drag(from: CGPoint(x: 350, y: y), to: CGPoint(x: 100, y: y), duration: 1)
        host.runUntilIdle()
        #expect(strip.contentOffset == CGPoint(x: page, y: 0))
        #expect(pageLabel.text == "Photo 2 of 6")
    }

    @Test func swipingPastTheLastPhotoBouncesBackOntoIt() {
        for _ in 0..<5 { swipeLeft() }
        #expect(strip.contentOffset == CGPoint(x: 5 * page, y: 0))
        #expect(pageLabel.text == "Photo 6 of 6")
        // One more swipe rubber-bands past the end and springs back.
        let finger = host.touchDown(at: CGPoint(x: 340, y: y))
        finger.move(to: CGPoint(x: 140, y: y), duration: 0.2)
        #expect(strip.contentOffset.x > 5 * page)
        finger.up()
        host.runUntilIdle()
        #expect(strip.contentOffset == CGPoint(x: 5 * page, y: 0))
        #expect(pageLabel.text == "Photo 6 of 6")
    }

    @Test func aVerticalDragDoesNotMoveTheStrip() {
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 205, y: 500), duration: 0.3)
        host.runUntilIdle()
        #expect(strip.contentOffset == .zero)
    }

    @Test func turnedSidewaysTheStripStaysOnItsPhotoAndStillPages() throws {
        swipeLeft()
        swipeLeft()
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        // 852 × 393 pt: the strip spans the width and fits the height of the
        // screen's view (below the bar) less the 46 pt above the strip and 70 below.
        let viewHeight = try #require(strip.superview).bounds.height
        #expect(strip.frame == CGRect(x: 0, y: 46, width: 852, height: viewHeight - 46 - 70))
        #expect(strip.contentOffset == CGPoint(x: 2 * 852, y: 0))
        #expect(pageLabel.text == "Photo 3 of 6")
        host.swipe(from: CGPoint(x: 700, y: 200), to: CGPoint(x: 300, y: 200), duration: 0.1)
        host.runUntilIdle()
        #expect(strip.contentOffset == CGPoint(x: 3 * 852, y: 0))
        #expect(pageLabel.text == "Photo 4 of 6")
    }

    @Test func theStripOnItsSecondPhoto() {
        swipeLeft()
        assertSnapshot(of: host, named: "photo-strip-second-photo")
    }

    @Test func halfwayBetweenTwoPhotos() {
        let finger = host.touchDown(at: CGPoint(x: 320, y: y))
        finger.move(to: CGPoint(x: 80, y: y), duration: 0.3)
        host.advance(by: 0.2)
        assertSnapshot(of: host, named: "photo-strip-between-photos")
        finger.up()
        host.runUntilIdle()
        #expect(strip.contentOffset == CGPoint(x: page, y: 0))
    }
}
