import Testing
import TestSupport
import UIKit

/// Numbers a scroll view cannot use stop the app with Core Animation's
/// message, before anything is stored.
@Suite("UIScrollView: invalid numbers")
struct UIScrollViewMisuseTests {
    @Test("a NaN content offset stops with the layer's bounds message")
    func nanOffset() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
                scrollView.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
            }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'CALayerInvalidGeometry', reason: 'CALayer bounds contains NaN: [0 nan; 100 200]'"))
    }

    @Test("an infinite animated offset stops before any animation starts")
    func infiniteAnimatedOffset() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
                scrollView.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: true)
            }
        }
        #expect(standardError(of: result).contains("CALayer bounds contains NaN: [inf 0; 100 200]"))
    }

    @Test("a NaN content inset stops with the bounds it would give")
    func nanInset() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
                scrollView.contentInset = UIEdgeInsets(top: CGFloat.nan, left: 0, bottom: 0, right: 0)
            }
        }
        #expect(standardError(of: result).contains("CALayer bounds contains NaN: [0 nan; 100 200]"))
    }

    @Test("a NaN zoom scale stops with the position message")
    func nanZoom() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
                scrollView.maximumZoomScale = 3
                scrollView.zoomScale = CGFloat.nan
            }
        }
        #expect(standardError(of: result).contains("CALayer position contains NaN: [nan nan]"))
    }
}
