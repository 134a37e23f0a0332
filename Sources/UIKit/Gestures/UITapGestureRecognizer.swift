/// Recognizes `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers.
/// Discrete: recognized when the last required tap lifts.
///
/// Fails when a finger moves more than `allowableMovement` from where it came
/// down, when more fingers than required touch, or when the next tap does not
/// begin within `multiTapInterval` of the previous lift (or lands farther than
/// `allowableMovement` from the first).
open class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1


    private var tapsCompleted = 0
    private var touchStarts: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?
    private var activeFingers = 0
    private var maximumFingers = 0
    private var interTapTimer: Int?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimer(interTapTimer)
        interTapTimer = nil
        for touch in touches {
            let location = touch.location(in: nil)
            if let first = firstTapLocation, distance(first, location) > GestureThresholds.tapSlop {
                state = .failed
                return
            }
            touchStarts[ObjectIdentifier(touch)] = location
        }
        activeFingers += touches.count
        maximumFingers = max(maximumFingers, activeFingers)
        if activeFingers > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = touchStarts[ObjectIdentifier(touch)] else { continue }
            if distance(start, touch.location(in: nil)) > GestureThresholds.tapSlop {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        activeFingers -= touches.count
        guard activeFingers == 0 else { return }
        guard maximumFingers == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        if firstTapLocation == nil { firstTapLocation = touches.first?.location(in: nil) }
        maximumFingers = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            interTapTimer = scheduleTimer(after: GestureThresholds.multiTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        touchStarts.removeAll()
        firstTapLocation = nil
        activeFingers = 0
        maximumFingers = 0
        cancelTimer(interTapTimer)
        interTapTimer = nil
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }
}
