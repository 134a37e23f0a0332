/// The page a paging scroll view settles on when the finger lifts.
///
/// UIKit does not publish the rule; Kumiki projects the release with the
/// fast deceleration rate (0.99, the rate paging scroll views move at: the
/// rest point is offset + 0.0995 · velocity), takes the nearest page to that
/// point, and turns at most one page from the page the drag started on, as a
/// swipe on an iPhone does.
package enum PagingTarget {
    /// The page index to settle on, along one axis.
    /// - Parameters:
    ///   - offset: the content offset now (points, relative to the first page).
    ///   - velocity: the release velocity (points per second, content direction).
    ///   - pageSize: the page length (the bounds on that axis).
    ///   - startPage: the page the drag began on.
    ///   - pageCount: how many pages the content holds (at least 1).
    package static func page(offset: CGFloat, velocity: CGFloat, pageSize: CGFloat, startPage: Int,
                             pageCount: Int) -> Int {
        guard pageSize > 0, pageCount > 0 else { return 0 }
        let projected = ScrollDeceleration(start: offset, velocity: velocity,
                                           rate: UIScrollView.DecelerationRate.fast.rawValue).restingOffset
        let nearest = Int((projected / pageSize).rounded())
        let oneTurn = min(max(nearest, startPage - 1), startPage + 1)
        return min(max(oneTurn, 0), pageCount - 1)
    }
}
