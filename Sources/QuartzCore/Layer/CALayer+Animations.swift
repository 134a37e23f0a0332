import CCairo
import CoreGraphics

/// One animation added to a layer.
@MainActor
final class AnimationRecord {
    let key: String?
    let animation: CAAnimation
    let beginTime: CFTimeInterval
    var curve: MediaTimingCurve
    var didStart = false
    var didStop = false
    var completionGroups: [CompletionGroup]
    /// For transitions: the layer as it looked when the transition was added.
    var before: CGImage?

    init(key: String?, animation: CAAnimation, beginTime: CFTimeInterval, completionGroups: [CompletionGroup]) {
        self.key = key
        self.animation = animation
        self.beginTime = beginTime
        curve = animation.timingCurve(resolvedBeginTime: beginTime)
        self.completionGroups = completionGroups
    }

    /// Ends the record: tells the delegate and releases the transactions waiting on it.
    func stop(finished: Bool) {
        guard !didStop else { return }
        didStop = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        let groups = completionGroups
        completionGroups.removeAll()
        for group in groups { group.leave() }
    }
}

/// Explicit animations. Adding copies the animation; without an explicit
/// `beginTime` it starts at the media time of the current turn.
extension CALayer {
    /// Adds a copy of `anim`; an animation already under `key` is removed first
    /// (its delegate hears `finished: false`).
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        if let key { removeAnimation(forKey: key) }
        let now = CACurrentMediaTime()
        let groups = CATransaction.enclosingCompletionGroups()
        for group in groups { group.enter() }
        // Without a begin time the animation starts now, in the layer's own time.
        let record = AnimationRecord(key: key, animation: copy,
                                     beginTime: copy.beginTime == 0 ? localTime(atMediaTime: now) : copy.beginTime,
                                     completionGroups: groups)
        if copy is CATransition { record.before = snapshotForTransition() }
        animationRecords.append(record)
        CAAnimationEngine.current.register(self)
        CALayer.noteChange()
    }

    /// The running animation under `key` (the copy that was added).
    public func animation(forKey key: String) -> CAAnimation? {
        animationRecords.last { $0.key == key }?.animation
    }

    /// Keys of the running animations, in the order added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationRecords.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `finished: false`
    /// unless it had already finished.
    public func removeAnimation(forKey key: String) {
        let removed = animationRecords.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        animationRecords.removeAll { $0.key == key }
        CALayer.noteChange()
        for record in removed { record.stop(finished: false) }
    }

    /// Moves a running animation's `timeOffset` (property animators scrub
    /// frozen, speed-0 animations this way).
    package func setTimeOffset(_ offset: CFTimeInterval, forAnimationKey key: String) {
        guard let record = animationRecords.last(where: { $0.key == key }) else { return }
        record.animation.timeOffset = offset
        record.curve = record.animation.timingCurve(resolvedBeginTime: record.beginTime)
        CALayer.noteChange()
    }

    /// Whether an animation that blocks interaction (see `CAAnimation.blocksInteraction`) is in flight.
    package var isInteractionBlockedByAnimation: Bool {
        animationRecords.contains { $0.animation.blocksInteraction && !$0.didStop }
    }

    /// The value shown now at `keyPath` (model value with animations applied).
    package func presentationValue(forKeyPath keyPath: String) -> Any? {
        LayerKeyPath.value(keyPath, in: renderProperties(at: CACurrentMediaTime()))?.anyValue
    }

    /// The model value at `keyPath`.
    package func modelValue(forKeyPath keyPath: String) -> Any? {
        LayerKeyPath.value(keyPath, in: properties)?.anyValue
    }

    public func removeAllAnimations() {
        let removed = animationRecords
        guard !removed.isEmpty else { return }
        animationRecords.removeAll()
        CALayer.noteChange()
        for record in removed { record.stop(finished: false) }
    }

    /// The values to draw at media time `time`: the model values, or with the
    /// animations in flight applied in the order they were added.
    func renderProperties(at time: CFTimeInterval) -> CALayerProperties {
        guard !animationRecords.isEmpty else { return properties }
        var values = properties
        let time = localTime(atMediaTime: time)
        for record in animationRecords {
            let curve = record.curve
            switch curve.phase(at: time) {
            case .inactive:
                continue
            case .active(let fraction, let iteration), .filling(let fraction, let iteration):
                if let transition = record.animation as? CATransition {
                    values.transition = TransitionFrame(type: transition.type, subtype: transition.subtype ?? .fromLeft,
                                                        before: record.before,
                                                        progress: transition.progress(at: fraction))
                } else {
                    record.animation.apply(fraction: fraction, iteration: iteration,
                                           localTime: curve.localTime(at: time), to: &values)
                }
            }
        }
        return values
    }

    /// The layer drawn in its own space at its contents scale, without its own
    /// opacity (the compositor applies that when it draws the transition).
    private func snapshotForTransition() -> CGImage? {
        let scale = contentsScale > 0 ? contentsScale : 1
        let width = Int((bounds.width * scale).rounded(.up))
        let height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        displayTreeIfNeeded()
        let context = CGContext(pixelWidth: width, pixelHeight: height)
        cairo_identity_matrix(context.cairo)
        cairo_scale(context.cairo, scale, scale)
        cairo_translate(context.cairo, -bounds.minX, -bounds.minY)
        LayerPainter(cairo: context.cairo, time: CACurrentMediaTime())
            .paintContent(self, values: renderProperties(at: CACurrentMediaTime()), alpha: 1)
        return context.makeImage()
    }
}

