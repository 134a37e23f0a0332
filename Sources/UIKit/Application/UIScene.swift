import Foundation

/// One instance of the app's interface, with a life cycle of its own:
/// connected, in the foreground (inactive, then active), in the background,
/// disconnected. Kumiki's hosts connect one `UIWindowScene` per app.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life cycle. Raw values are Apple's.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the system passes to a connecting scene. Kumiki's hosts open no
    /// URLs, shortcuts or user activities, so the options carry nothing today.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        package override init() {
            super.init()
        }
    }

    /// The session the scene shows.
    public let session: UISceneSession
    /// The scene's delegate, made by UIKit from the configuration's
    /// `delegateClass` when the scene connects. Held strongly, as UIKit does.
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life cycle.
    public package(set) var activationState = ActivationState.unattached
    /// The scene's title (a window host shows it in the desktop window's
    /// title bar only at creation; Kumiki keeps it).
    open var title: String!
    /// The app the scene belongs to: the one running when it was made.
    package private(set) weak var application: UIApplication?

    /// Makes a scene for `session`. UIKit makes scenes (of the configuration's
    /// `sceneClass`); subclasses override this initializer.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        application = UIApplication.shared
        super.init()
        session.scene = self
    }

    /// The application, as UIKit's responder chain has it.
    open override var next: UIResponder? { application }
}

extension UIScene {
    /// Posted after a scene connected (`object` is the scene), after its
    /// delegate's `scene(_:willConnectTo:options:)`.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after a scene disconnected, after `sceneDidDisconnect(_:)`.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after a scene became active, after `sceneDidBecomeActive(_:)`.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to resign active, after `sceneWillResignActive(_:)`.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to enter the foreground, after `sceneWillEnterForeground(_:)`.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after a scene entered the background, after `sceneDidEnterBackground(_:)`.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// The domain of errors scenes report (`requestGeometryUpdate(_:errorHandler:)`).
public let UISceneErrorDomain = "UISceneErrorDomain"
