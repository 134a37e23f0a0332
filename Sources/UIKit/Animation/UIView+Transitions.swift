/// View transitions: the whole view (or a container swapping views) changes
/// appearance at once with a fade, a flip or a curl, rendered by the
/// compositor as a `CATransition` against a picture of the view's old look.
///
/// Flips are drawn flat (the view narrows to its center line and widens again,
/// without perspective) and curls as a slide (up: the old view slides up and
/// away; down: the new one slides down over it): see docs/PORTING.md.
extension UIView {
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let context = UIViewAnimationContext(duration: duration, delay: 0, options: options,
                                             timing: .curve(options.timingFunction),
                                             animates: duration > 0 && areAnimationsEnabled, completion: completion)
        if context.animates, let transition = makeTransition(options: options, duration: duration) {
            context.track(transition)
            view.layer.add(transition, forKey: "transition")
        }
        // Changes inside a transition block are not animated one by one.
        performWithoutAnimation { animations?() }
        context.seal()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other) with a transition.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            UncaughtException.raise("NSInternalInconsistencyException", reason:
                "+[UIView transitionFromView:toView:duration:options:completion:]: the from view \(fromView) "
                + "has no superview to make the transition in")
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    static func makeTransition(options: AnimationOptions, duration: TimeInterval) -> CATransition? {
        let transition = CATransition()
        switch options.transitionKind {
        case 1, 2:
            transition.type = TransitionGeometry.flipHorizontal
            transition.subtype = options.transitionKind == 1 ? .fromLeft : .fromRight
        case 6, 7:
            transition.type = TransitionGeometry.flipVertical
            transition.subtype = options.transitionKind == 6 ? .fromTop : .fromBottom
        case 3:
            transition.type = .reveal
            transition.subtype = .fromBottom
        case 4:
            transition.type = .moveIn
            transition.subtype = .fromTop
        case 5:
            transition.type = .fade
        default:
            return nil
        }
        transition.duration = duration
        transition.timingFunction = options.timingFunction
        if !options.contains(.allowUserInteraction) { transition.setValue(true, forKey: UIView.blocksInteractionKey) }
        return transition
    }
}
