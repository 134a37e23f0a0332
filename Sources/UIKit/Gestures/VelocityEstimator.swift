/// Estimates a finger's velocity from its recent samples: the displacement
/// between the oldest and newest sample within `window` seconds of the newest,
/// divided by their time difference. A finger that stopped before lifting has
/// no movement inside the window, so its velocity is zero.
///
/// `window` is 0.1 s: UIKit's estimator is private; a tenth of a second spans
/// 6–12 frames, enough to smooth single-frame jitter while following a flick
/// (uncertain figure, kept here in one place).
public struct VelocityEstimator: Equatable, Sendable {
    public static let window: Double = GestureThresholds.velocityWindow

    private var samples: [(point: CGPoint, time: Double)] = []

    public init() {}

    public static func == (lhs: VelocityEstimator, rhs: VelocityEstimator) -> Bool {
        lhs.samples.map(\.point) == rhs.samples.map(\.point) && lhs.samples.map(\.time) == rhs.samples.map(\.time)
    }

    /// Adds a sample (points, seconds); samples must come in time order.
    public mutating func add(_ point: CGPoint, at time: Double) {
        samples.append((point, time))
        samples.removeAll { time - $0.time > Self.window }
    }

    public mutating func reset() {
        samples.removeAll()
    }

    /// The velocity at `time`: zero when the newest sample is older than the
    /// window (the finger has been still), else `velocity`.
    public func velocity(at time: Double) -> CGPoint {
        guard let last = samples.last, time - last.time <= Self.window else { return .zero }
        return velocity
    }

    /// Points per second; zero with fewer than two samples in the window.
    public var velocity: CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    }
}
