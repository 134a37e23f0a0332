import Foundation

/// How fast a list scrolls by itself while something dragged is held near
/// one of its edges: a table row by its reorder control
/// (UITableView+Editing.swift), or a drag hovering over a collection or
/// table view (`ListDropAutoscroll`). Nothing outside an edge zone, then faster
/// the deeper the finger goes into the zone, up to a maximum at the edge
/// itself and beyond it. One axis at a time: callers pass the finger's
/// coordinate and the visible span along the axis they scroll.
///
/// UIKit does not publish its numbers; these are Kumiki's: a 60-pt zone
/// (a little more than a standard 44-pt row) and at most 800 pt/s (about
/// eighteen standard rows a second), growing linearly with the depth:
///
///     speed(depth) = maximumSpeed × min(1, depth / zone),  zone = min(60, span / 3)
///
/// so a finger resting `d` points into the zone scrolls `800 × d / 60` pt/s.
struct EdgeAutoscroll {
    /// Points from each edge in which the list scrolls by itself.
    static let edgeZone: CGFloat = 60
    /// Points per second at (and past) the edge.
    static let maximumSpeed: CGFloat = 800

    /// The scrolling speed in points per second (negative: toward the
    /// start, the top or left) for a finger at `position`, when the visible
    /// area spans `start…end` along the same axis (all in the scrolling
    /// view's coordinates). A span shorter than three zones shrinks each zone
    /// to a third of it, so the middle third never scrolls; an empty span
    /// never scrolls.
    static func speed(fingerAt position: CGFloat, visibleStart start: CGFloat, visibleEnd end: CGFloat) -> CGFloat {
        let zone = min(edgeZone, (end - start) / 3)
        guard zone > 0 else { return 0 }
        if position < start + zone {
            return -maximumSpeed * min(1, (start + zone - position) / zone)
        }
        if position > end - zone {
            return maximumSpeed * min(1, (position - (end - zone)) / zone)
        }
        return 0
    }

    /// The content offset along the axis `seconds` after `offset` at `speed`
    /// (points per second), held within `range` (the content's edges): the
    /// closed form of one frame, and of any stretch during which the speed
    /// stays the same (a finger resting in the zone keeps its depth, since
    /// the visible area moves with the content under it).
    static func offset(_ offset: CGFloat, after seconds: TimeInterval, at speed: CGFloat,
                       within range: ClosedRange<CGFloat>) -> CGFloat {
        min(max(offset + speed * CGFloat(seconds), range.lowerBound), range.upperBound)
    }
}
