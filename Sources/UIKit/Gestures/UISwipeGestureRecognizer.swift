/// Recognizes a quick straight flick in one of `direction`'s directions.
/// Discrete. UIKit publishes no thresholds; Kumiki's (uncertain, one place):
/// at least `minimumDistance` along the direction, no more than half that
/// across it, within `maximumDuration` of touch-down.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// `.right` by default.
    public var direction: Direction = .right
    public var numberOfTouchesRequired = 1


    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        if trackedTouches.count == numberOfTouchesRequired {
            start = location(in: nil)
            startTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        if event.timestamp - startTime > GestureThresholds.swipeMaximumDuration {
            state = .failed
            return
        }
        let here = location(in: nil)
        let dx = here.x - start.x
        let dy = here.y - start.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        for (candidate, along, across) in candidates where direction.contains(candidate) {
            if along >= GestureThresholds.swipeMinimumDistance && across <= along / 2 {
                state = .ended
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
