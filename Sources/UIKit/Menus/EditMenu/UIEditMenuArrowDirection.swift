/// Which way an edit menu's arrow points at its target.
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// Up when the menu fits below the target only, otherwise down (the menu
    /// above the target, as iOS prefers).
    case automatic = 0
    /// The menu below the target, its arrow pointing up.
    case up = 1
    /// The menu above the target, its arrow pointing down.
    case down = 2
    /// Treated as `.automatic`: Kumiki's menus sit above or below their target.
    case left = 3
    /// Treated as `.automatic`: Kumiki's menus sit above or below their target.
    case right = 4
}
