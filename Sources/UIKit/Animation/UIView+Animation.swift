/// UIView's animation blocks. Changes to animatable properties (frame, bounds,
/// center, transform, alpha, backgroundColor, and the layer's cornerRadius)
/// made inside a block animate from what is on screen to the new values; a
/// view's layer never animates outside one.
extension UIView {
    /// The properties UIView animates, as layer key paths.
    static let animatableKeyPaths: Set<String> = [
        "position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius",
    ]

    /// Ease-in-out, no delay.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Runs `animations`, animating the changes it makes over `duration` seconds
    /// after `delay`, and calls `completion` when they have all ended (`true`
    /// when none was interrupted). A duration of 0 applies the changes at once.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let context = UIViewAnimationContext(duration: duration, delay: delay, options: options,
                                             timing: options.animationTiming,
                                             animates: duration > 0 && areAnimationsEnabled, completion: completion)
        context.run(animations)
    }

    /// A spring animation: `dampingRatio` 1 settles without overshoot, smaller
    /// values oscillate; `velocity` is in units of the whole distance per second.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let context = UIViewAnimationContext(duration: duration, delay: delay, options: options,
                                             timing: .spring(dampingRatio: dampingRatio, velocity: velocity),
                                             animates: duration > 0 && areAnimationsEnabled, completion: completion)
        context.run(animations)
    }

    /// A spring described by its perceptual `duration` (seconds) and `bounce`
    /// (0 no overshoot, up to 1 more and more bouncy, below 0 more damped than
    /// critical), as in iOS 17 (see `PerceptualSpring`). The changes animate
    /// until the spring settles; `velocity` is in units of the whole distance
    /// per second.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                               initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = PerceptualSpring(duration: duration, bounce: Double(bounce))
        let settling = spring.solution(initialVelocity: Double(velocity)).settlingDuration
        let context = UIViewAnimationContext(duration: settling, delay: delay, options: options,
                                             timing: .physicalSpring(stiffness: spring.stiffness, damping: spring.damping,
                                                                     velocity: velocity),
                                             animates: duration > 0 && areAnimationsEnabled, completion: completion)
        context.run(animations)
    }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let context = UIViewAnimationContext(duration: 0, delay: 0, options: .overrideInheritedDuration,
                                             timing: .curve(CAMediaTimingFunction(name: .linear)), animates: false,
                                             completion: nil)
        // As on iOS, animations are disabled for the whole block, so that
        // animation blocks run inside it (a list's batch update) apply their
        // changes at once too.
        let wereEnabled = areAnimationsEnabled
        areAnimationsEnabled = false
        UIViewAnimationContext.stack.append(context)
        actionsWithoutAnimation()
        UIViewAnimationContext.stack.removeLast()
        areAnimationsEnabled = wereEnabled
    }

    /// Whether animation blocks animate at all (true by default).
    public private(set) static var areAnimationsEnabled = true

    public static func setAnimationsEnabled(_ enabled: Bool) {
        areAnimationsEnabled = enabled
    }

    /// The duration of the animation block being run, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        guard let context = UIViewAnimationContext.current, context.animates else { return 0 }
        return context.duration
    }

    /// The action for the view's own layer: inside an animation block, an
    /// animation of the block's kind for the animatable properties; otherwise
    /// `NSNull` (no implicit animation), as in UIKit.
    func animationAction(for layer: CALayer, forKey event: String) -> CAAction? {
        guard let context = UIViewAnimationContext.current, context.animates, UIView.areAnimationsEnabled,
              UIView.animatableKeyPaths.contains(event) else { return NSNull() }
        if !context.touchedViews.contains(where: { $0 === self }) { context.touchedViews.append(self) }
        return UIViewAnimationAction(context: context, view: self,
                                     oldModel: layer.value(forKeyPath: event),
                                     shown: layer.presentation()?.value(forKeyPath: event))
    }
}

/// Animations of UIKit's animation blocks and property animators that keep
/// touches away from the animated view (those without
/// `.allowUserInteraction`) carry this key, set to true, in Core Animation's
/// key-value storage of the animation.
extension UIView {
    static let blocksInteractionKey = "UIKitBlocksUserInteraction"

    /// Whether an animation that blocks interaction is running on the view's layer.
    var isInteractionBlockedByAnimation: Bool {
        layer.animationKeys()?.contains { key in
            layer.animation(forKey: key)?.value(forKey: UIView.blocksInteractionKey) as? Bool == true
        } ?? false
    }
}

extension CALayer {
    /// Sets a model value by key path without running its action (property
    /// animators put views back where they started this way).
    func setModelValueWithoutAction(_ value: Any?, forKeyPath keyPath: String) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        setValue(value, forKeyPath: keyPath)
        CATransaction.commit()
    }
}
