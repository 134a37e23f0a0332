/// Names of the predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1). Control points of the
/// named functions are Apple's documented values (see docs/BEHAVIOR.md).
public final class CAMediaTimingFunction: NSObject, Sendable {
    public let curve: CubicBezierTimingCurve

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicBezierTimingCurve(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
    }

    /// Stops on an unknown name, as Core Animation raises on one.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: preconditionFailure("unknown timing function name '\(name.rawValue)'")
        }
    }

    /// Writes control point `index` (0 = (0, 0), 1 = P1, 2 = P2, 3 = (1, 1)) as two
    /// floats into `values`. Other indices leave `values` untouched.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1, 1)]
        guard points.indices.contains(index) else { return }
        values[0] = Float(points[index].0)
        values[1] = Float(points[index].1)
    }

    /// Progress at time fraction `fraction` (0…1). Kumiki addition; Core Animation
    /// keeps its solver private.
    public func progress(at fraction: Double) -> Double {
        curve.progress(at: fraction)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?.curve == curve
    }

    public override var hash: Int {
        curve.hashValue
    }

    public override var description: String {
        "CAMediaTimingFunction(\(curve.x1), \(curve.y1), \(curve.x2), \(curve.y2))"
    }
}
