import Foundation

/// A scene that shows windows: the app's interface on the host's screen, with
/// its orientation and its status bar.
///
/// Kumiki's hosts connect one window scene per app when they start; windows
/// made for it (`UIWindow(windowScene:)`) — and, unlike iOS 13 and later,
/// windows made with `init(frame:)` — belong to it.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        statusBarManager = UIStatusBarManager(windowScene: self)
    }

    /// The scene's windows, hidden ones included, in creation order. The
    /// status bar, drawn by the system, is not among them (as on iOS).
    public var windows: [UIWindow] {
        (application?.windows ?? []).filter { $0.windowScene === self }
    }

    /// The screen the scene is shown on.
    public var screen: UIScreen { (application ?? .shared).screen }

    /// The scene's key window: the app's key window when it belongs to this scene.
    public var keyWindow: UIWindow? {
        guard let key = application?.keyWindow, key.windowScene === self else { return nil }
        return key
    }

    /// Which way up the interface is shown now. Changes when the device turns
    /// to an orientation the app and its controller allow, and after
    /// `requestGeometryUpdate(_:errorHandler:)` (UIWindowScene+Orientation.swift).
    public package(set) var interfaceOrientation = UIInterfaceOrientation.portrait {
        didSet { if interfaceOrientation != oldValue { updateTraitCollection() } }
    }

    /// The status bar's frame, style and visibility for this scene.
    public private(set) var statusBarManager: UIStatusBarManager?

    // MARK: Host hooks (Kumiki)

    /// Turns the interface to an orientation: the host resizes the screen and
    /// windows in a rotation transition and sets `interfaceOrientation`. nil
    /// when no host runs the scene (then geometry requests fail).
    package var turnInterface: ((UIInterfaceOrientation) -> Void)?

    /// Whether the system draws the status bar over the scene's windows. Hosts
    /// decide: the test host does not by default (so that snapshots show the
    /// app alone), a window host does.
    package var showsStatusBar = false {
        didSet {
            guard showsStatusBar != oldValue else { return }
            if !showsStatusBar {
                statusBarWindow = nil
            }
            application?.animationContext.noteChange()
        }
    }

    /// The system's status bar window, made when first shown; not one of the
    /// app's windows, so touches pass it by (UIWindowScene+StatusBar.swift).
    var statusBarWindow: StatusBarWindow?
    /// The scene's trait collection as last computed, its overrides and
    /// registrations (UIWindowScene+Traits.swift).
    var traitStorage: UITraitCollection?
    var ownTraitValues = TraitValues()
    var traitRegistrations: [TraitChangeRegistration] = []

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIWindowScene {
    /// What a scene wants of its geometry, for `requestGeometryUpdate(_:errorHandler:)`.
    /// Make the platform's subclass: `UIWindowScene.GeometryPreferences.iOS`.
    @preconcurrency @MainActor
    open class GeometryPreferences: NSObject {
        package override init() {
            super.init()
        }
    }
}

extension UIWindowScene.GeometryPreferences {
    /// The iPhone and iPad geometry preferences: the interface orientations wanted.
    @preconcurrency @MainActor
    open class iOS: UIWindowScene.GeometryPreferences {
        /// The orientations the scene should turn to (one of them).
        open var interfaceOrientations: UIInterfaceOrientationMask

        public init(interfaceOrientations: UIInterfaceOrientationMask) {
            self.interfaceOrientations = interfaceOrientations
            super.init()
        }
    }
}
