/// The running app: its windows, the key window, and event dispatch.
@MainActor
open class UIApplication: UIResponder {
    /// The one application object.
    public static let shared = UIApplication()

    private var windowReferences: [WeakWindow] = []
    private weak var keyWindowStorage: UIWindow?
    /// Set by the host that runs the main loop.
    package weak var host: UIApplicationHost?
    /// The main loop of the attached host.
    package internal(set) var mainLoop: UIMainLoop?
    var touchRouter = TouchRouter()

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    private override init() {
        super.init()
    }

    /// Every window of the app, hidden ones included, in creation order.
    public var windows: [UIWindow] {
        windowReferences.compactMap(\.window)
    }

    /// The window that receives keyboard input (deprecated on iOS, still common).
    public var keyWindow: UIWindow? { keyWindowStorage }

    func register(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil }
        windowReferences.append(WeakWindow(window: window))
    }

    func setKeyWindow(_ window: UIWindow) {
        guard keyWindowStorage !== window else { return }
        let previous = keyWindowStorage
        keyWindowStorage = window
        previous?.resignKey()
        window.becomeKey()
    }

    /// Visible windows, back to front (level, then creation order).
    var visibleWindows: [UIWindow] {
        windows.filter { !$0.isHidden }.enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
    }

    /// Sends a touch event to each window that has touches in it.
    open func sendEvent(_ event: UIEvent) {
        var seen: Set<ObjectIdentifier> = []
        for touch in event.touchSet {
            guard let window = touch.window, seen.insert(ObjectIdentifier(window)).inserted else { continue }
            window.sendEvent(event)
        }
    }

    /// Forgets every window and touch; hosts call this when they take over the app
    /// (each test host starts from a clean application).
    package func reset() {
        for window in windows { window.isHidden = true }
        windowReferences.removeAll()
        keyWindowStorage = nil
        touchRouter = TouchRouter()
        UIResponder.currentFirstResponder = nil
    }
}
