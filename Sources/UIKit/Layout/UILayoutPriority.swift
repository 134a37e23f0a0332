/// How much a constraint matters: 1000 is required, anything less may be
/// broken, and a higher priority always wins over any number of lower ones.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
                                ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting` fits with: just enough to size
    /// a view by its content.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    public var description: String { rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue) }
}

extension NSLayoutConstraint {
    /// The axes of a view's content priorities.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
