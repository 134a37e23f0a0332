/// The running app: its windows and key window, its screen, its media clock and
/// the rest of Core Animation's side of it, touch delivery and gesture
/// arbitration, timers, and the main loop that turns it all.
///
/// Kumiki: every host (a window, a test) runs an app of its own, and
/// `UIApplication.shared` is the one running now. Views and windows belong to
/// the app whose window they are in; making another app run swaps a single
/// reference (`makeCurrent()`), so nothing is copied between apps.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The running app.
    public class var shared: UIApplication { current }

    /// Core Animation's side of the app: clock, animation engine, display links.
    package let animationContext: CoreAnimationContext
    /// The device's display.
    package let screen: UIScreen
    /// One-shot timers on the app's media clock.
    package let timers: MediaTimerQueue
    /// The device, as the host describes it.
    package let device: UIDevice
    /// Which way the app's interface reads: right to left when the host runs
    /// it in a right-to-left language. Fixed for an app's life, as on iOS.
    public package(set) var userInterfaceLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight
    /// Turns the host's finger samples into touches and events.
    let touchRouter = TouchRouter()
    /// Delivers touch events to recognizers and views; its arbiter settles
    /// recognizers' conflicts.
    let touchDelivery: TouchDelivery
    /// Delivers the pointer to hover recognizers and pointer interactions.
    let hoverDelivery = HoverDelivery()
    /// Hardware keys: key commands and presses.
    package let pressDelivery = PressDelivery()
    /// The software keyboard: shown for a first responder that takes keys.
    lazy var keyboardController = KeyboardController(application: self)
    /// The interaction whose edit menu is on screen: one at a time per app
    /// (Menus/EditMenu/UIEditMenuInteraction.swift).
    weak var visibleEditMenu: UIEditMenuInteraction?
    /// The list menu on screen (a button's or a context menu): one at a time
    /// per app (Menus/ContextMenu/MenuPresentation.swift).
    weak var visibleMenu: MenuPresentation?
    /// Appearance callbacks waiting for the layout phase.
    let appearanceSchedule = AppearanceSchedule()
    /// The host running this app.
    package weak var host: UIApplicationHost?
    /// Runs this app's turns.
    package private(set) var mainLoop: UIMainLoop!
    /// The responder that gets keys first, if any.
    weak var firstResponder: UIResponder? {
        didSet { KeyboardController.of(self).firstResponderDidChange(to: firstResponder) }
    }
    /// Accessibility settings set by the host and notifications the app posted
    /// (UIApplication+Accessibility.swift).
    package let accessibilityState = AccessibilityState()

    /// The system's settings as traits (appearance, text size, contrast,
    /// bold text), which hosts set like the Settings app
    /// (UIApplication+Traits.swift).
    package internal(set) var systemTraitsStorage = UIApplication.defaultSystemTraits
    /// `UITraitCollection.current` while set on the main thread; nil falls
    /// back to the key window's traits.
    var explicitCurrentTraits: UITraitCollection?

    /// Undo managers whose automatic group ends with this turn
    /// (Undo/UndoManager+EventGrouping.swift).
    var undoManagersEndingGroups: [UndoManagerReference] = []

    /// Work each turn runs before layout to read values Linux cannot
    /// observe (a progress view's `observedProgress`: Foundation has no
    /// key-value observing here), keyed by the reader. While any is
    /// registered, a window keeps producing frames.
    var turnSamplers: [ObjectIdentifier: () -> Void] = [:]

    private var windowReferences: [WeakWindow] = []
    private weak var keyWindowStorage: UIWindow?

    /// The app's delegate: asked for the orientations the app supports and the
    /// configuration of its scenes, and told about its life cycle
    /// (UIApplication+LifeCycle.swift).
    ///
    /// Kumiki holds it strongly, where UIKit declares it `unowned(unsafe)`
    /// (`UIApplicationMain` keeps the delegate it made alive there): so
    /// `UIApplication.shared.delegate = AppDelegate()` keeps working.
    public var delegate: (any UIApplicationDelegate)?
    /// Whether the app is active, inactive or in the background
    /// (UIApplication+LifeCycle.swift). A host's app starts active.
    public package(set) var applicationState = State.active
    /// The scenes connected now, in connection order.
    var sceneList: [UIScene] = []
    /// Sessions of the app's scenes, connected or not.
    var sessionList: [UISceneSession] = []

    fileprivate struct WeakWindow {
        weak var window: UIWindow?
    }

    /// A new app with a screen of the default device (393×852 pt at 3×) and a
    /// monotonic clock; hosts configure both. Hosts make apps; app code uses
    /// `shared`.
    package convenience override init() {
        self.init(animationContext: CoreAnimationContext())
    }

    private init(animationContext: CoreAnimationContext) {
        self.animationContext = animationContext
        screen = UIScreen(animationContext: animationContext)
        timers = MediaTimerQueue(clock: animationContext.clock)
        device = UIDevice(timers: timers)
        touchDelivery = TouchDelivery(timers: timers)
        super.init()
        animationContext.owner = self
        hoverDelivery.application = self
        mainLoop = UIMainLoop(application: self)
    }

    /// Makes this app the running one: `UIApplication.shared`, `UIScreen.main`
    /// and `CACurrentMediaTime()` answer for it from now on.
    package func makeCurrent() {
        CoreAnimationContext.current = animationContext
    }

    /// The app of the running Core Animation context; before any host ran one,
    /// the process's default app.
    package static var current: UIApplication {
        if let application = CoreAnimationContext.current.owner as? UIApplication { return application }
        let context = CoreAnimationContext.current
        let application = UIApplication(animationContext: context)
        context.retainedOwner = application
        return application
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

    func unregister(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        if keyWindowStorage === window { keyWindowStorage = nil }
    }

    /// Visible windows, back to front (level, then creation order).
    var visibleWindows: [UIWindow] {
        windows.filter { !$0.isHidden && !$0.isDetachedFromScene }.enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
    }

    /// What the screen shows, back to front: the visible windows, with each
    /// shown status bar (UIWindowScene+StatusBar.swift) among them at its level.
    /// Touches go to `visibleWindows` only.
    var windowsOnScreen: [UIWindow] {
        let visible = visibleWindows
        let bars: [UIWindow] = connectedWindowScenes.compactMap { $0.showsStatusBar ? $0.statusBarWindow : nil }
        guard !bars.isEmpty else { return visible }
        let index = visible.firstIndex { $0.windowLevel > .statusBar } ?? visible.count
        return Array(visible[..<index]) + bars + Array(visible[index...])
    }

    /// Sends a touch event to each window that has touches in it.
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent {
            presses.window?.sendEvent(presses)
            return
        }
        // Each window with touches in the event, in the app's window order (the
        // touch set's order changes from run to run).
        let touchWindows = Set(event.touchSet.compactMap { $0.window.map(ObjectIdentifier.init) })
        var seen: Set<ObjectIdentifier> = []
        for window in windows + event.touchSet.compactMap(\.window)
        where touchWindows.contains(ObjectIdentifier(window)) && seen.insert(ObjectIdentifier(window)).inserted {
            window.sendEvent(event)
        }
    }

    /// Ends the app for good, as when its process exits: touches still down are
    /// cancelled, gestures reset, timers and display links dropped, animations
    /// removed, and the windows hidden and released — so that nothing of the
    /// app keeps any other part of it alive. Hosts call this when they close.
    package func terminate() {
        touchRouter.cancelAll(application: self)
        timers.removeAll()
        for link in animationContext.displayLinks { link.invalidate() }
        for window in windows {
            UIView.removeAnimations(in: window.layer)
            window.isHidden = true
        }
        windowReferences.removeAll()
        undoManagersEndingGroups.removeAll()
        appearanceSchedule.removeAll()
        keyWindowStorage = nil
        firstResponder = nil
        for scene in sceneList {
            (scene as? UIWindowScene)?.showsStatusBar = false
            scene.delegate = nil
        }
        sceneList.removeAll()
        delegate = nil
    }
}

