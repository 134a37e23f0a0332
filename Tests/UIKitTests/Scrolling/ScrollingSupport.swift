import Testing
@testable import UIKit
import UIKitTesting

/// Records every delegate call of a scroll view, by name, and can move the
/// target of a fling.
@MainActor
final class ScrollDelegateLog: UIScrollViewDelegate {
    var calls: [String] = []
    var velocities: [CGPoint] = []
    var proposedTargets: [CGPoint] = []
    /// When set, the target every fling is moved to.
    var retarget: ((CGPoint) -> CGPoint)?
    var zoomView: UIView?

    /// The calls with runs of `didScroll` (and `didZoom`) collapsed to one.
    var summary: [String] {
        calls.reduce(into: []) { result, call in
            if (call == "didScroll" || call == "didZoom"), result.last == call { return }
            result.append(call)
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        velocities.append(velocity)
        proposedTargets.append(targetContentOffset.pointee)
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming")
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls.append("didChangeAdjustedContentInset") }
}

/// A 1× device with no safe area, so that offsets read as plain points.
let scrollStageDevice = UITestDevice(name: "Scroll stage", screenSize: CGSize(width: 320, height: 480), scale: 1,
                                     safeAreaInsets: .zero, framesPerSecond: 60)

extension UITestHost {
    /// A full-screen scroll view with `contentSize`, shown.
    func makeScrollView(contentSize: CGSize, delegate: UIScrollViewDelegate? = nil) -> UIScrollView {
        activate()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = contentSize
        scrollView.delegate = delegate
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        runFrame()
        return scrollView
    }
}

/// `value` points where UIKit puts a content offset: on the scroll view's
/// screen's pixel grid, a half pixel rounding up.
@MainActor
func onPixelGrid(_ value: CGFloat, of scrollView: UIScrollView) -> CGFloat {
    UIScrollView.onPixelGrid(value, scale: scrollView.pixelsPerPoint)
}
