/// Retiming running animations (the public animation API is in the class
/// body, CALayer.swift, so that subclasses can override it).
extension CALayer {
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