extension UIApplication {
    /// Posted when the app receives a memory warning.
    public static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Delivers a memory warning as iOS does: the notification, then
    /// `didReceiveMemoryWarning()` on each window's root view controller.
    /// Linux has no memory-pressure signal of this kind; hosts call this to
    /// simulate one.
    package func receiveMemoryWarning() {
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
        for window in windows {
            window.rootViewController?.didReceiveMemoryWarning()
        }
    }

    /// The status bar as the key window's root view controller wants it now.
    package var statusBarAppearance: (style: UIStatusBarStyle, isHidden: Bool) {
        guard let root = keyWindow?.rootViewController else { return (.default, false) }
        return (root.statusBarStyleController.preferredStatusBarStyle,
                root.statusBarHiddenController.prefersStatusBarHidden)
    }
}

/// What a reliability check asks of a running app once every finger is up
/// (Kumiki's own, for `UIKitTesting`'s fuzzer and leak checks).
extension UIApplication {
    /// Cancels every touch still down, as iOS does when the interface rotates
    /// or the system takes over the screen; later samples of those fingers
    /// are ignored.
    package func cancelAllTouches() {
        touchRouter.cancelAll(application: self)
    }

    /// The host's pointer moved to `location` (screen coordinates, no button
    /// pressed), or left the screen (nil): hover recognizers and pointer
    /// interactions follow it.
    package func movePointer(to location: CGPoint?, modifiers: UIKeyModifierFlags = []) {
        hoverDelivery.movePointer(to: location, modifiers: modifiers)
    }

    /// The pointer's style now, for the host to show; nil for the system
    /// pointer.
    package var pointerStyle: UIPointerStyle? { hoverDelivery.style }

    /// Fingers the app still thinks are down.
    package var touchesDown: Int { touchRouter.activeTouches.count }

    /// Whether a gesture is still being delivered or settled (recognizers with
    /// touches, held view phases) or a media-clock timer is pending.
    package var isDeliveringGestures: Bool { !touchDelivery.isIdle }
}

extension UIGestureRecognizer {
    /// Whether the recognizer still holds touches of a gesture.
    package var holdsTouches: Bool { !trackedTouches.isEmpty }
}
