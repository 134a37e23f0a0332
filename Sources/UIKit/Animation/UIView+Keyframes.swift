/// Keyframe animations: each `addKeyframe` inside `animateKeyframes` animates
/// its changes over its slice of the whole duration; per property, the slices
/// become one `CAKeyframeAnimation` through the values in order.
extension UIView {
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        var shared = AnimationOptions(rawValue: options.rawValue & 0x3FF)
        shared.insert(.curveLinear)
        let context = UIViewAnimationContext(duration: duration, delay: delay, options: shared,
                                             timing: .curve(CAMediaTimingFunction(name: .linear)),
                                             animates: duration > 0 && areAnimationsEnabled, completion: completion)
        let collector = UIViewKeyframeCollector(calculationMode: options.calculationMode)
        context.keyframes = collector
        UIViewAnimationContext.stack.append(context)
        animations()
        UIViewAnimationContext.stack.removeLast()
        context.keyframes = nil
        if context.animates { collector.addAnimations(to: context) }
        context.seal()
    }

    /// Inside `animateKeyframes`: changes made by `animations` run from
    /// `frameStartTime` for `frameDuration` (both fractions of the whole).
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let collector = UIViewAnimationContext.current?.keyframes else {
            UncaughtException.raise("NSInternalInconsistencyException", reason:
                "+[UIView addKeyframeWithRelativeStartTime:relativeDuration:animations:] must be called from within "
                + "the animations block of +[UIView animateKeyframesWithDuration:delay:options:animations:completion:]")
        }
        collector.slice = (frameStartTime, frameDuration)
        animations()
        collector.slice = nil
    }
}

/// Collects property changes by keyframe slice, then builds one keyframe
/// animation per layer property.
@MainActor
final class UIViewKeyframeCollector {
    struct Track {
        let layer: CALayer
        let keyPath: String
        let initial: Any?
        var steps: [(start: Double, end: Double, value: Any?)] = []
    }

    let calculationMode: CAAnimationCalculationMode
    var slice: (start: Double, duration: Double)?
    private var tracks: [Track] = []

    init(calculationMode: CAAnimationCalculationMode) {
        self.calculationMode = calculationMode
    }

    func record(layer: CALayer, keyPath: String, before: Any?, after: Any?) {
        let (start, duration) = slice ?? (0, 1)
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.keyPath == keyPath }) {
            tracks[index].steps.append((start, start + duration, after))
        } else {
            var track = Track(layer: layer, keyPath: keyPath, initial: before)
            track.steps.append((start, start + duration, after))
            tracks.append(track)
        }
    }

    func addAnimations(to context: UIViewAnimationContext) {
        for track in tracks {
            var times: [Double] = [0]
            var values: [Any?] = [track.initial]
            var current = track.initial
            for step in track.steps.sorted(by: { $0.start < $1.start }) {
                if step.start > times.last! {
                    times.append(step.start)
                    values.append(current)
                }
                times.append(min(1, max(step.end, times.last!)))
                values.append(step.value)
                current = step.value
            }
            if times.last! < 1 {
                times.append(1)
                values.append(current)
            }
            let animation = CAKeyframeAnimation(keyPath: track.keyPath)
            animation.values = values.compactMap { $0 }
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = calculationMode
            context.applyTiming(to: animation)
            context.track(animation)
            track.layer.add(animation, forKey: track.keyPath)
        }
    }
}
