/// Scroll indicators: made the first time they show (as UIKit adds its
/// indicator subviews), shown while the content moves, faded after.
extension UIScrollView {
    /// Shows the indicators of the axes that scroll; a flash fades them again
    /// after a moment, otherwise they stay until scrolling stops.
    func showIndicators(flash: Bool) {
        let axes = draggableAxes
        for axis in [UIAxis.vertical, .horizontal] {
            let shows = axis == .vertical ? showsVerticalScrollIndicator : showsHorizontalScrollIndicator
            guard shows, axes.contains(axis) else { continue }
            let indicator = indicatorView(for: axis)
            indicator.layer.removeAllAnimations()
            indicator.alpha = 1
            bringSubviewToFront(indicator)
        }
        layoutIndicators()
        if flash { fadeIndicators(after: ScrollIndicatorFade.flashHold) }
    }

    /// Fades the indicators once nothing moves the content.
    func hideIndicatorsAfterScrolling() {
        guard !isDragging, motion == nil else { return }
        fadeIndicators(after: 0)
    }

    private func fadeIndicators(after delay: CFTimeInterval) {
        for indicator in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) where indicator.alpha > 0 {
            UIView.animate(withDuration: ScrollIndicatorFade.duration, delay: delay, options: [.allowUserInteraction],
                           animations: { indicator.alpha = 0 })
        }
    }

    private func indicatorView(for axis: UIAxis) -> ScrollIndicatorView {
        if axis == .vertical, let verticalIndicator { return verticalIndicator }
        if axis == .horizontal, let horizontalIndicator { return horizontalIndicator }
        let indicator = ScrollIndicatorView(axis: axis)
        indicator.backgroundColor = ScrollIndicatorView.color(for: indicatorStyle)
        UIView.performWithoutAnimation { addSubview(indicator) }
        if axis == .vertical { verticalIndicator = indicator } else { horizontalIndicator = indicator }
        return indicator
    }

    func updateIndicatorAppearance() {
        for indicator in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) {
            indicator.backgroundColor = ScrollIndicatorView.color(for: indicatorStyle)
        }
    }

    /// Places the indicators along the right and bottom edges of what is
    /// visible, inside the indicator insets (and the safe area when
    /// `automaticallyAdjustsScrollIndicatorInsets`).
    func layoutIndicators() {
        guard verticalIndicator != nil || horizontalIndicator != nil else { return }
        let visible = bounds
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        let lower = minimumContentOffset
        let upper = maximumContentOffset
        let inset = adjustedContentInset
        let thickness = ScrollIndicatorView.thickness
        let gap = ScrollIndicatorView.edgeGap
        let bothShow = (verticalIndicator?.alpha ?? 0) > 0 && (horizontalIndicator?.alpha ?? 0) > 0
        UIView.performWithoutAnimation {
            if let vertical = verticalIndicator {
                let insets = verticalScrollIndicatorInsets
                let top = visible.minY + safe.top + insets.top + gap
                let bottom = visible.maxY - safe.bottom - insets.bottom - gap - (bothShow ? thickness + gap : 0)
                let span = ScrollIndicatorView.span(trackStart: top, track: bottom - top,
                                                    visible: visible.height - inset.top - inset.bottom,
                                                    content: contentSize.height, offset: contentOffset.y,
                                                    lower: lower.y, upper: upper.y)
                vertical.frame = CGRect(x: visible.maxX - safe.right - insets.right - gap - thickness, y: span.start,
                                        width: thickness, height: span.length)
            }
            if let horizontal = horizontalIndicator {
                let insets = horizontalScrollIndicatorInsets
                let left = visible.minX + safe.left + insets.left + gap
                let right = visible.maxX - safe.right - insets.right - gap - (bothShow ? thickness + gap : 0)
                let span = ScrollIndicatorView.span(trackStart: left, track: right - left,
                                                    visible: visible.width - inset.left - inset.right,
                                                    content: contentSize.width, offset: contentOffset.x,
                                                    lower: lower.x, upper: upper.x)
                horizontal.frame = CGRect(x: span.start, y: visible.maxY - safe.bottom - insets.bottom - gap - thickness,
                                          width: span.length, height: thickness)
            }
        }
    }
}
