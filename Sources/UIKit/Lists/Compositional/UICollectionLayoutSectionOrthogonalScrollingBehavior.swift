import Foundation

/// How a section scrolls across the layout's scroll direction (raw values as
/// UIKit's). Any value but `none` lays the section's groups out in one line
/// across the layout — a carousel in a vertical list — inside a scroll view
/// of its own.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section lays its groups out along the layout's scroll direction.
    case none = 0
    /// Scrolls freely and decelerates naturally.
    case continuous = 1
    /// Scrolls freely and comes to rest with a group's leading edge where
    /// the first group's is at rest.
    case continuousGroupLeadingBoundary = 2
    /// Pages by the width (height) of the collection view's content area.
    case paging = 3
    /// Pages one group at a time, resting with a group's leading edge where
    /// the first group's is at rest.
    case groupPaging = 4
    /// Pages one group at a time, resting with a group centered.
    case groupPagingCentered = 5
}
