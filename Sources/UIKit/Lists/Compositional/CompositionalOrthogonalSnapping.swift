import Foundation

/// Where an orthogonally scrolling section comes to rest when the finger
/// lifts, for the behaviors that rest on groups. `paging` is the scroll
/// view's own paging and `continuous` its own momentum; these three aim the
/// momentum at a group:
///
/// - `continuousGroupLeadingBoundary`: the natural resting point moved to the
///   nearest group's rest position;
/// - `groupPaging`, `groupPagingCentered`: one group at most from the group
///   the drag began on, chosen from the release projected with the fast
///   deceleration rate — the rule Kumiki's paging scroll views follow
///   (`PagingTarget`).
///
/// A group's rest position puts its leading edge where the first group's is
/// at rest (offset 0), or, centered, its middle in the middle of the
/// visible band.
struct CompositionalOrthogonalSnapping {
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The rest offset of group `index`, increasing with the index.
    var restOffset: (Int) -> CGFloat
    var groupCount: Int
    /// The group nearest an offset by rest position.
    var nearestGroup: (CGFloat) -> Int

    /// The offset to come to rest at, along the section's scroll axis.
    /// - Parameters:
    ///   - offset: the offset when the finger lifts (points).
    ///   - velocity: the release velocity, points per second, in content direction.
    ///   - proposed: where momentum alone would stop.
    ///   - dragStart: the offset the drag began at.
    ///   - range: the scrollable range of offsets.
    func target(offset: CGFloat, velocity: CGFloat, proposed: CGFloat, dragStart: CGFloat,
                range: ClosedRange<CGFloat>) -> CGFloat {
        guard groupCount > 0 else { return proposed }
        func clamped(_ value: CGFloat) -> CGFloat { min(max(value, range.lowerBound), range.upperBound) }
        switch behavior {
        case .none, .continuous, .paging:
            return proposed
        case .continuousGroupLeadingBoundary:
            return clamped(restOffset(nearestGroup(proposed)))
        case .groupPaging, .groupPagingCentered:
            let start = nearestGroup(dragStart)
            let projected = ScrollDeceleration(start: offset, velocity: velocity,
                                               rate: UIScrollView.DecelerationRate.fast.rawValue).restingOffset
            let group = min(max(nearestGroup(projected), start - 1), start + 1)
            return clamped(restOffset(min(max(group, 0), groupCount - 1)))
        }
    }
}
