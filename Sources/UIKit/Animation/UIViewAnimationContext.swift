/// One `UIView.animate…` call in progress: the settings that view property
/// changes inside its block animate with, and the bookkeeping for its completion.
///
/// The completion runs once the block has returned and every animation it
/// created has ended; `finished` is false if any of them was removed early.
/// With no animations, it runs on the next turn of the main loop with `true`.
@MainActor
final class UIViewAnimationContext: CAAnimationDelegate {
    enum Timing {
        case curve(CAMediaTimingFunction)
        /// UIKit's spring: damping ratio and velocity in units of the distance per second.
        case spring(dampingRatio: CGFloat, velocity: CGFloat)
    }

    static var stack: [UIViewAnimationContext] = []
    static var current: UIViewAnimationContext? { stack.last }

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let timing: Timing
    /// false inside `performWithoutAnimation` and `transition(with:)` blocks.
    let animates: Bool
    private var completion: ((Bool) -> Void)?
    private var pending = 0
    private var sealed = false
    private var allFinished = true
    private var completed = false
    /// Views whose properties changed (for `.layoutSubviews`).
    var touchedViews: [UIView] = []
    /// Set while collecting keyframes.
    var keyframes: UIViewKeyframeCollector?
    /// Set while a property animator captures its animations.
    weak var animator: UIViewPropertyAnimator?

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: Timing,
         animates: Bool, completion: ((Bool) -> Void)?) {
        let outer = UIViewAnimationContext.current
        let inheritsDuration = outer != nil && !options.contains(.overrideInheritedDuration) && outer!.animates
        self.duration = inheritsDuration ? outer!.duration : duration
        self.delay = delay
        let inheritsCurve = outer != nil && !options.contains(.overrideInheritedCurve) && outer!.animates
        self.timing = inheritsCurve ? outer!.timing : timing
        self.options = options
        self.animates = animates
        self.completion = completion
    }

    /// Runs `animations` with this context current, then seals it.
    func run(_ animations: () -> Void) {
        UIViewAnimationContext.stack.append(self)
        animations()
        UIViewAnimationContext.stack.removeLast()
        if options.contains(.layoutSubviews) {
            UIViewAnimationContext.stack.append(self)
            for view in touchedViews { view.layoutIfNeeded() }
            UIViewAnimationContext.stack.removeLast()
        }
        seal()
    }

    func seal() {
        sealed = true
        if pending == 0 {
            // Nothing animated: complete on the next turn, as UIKit does.
            _ = UIApplication.shared.touchRouter.arbiter.timers.schedule(after: 0) { [self] in finish() }
            return
        }
        finishIfDone()
    }

    /// Called for every animation this context adds.
    func track(_ animation: CAAnimation) {
        pending += 1
        animation.delegate = self
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        if !flag { allFinished = false }
        finishIfDone()
    }

    private func finishIfDone() {
        guard sealed, pending == 0 else { return }
        finish()
    }

    private func finish() {
        guard !completed else { return }
        completed = true
        completion?(allFinished)
        completion = nil
    }

    /// The block's duration, delay (holding the start value meanwhile), repeat,
    /// autoreverse and interaction settings, for every animation it creates.
    func applyTiming(to animation: CAAnimation) {
        animation.duration = duration
        if delay > 0 {
            animation.beginTime = CACurrentMediaTime() + delay
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        animation.blocksInteraction = !options.contains(.allowUserInteraction)
    }

    /// The animation for a change of `keyPath` from `oldModel` (the value before
    /// the change; `shown` is what was on screen) to the layer's new model value:
    /// additive (the difference decays to zero, so overlapping animations of one
    /// property blend) unless `.beginFromCurrentState` or the value cannot be
    /// added (colors), in which case it runs from the shown value.
    func makeAnimation(keyPath: String, oldModel: Any?, shown: Any?, newModel: Any?) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch timing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
        case .spring(let ratio, let velocity):
            let spring = CASpringAnimation(keyPath: keyPath)
            let parameters = UIKitSpring.parameters(dampingRatio: Double(ratio), duration: duration)
            spring.mass = 1
            spring.stiffness = CGFloat(parameters.stiffness)
            spring.damping = CGFloat(parameters.damping)
            spring.initialVelocity = velocity
            animation = spring
        }
        applyTiming(to: animation)
        if !options.contains(.beginFromCurrentState), let delta = AnimationValueArithmetic.difference(oldModel, newModel) {
            animation.fromValue = delta
            animation.toValue = AnimationValueArithmetic.zero(like: delta)
            animation.isAdditive = true
        } else {
            animation.fromValue = shown
            animation.toValue = newModel
        }
        return animation
    }
}

