/// One finger on the screen for the life of its contact. The touch keeps the view
/// it was first delivered to (`view`) until it ends, wherever it moves.
@preconcurrency @MainActor
public final class UITouch: NSObject {
    /// Raw values match UIKit.
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
    }

    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
        case pencil = 2
    }

    public internal(set) var phase: Phase
    /// Seconds, media time, of the last change.
    public internal(set) var timestamp: TimeInterval
    /// How many taps in quick succession this touch belongs to (1 for a single tap).
    public internal(set) var tapCount: Int
    public internal(set) var view: UIView?
    public internal(set) var window: UIWindow?
    public let type = TouchType.direct

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// The host's identifier for the finger.
    let identifier: Int
    var gestureRecognizerList: [UIGestureRecognizer] = []
    /// Whether its view has been sent `touchesBegan` for it.
    var hasReachedView = false
    /// False for an extra finger on a view that is not `isMultipleTouchEnabled`.
    var reachesView = true

    /// The recognizers receiving this touch (those of its view and the view's
    /// ancestors that accepted it when it began).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        gestureRecognizerList.isEmpty ? nil : gestureRecognizerList
    }

    init(identifier: Int, locationInWindow: CGPoint, timestamp: TimeInterval, tapCount: Int,
         view: UIView?, window: UIWindow?) {
        self.identifier = identifier
        self.locationInWindow = locationInWindow
        previousLocationInWindow = locationInWindow
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.view = view
        self.window = window
        phase = .began
        super.init()
    }

    /// The current location in `view`'s coordinates (window coordinates for nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// The location of the previous sample in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

}
