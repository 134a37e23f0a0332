import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIScrollView: zooming")
struct UIScrollViewZoomingTests {
    let host = UITestHost(device: scrollStageDevice)

    func makeZoomable() -> (UIScrollView, UIView, ScrollDelegateLog) {
        let log = ScrollDelegateLog()
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 480), delegate: log)
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.addSubview(image)
        log.zoomView = image
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        return (scrollView, image, log)
    }

    @Test("setZoomScale clamps to the limits and scales the view about the center; content size follows")
    func setZoomScale() {
        let (scrollView, image, log) = makeZoomable()
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 640, height: 960))
        #expect(scrollView.contentSize == CGSize(width: 640, height: 960))
        // The center stays in the center.
        #expect(scrollView.contentOffset == CGPoint(x: 160, y: 240))
        #expect(log.calls.contains("didZoom"))
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 4)
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 1)
    }

    @Test("zoom(to:) fits the rectangle, within the limits")
    func zoomToRect() {
        let (scrollView, _, log) = makeZoomable()
        defer { withExtendedLifetime(log) {} }
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 80, height: 120), animated: false)
        #expect(scrollView.zoomScale == 4)
        #expect(isClose(scrollView.contentOffset, CGPoint(x: 140 * 4 - 160, y: 160 * 4 - 240)))
    }

    @Test("animated zooming ends at the scale asked for with didEndZooming (as UIKit documents), then didEndScrollingAnimation")
    func animatedZoom() {
        let (scrollView, _, log) = makeZoomable()
        scrollView.setZoomScale(3, animated: true)
        #expect(scrollView.zoomScale == 1)
        host.runUntilIdle()
        #expect(isClose(scrollView.zoomScale, 3, tolerance: 1e-9))
        #expect(log.calls.suffix(2) == ["didEndZooming", "didEndScrollingAnimation"])
        #expect(log.calls.filter { $0 == "didEndZooming" }.count == 1)
        // zoom(to:animated:) ends the same way.
        log.calls = []
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 160, height: 240), animated: true)
        host.runUntilIdle()
        #expect(isClose(scrollView.zoomScale, 2, tolerance: 1e-9))
        #expect(log.calls.suffix(2) == ["didEndZooming", "didEndScrollingAnimation"])
    }

    @Test("a pinch zooms about the fingers, bands past the maximum and springs back to it")
    func pinchBeyondTheMaximum() {
        let (scrollView, _, log) = makeZoomable()
        host.twoFingerDrag(from: (CGPoint(x: 140, y: 240), CGPoint(x: 180, y: 240)),
                           to: (CGPoint(x: 0, y: 240), CGPoint(x: 320, y: 240)), duration: 0.3)
        // The fingers spread 8×: past the maximum of 4, banded below 8.
        #expect(log.calls.contains("willBeginZooming"))
        host.runUntilIdle()
        #expect(isClose(scrollView.zoomScale, 4, tolerance: 1e-3))
        #expect(log.calls.last == "didEndZooming")
        #expect(!scrollView.isZooming && !scrollView.isZoomBouncing)
    }

    @Test("a pinch below the minimum springs all the way back to it: the lift's settle of the offset does not cut the bounce short")
    func pinchBelowTheMinimum() {
        let (scrollView, _, log) = makeZoomable()
        host.twoFingerDrag(from: (CGPoint(x: 60, y: 240), CGPoint(x: 260, y: 240)),
                           to: (CGPoint(x: 140, y: 240), CGPoint(x: 180, y: 240)), duration: 0.3)
        // The content is smaller than the view and off its origin: the offset
        // is out of range when the fingers lift, as well as the scale.
        #expect(scrollView.zoomScale < 1)
        #expect(scrollView.isZoomBouncing)
        #expect(scrollView.contentOffset != .zero)
        host.runUntilIdle()
        #expect(isClose(scrollView.zoomScale, 1, tolerance: 1e-9))
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrollView.isZoomBouncing && !scrollView.isDecelerating)
        #expect(log.calls.last == "didEndZooming")
    }

    @Test("without a view for zooming nothing zooms")
    func noZoomView() {
        let (scrollView, _, log) = makeZoomable()
        log.zoomView = nil
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.zoomScale == 1)
    }
}
