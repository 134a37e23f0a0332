import CoreGraphics

/// One animation added to a layer.
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
