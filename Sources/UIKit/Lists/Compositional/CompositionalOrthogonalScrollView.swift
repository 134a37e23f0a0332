import Foundation

/// The scroll view an orthogonally scrolling section is shown through, as
/// on iOS: it covers the section's band inside the collection view, the
/// section's cells are its subviews, and its pan scrolls them across the
/// layout with UIKit's physics. It draws nothing of its own and shows no
/// scroll indicators; a status bar tap does not scroll it.
///
/// The collection view keeps the cells: when the offset changes the
/// collection view lays out again, and the layout places the section's cells
/// at their frames less this offset (which, converted into this view, leaves
/// them where they are in its content).
@preconcurrency @MainActor
final class CompositionalOrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    weak var owner: UICollectionView?
    /// The axis the section scrolls along.
    private(set) var axis = CompositionalAxis.horizontal
    private(set) var behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
    var snapping: CompositionalOrthogonalSnapping?
    private var dragStart: CGFloat = 0

    init(owner: UICollectionView) {
        self.owner = owner
        super.init(frame: .zero)
        delegate = self
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        contentInsetAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != old { owner?.setNeedsLayout() }
        }
    }

    /// The scroll offset along the section's axis.
    var offset: CGFloat { axis.coordinate(contentOffset) }

    /// Fits the view to its section: the band (content coordinates of the
    /// collection view), the content's length along `axis`, insets on that
    /// axis (group-centered paging), and the behavior. An offset left out of
    /// range by the change is brought back, unless a finger or momentum is
    /// moving the content.
    func fit(band: CGRect, contentLength: CGFloat, axis: CompositionalAxis, insets: (CGFloat, CGFloat),
             behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        self.axis = axis
        self.behavior = behavior
        if frame != band { frame = band }
        let size = axis.size(along: contentLength, across: axis.other.length(band.size))
        if contentSize != size { contentSize = size }
        let inset = axis == .horizontal ? UIEdgeInsets(top: 0, left: insets.0, bottom: 0, right: insets.1)
                                        : UIEdgeInsets(top: insets.0, left: 0, bottom: insets.1, right: 0)
        if contentInset != inset { contentInset = inset }
        isPagingEnabled = behavior == .paging
        let paged = behavior == .paging || behavior == .groupPaging || behavior == .groupPagingCentered
        decelerationRate = paged ? .fast : .normal
        if drag == nil && motion == nil {
            let clamped = clampedContentOffset(contentOffset)
            if clamped != contentOffset { applyContentOffset(clamped) }
        }
    }

    // MARK: Resting on groups

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStart = offset
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let snapping else { return }
        let proposed = targetContentOffset.pointee
        let lower = axis.coordinate(minimumContentOffset), upper = axis.coordinate(maximumContentOffset)
        // The delegate hears the velocity in points per millisecond, as on iOS.
        let target = snapping.target(offset: offset, velocity: axis.coordinate(velocity) * 1000,
                                     proposed: axis.coordinate(proposed), dragStart: dragStart,
                                     range: lower...max(lower, upper))
        targetContentOffset.pointee = axis.point(along: target, across: axis.other.coordinate(proposed))
    }
}
