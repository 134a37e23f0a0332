/// The cross-fade bars use when their contents change with animation.
extension CATransition {
    /// Adds a fade of `duration` seconds to `layer`, which captures how it
    /// looks now and fades to how it looks after this turn's changes.
    /// `completion` runs when the fade stops (ended, or replaced by another).
    static func addBarContentsFade(to layer: CALayer, duration: TimeInterval, completion: (() -> Void)? = nil) {
        let fade = CATransition()
        fade.type = .fade
        fade.duration = duration
        if let completion { fade.delegate = BarFadeCompletion(completion) }
        layer.add(fade, forKey: kCATransition)
    }
}

/// Runs a closure when a bar's cross-fade stops (the animation keeps its
/// delegate, as Core Animation does).
private final class BarFadeCompletion: CAAnimationDelegate {
    private var body: (() -> Void)?

    init(_ body: @escaping () -> Void) {
        self.body = body
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        let body = self.body
        self.body = nil
        body?()
    }
}
