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
        // A layer on no app's screen is ticked by the running app's engine (its
        // delegate and completions still hear about it) but never makes a frame.
        (renderContext ?? CoreAnimationContext.current).animationEngine.register(self)
        noteChange()
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
        noteChange()
        for record in removed { record.stop(finished: false) }
    }

    public func removeAllAnimations() {
        let removed = animationRecords
        guard !removed.isEmpty else { return }
        animationRecords.removeAll()
        noteChange()
        for record in removed { record.stop(finished: false) }
    }

    /// Moves a running animation to a new `timeOffset`: how a frozen (speed 0)
    /// animation is scrubbed from outside, the way Core Animation retimes an
    /// animation whose timing changed. Kumiki's own API for UIKit's property
    /// animators (Core Animation's animations are immutable once added).
    package func retimeAnimation(forKey key: String, timeOffset offset: CFTimeInterval) {
        guard let record = animationRecords.last(where: { $0.key == key }) else { return }
        record.animation.timeOffset = offset
        record.curve = record.animation.timingCurve(resolvedBeginTime: record.beginTime)
        noteChange()
    }
}
