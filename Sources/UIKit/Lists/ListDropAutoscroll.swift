import Foundation

/// Scrolls a list (a collection view or a table view) by itself while a drag
/// hovers near one of its edges, as UIKit's do, so a drop can reach items
/// off screen: along each of its `axes` the content can scroll, at
/// `EdgeAutoscroll`'s speed for the finger's depth into that edge's zone (the
/// visible area inside the adjusted content insets), stopping at the
/// content's edge.
///
/// Driven by a display link on the media clock while the finger is in a
/// zone and the content can still move toward it. Each frame that moves the
/// content asks the drag to search its target again
/// (`DragController.updateTarget()`), so the drop delegate hears
/// `dropSessionDidUpdate` with the index path now under the resting finger
/// and the gap follows. A finger that rests at the content's end stops the
/// link (so the app can go idle); its next move starts it again.
@MainActor
final class ListDropAutoscroll {
    unowned let scrollView: UIScrollView
    /// The axes the list scrolls along under a drag: both for a collection
    /// view (its layout decides which can move), vertical for a table view,
    /// whose rows never scroll sideways.
    let axes: UIAxis
    private var link: CADisplayLink?
    /// The drop session over the list while the link runs.
    private var session: (any UIDropSession)?
    /// Media time of the last step (seconds).
    private var lastTime: CFTimeInterval?

    init(scrollView: UIScrollView, axes: UIAxis) {
        self.scrollView = scrollView
        self.axes = axes
    }

    /// Whether the list is scrolling itself.
    var isScrolling: Bool { link != nil }

    /// Starts or stops scrolling for the finger of `session`, which is over
    /// the list. Called for each update of the drop session.
    func update(for session: any UIDropSession) {
        guard velocity(for: session) != .zero else { return stop() }
        self.session = session
        guard link == nil else { return }
        // The step in this frame's display-link pass then moves nothing, and
        // each later frame moves speed × its duration.
        lastTime = CACurrentMediaTime()
        let link = CADisplayLink(target: ScrollDisplayLinkTarget(scrollView: scrollView) { [weak self] _, time in
            self?.step(at: time)
        }, selector: ScrollDisplayLinkTarget.step(_:))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops scrolling (the drag left, dropped or was cancelled).
    func stop() {
        link?.invalidate()
        link = nil
        session = nil
        lastTime = nil
    }

    /// The content offsets the list can take: from its leading edges (minus
    /// the adjusted insets) to where its far edges show.
    private var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = scrollView.adjustedContentInset
        let size = scrollView.contentSize, bounds = scrollView.bounds
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, size.width + inset.right - bounds.width),
                              y: max(minimum.y, size.height + inset.bottom - bounds.height))
        return (minimum.x...maximum.x, minimum.y...maximum.y)
    }

    /// Points per second along each axis for the finger of `session`: zero
    /// along an axis outside `axes`, and along one the content cannot scroll
    /// further toward the finger's edge.
    private func velocity(for session: any UIDropSession) -> CGPoint {
        let finger = session.location(in: scrollView)
        let bounds = scrollView.bounds, inset = scrollView.adjustedContentInset
        let range = offsetRange, offset = scrollView.contentOffset
        func along(_ speed: CGFloat, _ offset: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            if speed < 0 && offset <= range.lowerBound { return 0 }
            if speed > 0 && offset >= range.upperBound { return 0 }
            return speed
        }
        let x = axes.contains(.horizontal)
            ? EdgeAutoscroll.speed(fingerAt: finger.x, visibleStart: bounds.minX + inset.left,
                                   visibleEnd: bounds.maxX - inset.right)
            : 0
        let y = axes.contains(.vertical)
            ? EdgeAutoscroll.speed(fingerAt: finger.y, visibleStart: bounds.minY + inset.top,
                                   visibleEnd: bounds.maxY - inset.bottom)
            : 0
        return CGPoint(x: along(x, offset.x, range.x), y: along(y, offset.y, range.y))
    }

    /// One frame: moves the content under the resting finger, then lets the
    /// drag re-target so the proposal and the gap follow.
    private func step(at time: CFTimeInterval) {
        guard let session else { return stop() }
        let elapsed = time - (lastTime ?? time)
        lastTime = time
        let velocity = velocity(for: session)
        guard velocity != .zero else { return stop() }
        // From the offset asked last frame, not the one on the pixel grid: rounding must not add up.
        let range = offsetRange, offset = scrollView.exactContentOffset
        let next = CGPoint(x: EdgeAutoscroll.offset(offset.x, after: elapsed, at: velocity.x, within: range.x),
                           y: EdgeAutoscroll.offset(offset.y, after: elapsed, at: velocity.y, within: range.y))
        guard next != offset else { return }
        scrollView.contentOffset = next
        // The rows or items now under the finger must be laid out before the
        // drag asks which index path is there.
        scrollView.layoutIfNeeded()
        (session as? DropSession)?.dragSession.interaction?.activeDrag?.updateTarget()
    }
}
