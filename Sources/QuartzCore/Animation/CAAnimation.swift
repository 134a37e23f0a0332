/// Hears when an animation starts and stops. Defaults do nothing.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    /// `flag` is true when the animation ran to its end, false when it was
    /// removed before (`removeAnimation(forKey:)`, or replaced under its key).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of Core Animation's animations. Adding one to a layer copies it;
/// later changes to the original do not affect the running copy.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
    public var beginTime: CFTimeInterval = 0
    /// 0 means Core Animation's default of 0.25 s.
    public var duration: CFTimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode = CAMediaTimingFillMode.removed
    /// nil means linear pacing.
    public var timingFunction: CAMediaTimingFunction?
    /// Kumiki: an endless decoration (a caret's blink) that does not keep the
    /// app from being idle — `UITestHost.runUntilIdle()` returns while it
    /// runs; a window host still draws it.
    package var isAmbient = false
    /// Removes the animation from its layer when it ends (true by default).
    public var isRemovedOnCompletion = true
    /// Held strongly, as in Core Animation.
    public var delegate: CAAnimationDelegate?
    /// Values stored under keys of the app's own (`setValue(_:forKey:)`), copied
    /// with the animation: the usual way to tag an animation for its delegate.
    private var keyedValues: [String: Any] = [:]

    public required override init() {
        super.init()
    }

    /// The default duration used when `duration` is 0.
    public static let defaultDuration: CFTimeInterval = 0.25

    /// A copy with the same settings (subclasses copy theirs in `copySettings(from:)`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.init()
        copy.copySettings(from: self)
        return copy
    }

    func copySettings(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        isAmbient = other.isAmbient
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
        keyedValues = other.keyedValues
    }

    /// A value stored with `setValue(_:forKey:)` (Core Animation's key-value
    /// coding for keys an animation does not define).
    public func value(forKey key: String) -> Any? {
        keyedValues[key]
    }

    public func setValue(_ value: Any?, forKey key: String) {
        keyedValues[key] = value
    }

    /// As an action (an implicit animation), the animation adds itself to the
    /// layer under the changed key.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The timing arithmetic with Core Animation's defaults filled in.
    func timingCurve(resolvedBeginTime: CFTimeInterval) -> MediaTimingCurve {
        MediaTimingCurve(beginTime: resolvedBeginTime, duration: effectiveDuration, speed: Double(speed),
                         timeOffset: timeOffset, repeatCount: Double(repeatCount), repeatDuration: repeatDuration,
                         autoreverses: autoreverses, fillMode: fillMode)
    }

    var effectiveDuration: CFTimeInterval { duration > 0 ? duration : Self.defaultDuration }

    /// Applies the animation's effect at cycle `fraction` (already eased by the
    /// timing function where the subclass wants it) to `properties`.
    func apply(fraction: Double, iteration: Int, localTime: Double, to properties: inout CALayerProperties) {}

    /// The eased fraction.
    func eased(_ fraction: Double) -> Double {
        timingFunction?.progress(at: fraction) ?? fraction
    }
}

/// An animation of one key path.
open class CAPropertyAnimation: CAAnimation {
    public var keyPath: String?
    /// Adds the animated value to the underlying one instead of replacing it.
    public var isAdditive = false
    /// Each repeat continues from where the previous one ended.
    public var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    /// Writes `value` (relative to `base` when additive; plus `iteration` times
    /// `cycleDelta` when cumulative) at the key path.
    func write(_ value: AnimatableValue, base: AnimatableValue, iteration: Int, cycleDelta: AnimatableValue?,
               to properties: inout CALayerProperties) {
        guard let keyPath else { return }
        var result = value
        if isCumulative, let cycleDelta, iteration > 0 {
            for _ in 0..<iteration { result = AnimatableValue.add(result, cycleDelta) }
        }
        if isAdditive { result = AnimatableValue.add(base, result) }
        LayerKeyPath.set(keyPath, result, in: &properties)
    }
}

/// From one value to another. With only some values set, the others come from
/// the layer as Core Animation says: from & to; from & by (to = from + by);
/// by & to (from = to − by); from alone (to the underlying value); to alone (from
/// the underlying value); by alone (underlying to underlying + by).
open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    /// The interpolation end points against `base` (the underlying value).
    func endPoints(base: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        let from = AnimatableValue(fromValue)
        let to = AnimatableValue(toValue)
        let by = AnimatableValue(byValue)
        let zero = base.zero
        let underlying = isAdditive ? zero : base
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, AnimatableValue.add(f, b))
        case let (nil, t?, b?): return (AnimatableValue.subtract(t, b), t)
        case let (f?, nil, nil): return (f, underlying)
        case let (nil, t?, nil): return (underlying, t)
        case let (nil, nil, b?): return (underlying, AnimatableValue.add(underlying, b))
        case (nil, nil, nil): return (underlying, underlying)
        }
    }

    /// Cycle progress 0…1 → the value's progress (eased; springs override).
    func valueProgress(fraction: Double, localTime: Double) -> Double {
        eased(fraction)
    }

    override func apply(fraction: Double, iteration: Int, localTime: Double, to properties: inout CALayerProperties) {
        guard let keyPath, let base = LayerKeyPath.value(keyPath, in: properties) else { return }
        let (from, to) = endPoints(base: base)
        let value = AnimatableValue.interpolate(from, to, valueProgress(fraction: fraction, localTime: localTime))
        if keyPath == "contents", case .image(let fromImage) = from, case .image(let toImage) = to {
            // Images crossfade rather than switch.
            properties.contentsCrossfade = ContentsCrossfade(from: fromImage, to: toImage, progress: eased(fraction))
        }
        write(value, base: base, iteration: iteration, cycleDelta: AnimatableValue.subtract(to, from), to: &properties)
    }
}

/// What the compositor needs to crossfade two images of a `contents` animation.
struct ContentsCrossfade {
    var from: CGImage?
    var to: CGImage?
    var progress: Double
}
