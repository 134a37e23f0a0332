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
    /// What each frame of the animation changes, for damage tracking: the
    /// layer's own look (all but `sublayerTransform`), and its sublayers'
    /// place or style (all but a color or a shadow: `CALayer.ownLookKeys`).
    /// An animation of no single property (a transition, a group) changes both.
    let changesOwnLook: Bool
    let changesSublayers: Bool

    init(key: String?, animation: CAAnimation, beginTime: CFTimeInterval, completionGroups: [CompletionGroup]) {
        self.key = key
        self.animation = animation
        self.beginTime = beginTime
        curve = animation.timingCurve(resolvedBeginTime: beginTime)
        self.completionGroups = completionGroups
        let keyPath = (animation as? CAPropertyAnimation)?.keyPath
        changesOwnLook = keyPath.map { !CALayer.sublayerPlacementKeys.contains($0) } ?? true
        changesSublayers = keyPath.map { !CALayer.ownLookKeys.contains($0) } ?? true
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
