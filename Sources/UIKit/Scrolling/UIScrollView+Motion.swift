/// Running a `ScrollMotion` once a frame, on a display link of the app's main
/// loop, and what the delegate hears when it ends.
extension UIScrollView {
    /// Half a pixel at the screen's scale, in points: closer than this to
    /// where it is going, the content has arrived.
    var restTolerance: CGFloat {
        0.5 / pixelsPerPoint
    }

    func startMotion(_ newMotion: ScrollMotion) {
        motion = newMotion
        if newMotion.kind == .deceleration || newMotion.kind == .settle { isDecelerating = true }
        if motionLink == nil {
            let link = CADisplayLink(target: ScrollDisplayLinkTarget(scrollView: self) { $0.stepMotion(at: $1) },
                                     selector: ScrollDisplayLinkTarget.step(_:))
            link.add(to: .main, forMode: .common)
            motionLink = link
        }
        showIndicators(flash: false)
    }

    /// Stops whatever moves the content, where it is now, without telling the
    /// delegate (a finger caught it, or code set the offset).
    func stopScrolling() {
        endMotion()
        stopZoomBounce()
    }

    /// Ends the offset's motion only; a zoom animation (which moves the
    /// offset along with the scale) runs on.
    func endMotion() {
        motion = nil
        isDecelerating = false
        motionLink?.invalidate()
        motionLink = nil
    }

    /// One frame of the motion at media time `time`.
    func stepMotion(at time: CFTimeInterval) {
        guard var current = motion else {
            stopScrolling()
            return
        }
        let (offset, finished) = current.advance(to: time)
        motion = current
        applyContentOffset(offset)
        guard finished else { return }
        let kind = current.kind
        // Not stopScrolling(): a motion that ends by itself must not cut
        // short a zoom bounce running alongside it.
        endMotion()
        hideIndicatorsAfterScrolling()
        switch kind {
        case .deceleration, .settle:
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
            finishScrollToTopIfNeeded()
        case .quiet:
            break
        }
    }
}

/// A scroll view's display-link target (motion and zoom animations): holds
/// the scroll view weakly, so that a scroll view going away ends the link.
@MainActor
final class ScrollDisplayLinkTarget {
    private weak var scrollView: UIScrollView?
    private let advance: (UIScrollView, CFTimeInterval) -> Void

    init(scrollView: UIScrollView, advance: @escaping (UIScrollView, CFTimeInterval) -> Void) {
        self.scrollView = scrollView
        self.advance = advance
    }

    func step(_ link: CADisplayLink) {
        guard let scrollView else {
            link.invalidate()
            return
        }
        advance(scrollView, link.timestamp)
    }
}
