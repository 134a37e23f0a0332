extension UIView {
    /// Raw values match UIKit.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3

        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }
}

public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// Timing for property animators.
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// Value progress at time fraction `fraction` of `duration` seconds.
    func progress(at fraction: Double, duration: TimeInterval) -> Double {
        if let spring = springTimingParameters {
            return spring.solution(duration: duration).progress(at: fraction * duration)
        }
        return cubicTimingParameters?.function.progress(at: fraction) ?? fraction
    }
}

/// A cubic Bézier timing curve: a named curve or two control points.
@preconcurrency @MainActor
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    let function: CAMediaTimingFunction
    /// A named curve is one of UIKit's built-in curves; control points make a cubic one.
    private let isBuiltin: Bool

    /// Ease-in-out.
    public convenience override init() {
        self.init(animationCurve: .easeInOut)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        isBuiltin = true
        function = curve.timingFunction
        var values: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &values)
        controlPoint1 = CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
        function.getControlPoint(at: 2, values: &values)
        controlPoint2 = CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        isBuiltin = false
        controlPoint1 = point1
        controlPoint2 = point2
        function = CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A damped spring: by damping ratio (settling within the animator's duration,
/// see `UIKitSpring`) or by mass, stiffness and damping.
@preconcurrency @MainActor
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let initialVelocity: CGVector
    private let dampingRatio: CGFloat?
    private let mass: CGFloat
    private let stiffness: CGFloat
    private let damping: CGFloat

    /// Damping ratio 4.56 and no initial velocity, as Apple documents (the ratio of
    /// UIKit's system spring: mass 3, stiffness 1000, damping 500 gives 500 / (2·√3000) = 4.56).
    public convenience override init() {
        self.init(dampingRatio: 4.56)
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// `velocity` in units of the whole distance per second (dx is used, as for
    /// one-dimensional progress).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        mass = 1
        stiffness = 0
        damping = 0
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        initialVelocity = velocity
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    func solution(duration: TimeInterval) -> SpringSolution {
        if let dampingRatio {
            let parameters = UIKitSpring.parameters(dampingRatio: Double(dampingRatio), duration: duration)
            return SpringSolution(mass: 1, stiffness: parameters.stiffness, damping: parameters.damping,
                                  initialVelocity: Double(initialVelocity.dx))
        }
        return SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                              initialVelocity: Double(initialVelocity.dx))
    }
}
