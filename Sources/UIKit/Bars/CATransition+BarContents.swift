/// The cross-fade bars use when their contents change with animation.
extension CATransition {
    /// Adds a fade of `duration` seconds to `layer`, which captures how it
    /// looks now and fades to how it looks after this turn's changes.
    static func addBarContentsFade(to layer: CALayer, duration: TimeInterval) {
        let fade = CATransition()
        fade.type = .fade
        fade.duration = duration
        layer.add(fade, forKey: kCATransition)
    }
}
