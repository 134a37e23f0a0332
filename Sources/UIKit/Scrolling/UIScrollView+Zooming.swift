import Foundation

/// What a zoom in progress needs to remember.
struct ScrollZoomState {
    /// The scale the zoomed view shows.
    var scale: CGFloat = 1
    /// The scale when the pinch began.
    var pinchStartScale: CGFloat = 1
    /// The point of the zoomed view (its own, unscaled coordinates) under the
    /// pinch, which stays under the fingers.
    var anchor: CGPoint = .zero
    /// Where the scale is going in a zoom animation or bounce: the log of the
    /// scale as an axis motion, the offsets alongside, and when it began.
    var animation: (scale: ScrollAxisMotion, x: ScrollAxisMotion, y: ScrollAxisMotion, start: CFTimeInterval,
                    link: CADisplayLink, finishesZooming: Bool)?
}

/// Zooming: a pinch scales the view the delegate names (`viewForZooming(in:)`),
/// keeping the point under the fingers in place, rubber-banded past the
/// limits (`ZoomRubberBand`) and springing back when released.
extension UIScrollView {
    /// The scale of the zoomed view (1 by default). Setting it clamps it to
    /// the limits and zooms about the center of the view, at once.
    public var zoomScale: CGFloat {
        get { zoomState.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` (clamped to the limits) about the center of the view.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        ScrollGeometryCheck.require(scale: scale)
        guard let view = zoomedView() else { return }
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = zoomAnchor(for: view, at: center)
        let offset = CGPoint(x: anchor.x * clamped - center.x, y: anchor.y * clamped - center.y)
        zoom(view, to: clamped, offset: offset, animated: animated, finishesZooming: false)
    }

    /// Zooms so that `rect` (the zoomed view's coordinates) fills the view as
    /// far as the limits allow, centered.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard let view = zoomedView(), rect.width > 0 || rect.height > 0 else { return }
        let fit = min(rect.width > 0 ? bounds.width / rect.width : .infinity,
                      rect.height > 0 ? bounds.height / rect.height : .infinity)
        let scale = min(max(fit, minimumZoomScale), maximumZoomScale)
        let offset = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        zoom(view, to: scale, offset: offset, animated: animated, finishesZooming: false)
    }

    func zoomedView() -> UIView? {
        delegate?.viewForZooming(in: self)
    }

    /// The zoomed view's point (its own coordinates) under `location` (the
    /// scroll view's visible area, from its top-left).
    func zoomAnchor(for view: UIView, at location: CGPoint) -> CGPoint {
        let scale = zoomState.scale
        return CGPoint(x: (contentOffset.x + location.x) / scale, y: (contentOffset.y + location.y) / scale)
    }

    /// Shows `view` at `scale`: its transform scales it, its frame starts at
    /// the content's origin, and the content size is its frame's.
    func applyZoom(_ scale: CGFloat, to view: UIView) {
        ScrollGeometryCheck.require(scale: scale)
        zoomState.scale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.bounds.size
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        delegate?.scrollViewDidZoom(self)
    }

    private func zoom(_ view: UIView, to scale: CGFloat, offset: CGPoint, animated: Bool, finishesZooming: Bool) {
        stopScrolling()
        guard animated else {
            applyZoom(scale, to: view)
            applyContentOffset(clampedContentOffset(offset))
            return
        }
        let duration = Self.programmaticScrollDuration
        let start = contentOffset
        startZoomAnimation(scale: ScrollAxisMotion(easeFrom: log(zoomState.scale), to: log(scale), duration: duration),
                           targetOffset: offset, from: start, finishesZooming: finishesZooming, duration: duration)
    }

    // MARK: Pinching

    func zoomLimitsDidChange() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer(target: self, action: UIScrollView.handlePinch(_:))
            pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if !zooms, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomedView() else {
            if pinch.state == .began { pinch.state = .cancelled }
            return
        }
        let location = CGPoint(x: pinch.location(in: self).x - contentOffset.x, y: pinch.location(in: self).y - contentOffset.y)
        switch pinch.state {
        case .began:
            stopScrolling()
            isZooming = true
            zoomState.pinchStartScale = zoomState.scale
            zoomState.anchor = zoomAnchor(for: view, at: location)
            delegate?.scrollViewWillBeginZooming(self, with: view)
            fallthrough
        case .changed:
            let wanted = zoomState.pinchStartScale * pinch.scale
            let scale = bouncesZoom
                ? ZoomRubberBand.scale(for: wanted, minimum: minimumZoomScale, maximum: maximumZoomScale)
                : min(max(wanted, minimumZoomScale), maximumZoomScale)
            applyZoom(scale, to: view)
            applyContentOffset(CGPoint(x: zoomState.anchor.x * scale - location.x,
                                       y: zoomState.anchor.y * scale - location.y))
        case .ended, .cancelled:
            isZooming = false
            let scale = zoomState.scale
            let limited = min(max(scale, minimumZoomScale), maximumZoomScale)
            let target = CGPoint(x: zoomState.anchor.x * limited - location.x, y: zoomState.anchor.y * limited - location.y)
            if limited != scale {
                // The bounce moves the offset too: a settle the lift started
                // (if the fingers' lift came first) gives way to it.
                endMotion()
                isZoomBouncing = true
                let spring = ScrollAxisMotion(springFrom: log(scale), to: log(limited), velocity: 0,
                                              tolerance: 0.001)
                startZoomAnimation(scale: spring, targetOffset: target, from: contentOffset, finishesZooming: true,
                                   duration: spring.settlingTime)
            } else {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
                fingersDidLiftAfterZoom()
            }
        default:
            break
        }
    }

    /// Content zoomed past its edges settles back into range.
    private func fingersDidLiftAfterZoom() {
        let offset = contentOffset
        guard clampedContentOffset(offset) != offset else { return }
        startMotion(settleMotion(from: offset, velocity: .zero, kind: .settle))
    }

    // MARK: Zoom animations

    private func startZoomAnimation(scale: ScrollAxisMotion, targetOffset: CGPoint, from start: CGPoint,
                                    finishesZooming: Bool, duration: CGFloat) {
        stopZoomBounce()
        let link = CADisplayLink(target: ScrollDisplayLinkTarget(scrollView: self) { $0.stepZoom(at: $1) },
                                 selector: ScrollDisplayLinkTarget.step(_:))
        link.add(to: .main, forMode: .common)
        zoomState.animation = (scale, ScrollAxisMotion(easeFrom: start.x, to: targetOffset.x, duration: duration),
                               ScrollAxisMotion(easeFrom: start.y, to: targetOffset.y, duration: duration),
                               CACurrentMediaTime(), link, finishesZooming)
    }

    func stepZoom(at time: CFTimeInterval) {
        guard var animation = zoomState.animation, let view = zoomedView() else {
            stopZoomBounce()
            return
        }
        let t = CGFloat(time - animation.start)
        let (logScale, scaleDone) = animation.scale.advance(to: t)
        let (x, xDone) = animation.x.advance(to: t)
        let (y, yDone) = animation.y.advance(to: t)
        zoomState.animation = animation
        applyZoom(exp(logScale), to: view)
        let finished = scaleDone && xDone && yDone
        applyContentOffset(finished ? clampedContentOffset(CGPoint(x: x, y: y)) : CGPoint(x: x, y: y))
        guard finished else { return }
        stopZoomBounce()
        if animation.finishesZooming {
            isZoomBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomState.scale)
        } else {
            // UIKit calls didEndZooming after animated changes to the zoom
            // level too (its documentation says so), so that a delegate that
            // re-renders at the new scale hears of a double tap's zoom.
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomState.scale)
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    func stopZoomBounce() {
        zoomState.animation?.link.invalidate()
        zoomState.animation = nil
    }
}

extension ScrollAxisMotion {
    /// Seconds until the motion is over (searched in frames of 1 ms).
    var settlingTime: CGFloat {
        var time: CGFloat = 0
        while !isFinished(at: time) && time < 10 { time += 0.001 }
        return time
    }
}
