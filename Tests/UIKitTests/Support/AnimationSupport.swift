import Testing
import UIKit
import UIKitTesting

// Helpers shared by the animation tests (Tests/UIKitTests/Animation). Names are
// chosen so that they do not collide with the other support files in this target.

// MARK: Numbers

/// Tolerance for animated values, in the unit of the value (points, alpha, color
/// channels). Media times near 1,000 s carry rounding of about 1e-13 s, and the
/// named timing functions store their control points as `Float` (0.42 is kept as
/// 0.4199999869): both move a 100-point animation by far less than 1e-5 points.
let animationTolerance: CGFloat = 1e-5

/// `from + (to − from)·progress`.
func interpolated(_ from: CGFloat, _ to: CGFloat, _ progress: CGFloat) -> CGFloat {
    from + (to - from) * progress
}

// MARK: Timing curves, solved independently of Kumiki

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points `c1` and
/// `c2`, as Core Animation defines them (docs/BEHAVIOR.md).
struct ReferenceTimingCurve {
    let c1: CGPoint
    let c2: CGPoint

    static let linear = ReferenceTimingCurve(c1: CGPoint(x: 0, y: 0), c2: CGPoint(x: 1, y: 1))
    static let easeIn = ReferenceTimingCurve(c1: CGPoint(x: 0.42, y: 0), c2: CGPoint(x: 1, y: 1))
    static let easeOut = ReferenceTimingCurve(c1: CGPoint(x: 0, y: 0), c2: CGPoint(x: 0.58, y: 1))
    static let easeInEaseOut = ReferenceTimingCurve(c1: CGPoint(x: 0.42, y: 0), c2: CGPoint(x: 0.58, y: 1))

    /// B(s) = 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³ for one coordinate.
    private static func bezier(_ p1: CGFloat, _ p2: CGFloat, _ s: CGFloat) -> CGFloat {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    /// The value progress at time fraction `time` (0…1): the curve parameter s with
    /// x(s) = time is found by bisection (x is increasing for control points with x
    /// in 0…1), and y(s) is returned.
    func progress(at time: CGFloat) -> CGFloat {
        var low: CGFloat = 0
        var high: CGFloat = 1
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if Self.bezier(c1.x, c2.x, mid) < time { low = mid } else { high = mid }
        }
        return Self.bezier(c1.y, c2.y, (low + high) / 2)
    }
}

/// The curve options of `UIView.AnimationOptions` with the Bézier curve each one
/// stands for (docs/BEHAVIOR.md).
enum CurveOption: String, CaseIterable, Sendable {
    case easeInOut, easeIn, easeOut, linear

    var option: UIView.AnimationOptions {
        switch self {
        case .easeInOut: .curveEaseInOut
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .linear: .curveLinear
        }
    }

    /// The same curve for property animators.
    var animationCurve: UIView.AnimationCurve {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }

    var reference: ReferenceTimingCurve {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}

// MARK: Hosts and views

/// A small square screen for pixel checks and snapshot references: 200×200 pt at
/// 3 px/pt (the iPhone 15 Pro's scale) and 120 Hz.
let animationStageDevice = UITestDevice(name: "Animation stage", screenSize: CGSize(width: 200, height: 200),
                                        scale: 3, safeAreaInsets: .zero, framesPerSecond: 120)

/// Records completion callbacks in the order they ran, as "<name> <argument>".
@MainActor
final class CompletionRecorder {
    private(set) var entries: [String] = []

    /// A completion for `UIView.animate…`.
    func finished(_ name: String) -> (Bool) -> Void {
        { [self] finished in entries.append("\(name) \(finished)") }
    }

    /// A completion for `UIViewPropertyAnimator`.
    func position(_ name: String) -> (UIViewAnimatingPosition) -> Void {
        { [self] position in
            let label = switch position {
            case .end: "end"
            case .start: "start"
            case .current: "current"
            @unknown default: "unknown"
            }
            entries.append("\(name) \(label)")
        }
    }
}

/// A container that places its only subview in `layoutSubviews`: `childFrame` when
/// set, otherwise filling the container's bounds inset by 10 points.
@MainActor
final class SelfLayingOutView: UIView {
    let child = UIView()
    var childFrame: CGRect? {
        didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(child)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        child.frame = childFrame ?? bounds.insetBy(dx: 10, dy: 10)
    }
}

extension UIView {
    /// What is on screen now: the layer's presentation copy.
    var presentationLayer: CALayer {
        layer.presentation()!
    }
}
