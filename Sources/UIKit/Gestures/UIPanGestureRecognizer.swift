/// Recognizes fingers dragging. Continuous: begins once the centroid has moved
/// `GestureThresholds.panHysteresis` points from where the fingers came down, changes on every move,
/// ends when the last finger lifts.
///
/// `translation(in:)` is measured from where the fingers came down, so a view
/// moved by it follows the finger exactly; `velocity(in:)` comes from the
/// recent samples (`VelocityEstimator`).
open class UIPanGestureRecognizer: UIGestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max

    /// Window-space translation base: translation = centroid − origin + offset.
    private var origin: CGPoint?
    private var offset = CGPoint.zero
    private var estimator = VelocityEstimator()
    private var lastCentroid: CGPoint?
    private var lastEventTime: TimeInterval = 0

    /// Where the fingers came down (window points), once they have.
    var touchDownLocation: CGPoint? { origin }

    /// How far the centroid has moved since touch-down (window points).
    var movementSinceTouchDown: CGPoint? {
        guard let origin else { return nil }
        let here = location(in: nil)
        return CGPoint(x: here.x - origin.x + offset.x, y: here.y - origin.y + offset.y)
    }

    /// Whether a move of `delta` (window points) from the touch-down centroid may
    /// begin the pan; `UIScreenEdgePanGestureRecognizer` narrows it.
    func shouldBegin(afterMoving delta: CGPoint, from start: CGPoint) -> Bool {
        hypot(delta.x, delta.y) >= GestureThresholds.panHysteresis
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if fingersDown > maximumNumberOfTouches {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        // A finger joining or leaving moves the centroid; keep the translation continuous.
        rebase()
        if origin == nil { origin = location(in: nil) }
        sample(event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        sample(event.timestamp)
        switch state {
        case .possible:
            guard fingersDown >= minimumNumberOfTouches, let origin else { return }
            let here = location(in: nil)
            let delta = CGPoint(x: here.x - origin.x + offset.x, y: here.y - origin.y + offset.y)
            if shouldBegin(afterMoving: delta, from: origin) { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = fingersDown
        if remaining > 0 { rebase() }
        // A lift where the finger already was adds no motion: it must not dilute
        // the velocity of a flick (a finger that had stopped reads zero anyway).
        if remaining > 0 || location(in: nil) != lastCentroid { sample(event.timestamp) }
        lastEventTime = event.timestamp
        switch state {
        case .began, .changed:
            if remaining == 0 { state = .ended }
        case .possible:
            if remaining == 0 { state = .failed }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    /// Keeps `translation` unchanged when the set of fingers (and so the centroid) changes.
    private func rebase() {
        guard let origin, let lastCentroid else { return }
        let centroid = location(in: nil)
        offset = CGPoint(x: offset.x + lastCentroid.x - origin.x - (centroid.x - origin.x),
                         y: offset.y + lastCentroid.y - origin.y - (centroid.y - origin.y))
        self.lastCentroid = centroid
    }

    private func sample(_ time: TimeInterval) {
        lastEventTime = time
        let centroid = location(in: nil)
        lastCentroid = centroid
        estimator.add(CGPoint(x: centroid.x + offset.x, y: centroid.y + offset.y), at: time)
    }

    /// The translation since the fingers came down (or since `setTranslation`), in
    /// `view`'s coordinate space (window space for nil): a vector, unaffected by
    /// the view's position.
    public func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let here = location(in: nil)
        let windowDelta = CGPoint(x: here.x - origin.x + offset.x, y: here.y - origin.y + offset.y)
        return Self.vector(windowDelta, in: view)
    }

    /// Makes the current translation equal `translation` (in `view`'s space);
    /// also restarts the velocity estimate.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let origin else { return }
        let windowTranslation = Self.windowVector(translation, from: view)
        let here = location(in: nil)
        offset = CGPoint(x: windowTranslation.x - (here.x - origin.x), y: windowTranslation.y - (here.y - origin.y))
        estimator.reset()
    }

    /// Points per second in `view`'s coordinate space.
    public func velocity(in view: UIView?) -> CGPoint {
        Self.vector(estimator.velocity(at: lastEventTime), in: view)
    }

    open override func reset() {
        super.reset()
        origin = nil
        offset = .zero
        lastCentroid = nil
        estimator.reset()
    }

    /// A window-space vector expressed in `view`'s space (its transforms' linear part).
    static func vector(_ v: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, from: nil)
        let b = view.convert(v, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    static func windowVector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, to: nil)
        let b = view.convert(v, to: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}
