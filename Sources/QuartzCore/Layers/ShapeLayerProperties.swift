import CoreGraphics
import Foundation

/// A shape layer's own model values, kept with the rest of a layer's
/// (`CALayerProperties.shape`) so that they animate and present like them.
struct ShapeLayerProperties {
    var path: CGPath?
    var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var fillRule = CAShapeLayerFillRule.nonZero
    var strokeColor: CGColor?
    var lineWidth: CGFloat = 1
    var lineCap = CAShapeLayerLineCap.butt
    var lineJoin = CAShapeLayerLineJoin.miter
    var miterLimit: CGFloat = 10
    var lineDashPattern: [NSNumber]?
    var lineDashPhase: CGFloat = 0
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
}

/// How a shape layer fills its path: nonzero winding or even-odd.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = Self(rawValue: "non-zero")
    public static let evenOdd = Self(rawValue: "even-odd")
}

/// The ends of a shape layer's open subpaths.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = Self(rawValue: "butt")
    public static let round = Self(rawValue: "round")
    public static let square = Self(rawValue: "square")
}

/// The corners of a shape layer's stroked path.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = Self(rawValue: "miter")
    public static let round = Self(rawValue: "round")
    public static let bevel = Self(rawValue: "bevel")
}
