import Testing
@testable import UIKit
import UIKitTesting

@MainActor
final class RefreshLog {
    var count = 0
    func refresh() { count += 1 }
}

@MainActor
@Suite("UIRefreshControl")
struct UIRefreshControlTests {
    let host = UITestHost(device: scrollStageDevice)

    func makeList() -> (UIScrollView, UIRefreshControl, RefreshLog) {
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        let control = UIRefreshControl()
        let log = RefreshLog()
        control.addTarget(log, action: RefreshLog.refresh, for: .valueChanged)
        scrollView.refreshControl = control
        host.runFrame()
        return (scrollView, control, log)
    }

    @Test("it sits just above the content, and makes the scroll view bounce vertically")
    func placement() {
        let (scrollView, control, _) = makeList()
        #expect(control.superview === scrollView)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        #expect(scrollView.alwaysBounceVertical)
    }

    @Test("a short pull does not refresh")
    func shortPull() {
        let (scrollView, control, log) = makeList()
        host.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 200), duration: 0.5)
        host.runUntilIdle()
        #expect(!control.isRefreshing)
        #expect(log.count == 0)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test("pulling past the threshold refreshes once; the content rests showing the control until endRefreshing")
    func pullToRefresh() {
        let (scrollView, control, log) = makeList()
        host.drag(from: CGPoint(x: 160, y: 50), to: CGPoint(x: 160, y: 450), duration: 0.6)
        #expect(control.isRefreshing)
        #expect(log.count == 1)
        host.runUntilIdle(limit: 2)
        #expect(scrollView.contentOffset.y == -60)
        #expect(scrollView.adjustedContentInset.top == 60)
        control.endRefreshing()
        host.advance(by: 0.5)
        #expect(!control.isRefreshing)
        #expect(scrollView.contentOffset.y == 0)
        #expect(scrollView.adjustedContentInset.top == 0)
        #expect(log.count == 1)
    }

    @Test("beginRefreshing from code shows the control without sending valueChanged")
    func beginFromCode() {
        let (scrollView, control, log) = makeList()
        control.beginRefreshing()
        host.advance(by: 0.5)
        #expect(control.isRefreshing)
        #expect(scrollView.contentOffset.y == -60)
        #expect(log.count == 0)
        control.endRefreshing()
        host.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 0)
    }
}
