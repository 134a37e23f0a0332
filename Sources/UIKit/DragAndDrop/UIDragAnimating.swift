/// What a drag or drop delegate receives to run alongside the lift, drop
/// and cancel animations (`UIViewPropertyAnimator`'s alongside-animation
/// half).
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    /// Runs `animations` in the same animation as the preview.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the animation ends (`.end`).
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
