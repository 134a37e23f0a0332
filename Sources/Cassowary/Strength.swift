/// How much a constraint matters, on UIKit's scale: `required` is 1000 and any
/// priority in (0, 1000) is non-required.
///
/// Non-required strengths are compared lexicographically, not by weight: the
/// solver keeps one objective level per distinct priority, so a single unit of
/// error at priority 751 outweighs any amount of error at 750 or below. Within
/// one priority every constraint counts alike, and their errors (the amounts by
/// which they are violated) add up.
public struct Strength: Hashable, Comparable, CustomStringConvertible, Sendable {
    public let priority: Float

    public static let required = Strength(priority: 1000)
    /// UIKit's `defaultHigh`.
    public static let high = Strength(priority: 750)
    public static let medium = Strength(priority: 500)
    /// UIKit's `defaultLow`.
    public static let low = Strength(priority: 250)

    /// - Precondition: `0 < priority <= 1000`.
    public init(priority: Float) {
        precondition(priority > 0 && priority <= 1000, "a strength's priority must be in (0, 1000], not \(priority)")
        self.priority = priority
    }

    public var isRequired: Bool { priority >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority < rhs.priority
    }

    public var description: String {
        isRequired ? "required" : "priority \(priority)"
    }
}
