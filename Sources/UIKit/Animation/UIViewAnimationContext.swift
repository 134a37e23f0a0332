/// One `UIView.animate…` call in progress: the settings that view property
/// changes inside its block animate with, and the bookkeeping for its completion.
///
/// The completion runs once the block has returned and every animation it
/// created has ended; `finished` is false if any of them was removed early.
/// With no animations, it runs on the next turn of the main loop with `true`.
@MainActor
final class UIViewAnimationContext: @preconcurrency CAAnimationDelegate {
    enum Timing {
        case curve(CAMediaTimingFunction)
        /// UIKit's spring: damping ratio and velocity in units of the distance per second.
        case spring(dampingRatio: CGFloat, velocity: CGFloat)
        /// A spring given by stiffness and damping (mass 1) that runs until it settles.
        case physicalSpring(stiffness: Double, damping: Double, velocity: CGFloat)
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
            // The next turn of the app the changed views are shown in.
            let application = touchedViews.lazy.compactMap { $0.window?.application }.first ?? .shared
            _ = application.timers.schedule(after: 0) { [self] in finish() }
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
        if !options.contains(.allowUserInteraction) { animation.setValue(true, forKey: UIView.blocksInteractionKey) }
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
        case .physicalSpring(let stiffness, let damping, let velocity):
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.mass = 1
            spring.stiffness = CGFloat(stiffness)
            spring.damping = CGFloat(damping)
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
final class UIViewAnimationAction: @preconcurrency CAAction {
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
        let newModel = layer.value(forKeyPath: event)
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
