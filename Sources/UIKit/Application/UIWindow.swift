/// The root of a view hierarchy on screen. A window is hidden until
/// `makeKeyAndVisible()` (or `isHidden = false`); its root view controller's view
/// fills it and follows its size.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Stacking order between windows; higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var windowLevel = Level.normal
    /// The app the window belongs to: the one running when it was made.
    private(set) weak var application: UIApplication?
    private var rootViewControllerStorage: UIViewController?

    /// The scene the window belongs to (UIWindow+Scene.swift).
    weak var windowSceneStorage: UIWindowScene?
    /// Whether app code took the window out of its scene (`windowScene = nil`):
    /// such a window is not on screen, as on iOS.
    var isDetachedFromScene = false
    /// The drags in flight in this window, oldest first: a tap with another
    /// finger may add items to them.
    var activeDrags: [DragController] = []

    /// A window of `frame`, hidden. Kumiki: the window joins the running app's
    /// window scene, if it has one (iOS 13 and later leave a window made this
    /// way without a scene, and off screen, in an app with scenes).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp(scene: UIApplication.shared.connectedWindowScenes.first)
    }

    /// A window of `windowScene`, covering its screen, hidden until shown.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        setUp(scene: windowScene)
    }

    private func setUp(scene: UIWindowScene?) {
        windowStorage = self
        super.isHidden = true
        let application = UIApplication.shared
        self.application = application
        windowSceneStorage = scene
        layer.makeRoot(of: application.animationContext)
        application.register(self)
    }

    /// The screen of the window's app.
    public var screen: UIScreen { (application ?? .shared).screen }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller whose view fills the window. Setting it replaces the
    /// previous controller's view (and dismisses what it presented); while the
    /// window is visible the old one disappears at once and the new one
    /// appears, `viewDidAppear` coming after the next layout pass.
    public var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set {
            guard newValue !== rootViewControllerStorage else { return }
            if let old = rootViewControllerStorage {
                old.tearDownPresentationsForRemoval()
                if !isHidden { old.beginAppearance(false, animated: false) }
                old.viewIfLoaded?.removeFromSuperview()
                if !isHidden { old.endAppearance() }
            }
            rootViewControllerStorage = newValue
            guard let controller = newValue else { return }
            let view: UIView = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if !isHidden { beginRootAppearance(controller) }
            insertSubview(view, at: 0)
            // A root is laid out when installed, whatever its size was.
            view.setNeedsLayout()
            // A new root decides orientation anew: the interface turns when
            // its orientation is not allowed, or the device's now is.
            if isKeyWindow { windowScene?.supportedInterfaceOrientationsDidChange() }
        }
    }

    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            if let root = rootViewControllerStorage {
                if newValue {
                    root.beginAppearance(false, animated: false)
                } else {
                    beginRootAppearance(root)
                }
            }
            super.isHidden = newValue
            // A hidden window has no more layout passes to finish the transition in.
            if newValue { rootViewControllerStorage?.endAppearance() }
        }
    }

    /// The root appears; its `viewDidAppear` comes after the next layout pass.
    private func beginRootAppearance(_ root: UIViewController) {
        if root.beginAppearance(true, animated: false) {
            (application ?? .shared).appearanceSchedule.endAfterLayout(root)
        }
    }

    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Shows the window and makes it key.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    public func makeKey() {
        (application ?? .shared).setKeyWindow(self)
    }

    open func becomeKey() {}
    open func resignKey() {}

    /// Delivers a touch event: first to the gesture recognizers of each touch's
    /// view and its ancestors, then to the views (unless a recognizer cancelled or
    /// is holding back their touches), phase by phase — see `GestureArbiter`.
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent {
            PressDelivery.dispatch(presses)
            return
        }
        (application ?? .shared).touchDelivery.deliver(event, in: self)
    }

    /// The application.
    open override var next: UIResponder? { application }

    /// The window's own undo manager, made when first asked for: on iOS every
    /// window has one, and the views and controllers in it share it through
    /// the responder chain. Its automatic groups (`groupsByEvent`) end with
    /// the turns of the window's app.
    open override var undoManager: UndoManager? { windowUndoManager }

    private lazy var windowUndoManager: UndoManager = {
        let manager = UndoManager()
        manager.eventGroupingApplication = application
        return manager
    }()

    /// The window's own safe area: the screen's insets where the window reaches
    /// the screen's edges.
    var windowSafeAreaInsets: UIEdgeInsets {
        let screenInsets = screen.safeAreaInsets
        let screenBounds = screen.bounds
        let f = frame
        return UIEdgeInsets(top: max(0, screenInsets.top - (f.minY - screenBounds.minY)),
                            left: max(0, screenInsets.left - (f.minX - screenBounds.minX)),
                            bottom: max(0, screenInsets.bottom - (screenBounds.maxY - f.maxY)),
                            right: max(0, screenInsets.right - (screenBounds.maxX - f.maxX)))
    }
}
