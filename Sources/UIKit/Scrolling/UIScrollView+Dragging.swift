import Foundation

/// Dragging: the finger moves the content (rubber-banded past the edges),
/// and on release momentum, a bounce back or paging takes over.
extension UIScrollView {
    /// Content points per finger point beyond which a drag is locked to one
    /// axis (directional lock): a start within about 26.6° (tan⁻¹ ½) of an
    /// axis. Apple does not publish its angle; this is Kumiki's.
    static let directionalLockRatio: CGFloat = 2

    func installGestureRecognizers() {
        touchTracker.scrollView = self
        touchDelayRecognizer.delaysTouchesBegan = delaysContentTouches
        panRecognizer.addTarget(self, action: UIScrollView.handlePan(_:))
        addGestureRecognizer(touchDelayRecognizer)
        addGestureRecognizer(panRecognizer)
        addGestureRecognizer(touchTracker)
    }

    /// The axes a drag may move: where the content is larger than the view (or
    /// bouncing is asked for).
    var draggableAxes: UIAxis {
        let inset = adjustedContentInset
        var axes: UIAxis = []
        if scrollsHorizontally(insets: inset) { axes.insert(.horizontal) }
        if scrollsVertically(insets: inset) { axes.insert(.vertical) }
        return axes
    }

    // MARK: Touch down and lift

    /// A finger came down on the content: whatever moved the content stops
    /// where it is.
    func fingerDidTouchDown() {
        isTracking = true
        if motion != nil { stopScrolling() }
    }

    /// The last finger lifted without dragging: content caught past an edge
    /// springs back — unless a zoom bounce is bringing it back already.
    func fingersDidLift() {
        isTracking = false
        guard !isDragging, motion == nil, zoomState.animation == nil else { return }
        let offset = contentOffset
        guard clampedContentOffset(offset) != offset else {
            hideIndicatorsAfterScrolling()
            return
        }
        startMotion(settleMotion(from: offset, velocity: .zero, kind: .settle))
    }

