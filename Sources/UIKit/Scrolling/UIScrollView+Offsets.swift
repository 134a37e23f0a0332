/// The range the content offset may take, the inset the safe area adds, and
/// scrolling by code.
extension UIScrollView {
    /// Seconds an animated programmatic scroll takes. Apple does not publish
    /// it; Kumiki uses 0.3 s, eased in and out.
    static let programmaticScrollDuration: CGFloat = 0.3

    /// `contentInset` plus the safe area edges `contentInsetAdjustmentBehavior`
    /// picks.
    public var adjustedContentInset: UIEdgeInsets {
        let safeArea = safeAreaInsets
        var adjusted = contentInset
        let axes: (horizontal: Bool, vertical: Bool) = switch contentInsetAdjustmentBehavior {
        case .never: (false, false)
        case .always: (true, true)
        case .automatic, .scrollableAxes: (scrollsHorizontally(insets: contentInset),
                                           scrollsVertically(insets: contentInset))
        }
        if axes.horizontal {
            adjusted.left += safeArea.left
            adjusted.right += safeArea.right
        }
        if axes.vertical {
            adjusted.top += safeArea.top
            adjusted.bottom += safeArea.bottom
        }
        adjusted.top += refreshInset
        return adjusted
    }

    /// Whether the content (with `insets`) is wider than the view, or
    /// horizontal bouncing is asked for.
    func scrollsHorizontally(insets: UIEdgeInsets) -> Bool {
        alwaysBounceHorizontal || contentSize.width + insets.left + insets.right > bounds.width
    }

    func scrollsVertically(insets: UIEdgeInsets) -> Bool {
        alwaysBounceVertical || contentSize.height + insets.top + insets.bottom > bounds.height
    }

    /// The smallest content offset: the top-left inset, outward.
    var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest content offset: the content's far edge plus its inset at
    /// the view's far edge (never below the minimum).
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        return CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                       y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// `offset` kept within the scrollable range.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let lower = minimumContentOffset
        let upper = maximumContentOffset
        return CGPoint(x: min(max(offset.x, lower.x), upper.x), y: min(max(offset.y, lower.y), upper.y))
    }

    /// Moves the bounds origin (which tells the delegate, through `bounds`)
    /// to `offset` on the screen's pixel grid, as UIKit does: at 3×, 187.5
    /// becomes 187.33…, a half pixel rounding up. (Setting `bounds` keeps
    /// any value.)
    func applyContentOffset(_ offset: CGPoint) {
        var bounds = self.bounds
        let placed = CGPoint(x: Self.onPixelGrid(offset.x, scale: pixelsPerPoint),
                             y: Self.onPixelGrid(offset.y, scale: pixelsPerPoint))
        askedContentOffset = (offset, placed)
        guard bounds.origin != placed else { return }
        bounds.origin = placed
        self.bounds = bounds
    }

    /// The content offset as last asked for, before it went on the pixel
    /// grid, while the content is still where that put it; else the
    /// content offset. What a mover that steps from where the content is
    /// (an autoscroll) steps from, so that each frame's rounding does not
    /// add up.
    var exactContentOffset: CGPoint {
        guard let asked = askedContentOffset, asked.placed == bounds.origin else { return bounds.origin }
        return asked.asked
    }

    /// The screen's scale (of the window's screen, else the main one), at least 1.
    var pixelsPerPoint: CGFloat {
        max(1, window?.screen.scale ?? UIScreen.main.scale)
    }

    /// `value` points rounded to the nearest of `scale` pixels per point,
    /// a half pixel up.
    static func onPixelGrid(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard value.isFinite else { return value }
        return (value * scale + 0.5).rounded(.down) / scale
    }

    /// After the bounds changed: a moved origin is a scroll (the delegate
    /// hears it; the indicators follow); a new size changes the range.
    func boundsDidChange(from old: CGRect) {
        let new = bounds
        if new.size != old.size { contentGeometryDidChange() }
        guard new.origin != old.origin else { return }
        setNeedsLayout()
        if isDragging || isDecelerating || motion != nil { showIndicators(flash: false) }
        delegate?.scrollViewDidScroll(self)
        refreshControlDidScroll()
        for observer in offsetObservers.values { observer() }
    }

    /// The content's size, insets or the view's size changed: the adjusted
    /// inset is recomputed and reported when it changed; content resting at
    /// the old top-left inset stays at the new one, as UIKit keeps it.
    func contentGeometryDidChange() {
        let adjusted = adjustedContentInset
        setNeedsLayout()
        guard adjusted != reportedAdjustedInset else { return }
        let old = reportedAdjustedInset
        reportedAdjustedInset = adjusted
        var offset = contentOffset
        if motion == nil && drag == nil {
            if offset.y == -old.top { offset.y = -adjusted.top }
            if offset.x == -old.left { offset.x = -adjusted.left }
            applyContentOffset(offset)
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Scrolls to `offset` (not clamped, as UIKit does not clamp it), at once
    /// or in an eased animation; the delegate hears the animation end.
    func scroll(to offset: CGPoint, animated: Bool) {
        CALayer.checkGeometry(CGRect(origin: offset, size: bounds.size))
        stopScrolling()
        guard animated, offset != contentOffset else {
            applyContentOffset(offset)
            return
        }
        let start = contentOffset
        let duration = Self.programmaticScrollDuration
        startMotion(ScrollMotion(kind: .animation,
                                 x: ScrollAxisMotion(easeFrom: start.x, to: offset.x, duration: duration),
                                 y: ScrollAxisMotion(easeFrom: start.y, to: offset.y, duration: duration),
                                 startTime: CACurrentMediaTime()))
    }

    /// The least scroll that shows `rect` (content coordinates), within the
    /// scrollable range; nothing when it is already visible.
    func scroll(toVisible rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = CGRect(x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
                             width: bounds.width - inset.left - inset.right,
                             height: bounds.height - inset.top - inset.bottom)
        var offset = contentOffset
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if low < visibleLow || high - low > visibleHigh - visibleLow { return low - visibleLow }
            if high > visibleHigh { return high - visibleHigh }
            return 0
        }
        offset.x += axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        offset.y += axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        offset = clampedContentOffset(offset)
        guard offset != contentOffset else { return }
        scroll(to: offset, animated: animated)
    }
}
