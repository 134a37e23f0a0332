/// What a transition (a presentation, a dismissal, a rotation) tells the
/// code animating along with it.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    /// Whether the transition started under an interaction's control.
    var initiallyInteractive: Bool { get }
    /// Whether an interaction drives it now.
    var isInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isCancelled: Bool { get }
    /// Seconds.
    var transitionDuration: TimeInterval { get }
    /// How far an interaction has taken it, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed the rest completes at after the interaction ends (1 normal).
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the transition applies (a quarter turn for a device rotation).
    var targetTransform: CGAffineTransform { get }
    /// The view the transition happens in (the window for a rotation).
    var containerView: UIView { get }
    /// nil for a rotation, which has no from and to controllers.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Lets view controllers run their own animations with a size transition.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// `animation` runs inside the transition's animation block; `completion`
    /// after it ends. Returns true (the transition is animated).
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Like `animate(alongsideTransition:completion:)`, for animations of
    /// views outside the container (`view`); Kumiki treats both alike.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// `handler` hears each time an interaction lets go of the transition
    /// (finished or cancelled).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion: nil)`: UIKit's `completion`
    /// defaults to nil.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a screen size change: collects the alongside animations
/// and completions, runs the resize in one animation block with them, then the
/// completions.
@MainActor
final class ScreenSizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    /// UIKit's rotation animation takes about 0.3–0.4 s (uncertain figure).
    static let rotationDuration: TimeInterval = 0.3

    let transitionDuration: TimeInterval
    let targetTransform: CGAffineTransform
    var isAnimated: Bool { transitionDuration > 0 }
    var initiallyInteractive: Bool { false }
    var isInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var presentationStyle: UIModalPresentationStyle { .none }
    /// The key window, where a rotation happens.
    var containerView: UIView { UIApplication.shared.keyWindow ?? UIView() }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(duration: TimeInterval, targetTransform: CGAffineTransform) {
        transitionDuration = duration
        self.targetTransform = targetTransform
    }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// A rotation is never interactive: nothing to tell.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs `resize` and the alongside animations in one animation block.
    func run(_ resize: @escaping () -> Void) {
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [], animations: {
            resize()
            for animation in self.alongside { animation(self) }
        }, completion: { _ in
            for completion in self.completions { completion(self) }
        })
    }
}

extension UIApplication {
    /// Changes the screen to `size` the way a device rotation does: every
    /// visible window's root view controller hears
    /// `viewWillTransition(to:with:)`, then `resize` (which resizes the screen
    /// and windows) runs animated with the controllers' alongside animations.
    package func transitionScreen(to size: CGSize, targetTransform: CGAffineTransform,
                                  duration: TimeInterval = ScreenSizeTransitionCoordinator.rotationDuration,
                                  resize: @escaping () -> Void) {
        let coordinator = ScreenSizeTransitionCoordinator(duration: duration, targetTransform: targetTransform)
        for window in visibleWindows {
            window.rootViewController?.viewWillTransition(to: size, with: coordinator)
        }
        coordinator.run {
            resize()
            for window in self.visibleWindows { window.layoutIfNeeded() }
        }
    }
}