    // MARK: The pan

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDrag(pan)
        case .changed:
            continueDrag(pan)
        case .ended, .cancelled:
            endDrag(pan)
        default:
            break
        }
    }

    /// Whether the pan may begin: content that already has the touch keeps
    /// it unless `canCancelContentTouches` and `touchesShouldCancel(in:)` allow.
    func panMayBegin() -> Bool {
        for touch in panRecognizer.trackedTouches {
            guard let view = touch.view, view !== self, touch.hasReachedView else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    private func beginDrag(_ pan: UIPanGestureRecognizer) {
        stopScrolling()
        let translation = pan.translation(in: self)
        let offset = contentOffset
        var lockedAxis: UIAxis?
        if isDirectionalLockEnabled {
            if abs(translation.x) > Self.directionalLockRatio * abs(translation.y) { lockedAxis = .horizontal }
            if abs(translation.y) > Self.directionalLockRatio * abs(translation.x) { lockedAxis = .vertical }
        }
        drag = ScrollDrag(baseFingerOffset: fingerOffset(forShown: offset), baseTranslation: translation,
                          lockedAxis: lockedAxis, startPage: page(containing: offset))
        isDragging = true
        dismissKeyboardForDragIfNeeded()
        delegate?.scrollViewWillBeginDragging(self)
        showIndicators(flash: false)
    }

    private func continueDrag(_ pan: UIPanGestureRecognizer) {
        guard let drag else { return }
        let translation = pan.translation(in: self)
        var finger = CGPoint(x: drag.baseFingerOffset.x - (translation.x - drag.baseTranslation.x),
                             y: drag.baseFingerOffset.y - (translation.y - drag.baseTranslation.y))
        let axes = draggableAxes
        let current = contentOffset
        if !axes.contains(.horizontal) || drag.lockedAxis == .vertical { finger.x = fingerOffset(forShown: current).x }
        if !axes.contains(.vertical) || drag.lockedAxis == .horizontal { finger.y = fingerOffset(forShown: current).y }
        applyContentOffset(shownOffset(forFinger: finger))
    }

    private func endDrag(_ pan: UIPanGestureRecognizer) {
        guard let drag else { return }
        self.drag = nil
        refreshControlWillSettle()
        let axes = draggableAxes
        var velocity = pan.state == .cancelled ? .zero : pan.velocity(in: self)
        // The content moves against the finger.
        velocity = CGPoint(x: axes.contains(.horizontal) && drag.lockedAxis != .vertical ? -velocity.x : 0,
                           y: axes.contains(.vertical) && drag.lockedAxis != .horizontal ? -velocity.y : 0)
        let offset = contentOffset
        let projected = isPagingEnabled ? pageTarget(from: offset, velocity: velocity, startPage: drag.startPage)
            : clampedContentOffset(CGPoint(
                x: ScrollDeceleration(start: offset.x, velocity: velocity.x, rate: decelerationRate.rawValue).restingOffset,
                y: ScrollDeceleration(start: offset.y, velocity: velocity.y, rate: decelerationRate.rawValue).restingOffset))
        var target = isPagingEnabled ? projected
            : flingTarget(proposed: projected, velocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000))
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                                targetContentOffset: pointer)
        }
        isDragging = false
        let motion = releaseMotion(from: offset, velocity: velocity, projected: projected, target: target)
        let decelerates = !(motion.x.isFinished(at: 0) && motion.y.isFinished(at: 0))
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else {
            if !isTracking { hideIndicatorsAfterScrolling() }
            return
        }
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(motion)
    }

    /// What moves the content after release: springs onto a page when paging;
    /// otherwise momentum, aimed at `target` when the delegate moved it away
    /// from `projected`.
    private func releaseMotion(from offset: CGPoint, velocity: CGPoint, projected: CGPoint,
                               target: CGPoint) -> ScrollMotion {
        let tolerance = restTolerance
        guard !isPagingEnabled else {
            return ScrollMotion(kind: .deceleration,
                                x: ScrollAxisMotion(springFrom: offset.x, to: target.x, velocity: velocity.x, tolerance: tolerance),
                                y: ScrollAxisMotion(springFrom: offset.y, to: target.y, velocity: velocity.y, tolerance: tolerance),
                                startTime: CACurrentMediaTime())
        }
        let rate = decelerationRate.rawValue
        func aimed(_ start: CGFloat, _ speed: CGFloat, _ projected: CGFloat, _ target: CGFloat) -> CGFloat {
            target == projected ? speed : ScrollDeceleration.velocity(from: start, toRestAt: target, rate: rate)
        }
        return settleMotion(from: offset, velocity: CGPoint(x: aimed(offset.x, velocity.x, projected.x, target.x),
                                                           y: aimed(offset.y, velocity.y, projected.y, target.y)),
                            kind: .deceleration)
    }

    /// Momentum from `offset` at `velocity`, bouncing at the edges.
    func settleMotion(from offset: CGPoint, velocity: CGPoint, kind: ScrollMotion.Kind) -> ScrollMotion {
        let lower = minimumContentOffset
        let upper = maximumContentOffset
        let rate = decelerationRate.rawValue
        let tolerance = restTolerance
        return ScrollMotion(kind: kind,
                            x: ScrollAxisMotion(start: offset.x, velocity: velocity.x, rate: rate, lower: lower.x,
                                                upper: upper.x, bounces: bounces, tolerance: tolerance),
                            y: ScrollAxisMotion(start: offset.y, velocity: velocity.y, rate: rate, lower: lower.y,
                                                upper: upper.y, bounces: bounces, tolerance: tolerance),
                            startTime: CACurrentMediaTime())
    }

    // MARK: Rubber band

    /// The offset shown for a finger asking for `finger`: banded past the
    /// edges when bouncing, clamped otherwise.
    func shownOffset(forFinger finger: CGPoint) -> CGPoint {
        let lower = minimumContentOffset
        let upper = maximumContentOffset
        guard bounces else { return clampedContentOffset(finger) }
        return CGPoint(x: RubberBand.clamp(finger.x, lower: lower.x, upper: upper.x, dimension: bounds.width),
                       y: RubberBand.clamp(finger.y, lower: lower.y, upper: upper.y, dimension: bounds.height))
    }

    /// The finger offset that shows `shown`: the band undone past the edges.
    func fingerOffset(forShown shown: CGPoint) -> CGPoint {
        let lower = minimumContentOffset
        let upper = maximumContentOffset
        func axis(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            if value < low { return low + RubberBand.overscroll(forOffset: value - low, dimension: dimension) }
            if value > high { return high + RubberBand.overscroll(forOffset: value - high, dimension: dimension) }
            return value
        }
        return CGPoint(x: axis(shown.x, lower.x, upper.x, bounds.width), y: axis(shown.y, lower.y, upper.y, bounds.height))
    }

    // MARK: Paging

    /// The page (index on each axis) that `offset` is on.
    func page(containing offset: CGPoint) -> (x: Int, y: Int) {
        func axis(_ value: CGFloat, _ size: CGFloat) -> Int { size > 0 ? Int((value / size).rounded()) : 0 }
        return (axis(offset.x, bounds.width), axis(offset.y, bounds.height))
    }

    /// Where paging lands: a page a multiple of the bounds size away, one page
    /// at most from the page the drag began on, within the scrollable range.
    private func pageTarget(from offset: CGPoint, velocity: CGPoint, startPage: (x: Int, y: Int)) -> CGPoint {
        func axis(_ value: CGFloat, _ speed: CGFloat, _ size: CGFloat, _ content: CGFloat, _ start: Int) -> CGFloat {
            guard size > 0 else { return value }
            let count = max(1, Int((content / size).rounded(.up)))
            let page = PagingTarget.page(offset: value, velocity: speed, pageSize: size, startPage: start, pageCount: count)
            return CGFloat(page) * size
        }
        return clampedContentOffset(CGPoint(x: axis(offset.x, velocity.x, bounds.width, contentSize.width, startPage.x),
                                            y: axis(offset.y, velocity.y, bounds.height, contentSize.height, startPage.y)))
    }
}
