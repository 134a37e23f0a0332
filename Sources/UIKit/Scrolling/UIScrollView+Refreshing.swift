/// The scroll view's side of pull to refresh: where the control sits, how
/// far the content is pulled, and holding the content down while refreshing.
extension UIScrollView {
    /// Extra room at the top while a refresh control holds the content down.
    var refreshInset: CGFloat {
        (refreshControl?.holdsContent ?? false) ? UIRefreshControl.height : 0
    }

    func refreshControlDidChange(from old: UIRefreshControl?) {
        if let old, old !== refreshControl {
            old.removeFromSuperview()
            old.scrollView = nil
            if old.holdsContent {
                old.holdsContent = false
                contentGeometryDidChange()
            }
        }
        guard let control = refreshControl else { return }
        control.scrollView = self
        insertSubview(control, at: 0)
        alwaysBounceVertical = true
        setNeedsLayout()
    }

    /// The control fills the width just above the content's top edge, where
    /// pulling the content down uncovers it.
    func layoutRefreshControl() {
        guard let control = refreshControl else { return }
        UIView.performWithoutAnimation {
            control.frame = CGRect(x: contentOffset.x, y: -UIRefreshControl.height, width: bounds.width,
                                   height: UIRefreshControl.height)
        }
    }

    /// How far the content is pulled down past its top (points, 0 when not).
    var refreshPullDistance: CGFloat {
        max(0, -(contentOffset.y + adjustedContentInset.top - refreshInset))
    }

    /// The spinner follows the pull; pulled far enough while dragging, the
    /// refresh begins.
    func refreshControlDidScroll() {
        guard let control = refreshControl, !control.isRefreshing else { return }
        let pull = refreshPullDistance
        control.spinner.progress = min(1, pull / UIRefreshControl.triggerDistance)
        if isDragging && pull >= UIRefreshControl.triggerDistance { control.beginRefreshingFromPull() }
    }

    /// Released while refreshing: the content settles showing the control.
    func refreshControlWillSettle() {
        guard let control = refreshControl, control.isRefreshing, !control.holdsContent else { return }
        control.holdsContent = true
        contentGeometryDidChange()
    }

    /// `beginRefreshing()` from code: hold the content down, moving it when it
    /// rests at its top.
    func refreshControlWillHoldContent(animated: Bool) {
        guard let control = refreshControl, !control.holdsContent else { return }
        let atTop = contentOffset.y == minimumContentOffset.y && motion == nil && drag == nil
        control.holdsContent = true
        reportedAdjustedInset = adjustedContentInset
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        if atTop { startQuietMotion(to: CGPoint(x: contentOffset.x, y: minimumContentOffset.y)) }
    }

    /// `endRefreshing()`: the content returns to the top in 0.3 s.
    func refreshControlWillReleaseContent() {
        guard let control = refreshControl, control.holdsContent else { return }
        let wasAtTop = contentOffset.y <= minimumContentOffset.y + restTolerance
        control.holdsContent = false
        reportedAdjustedInset = adjustedContentInset
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        control.spinner.progress = 0
        if wasAtTop && drag == nil { startQuietMotion(to: CGPoint(x: contentOffset.x, y: minimumContentOffset.y)) }
    }

    /// An eased move the delegate hears only as scrolling.
    private func startQuietMotion(to offset: CGPoint) {
        let start = contentOffset
        guard start != offset else { return }
        stopScrolling()
        let duration = Self.programmaticScrollDuration
        startMotion(ScrollMotion(kind: .quiet,
                                 x: ScrollAxisMotion(easeFrom: start.x, to: offset.x, duration: duration),
                                 y: ScrollAxisMotion(easeFrom: start.y, to: offset.y, duration: duration),
                                 startTime: CACurrentMediaTime()))
    }
}
