/// How far content follows a finger past its edge: for a finger x points
/// beyond the edge, in a view d points long on that axis,
///
///     shown = c · d · x / (d + c · x),   c = 0.55
///
/// so near the edge the content moves 0.55 pt per finger point and it can
/// never be pulled further than d (docs/BEHAVIOR.md, "Scrolling").
package enum RubberBand {
    /// UIKit's rubber-band coefficient.
    package static let coefficient: CGFloat = 0.55

    /// The distance shown past the edge for a finger `overscroll` points past
    /// it (either sign), in a view `dimension` points long.
    package static func offset(forOverscroll overscroll: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let distance = abs(overscroll)
        let shown = coefficient * dimension * distance / (dimension + coefficient * distance)
        return overscroll < 0 ? -shown : shown
    }

    /// The finger overscroll that shows `offset` past the edge: the inverse,
    /// x = d · s / (c · (d − s)). Offsets at or beyond `dimension` (which the
    /// band never reaches) map to the largest finite overscroll.
    package static func overscroll(forOffset offset: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let shown = min(abs(offset), dimension * 0.999_999)
        let finger = dimension * shown / (coefficient * (dimension - shown))
        return offset < 0 ? -finger : finger
    }

    /// `value` kept to `lower...upper`, the part past either end banded.
    package static func clamp(_ value: CGFloat, lower: CGFloat, upper: CGFloat, dimension: CGFloat) -> CGFloat {
        if value < lower { return lower + offset(forOverscroll: value - lower, dimension: dimension) }
        if value > upper { return upper + offset(forOverscroll: value - upper, dimension: dimension) }
        return value
    }
}
