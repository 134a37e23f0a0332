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

    fileprivate struct WeakWindow {
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

    /// Everything that makes one running app distinct from another, so that
    /// several test hosts can take turns owning the one `UIApplication`.
    @MainActor
    package struct State {
        fileprivate var windowReferences: [WeakWindow] = []
        fileprivate weak var keyWindow: UIWindow?
        fileprivate var touchRouter = TouchRouter()
        fileprivate weak var host: UIApplicationHost?
        fileprivate var mainLoop: UIMainLoop?
        fileprivate weak var firstResponder: UIResponder?
        fileprivate var animationEngine = CAAnimationEngine()
        fileprivate var displayLinks: [CADisplayLink] = []

        package init() {}
    }

    /// Takes out the running app's state, leaving a clean application behind.
    package func takeState() -> State {
        var state = State()
        state.windowReferences = windowReferences
        state.keyWindow = keyWindowStorage
        state.touchRouter = touchRouter
        state.host = host
        state.mainLoop = mainLoop
        state.firstResponder = UIResponder.currentFirstResponder
        state.animationEngine = CAAnimationEngine.current
        state.displayLinks = CADisplayLink.scheduled
        restore(State())
        return state
    }

    /// Puts back a state taken with `takeState()` (or a fresh one).
    package func restore(_ state: State) {
        windowReferences = state.windowReferences
        keyWindowStorage = state.keyWindow
        touchRouter = state.touchRouter
        host = state.host
        mainLoop = state.mainLoop
        UIResponder.currentFirstResponder = state.firstResponder
        CAAnimationEngine.current = state.animationEngine
        CADisplayLink.scheduled = state.displayLinks
    }
}
