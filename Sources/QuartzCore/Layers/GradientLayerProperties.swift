import CoreGraphics
import Foundation

/// A gradient layer's own model values, kept with the rest of a layer's
/// (`CALayerProperties.gradient`) so that they animate and present like them.
struct GradientLayerProperties {
    var colors: [CGColor]?
    var locations: [NSNumber]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var type = CAGradientLayerType.axial

    /// The keys Core Animation animates implicitly on a standalone gradient layer.
    static let animatableKeys: Set<String> = ["colors", "locations", "startPoint", "endPoint"]

    /// Each color with its stop: the locations when there is one per color,
    /// otherwise spread evenly from 0 to 1 (one color fills everything).
    var stops: [(location: Double, color: CGColor)] {
        guard let colors, !colors.isEmpty else { return [] }
        if let locations, locations.count == colors.count {
            return zip(locations, colors).map { ($0.doubleValue, $1) }
        }
        guard colors.count > 1 else { return [(0, colors[0])] }
        return colors.enumerated().map { (Double($0) / Double(colors.count - 1), $1) }
    }
}

/// The shape of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`.
    public static let axial = Self(rawValue: "axial")
    /// Out from `startPoint` to an ellipse through `endPoint`'s distances.
    public static let radial = Self(rawValue: "radial")
    /// Around `startPoint`, starting in the direction of `endPoint`.
    public static let conic = Self(rawValue: "conic")
}
