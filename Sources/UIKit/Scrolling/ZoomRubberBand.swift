import Foundation

/// How far a pinch can take the zoom scale past its limits, and back.
///
/// UIKit does not publish its zoom band; Kumiki applies the scrolling rubber
/// band to the logarithm of the scale with a dimension of ln 2: just past a
/// limit the scale follows the pinch at 0.55 of its rate, and no pinch can
/// take it further than twice the maximum (or half the minimum). Released,
/// the scale springs back to the limit with `BounceSpring` in the same
/// logarithmic space.
package enum ZoomRubberBand {
    /// The logarithmic "dimension" of the band: ln 2.
    package static let dimension = log(CGFloat(2))

    /// The scale shown for a pinch asking for `scale`, limits `minimum...maximum`.
    package static func scale(for scale: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        guard scale > 0, minimum > 0, maximum >= minimum else { return scale }
        if scale > maximum {
            return maximum * exp(RubberBand.offset(forOverscroll: log(scale / maximum), dimension: dimension))
        }
        if scale < minimum {
            return minimum * exp(RubberBand.offset(forOverscroll: log(scale / minimum), dimension: dimension))
        }
        return scale
    }
}
