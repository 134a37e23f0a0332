import Foundation

/// Where the dots go: as many as fit, centered, scrolled to keep the
/// current page in view, the outer two smaller on a side with more pages.
extension UIPageControl {
    /// How many dots fit across `width` points.
    static func capacity(forWidth width: CGFloat) -> Int {
        max(1, Int(((width - 2 * sidePadding) / indicatorPitch).rounded(.down)) + 1)
    }

    /// Whether the control draws nothing: no pages, or one that hides.
    var showsNothing: Bool {
        numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1)
    }

    /// The x of the center of the dot at `position` among `count` visible dots.
    private func centerX(atPosition position: Int, count: Int) -> CGFloat {
        let first = bounds.midX - CGFloat(count - 1) * Self.indicatorPitch / 2
        let slot = leftToRight ? position : count - 1 - position
        return first + CGFloat(slot) * Self.indicatorPitch
    }

    /// The x of `page`'s dot; a page scrolled out of view is beyond the
    /// nearer end.
    func centerX(ofPage page: Int) -> CGFloat {
        let count = visiblePages.count
        guard count > 0 else { return bounds.midX }
        let position = min(max(page - visiblePages.lowerBound, -1), count)
        return centerX(atPosition: position, count: count)
    }

    /// The page a scrubbing finger at `x` points at: the nearest visible dot,
    /// or the first or last page past the control's ends.
    func scrubbedPage(atX x: CGFloat) -> Int {
        let beforeStart = leftToRight ? x < bounds.minX : x > bounds.maxX
        let pastEnd = leftToRight ? x > bounds.maxX : x < bounds.minX
        if beforeStart { return 0 }
        if pastEnd { return numberOfPages - 1 }
        let count = visiblePages.count
        guard count > 0 else { return storedPage }
        let offset = (x - centerX(atPosition: 0, count: count)) / Self.indicatorPitch
        let position = Int((leftToRight ? offset : -offset).rounded())
        return visiblePages.lowerBound + min(max(position, 0), count - 1)
    }

    func layoutIndicators() {
        let hidden = showsNothing
        let count = hidden ? 0 : min(numberOfPages, Self.capacity(forWidth: bounds.width))
        let start = count == 0 ? 0 : min(max(storedPage - count / 2, 0), numberOfPages - count)
        visiblePages = start..<(start + count)
        while indicatorViews.count < count {
            let view = UIImageView()
            view.isUserInteractionEnabled = false
            addSubview(view)
            indicatorViews.append(view)
        }
        while indicatorViews.count > count { indicatorViews.removeLast().removeFromSuperview() }
        let other = pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
        let current = currentPageIndicatorTintColor ?? .white
        for (position, view) in indicatorViews.enumerated() {
            let page = start + position
            let isCurrent = page == storedPage
            let color = isCurrent ? current : other
            let scale = edgeScale(atPosition: position, count: count, start: start)
            let center = CGPoint(x: centerX(atPosition: position, count: count), y: bounds.midY)
            let image = isCurrent
                ? currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
                    ?? indicatorImages[page] ?? preferredIndicatorImage
                : indicatorImages[page] ?? preferredIndicatorImage
            if let image {
                view.image = image.withRenderingMode(.alwaysTemplate)
                view.tintColor = color
                view.backgroundColor = nil
                view.layer.cornerRadius = 0
                let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
                view.frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                    width: size.width, height: size.height)
            } else {
                let diameter = Self.dotDiameter * scale
                view.image = nil
                view.backgroundColor = color
                view.layer.cornerRadius = diameter / 2
                view.frame = CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2,
                                    width: diameter, height: diameter)
            }
        }
        let showsPlatter = !hidden && (backgroundStyle == .prominent
            || backgroundStyle == .automatic && interactionState != .none)
        let width = CGFloat(max(count - 1, 0)) * Self.indicatorPitch + 2 * Self.sidePadding
        platter.frame = CGRect(x: bounds.midX - width / 2, y: bounds.midY - Self.height / 2,
                               width: width, height: Self.height)
        platter.layer.cornerRadius = Self.height / 2
        platter.alpha = showsPlatter ? 1 : 0
    }

    /// The scale of the dot at `position`: smaller at an end with more pages beyond.
    private func edgeScale(atPosition position: Int, count: Int, start: Int) -> CGFloat {
        guard count >= 4 else { return 1 }
        if start > 0, position < Self.edgeScales.count { return Self.edgeScales[position] }
        let fromEnd = count - 1 - position
        if start + count < numberOfPages, fromEnd < Self.edgeScales.count { return Self.edgeScales[fromEnd] }
        return 1
    }
}
