/// A range of frame rates an animation or display link would like, in frames
/// per second (iOS 15).
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    /// The lowest acceptable rate; 0 for no lower bound.
    public var minimum: Float
    /// The highest useful rate; 0 for the display's.
    public var maximum: Float
    /// The rate wanted, if any.
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