extension CALayer {
    /// Sets a model value by key path without running actions (for UIKit's
    /// property animators returning views to where they started).
    package func setModelValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let animatable = AnimatableValue(value) else { return }
        var values = properties
        guard LayerKeyPath.set(keyPath, animatable, in: &values) else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        switch keyPath {
        case "position": position = values.position
        case "bounds": bounds = values.bounds
        case "transform": transform = values.transform
        case "opacity": opacity = values.opacity
        case "backgroundColor": backgroundColor = values.backgroundColor
        case "cornerRadius": cornerRadius = values.cornerRadius
        default:
            properties = values
            CALayer.noteChange()
        }
        CATransaction.commit()
    }
}

/// Ticks every layer with animations once per frame: starts and ends them
/// (delegate callbacks, transaction completions, removal on completion).
///
/// One engine per app: hosts that run several apps swap `current`.
@MainActor
package final class CAAnimationEngine {
    package static var current = CAAnimationEngine()

    private struct WeakLayer {
        weak var layer: CALayer?
    }

    private var layers: [WeakLayer] = []

    package init() {}

    func register(_ layer: CALayer) {
        guard !layers.contains(where: { $0.layer === layer }) else { return }
        layers.append(WeakLayer(layer: layer))
    }

    /// Starts and stops animations due at `time`. Returns whether any animation
    /// is still in flight (the frame must be drawn again).
    @discardableResult
    package func tick(at time: CFTimeInterval) -> Bool {
        var inFlight = false
        for entry in layers {
            guard let layer = entry.layer else { continue }
            let time = layer.localTime(atMediaTime: time)
            for record in layer.animationRecords {
                // A record stopped earlier in this frame (removed by a delegate) never starts.
                if !record.didStart && !record.didStop && time >= record.beginTime {
                    record.didStart = true
                    record.animation.delegate?.animationDidStart(record.animation)
                }
                if !record.didStop && time >= record.curve.endTime - 1e-9 {
                    if record.animation.isRemovedOnCompletion {
                        layer.animationRecords.removeAll { $0 === record }
                    }
                    record.stop(finished: true)
                    CALayer.noteChange()
                }
            }
            // Frozen animations (speed 0, moved by their owner) change only when moved.
            if layer.isTimeRunning, layer.animationRecords.contains(where: { !$0.didStop && $0.animation.speed != 0 }) {
                inFlight = true
                CALayer.noteChange()
            }
        }
        layers.removeAll { entry in entry.layer.map { $0.animationRecords.isEmpty } ?? true }
        return inFlight
    }

    /// Whether any animation has not ended yet.
    package var hasAnimationsInFlight: Bool {
        layers.contains { entry in
            guard let layer = entry.layer, layer.isTimeRunning else { return false }
            return layer.animationRecords.contains { !$0.didStop && $0.animation.speed != 0 }
        }
    }
}
