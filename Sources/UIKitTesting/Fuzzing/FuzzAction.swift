import UIKit

/// One thing fingers do to a `UITestHost`, in window points and seconds.
public enum FuzzAction: Sendable, Equatable, CustomStringConvertible {
    case tap(CGPoint)
    case longPress(CGPoint, duration: Double)
    /// One finger from a point to another over `duration` (a fast one is a fling).
    case drag(from: CGPoint, to: CGPoint, duration: Double)
    /// Several fingers down together, each moving in a straight line; with
    /// `cancelled`, the system cancels them instead of their lifting (an
    /// incoming call).
    case fingers([FingerPath], duration: Double, cancelled: Bool)
    /// Nothing touches the screen for a while (animations run, timers fire).
    case wait(Double)

    public struct FingerPath: Sendable, Equatable {
        public var from: CGPoint
        public var to: CGPoint

        public init(from: CGPoint, to: CGPoint) {
            self.from = from
            self.to = to
        }
    }

    /// Performs the action on `host`, a finger move every frame.
    @MainActor
    public func perform(on host: UITestHost) {
        switch self {
        case .tap(let point):
            host.tap(at: point)
        case .longPress(let point, let duration):
            host.longPress(at: point, duration: duration)
        case .drag(let from, let to, let duration):
            host.drag(from: from, to: to, duration: duration)
        case .fingers(let paths, let duration, let cancelled):
            host.moveFingers(paths.map { ($0.from, $0.to) }, duration: duration, cancelled: cancelled)
        case .wait(let seconds):
            host.advance(by: seconds)
        }
    }

    /// The action as Swift test code.
    public var description: String {
        switch self {
        case .tap(let point):
            "host.tap(at: \(Self.code(point)))"
        case .longPress(let point, let duration):
            "host.longPress(at: \(Self.code(point)), duration: \(Self.code(duration)))"
        case .drag(let from, let to, let duration):
            "host.drag(from: \(Self.code(from)), to: \(Self.code(to)), duration: \(Self.code(duration)))"
        case .fingers(let paths, let duration, let cancelled):
            "host.moveFingers([\(paths.map { "(\(Self.code($0.from)), \(Self.code($0.to)))" }.joined(separator: ", "))], "
                + "duration: \(Self.code(duration)), cancelled: \(cancelled))"
        case .wait(let seconds):
            "host.advance(by: \(Self.code(seconds)))"
        }
    }

    private static func code(_ point: CGPoint) -> String {
        "CGPoint(x: \(code(Double(point.x))), y: \(code(Double(point.y))))"
    }

    private static func code(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
