/// Recognizes two fingers moving apart or together. Continuous: begins once the
/// distance between them has changed by `hysteresis` points; `scale` is the
/// current distance over the distance when the second finger came down (or,
/// after `scale` is set, the set value times the distance's change since);
/// `velocity` is scale per second.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Distance change before a pinch begins (uncertain figure, one place).

    /// 1 at the start. Setting it makes the next changes continue from the new
    /// value (UIKit's pattern: apply `scale` to the view, then set it back to 1).
    public var scale: CGFloat {
        get { currentScale }
        set {
            currentScale = newValue
            baseScale = newValue
            if let distance { baseDistance = distance }
        }
    }
    private var currentScale: CGFloat = 1
    public private(set) var velocity: CGFloat = 0
    private var baseDistance: CGFloat?
    private var baseScale: CGFloat = 1
    private var estimator = VelocityEstimator()

    private var fingers: [UITouch] {
        trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    private var distance: CGFloat? {
        let down = fingers
        guard down.count >= 2 else { return nil }
        let a = down[0].locationInWindow
        let b = down[1].locationInWindow
        return hypot(a.x - b.x, a.y - b.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if fingers.count > 2 {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        if baseDistance == nil, let distance { baseDistance = distance }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let baseDistance, baseDistance > 0, let distance else { return }
        switch state {
        case .possible:
            if abs(distance - baseDistance) >= GestureThresholds.pinchHysteresis {
                update(distance: distance, base: baseDistance, time: event.timestamp)
                state = .began
            }
        case .began, .changed:
            update(distance: distance, base: baseDistance, time: event.timestamp)
            state = .changed
        default:
            break
        }
    }

    /// The scale follows the distance from the base; the velocity comes from the
    /// distance's rate, so that setting `scale` does not disturb it.
    private func update(distance: CGFloat, base: CGFloat, time: TimeInterval) {
        currentScale = baseScale * distance / base
        estimator.add(CGPoint(x: distance, y: 0), at: time)
        velocity = estimator.velocity.x * baseScale / base
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: if fingers.count < 2 { state = .ended }
        case .possible: if fingers.isEmpty { state = .failed }
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        currentScale = 1
        velocity = 0
        baseDistance = nil
        baseScale = 1
        estimator.reset()
    }
}
