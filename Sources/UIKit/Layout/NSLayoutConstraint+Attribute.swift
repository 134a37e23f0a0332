extension NSLayoutConstraint {
    /// A part of a view's (or layout guide's) layout; raw values are Apple's.
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        case firstBaseline = 12
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
        case notAnAttribute = 0

        /// UIKit's name in constraint descriptions ("leading", "centerX"…).
        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// Horizontal attributes (x positions and the width).
        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                 .trailingMargin, .centerXWithinMargins:
                true
            default:
                false
            }
        }

        /// Sizes rather than positions.
        var isDimension: Bool { self == .width || self == .height }
    }

    /// `==`, `<=` or `>=`; raw values are Apple's.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// Options of the visual format language; raw values are Apple's.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}
