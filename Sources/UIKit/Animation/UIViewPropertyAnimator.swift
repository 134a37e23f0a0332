/// Where a property animator is in its life. Raw values match UIKit.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

/// Where the animated values end up. Raw values match UIKit.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// An interruptible, scrubbable animation of view properties.
///
/// Its animations are frozen Core Animation animations (speed 0) whose time the
/// animator sets every frame from its own clock (a display link), so it can
/// pause, scrub (`fractionComplete`), reverse, stop and finish anywhere.
/// `fractionComplete` is the fraction of time; the values follow the timing
/// curve of it, or the time itself while scrubbing when `scrubsLinearly`.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    public let duration: TimeInterval
    public let timingParameters: UITimingCurveProvider?
    public private(set) var state = UIViewAnimatingState.inactive
    public private(set) var isRunning = false
    public var isInterruptible = true
    public var scrubsLinearly = true
    public var pausesOnCompletion = false
    /// Views stay touchable while animating (true by default).
    public var isUserInteractionEnabled = true

    private var pendingAnimations: [(delayFactor: CGFloat, block: () -> Void)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [Track] = []
    private var link: CADisplayLink?
    private var fraction: Double = 0
    private var anchor: (time: CFTimeInterval, fraction: Double) = (0, 0)
    /// After `continueAnimation(withTimingParameters:)`: where the new curve starts.
    private var continuation: (fraction: Double, progress: Double, curve: UITimingCurveProvider)?
    private static var nextIdentifier = 0
    private let identifier: Int

    /// One animated property.
    final class Track {
        let layer: CALayer
        let keyPath: String
        let key: String
        let oldValue: Any?
        let newValue: Any?
        /// The fraction of the duration this track waits before moving.
        let delayFactor: Double

        init(layer: CALayer, keyPath: String, key: String, oldValue: Any?, newValue: Any?, delayFactor: Double) {
            self.layer = layer
            self.keyPath = keyPath
            self.key = key
            self.oldValue = oldValue
            self.newValue = newValue
            self.delayFactor = delayFactor
        }
    }

    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        UIViewPropertyAnimator.nextIdentifier += 1
        identifier = UIViewPropertyAnimator.nextIdentifier
        super.init()
    }

    /// A paused or stopped animator still holds its frozen animations on the
    /// layers; UIKit raises when one is released, and so does Kumiki (a running
    /// animator keeps itself alive through its display link until it ends).
    isolated deinit {
        guard state == .stopped || (state == .active && !isRunning) else { return }
        UncaughtException.raise("NSInternalInconsistencyException",
                                reason: "It is an error to release a paused or stopped property animator. Property "
                                    + "animators must either finish animating or be explicitly stopped and finished "
                                    + "before they can be released.")
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Adds animations; an active animator runs them at once, from where it is.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// `delayFactor` (0…1) delays these animations by that fraction of the remaining
    /// duration (they then run over the rest of it). Added to an active animator, they
    /// start from the values on screen: a block added halfway runs over the second half.
    /// A stopped animator stops the app with UIKit's message.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if state == .stopped {
            UncaughtException.raise("NSInternalInconsistencyException",
                                    reason: "Attempt to add an animation to an animator \(self) that is in a stopped state")
        }
        if state == .active {
            let now = CGFloat(currentFraction())
            capture(animation, delayFactor: now + delayFactor * (1 - now))
            update()
        } else {
            pendingAnimations.append((delayFactor, animation))
        }
    }

    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Plays forward (or backward when reversed) from the current fraction.
    public func startAnimation() {
        activateIfNeeded()
        guard state == .active, !isRunning else { return }
        isRunning = true
        isScrubbing = false
        anchor = (CACurrentMediaTime(), fraction)
        let link = CADisplayLink(target: self, selector: UIViewPropertyAnimator.step(_:))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    public func startAnimation(afterDelay delay: TimeInterval) {
        activateIfNeeded()
        self.delay = delay
        _ = UIApplication.shared.timers.schedule(after: delay) { [weak self] in
            self?.startAnimation()
        }
    }

    /// Seconds between starting the animator and its animations beginning
    /// (`startAnimation(afterDelay:)`, `runningPropertyAnimator(…delay:…)`).
    public private(set) var delay: TimeInterval = 0

    /// An animator that starts at once (after `delay`), with the curve of
    /// `options` (`.curveEaseInOut` by default) and `.allowUserInteraction`
    /// from them; `completion` runs when its animations end.
    @discardableResult
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                              options: UIView.AnimationOptions = [],
                                              animations: @escaping () -> Void,
                                              completion: ((UIViewAnimatingPosition) -> Void)? = nil)
        -> UIViewPropertyAnimator {
        // The curve bits (16–19) hold UIView.AnimationCurve's raw values.
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration,
                                              timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        if delay > 0 {
            animator.startAnimation(afterDelay: delay)
        } else {
            animator.startAnimation()
        }
        return animator
    }

    /// Freezes the animation where it is (activating an inactive animator).
    public func pauseAnimation() {
        activateIfNeeded()
        guard isRunning else { return }
        fraction = currentFraction()
        isRunning = false
        link?.invalidate()
        link = nil
        update()
    }

    /// Time fraction 0…1. Setting it pauses the animation there (activating an
    /// inactive animator), as scrubbing does.
    public var fractionComplete: CGFloat {
        get { CGFloat(isRunning ? currentFraction() : fraction) }
        set {
            activateIfNeeded()
            if isRunning { pauseAnimation() }
            fraction = min(1, max(0, Double(newValue)))
            continuation = nil
            isScrubbing = true
            update()
        }
    }

    /// Plays backwards toward the start when true.
    public var isReversed = false {
        willSet {
            // Re-anchored where it is now, measured in the old direction.
            guard newValue != isReversed, isRunning else { return }
            anchor = (CACurrentMediaTime(), currentFraction())
        }
    }

    /// Resumes a paused animation, over the remaining time scaled by
    /// `durationFactor`, with `parameters`' curve for the rest when given.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if isRunning { pauseAnimation() }
        if let parameters { continuation = (fraction, progress(at: fraction), parameters) }
        remainingScale = Double(max(durationFactor, 0.0001))
        startAnimation()
    }

    private var remainingScale = 1.0
    private var capturingDelayFactor = 0.0
    /// Set by `fractionComplete`: only a scrubbed (not a merely paused) animator
    /// shows its fraction linearly when `scrubsLinearly`.
    private var isScrubbing = false

    /// Stops where it is. `withoutFinishing` true: the views keep their current
    /// values and the animator is done (no completions); false: the animator
    /// waits stopped for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if isRunning { pauseAnimation() }
        if withoutFinishing {
            settle(at: .current)
            state = .inactive
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator with the views at `finalPosition`, then calls
    /// the completions. An active animator stops the app with UIKit's
    /// message; an inactive one ignores the call, as in UIKit.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        if state == .active {
            UncaughtException.raise("NSInternalInconsistencyException",
                                    reason: "finishAnimationAtPosition: should only be called on a stopped animator!")
        }
        guard state == .stopped else { return }
        settle(at: finalPosition)
        state = .inactive
        runCompletions(finalPosition)
    }

    // MARK: Driving

    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        fraction = isReversed ? 1 : 0
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        for (delayFactor, block) in blocks { capture(block, delayFactor: delayFactor) }
        update()
    }

    /// Runs `block` so that every animatable change becomes a frozen animation
    /// owned by this animator.
    private func capture(_ block: () -> Void, delayFactor: CGFloat) {
        capturingDelayFactor = min(0.999, max(0, Double(delayFactor)))
        defer { capturingDelayFactor = 0 }
        let context = UIViewAnimationContext(duration: duration, delay: 0, options: .overrideInheritedDuration,
                                             timing: .curve(CAMediaTimingFunction(name: .linear)), animates: true,
                                             completion: nil)
        context.animator = self
        UIViewAnimationContext.stack.append(context)
        block()
        UIViewAnimationContext.stack.removeLast()
    }

    /// Called by the animation context for each property change.
    func adopt(layer: CALayer, keyPath: String, oldValue: Any?, newValue: Any?) {
        let key = "animator-\(identifier)-\(keyPath)"
        // Values go from old (time 0) to new (time 1) and on, in a straight line,
        // to twice the change (time 2), so springs can overshoot.
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = [oldValue, newValue, AnimationValueArithmetic.extrapolate(from: oldValue, to: newValue)]
            .compactMap { $0 }
        animation.keyTimes = animation.values?.count == 3 ? [0, 0.5, 1] : nil
        animation.duration = 2
        animation.speed = 0
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        if !isUserInteractionEnabled { animation.setValue(true, forKey: UIView.blocksInteractionKey) }
        layer.add(animation, forKey: key)
        tracks.removeAll { $0.layer === layer && $0.keyPath == keyPath }
        tracks.append(Track(layer: layer, keyPath: keyPath, key: key, oldValue: oldValue, newValue: newValue,
                            delayFactor: capturingDelayFactor))
    }

    func step(_ link: CADisplayLink) {
        let now = currentFraction()
        fraction = now
        update()
        let done = isReversed ? now <= 0 : now >= 1
        guard done else { return }
        if pausesOnCompletion {
            pauseAnimation()
            return
        }
        isRunning = false
        self.link?.invalidate()
        self.link = nil
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        settle(at: position)
        state = .inactive
        runCompletions(position)
    }

    private func currentFraction() -> Double {
        guard isRunning else { return fraction }
        let elapsed = (CACurrentMediaTime() - anchor.time) / (duration * remainingScale)
        let span = continuation.map { isReversed ? $0.fraction : 1 - $0.fraction } ?? 1
        let moved = elapsed * (continuation == nil ? 1 : span)
        let value = anchor.fraction + (isReversed ? -moved : moved)
        // Frame times are sums of frame durations: what rounding leaves within 1e-9 of
        // an end is the end, so the animator finishes on the frame its duration ends.
        return value >= 1 - 1e-9 ? 1 : value <= 1e-9 ? 0 : value
    }

    /// Value progress at time fraction `f`.
    private func progress(at f: Double) -> Double {
        if !isRunning && isScrubbing && scrubsLinearly && state == .active && continuation == nil { return f }
        if let continuation {
            let span = 1 - continuation.fraction
            let u = span > 0 ? (f - continuation.fraction) / span : 1
            return continuation.progress + (1 - continuation.progress) * continuation.curve.progress(at: u, duration: duration)
        }
        return timingParameters?.progress(at: f, duration: duration) ?? f
    }

    /// Moves every frozen animation to the current progress.
    /// A delayed track waits for its share of the time, then runs the curve over the rest.
    private func update() {
        for track in tracks {
            let local = track.delayFactor > 0 ? max(0, (fraction - track.delayFactor) / (1 - track.delayFactor)) : fraction
            track.layer.retimeAnimation(forKey: track.key, timeOffset: progress(at: local))
        }
    }

    /// Removes the animations, leaving the model values at `position`.
    private func settle(at position: UIViewAnimatingPosition) {
        for track in tracks {
            switch position {
            case .start: track.layer.setModelValueWithoutAction(track.oldValue, forKeyPath: track.keyPath)
            case .current:
                let shown = track.layer.presentation()?.value(forKeyPath: track.keyPath)
                track.layer.setModelValueWithoutAction(shown, forKeyPath: track.keyPath)
            case .end: break
            }
            track.layer.removeAnimation(forKey: track.key)
        }
        tracks.removeAll()
        continuation = nil
        remainingScale = 1
    }

    private func runCompletions(_ position: UIViewAnimatingPosition) {
        let callbacks = completions
        completions.removeAll()
        for completion in callbacks { completion(position) }
    }
}
