/// Recognizes fingers held still for `minimumPressDuration`. Continuous: begins
/// when the time is up, changes as the fingers move (any distance, once begun),
/// ends when they lift. Fails if the fingers move more than `allowableMovement`
/// before it begins, or lift too early.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds; 0.5 by default, as UIKit documents.
    public var minimumPressDuration: CFTimeInterval = GestureThresholds.minimumPressDuration
    /// Points the fingers may wander before the gesture begins; 10 by default.
    public var allowableMovement: CGFloat = GestureThresholds.pressSlop
    public var numberOfTouchesRequired = 1
    /// Taps before the press (0: just press).
    public var numberOfTapsRequired = 0

    private var start: CGPoint?
    private var pressTimer: Int?
    private var fingers = 0
    private var tapsSeen = 0
    /// While waiting for the next tap of a tap-and-hold: fails the gesture if
    /// no finger comes down in time.
    private var nextTapTimer: Int?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimer(nextTapTimer)
        nextTapTimer = nil
        fingers += touches.count
        guard fingers <= numberOfTouchesRequired else {
            cancelOrFail()
            return
        }
        guard fingers == numberOfTouchesRequired, tapsSeen == numberOfTapsRequired else { return }
        start = location(in: nil)
        cancelTimer(pressTimer)
        pressTimer = scheduleTimer(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start else { return }
            let here = location(in: nil)
            if hypot(here.x - start.x, here.y - start.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers -= touches.count
        switch state {
        case .began, .changed:
            state = .ended
        case .possible where tapsSeen < numberOfTapsRequired && fingers == 0:
            // A tap of a tap-and-hold: the next finger must come within the
            // multi-tap interval.
            tapsSeen += 1
            nextTapTimer = scheduleTimer(after: GestureThresholds.multiTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        case .possible:
            state = .failed
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        cancelTimer(pressTimer)
        pressTimer = nil
        cancelTimer(nextTapTimer)
        nextTapTimer = nil
        start = nil
        fingers = 0
        tapsSeen = 0
    }
}
