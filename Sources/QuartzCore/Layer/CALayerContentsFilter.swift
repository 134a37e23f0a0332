/// How a layer samples its `contents` when drawn smaller
/// (`minificationFilter`) or larger (`magnificationFilter`) than its pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Smooth sampling (the default). Kumiki samples with Cairo's "good"
    /// filter, which also averages when shrinking (docs/PORTING.md).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel: hard-edged pixel art.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Smooth sampling between mipmap levels; drawn as `.linear`, which
    /// already averages when shrinking.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
