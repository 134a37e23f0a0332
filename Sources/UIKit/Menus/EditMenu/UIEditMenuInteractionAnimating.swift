/// Lets a delegate animate alongside an edit menu's appearing or
/// disappearing, and run code once it has finished.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Runs `animations` in the menu's animation block.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the menu has appeared or disappeared.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator handed to edit menu delegates: collects what they add, then
/// runs it inside and after the menu's fade.
@MainActor
final class EditMenuAnimator: UIEditMenuInteractionAnimating {
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Runs `own` and the delegate's animations over `duration` seconds, then
    /// `finish` and the delegate's completions.
    func run(duration: TimeInterval, animations own: @escaping () -> Void, finish: @escaping () -> Void) {
        let added = animations
        let completions = completions
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
                       animations: {
                           own()
                           for animation in added { animation() }
                       },
                       completion: { _ in
                           finish()
                           for completion in completions { completion() }
                       })
    }
}
