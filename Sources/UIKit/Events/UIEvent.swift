/// A set of touches at one moment. As on iOS, one touch event object is reused
/// for the whole life of a multi-touch sequence.
@preconcurrency @MainActor
public class UIEvent: NSObject {
    /// Raw values match UIKit.
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    public enum EventSubtype: Int, Sendable {
        case none = 0
    }

    public let type: EventType
    public var subtype: EventSubtype { .none }
    /// Seconds, media time.
    public internal(set) var timestamp: TimeInterval = 0
    var touchSet: Set<UITouch> = []

    init(type: EventType) {
        self.type = type
    }

    /// Every touch of the event, or nil for events without touches.
    public var allTouches: Set<UITouch>? {
        type == .touches ? touchSet : nil
    }

    /// The touches delivered to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        touchSet.filter { $0.view === view }
    }

    /// The touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        touchSet.filter { $0.window === window }
    }
}
