extension UIView {
    /// How a view shows its content when its bounds change; raw values match UIKit.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12

        /// The layer gravity UIKit uses for each mode: top and bottom swap,
        /// because gravity names follow Core Animation's y-up axis.
        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .bottom
            case .bottom: .top
            case .left: .left
            case .right: .right
            case .topLeft: .bottomLeft
            case .topRight: .bottomRight
            case .bottomLeft: .topLeft
            case .bottomRight: .topRight
            }
        }
    }

    /// Which parts of a view's frame stretch when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How tint color is shown; `.automatic` follows the superview (normal at the root).
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic = 0
        case normal = 1
        case dimmed = 2
    }
}

/// Which way an interface reads: where leading and trailing are.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// How a view's content relates to the layout direction: whether it flips in
/// a right-to-left interface.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the interface's direction (the default).
    case unspecified = 0
    /// Media playback controls: always left to right.
    case playback = 1
    /// Spatial controls (a D-pad, a text-alignment picker): always left to right.
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}
