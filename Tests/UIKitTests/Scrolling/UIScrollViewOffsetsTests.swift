import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIScrollView: offsets, insets and programmatic scrolling")
struct UIScrollViewOffsetsTests {
    @Test("defaults are UIKit's")
    func defaults() {
        let host = UITestHost(device: scrollStageDevice)
        host.activate()
        let scrollView = UIScrollView()
        #expect(scrollView.contentSize == .zero)
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.bounces && scrollView.isScrollEnabled && scrollView.delaysContentTouches)
        #expect(scrollView.canCancelContentTouches && scrollView.scrollsToTop)
        #expect(!scrollView.isPagingEnabled && !scrollView.isDirectionalLockEnabled)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(scrollView.decelerationRate == .normal)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        #expect(scrollView.indicatorStyle == .default)
    }

    @Test("the content offset is the bounds origin")
    func offsetIsBoundsOrigin() {
        let host = UITestHost(device: scrollStageDevice)
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 120))
        scrollView.bounds.origin = CGPoint(x: 0, y: 40)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
    }

    @Test("the content offset goes on the screen's pixel grid, a half pixel rounding up; the bounds keep any value")
    func offsetsGoOnThePixelGrid() {
        let host = UITestHost(device: .iPhone15Pro)
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 2000, height: 2000))
        #expect(host.window.screen.scale == 3)
        // 562.5 pixels up to 563; -562.5 up to -562.
        scrollView.contentOffset = CGPoint(x: 187.5, y: -187.5)
        #expect(scrollView.contentOffset.x == 563.0 / 3)
        #expect(scrollView.contentOffset.y == -562.0 / 3)
        scrollView.contentOffset = CGPoint(x: 10.1, y: 10.2)
        #expect(scrollView.contentOffset == CGPoint(x: 30.0 / 3, y: 31.0 / 3))
        scrollView.bounds.origin = CGPoint(x: 3.8, y: 0)
        #expect(scrollView.contentOffset == CGPoint(x: 3.8, y: 0))
    }

    @Test("adjustedContentInset adds the safe area on the axes each behavior picks",
          arguments: [(UIScrollView.ContentInsetAdjustmentBehavior.automatic, true, false),
                      (.scrollableAxes, true, false), (.never, false, false), (.always, true, true)])
    func adjustment(behavior: UIScrollView.ContentInsetAdjustmentBehavior, vertical: Bool, horizontal: Bool) {
        let landscape = UITestDevice(name: "Insets", screenSize: CGSize(width: 400, height: 300), scale: 1,
                                     safeAreaInsets: UIEdgeInsets(top: 20, left: 30, bottom: 10, right: 40),
                                     framesPerSecond: 60)
        let host = UITestHost(device: landscape)
        // 390 wide: with the 5 pt insets it exactly fits, so it scrolls vertically only.
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 390, height: 2000))
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        let adjusted = scrollView.adjustedContentInset
        let expected = UIEdgeInsets(top: vertical ? 25 : 5, left: horizontal ? 35 : 5, bottom: vertical ? 15 : 5,
                                    right: horizontal ? 45 : 5)
        #expect(adjusted == expected)
    }

    @Test("content resting at its top stays at the top when the inset changes, and the delegate hears it")
    func insetChangeKeepsTheTop() {
        let host = UITestHost(device: .iPhone15Pro)
        let log = ScrollDelegateLog()
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 393, height: 3000), delegate: log)
        #expect(scrollView.adjustedContentInset.top == 59)
        #expect(scrollView.contentOffset.y == -59)
        scrollView.contentInset.top = 41
        #expect(scrollView.contentOffset.y == -100)
        #expect(log.calls.contains("didChangeAdjustedContentInset"))
    }

    @Test("setContentOffset animated scrolls over 0.3 s, calling didScroll each frame, then didEndScrollingAnimation")
    func animatedOffset() {
        let host = UITestHost(device: scrollStageDevice)
        let log = ScrollDelegateLog()
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000), delegate: log)
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        host.advance(by: 0.15)
        #expect(isClose(scrollView.contentOffset.y, 300, tolerance: 1e-6))
        host.advance(by: 0.2)
        #expect(scrollView.contentOffset.y == 600)
        #expect(log.calls.filter { $0 == "didScroll" }.count >= 17)
        #expect(log.calls.last == "didEndScrollingAnimation")
        // Without animation: one didScroll, no animation callback.
        log.calls.removeAll()
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(log.calls == ["didScroll"])
    }

    @Test("scrollRectToVisible scrolls the least distance, and not at all for a visible rectangle")
    func rectToVisible() {
        let host = UITestHost(device: scrollStageDevice)
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset.y == CGFloat(1000 - 480))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == 200)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset.y == CGFloat(2000 - 480))
    }

    @Test("a status bar tap scrolls the one scroll-to-top scroll view to its top")
    func scrollsToTop() {
        let host = UITestHost(device: scrollStageDevice)
        let log = ScrollDelegateLog()
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000), delegate: log)
        scrollView.contentOffset = CGPoint(x: 0, y: 700)
        host.tapStatusBar()
        host.runUntilIdle()
        #expect(scrollView.contentOffset.y == 0)
        #expect(log.calls.suffix(2) == ["didEndScrollingAnimation", "didScrollToTop"])
        // Two candidates: neither scrolls, as on iOS.
        let other = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        scrollView.contentOffset = CGPoint(x: 0, y: 700)
        other.contentOffset = CGPoint(x: 0, y: 700)
        host.tapStatusBar()
        host.runUntilIdle()
        #expect(scrollView.contentOffset.y == 700)
        // A candidate moved off screen does not count: the one on screen scrolls.
        other.frame.origin.x = host.window.bounds.width
        host.tapStatusBar()
        host.runUntilIdle()
        #expect(scrollView.contentOffset.y == 0)
        #expect(other.contentOffset.y == 700)
    }
}
