/// The direction of an assistive app's scroll gesture (VoiceOver's three-finger
/// swipe), as `accessibilityScroll(_:)` hears it. Raw values match UIKit.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    case next = 5
    case previous = 6
}
