import CoreGraphics

/// The shape of a layer's rounded corners (`CALayer.cornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles of `cornerRadius` (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// iOS's smooth corner: its curvature rises gradually from the straight
    /// edge, reaching 1.528665 radii along each edge (docs/BEHAVIOR.md "Corners").
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
