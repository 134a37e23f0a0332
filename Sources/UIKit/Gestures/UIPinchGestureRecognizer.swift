/// Recognizes two fingers moving apart or together. Continuous: begins once the
/// distance between them has changed by `hysteresis` points; `scale` is the
/// current distance over the distance when the second finger came down;
/// `velocity` is scale per second.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Distance change before a pinch begins (uncertain figure, one place).
    public static let hysteresis: CGFloat = 8

    /// 1 at the start; settable (the next change continues from it).
    public var scale: CGFloat = 1
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
            if abs(distance - baseDistance) >= Self.hysteresis {
                baseScale = scale
                update(distance / baseDistance, time: event.timestamp)
                state = .began
            }
        case .began, .changed:
            update(distance / baseDistance, time: event.timestamp)
            state = .changed
        default:
            break
        }
    }

    private func update(_ ratio: CGFloat, time: TimeInterval) {
        scale = baseScale * ratio
        estimator.add(CGPoint(x: scale, y: 0), at: time)
        velocity = estimator.velocity.x
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: if fingers.count < 2 { state = .ended }
        case .possible: if fingers.isEmpty { state = .failed }
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        scale = 1
        velocity = 0
        baseDistance = nil
        baseScale = 1
        estimator.reset()
    }
}
