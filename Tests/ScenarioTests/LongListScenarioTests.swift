import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The long list: 200 plain rows in a scroll view that follows the finger,
/// coasts after a fling to the rest point it announced, bounces back from its
/// end, and refreshes when pulled down — the new rows arriving a second later,
/// in virtual time, because the screen waits with `DispatchQueue.main.asyncAfter`.
@MainActor
@Suite struct LongListScenarioTests {
    let host = UITestHost(device: .iPhone15ProAt1x)
    let list: UIScrollView

    init() throws {
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: LongListScreen.self)
        list = try #require(host.view(withAccessibilityIdentifier: LongListScreen.Identifier.list) as? UIScrollView)
    }

    /// The rows' titles, top to bottom.
    func rowTitles() -> [String] {
        list.subviews.filter { $0.accessibilityIdentifier == LongListScreen.Identifier.row }
            .sorted { $0.frame.minY < $1.frame.minY }
            .map { $0.accessibilityLabel ?? "" }
    }

    /// The largest offset: the content's height less the list's, plus the
    /// home indicator's safe area (34 pt) that the list adds below the content.
    var maximumOffsetY: CGFloat {
        list.contentSize.height - list.bounds.height + list.adjustedContentInset.bottom
    }

    @Test func theListHoldsTwoHundredRowsOf44Points() {
        let titles = rowTitles()
        #expect(titles.count == 200)
        #expect(titles.first == "Row 1" && titles.last == "Row 200")
        #expect(list.contentSize.height == CGFloat(200 * 44))
        // The whole of the screen's view: from the navigation bar's bottom
        // (59 + 44) to the bottom of the screen.
        #expect(list.frame == CGRect(x: 0, y: 0, width: 393, height: 852 - 103))
        #expect(list.convert(CGPoint(x: 0, y: list.contentOffset.y), to: nil).y == 103)
        #expect(list.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func aSlowDragMovesTheRowsWithTheFingerAndStopsWhereTheFingerLifts() {
        let finger = host.touchDown(at: CGPoint(x: 200, y: 700))
        finger.move(to: CGPoint(x: 200, y: 680))
        let afterBegin = list.contentOffset.y
        finger.move(to: CGPoint(x: 200, y: 380), duration: 0.5)
        #expect(list.contentOffset.y - afterBegin == 300)
        // Held still before lifting: no momentum.
        host.advance(by: 0.2)
        finger.up()
        let lifted = list.contentOffset.y
        host.runUntilIdle()
        #expect(list.contentOffset.y == lifted)
        #expect(!list.isDragging && !list.isDecelerating)
    }

    @Test func aFlingCoastsToTheRestPointAnnouncedWhenTheFingerLifted() throws {
        let recorder = ScrollRecorder()
        list.delegate = recorder
        host.swipe(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.1)
        let released = list.contentOffset.y
        let target = try #require(recorder.targets.first)
        #expect(list.isDecelerating)
        host.runUntilIdle()
        #expect(list.contentOffset.y > released)
        // Momentum ends where scrollViewWillEndDragging said it would, on the 1× screen's pixel grid.
        #expect(list.contentOffset.y == (target.y + 0.5).rounded(.down))
        #expect(recorder.didEndDecelerating == 1)
    }

    @Test func flingingPastTheEndBouncesBackToShowTheLastRowAboveTheHomeIndicator() throws {
        host.activate()
        list.contentOffset = CGPoint(x: 0, y: maximumOffsetY - 100)
        host.swipe(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 250), duration: 0.08)
        var overshot = false
        for _ in 0..<120 {
            host.runFrame()
            overshot = overshot || list.contentOffset.y > maximumOffsetY
        }
        host.runUntilIdle()
        #expect(overshot)
        #expect(list.contentOffset.y == maximumOffsetY)
        let last = try #require(list.subviews.first { $0.accessibilityLabel == "Row 200" })
        #expect(last.frame.maxY == list.contentOffset.y + list.bounds.height - list.adjustedContentInset.bottom)
    }

    @Test func pullingDownRefreshesAndThreeNewRowsArriveASecondLater() throws {
        let control = try #require(list.refreshControl)
        let recorder = RefreshRecorder()
        control.addTarget(recorder, action: RefreshRecorder.refreshed, for: .valueChanged)
        // 230 finger points past the top pull the content 0.55·782·230 / (782 + 0.55·230)
        // = 108.9 pt (the rubber band), past the 100 pt that start a refresh.
        // The finger rests a moment before lifting, so the content springs back
        // from rest (about 0.65 s to within half a pixel).
        let finger = host.touchDown(at: CGPoint(x: 200, y: 200))
        finger.move(to: CGPoint(x: 200, y: 430), duration: 0.3)
        host.advance(by: 0.1)
        finger.up()
        let started = try #require(recorder.times.first)
        #expect(recorder.times.count == 1)
        #expect(control.isRefreshing)
        // The content springs back to rest showing the 60 pt control while the
        // screen "loads" — before the second is over.
        while list.isDecelerating && CACurrentMediaTime() < started + 0.95 { host.runFrame() }
        #expect(!list.isDecelerating)
        #expect(list.contentOffset.y == -60)
        host.advance(by: started + 0.95 - CACurrentMediaTime())
        #expect(rowTitles().count == 200)
        #expect(control.isRefreshing)
        // A second after the refresh began, the rows come in and refreshing ends.
        host.advance(by: 0.1)
        #expect(!control.isRefreshing)
        let titles = rowTitles()
        #expect(titles.count == 203)
        #expect(Array(titles.prefix(4)) == ["New row 1", "New row 2", "New row 3", "Row 1"])
        #expect(list.contentSize.height == CGFloat(203 * 44))
        // The content goes back up (0.3 s), the new rows at the top.
        host.advance(by: 0.5)
        #expect(list.contentOffset.y == 0)
        assertSnapshot(of: host, named: "list-after-refresh")

        // A second pull adds the next three above them.
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.3)
        host.advance(by: 1.5)
        #expect(Array(rowTitles().prefix(4)) == ["New row 4", "New row 5", "New row 6", "New row 1"])
    }

    @Test func theSpinnerShowsWhileRefreshing() {
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.3)
        host.advance(by: 0.3)
        #expect(list.refreshControl?.isRefreshing == true)
        assertSnapshot(of: host, named: "list-refreshing")
    }

    @Test func aShortPullDoesNotRefresh() throws {
        let control = try #require(list.refreshControl)
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 300), duration: 0.5)
        host.runUntilIdle()
        #expect(!control.isRefreshing)
        #expect(list.contentOffset.y == 0)
        host.advance(by: 1.5)
        #expect(rowTitles().count == 200)
    }

    @Test func turnedSidewaysTheRowsTakeTheNewWidthAndTheListKeepsItsPlace() {
        host.activate()
        list.contentOffset = CGPoint(x: 0, y: 44 * 50)
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        let width = host.window.bounds.width
        #expect(width == 852)
        #expect(list.frame.width == width)
        #expect(list.contentSize == CGSize(width: width, height: CGFloat(200 * 44)))
        let row = list.subviews.first { $0.accessibilityLabel == "Row 51" }
        #expect(row?.frame == CGRect(x: 0, y: 50 * 44, width: width, height: 44))
        #expect(list.contentOffset.y == CGFloat(44 * 50))
        // Scrolling still works sideways.
        host.drag(from: CGPoint(x: 400, y: 300), to: CGPoint(x: 400, y: 150), duration: 0.5)
        host.runUntilIdle()
        #expect(list.contentOffset.y > CGFloat(44 * 50))
    }

    @Test func theListScrolledHalfway() {
        host.activate()
        list.contentOffset = CGPoint(x: 0, y: 44 * 100)
        host.runUntilIdle()
        // The row at the top of the list is row 101.
        let top = list.subviews.first { $0.accessibilityIdentifier == LongListScreen.Identifier.row
            && $0.frame.minY == list.contentOffset.y }
        #expect(top?.accessibilityLabel == "Row 101")
        assertSnapshot(of: host, named: "list-at-row-101")
    }
}

/// Hears the list's flings: where each will come to rest.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var targets: [CGPoint] = []
    var didEndDecelerating = 0

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targets.append(targetContentOffset.pointee)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        didEndDecelerating += 1
    }
}

/// Notes the media clock's time of each `.valueChanged` of a refresh control.
@MainActor
final class RefreshRecorder {
    var times: [CFTimeInterval] = []

    func refreshed() {
        times.append(CACurrentMediaTime())
    }
}
