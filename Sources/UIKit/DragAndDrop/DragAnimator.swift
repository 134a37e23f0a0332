import Foundation

/// The animations and completions delegates add, run by the drag in flight.
@MainActor
final class DragAnimator: UIDragAnimating {
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs `own` and the added animations together over `duration` seconds,
    /// then `done` and the added completions.
    func run(duration: TimeInterval, own: @escaping () -> Void, done: @escaping () -> Void) {
        let added = animations
        let finished = completions
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
            own()
            for animation in added { animation() }
        }, completion: { _ in
            done()
            for completion in finished { completion(.end) }
        })
    }
}
