/// Runs a default (implicit) animation: from the value the layer showed when
/// the change was made to the new model value, with the current transaction's
/// duration and timing function (Core Animation's default curve when none).
final class ImplicitAnimationAction: CAAction {
    /// The properties Core Animation animates implicitly.
    static let animatableKeys: Set<String> = [
        "position", "bounds", "anchorPoint", "anchorPointZ", "zPosition", "transform", "sublayerTransform", "opacity",
        "backgroundColor", "borderColor", "borderWidth", "cornerRadius", "contents", "contentsRect", "contentsCenter", "rasterizationScale",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath",
    ]

    private let animation: CABasicAnimation
    private let shownValue: AnimatableValue

    init(animation: CABasicAnimation, shownValue: AnimatableValue) {
        self.animation = animation
        self.shownValue = shownValue
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        animation.fromValue = shownValue.anyValue
        if animation.duration == 0 { animation.duration = CATransaction.animationDuration() }
        if animation.timingFunction == nil {
            animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        }
        layer.add(animation, forKey: event)
    }
}
