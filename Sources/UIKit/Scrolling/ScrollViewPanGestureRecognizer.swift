/// The scroll view's pan: a `UIPanGestureRecognizer` that fails when the
/// finger sets off along an axis its scroll view cannot scroll, so that a
/// vertical list around a horizontal pager gets vertical drags and the pager
/// horizontal ones, as on iOS.
@preconcurrency @MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func shouldBegin(afterMoving delta: CGPoint, from start: CGPoint) -> Bool {
        guard super.shouldBegin(afterMoving: delta, from: start), let scrollView else { return false }
        let axes = scrollView.draggableAxes
        // The movement in the scroll view's own axes (it may be transformed).
        let local = UIPanGestureRecognizer.vector(delta, in: scrollView)
        let along: UIAxis = abs(local.x) > abs(local.y) ? .horizontal : .vertical
        if axes.contains(along) { return true }
        state = .failed
        return false
    }
}

/// Holds touch-down back from the content for `delay` seconds (while
/// `delaysTouchesBegan`, set from `delaysContentTouches`), so that a finger
/// that starts scrolling never touches a button; then it fails, which lets
/// the held touches through. A finger that lifts sooner lets them through at
/// once. It never recognizes and prevents nothing.
@preconcurrency @MainActor
final class ScrollViewTouchDelayRecognizer: UIGestureRecognizer {
    /// How long touch-down waits, in seconds: about 150 ms on iOS (observed,
    /// not published).
    static let delay: CFTimeInterval = 0.15

    private var timer: Int?

    override init() {
        super.init()
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard timer == nil else { return }
        timer = scheduleTimer(after: Self.delay) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if allTouchesLifted { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func reset() {
        super.reset()
        cancelTimer(timer)
        timer = nil
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// Tells its scroll view when a finger comes down on it and when the last one
/// lifts (`isTracking`; a touch stops momentum). It never recognizes,
/// prevents nothing, cannot be prevented and holds nothing back.
@preconcurrency @MainActor
final class ScrollViewTouchTracker: UIGestureRecognizer {
    weak var scrollView: UIScrollView?

    override init() {
        super.init()
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count == touches.count { scrollView?.fingerDidTouchDown() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard allTouchesLifted else { return }
        state = .failed
        scrollView?.fingersDidLift()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard allTouchesLifted else { return }
        state = .failed
        scrollView?.fingersDidLift()
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