/// What `UIView` returns as the action for an animatable property inside an
/// animation block: it remembers the values before the change and adds the
/// block's animation after it.
@MainActor
final class UIViewAnimationAction: CAAction {
    let context: UIViewAnimationContext
    let oldModel: Any?
    let shown: Any?
    weak var view: UIView?

    init(context: UIViewAnimationContext, view: UIView, oldModel: Any?, shown: Any?) {
        self.context = context
        self.view = view
        self.oldModel = oldModel
        self.shown = shown
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let newModel = layer.modelValue(forKeyPath: event)
        if let keyframes = context.keyframes {
            keyframes.record(layer: layer, keyPath: event, before: oldModel, after: newModel)
            return
        }
        if let animator = context.animator {
            animator.adopt(layer: layer, keyPath: event, oldValue: shown, newValue: newModel)
            return
        }
        let animation = context.makeAnimation(keyPath: event, oldModel: oldModel, shown: shown, newModel: newModel)
        context.track(animation)
        // Additive animations of one property run side by side under distinct keys;
        // a non-additive one replaces the property's running animation.
        var key = event
        if animation.isAdditive {
            var index = 1
            while layer.animation(forKey: key) != nil {
                index += 1
                key = "\(event)-\(index)"
            }
        }
        layer.add(animation, forKey: key)
    }
}

/// UIKit's damped spring for `usingSpringWithDamping:initialSpringVelocity:`:
/// mass 1 and the natural frequency ω0 at which a spring released at rest has
/// settled to `SpringSolution.settlingTolerance` (tol) when the duration ends,
/// then stiffness ω0² and damping 2ζω0. With u = ω0·t the displacement x depends
/// on u alone, and u at the end is taken where a bound of |x| reaches tol:
/// - ζ < 1: |x| ≤ e^(−ζu) / √(1 − ζ²), so u = ln(1 / (tol·√(1 − ζ²))) / ζ;
/// - ζ = 1: x = e^(−u)·(1 + u), solved for tol by fixed-point iteration;
/// - ζ > 1: x ≤ A·e^(−(ζ − √(ζ² − 1))·u), A = (ζ + √(ζ² − 1)) / (2√(ζ² − 1)),
///   so u = ln(A / tol) / (ζ − √(ζ² − 1)).
/// (UIKit's own mapping is private; this derivation keeps the animation's
/// length equal to the requested duration without a jump at its end.)
enum UIKitSpring {
    static func parameters(dampingRatio: Double, duration: Double) -> (stiffness: Double, damping: Double) {
        let zeta = max(0.01, dampingRatio)
        let tolerance = SpringSolution.settlingTolerance
        let settledAt: Double
        if abs(zeta - 1) < 1e-6 {
            var u = -log(tolerance)
            for _ in 0..<60 { u = log(1 + u) - log(tolerance) }
            settledAt = u
        } else if zeta < 1 {
            settledAt = log(1 / (tolerance * (1 - zeta * zeta).squareRoot())) / zeta
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            settledAt = log((zeta + root) / (2 * root) / tolerance) / (zeta - root)
        }
        let omega = settledAt / max(duration, 0.001)
        return (omega * omega, 2 * zeta * omega)
    }
}
