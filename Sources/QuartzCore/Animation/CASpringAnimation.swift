/// A basic animation whose progress follows a damped spring
/// (`SpringSolution`) instead of a timing curve. `duration` only says when the
/// animation ends; set it to `settlingDuration` to let the spring come to rest.
/// Defaults: mass 1, stiffness 100, damping 10, initial velocity 0 (docs/BEHAVIOR.md).
open class CASpringAnimation: CABasicAnimation {
    public var mass: CGFloat = 1
    public var stiffness: CGFloat = 100
    public var damping: CGFloat = 10
    /// In units of the whole distance per second, toward the target.
    public var initialVelocity: CGFloat = 0

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
    }

    var solution: SpringSolution {
        SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                       initialVelocity: Double(initialVelocity))
    }

    /// Seconds until the spring stays within `SpringSolution.settlingTolerance` of rest.
    public var settlingDuration: CFTimeInterval { solution.settlingDuration }

    /// The spring runs on local time, not on the eased cycle fraction.
    override func valueProgress(fraction: Double, localTime: Double) -> Double {
        let cycleTime = fraction * effectiveDuration
        return solution.progress(at: cycleTime)
    }
}

/// Runs several animations on one time line: each child's `beginTime` and
/// duration are relative to the group's time, and the group clips them to its
/// own `duration`.
open class CAAnimationGroup: CAAnimation {
    public var animations: [CAAnimation]?

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override func apply(fraction: Double, iteration: Int, localTime: Double, to properties: inout CALayerProperties) {
        let groupTime = eased(fraction) * effectiveDuration
        for child in animations ?? [] {
            let curve = child.timingCurve(resolvedBeginTime: child.beginTime)
            switch curve.phase(at: groupTime) {
            case .inactive: continue
            case .active(let f, let i), .filling(let f, let i):
                child.apply(fraction: f, iteration: i, localTime: curve.localTime(at: groupTime), to: &properties)
            }
        }
    }
}
