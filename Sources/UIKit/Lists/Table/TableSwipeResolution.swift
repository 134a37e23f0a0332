import Foundation

/// Where a released swipe goes, from how far the row is slid and how fast
/// the finger moved: a full swipe past `fullSwipeFraction` of the row's
/// width performs the first action (when allowed), past half of the
/// buttons' width — or flung toward opening — it opens, otherwise it closes.
/// Fractions are Kumiki's reading of iOS's feel (uncertain).
enum TableSwipeResolution: Equatable {
    case close, open, performFirstAction

    static let fullSwipeFraction: CGFloat = 0.6
    /// Points per second toward opening or closing that decide by themselves.
    static let flingVelocity: CGFloat = 300

    static func resolve(distance: CGFloat, velocity: CGFloat, openWidth: CGFloat, rowWidth: CGFloat,
                        allowsFullSwipe: Bool) -> TableSwipeResolution {
        if allowsFullSwipe && distance > rowWidth * fullSwipeFraction { return .performFirstAction }
        if velocity > flingVelocity { return .open }
        if velocity < -flingVelocity { return .close }
        return distance > openWidth / 2 ? .open : .close
    }
}
