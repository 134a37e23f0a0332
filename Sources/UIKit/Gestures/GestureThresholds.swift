/// Every distance and duration Kumiki's gesture recognizers decide with, in one
/// place. Apple documents only the long press's defaults; the others are
/// estimates measured by others, marked "uncertain" in docs/ARCHITECTURE.md
/// ("Gesture thresholds"), to be corrected here if better figures appear.
package enum GestureThresholds {
    // MARK: Taps (and the taps before a tap-and-hold)

    /// Points a finger may travel during a tap, and the farthest a following tap
    /// may land from the first (uncertain: about 10 pt).
    static let tapSlop: CGFloat = 10
    /// Seconds allowed between one tap's lift and the next touch-down of a
    /// multi-tap (uncertain: about 0.35 s). `UITouch.tapCount` uses it too.
    static let multiTapInterval: Double = 0.35

    // MARK: Long press (UIKit's documented defaults)

    /// `UILongPressGestureRecognizer.minimumPressDuration`'s default, seconds.
    static let minimumPressDuration: Double = 0.5
    /// `UILongPressGestureRecognizer.allowableMovement`'s default, points.
    static let pressSlop: CGFloat = 10

    // MARK: Continuous gestures

    /// Points the fingers' centroid must move before a pan begins (uncertain: ~10 pt).
    package static let panHysteresis: CGFloat = 10
    /// Points the distance between two fingers must change before a pinch begins.
    static let pinchHysteresis: CGFloat = 8
    /// Radians two fingers must turn before a rotation begins (3°).
    static let rotationHysteresis: CGFloat = .pi / 60
    /// Points from a screen edge within which an edge pan must start (uncertain).
    static let edgeZone: CGFloat = 20
    /// Seconds of recent samples a velocity is estimated from.
    static let velocityWindow: Double = 0.1

    // MARK: Swipes (no published thresholds)

    /// Points a swipe must travel along its direction (no more than half of
    /// that across it).
    static let swipeMinimumDistance: CGFloat = 50
    /// Seconds within which a swipe must cover that distance.
    static let swipeMaximumDuration: Double = 0.5
}
