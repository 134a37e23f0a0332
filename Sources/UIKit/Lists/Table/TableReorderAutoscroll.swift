import Foundation

/// How fast a table scrolls while a row being reordered is held near its top
/// or bottom edge: nothing outside an edge zone, then faster the deeper the
/// finger goes into the zone, up to a maximum at the edge itself.
///
/// UIKit does not publish its numbers; these are Kumiki's: a 60-pt zone
/// (a little more than a standard row) and at most 800 pt/s (about eighteen
/// standard rows a second), growing linearly with the depth.
struct TableReorderAutoscroll {
    static let edgeZone: CGFloat = 60
    static let maximumSpeed: CGFloat = 800

    /// The scrolling speed in points per second (negative: toward the top)
    /// for a finger at `y`, when the visible area spans `top…bottom` (all in
    /// the table's coordinates).
    static func speed(fingerAt y: CGFloat, visibleTop top: CGFloat, visibleBottom bottom: CGFloat) -> CGFloat {
        let zone = min(edgeZone, (bottom - top) / 3)
        guard zone > 0 else { return 0 }
        if y < top + zone {
            return -maximumSpeed * min(1, (top + zone - y) / zone)
        }
        if y > bottom - zone {
            return maximumSpeed * min(1, (y - (bottom - zone)) / zone)
        }
        return 0
    }
}
