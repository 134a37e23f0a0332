import Foundation

/// Drives an animator's transition by percentage: the animator's animations
/// run on a paused clock (the container view's layer time) that `update(_:)`
/// moves; `finish()` lets them run on from there, `cancel()` runs them back
/// to the start. The usual partner of a pan gesture.
///
/// As on iOS, the animator's animations must live in the container view;
/// alongside animations of the transition coordinator are scrubbed with it.
/// A cancelled transition's animations are removed once they are back at
/// their start (their completions hear `finished == false`), and UIKit puts
/// a dismissed view back at its presented frame (docs/BEHAVIOR.md).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private weak var context: UIViewControllerContextTransitioning?
    private var animator: UIViewControllerAnimatedTransitioning?
    private var cancelLink: CADisplayLink?

    public override init() {
        super.init()
    }

    /// How far the transition is, from 0 to 1.
    public private(set) var percentComplete: CGFloat = 0

    /// The animator's duration, in seconds (0 before the transition starts).
    public var duration: CGFloat {
        CGFloat(context.flatMap { animator?.transitionDuration(using: $0) } ?? 0)
    }

    /// Multiplies the speed the rest of the transition runs at after
    /// `finish()` or `cancel()`. 1 by default.
    open var completionSpeed: CGFloat = 1
    /// The curve reported to the coordinator. `.easeInOut` by default.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts interactive (paused at 0). true by default.
    open var wantsInteractiveStart = true

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        animator = (transitionContext as? ControllerTransitionContext)?.animator
        let layer = transitionContext.containerView.layer
        layer.speed = 0
        layer.timeOffset = 0
        layer.beginTime = 0
        animator?.animateTransition(using: transitionContext)
        update(percentComplete)
        if !wantsInteractiveStart { finish() }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        guard let context else { return }
        context.containerView.layer.timeOffset = CFTimeInterval(self.percentComplete * duration)
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Holds the transition where it is (after a `finish()` or `cancel()`
    /// began, it stops there until updated again).
    open func pause() {
        cancelLink?.invalidate()
        cancelLink = nil
        guard let context else { return }
        let layer = context.containerView.layer
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = now
        layer.beginTime = 0
        context.pauseInteractiveTransition()
    }

    /// Lets the transition run to its end from where it is.
    open func finish() {
        guard let context else { return }
        let layer = context.containerView.layer
        let paused = layer.timeOffset
        let speed = max(completionSpeed, 0.01)
        layer.speed = Float(speed)
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = CACurrentMediaTime() - paused / Double(speed)
        context.finishInteractiveTransition()
    }

    /// Runs the transition back to its start, then ends it cancelled.
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        cancelLink?.invalidate()
        let link = CADisplayLink(target: self, selector: UIPercentDrivenInteractiveTransition.stepBack(_:))
        link.add(to: .main, forMode: .common)
        cancelLink = link
    }

    /// One frame of running back: layer time moves back by the frame's
    /// duration; at 0 the animations are removed.
    private func stepBack(_ link: CADisplayLink) {
        guard let context else {
            link.invalidate()
            return
        }
        let layer = context.containerView.layer
        let step = max(link.duration, 1.0 / 60) * Double(max(completionSpeed, 0.01))
        let time = layer.timeOffset - step
        guard time > 0 else {
            link.invalidate()
            cancelLink = nil
            layer.timeOffset = 0
            UIView.removeAnimations(in: layer)
            return
        }
        layer.timeOffset = time
        percentComplete = CGFloat(time) / max(duration, 0.001)
    }
}
