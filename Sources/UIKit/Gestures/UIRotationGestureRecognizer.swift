/// Recognizes two fingers turning. Continuous: begins once the line between them
/// has turned `hysteresis` radians; `rotation` is the turn since the second finger
/// came down (radians, positive clockwise on screen) — or, after `rotation` is
/// set, the set value plus the turn since; `velocity` is radians per second.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Turn before a rotation begins, about 3° (uncertain figure, one place).

    /// Setting it makes the next changes continue from the new value (UIKit's
    /// pattern: apply `rotation` to the view, then set it back to 0).
    public var rotation: CGFloat {
        get { currentRotation }
        set {
            currentRotation = newValue
            baseRotation = newValue
            accumulated = 0
        }
    }
    private var currentRotation: CGFloat = 0
    public private(set) var velocity: CGFloat = 0
    private var baseAngle: CGFloat?
    private var previousAngle: CGFloat = 0
    /// The turn since the base (`rotation` = base + accumulated).
    private var accumulated: CGFloat = 0
    /// The whole turn of the gesture, unaffected by setting `rotation` (for the velocity).
    private var totalTurn: CGFloat = 0
    private var baseRotation: CGFloat = 0
    private var estimator = VelocityEstimator()

    private var angle: CGFloat? {
        let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard down.count >= 2 else { return nil }
        let a = down[0].locationInWindow
        let b = down[1].locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if baseAngle == nil, let angle {
            baseAngle = angle
            previousAngle = angle
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard baseAngle != nil, let angle else { return }
        // Unwrap across ±π so that a full turn accumulates.
        var step = angle - previousAngle
        if step > .pi { step -= 2 * .pi }
        if step < -.pi { step += 2 * .pi }
        previousAngle = angle
        accumulated += step
        totalTurn += step
        switch state {
        case .possible:
            if abs(accumulated) >= GestureThresholds.rotationHysteresis {
                update(time: event.timestamp)
                state = .began
            }
        case .began, .changed:
            update(time: event.timestamp)
            state = .changed
        default:
            break
        }
    }

    private func update(time: TimeInterval) {
        currentRotation = baseRotation + accumulated
        estimator.add(CGPoint(x: totalTurn, y: 0), at: time)
        velocity = estimator.velocity.x
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count
        switch state {
        case .began, .changed: if down < 2 { state = .ended }
        case .possible: if down == 0 { state = .failed }
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        currentRotation = 0
        velocity = 0
        baseAngle = nil
        accumulated = 0
        totalTurn = 0
        baseRotation = 0
        estimator.reset()
    }
}
