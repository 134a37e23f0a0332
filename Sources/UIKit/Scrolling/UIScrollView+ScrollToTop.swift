/// A tap on the status bar scrolls to the top: the one visible scroll view
/// with `scrollsToTop` whose delegate agrees (none when several qualify, as
/// on iOS). Scroll views wholly off screen do not count.
extension UIScrollView {
    /// Whether an animated scroll to the top is under way for a status bar tap.
    private var isScrollingToTop: Bool {
        get { scrollToTopPending }
        set { scrollToTopPending = newValue }
    }

    /// Scrolls to the top in an animation; the delegate hears
    /// `scrollViewDidScrollToTop` when it ends.
    func scrollToTopForStatusBarTap() {
        let top = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
        guard top != contentOffset else {
            delegate?.scrollViewDidScrollToTop(self)
            return
        }
        scroll(to: top, animated: true)
        isScrollingToTop = true
    }

    func finishScrollToTopIfNeeded() {
        guard isScrollingToTop else { return }
        isScrollingToTop = false
        delegate?.scrollViewDidScrollToTop(self)
    }
}

extension UIApplication {
    /// The status bar was tapped: the single scroll view that qualifies
    /// scrolls to its top. Returns whether one did.
    @discardableResult
    package func scrollToTopForStatusBarTap() -> Bool {
        var candidates: [UIScrollView] = []
        for window in visibleWindows {
            window.forEachVisibleView { view in
                guard let scrollView = view as? UIScrollView, scrollView.scrollsToTop else { return }
                let onScreen = scrollView.convert(scrollView.bounds, to: nil).intersection(window.bounds)
                if !onScreen.isEmpty { candidates.append(scrollView) }
            }
        }
        guard candidates.count == 1, let scrollView = candidates.first,
              scrollView.delegate?.scrollViewShouldScrollToTop(scrollView) ?? true else { return false }
        scrollView.scrollToTopForStatusBarTap()
        return true
    }
}

extension UIView {
    /// Calls `body` for this view and every visible descendant, depth first.
    func forEachVisibleView(_ body: (UIView) -> Void) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            guard !view.isHidden, view.alpha > 0.01 else { continue }
            body(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
    }
}
