import Foundation

/// The app's life cycle: launching, connecting its scene, going to the
/// background and back, terminating — delegate calls and notifications in
/// iOS's order. Hosts drive it (`UITestHost.launch(applicationDelegate:)`,
/// `moveToBackground()`; `SDLHost.main(applicationDelegate:)`, minimizing and
/// closing the window).
extension UIApplication {
    /// Whether the app is in the foreground and receiving events. Raw values are Apple's.
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// Keys of the launch options (Kumiki's hosts pass none today).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
        public static let userActivityDictionary = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// Posted after `application(_:didFinishLaunchingWithOptions:)` returned.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted after the app became active (after the delegate's or the scene
    /// delegate's call).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted after the app entered the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate, after `applicationWillTerminate(_:)`.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// The scenes connected now.
    public var connectedScenes: Set<UIScene> { Set(sceneList) }

    /// The sessions of the app's scenes, connected or not.
    public var openSessions: Set<UISceneSession> { Set(sessionList) }

    /// The connected window scenes, in connection order.
    package var connectedWindowScenes: [UIWindowScene] {
        sceneList.compactMap { $0 as? UIWindowScene }
    }

    /// Whether scene delegates hear the life cycle (a connected scene has a
    /// delegate) rather than the app delegate.
    private var usesSceneLifeCycle: Bool {
        sceneList.contains { $0.delegate != nil }
    }

    // MARK: Driving the life cycle (hosts)

    /// Connects a window scene for a host before any app code runs: no
    /// delegate is asked and nothing is posted; the scene is active at once.
    /// Tests that never launch an app delegate run in this scene.
    package func connectHostScene() -> UIWindowScene {
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        sessionList.append(session)
        sceneList.append(scene)
        scene.activationState = .foregroundActive
        applicationState = .active
        return scene
    }

    /// Launches the app with `delegate` into the host's scene, as iOS launches
    /// an app: `application(_:willFinishLaunchingWithOptions:)`,
    /// `application(_:didFinishLaunchingWithOptions:)` and
    /// `didFinishLaunchingNotification`; then the scene connects with the
    /// configuration the delegate returns (its `sceneClass`, when it names a
    /// `UIWindowScene` subclass, replaces `hostScene`; its `delegateClass` is
    /// made) — `scene(_:willConnectTo:options:)`, `UIScene.willConnectNotification`;
    /// then it enters the foreground and becomes active. Windows already in
    /// `hostScene` are dropped: a launching app starts with none.
    ///
    /// Returns the connected scene.
    package func launch(delegate: any UIApplicationDelegate, hostScene: UIWindowScene) -> UIWindowScene {
        for window in hostScene.windows {
            window.isHidden = true
            unregister(window)
        }
        self.delegate = delegate
        applicationState = .inactive
        hostScene.activationState = .unattached
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)

        let options = UIScene.ConnectionOptions()
        let session = hostScene.session
        let configuration = delegate.application(self, configurationForConnecting: session, options: options)
        session.configuration = configuration
        var scene = hostScene
        if let sceneClass = configuration.sceneClass {
            guard let windowSceneClass = sceneClass as? UIWindowScene.Type else {
                fatalError("Kumiki: \(sceneClass) is not a UIWindowScene; Kumiki's hosts show window scenes only")
            }
            if windowSceneClass != type(of: hostScene) {
                scene = windowSceneClass.init(session: session, connectionOptions: options)
                scene.turnInterface = hostScene.turnInterface
                scene.showsStatusBar = hostScene.showsStatusBar
                scene.interfaceOrientation = hostScene.interfaceOrientation
                hostScene.showsStatusBar = false
                for window in windows where window.windowSceneStorage === hostScene {
                    window.windowSceneStorage = scene
                }
                sceneList.removeAll { $0 === hostScene }
                sceneList.append(scene)
            }
        }
        if let delegateClass = configuration.delegateClass {
            guard let sceneDelegateClass = delegateClass as? any UISceneDelegate.Type else {
                fatalError("Kumiki: the scene delegate class \(delegateClass) does not conform to UISceneDelegate")
            }
            scene.delegate = sceneDelegateClass.init()
        }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        enterForeground(launching: true)
        return scene
    }

    /// The app goes to the background (the user went home): each scene
    /// resigns active (`sceneWillResignActive`, `UIScene.willDeactivateNotification`),
    /// the app too (`applicationWillResignActive(_:)` when no scene has a
    /// delegate, `willResignActiveNotification`); then each scene enters the
    /// background and the app follows (`didEnterBackgroundNotification`).
    package func enterBackground() {
        guard applicationState != .background else { return }
        resignActive()
        for scene in sceneList where scene.activationState == .foregroundInactive {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        }
        applicationState = .background
        if !usesSceneLifeCycle { delegate?.applicationDidEnterBackground(self) }
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
    }

    /// The app comes back: each scene enters the foreground, the app too
    /// (`applicationWillEnterForeground(_:)` when no scene has a delegate,
    /// `willEnterForegroundNotification`); then each scene and the app become
    /// active (`sceneDidBecomeActive`, `applicationDidBecomeActive(_:)`,
    /// `didBecomeActiveNotification`).
    package func enterForeground() {
        guard applicationState == .background else { return }
        enterForeground(launching: false)
    }

    /// The app is ending (a window host closing): it goes to the background
    /// first if it was not there, its scenes disconnect (`sceneDidDisconnect`,
    /// `UIScene.didDisconnectNotification`), then `applicationWillTerminate(_:)`
    /// and `willTerminateNotification`.
    package func runTerminationLifeCycle() {
        enterBackground()
        for scene in sceneList {
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        }
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
    }

    private func resignActive() {
        guard applicationState == .active else { return }
        for scene in sceneList where scene.activationState == .foregroundActive {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        }
        applicationState = .inactive
        if !usesSceneLifeCycle { delegate?.applicationWillResignActive(self) }
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
    }

    /// Foreground, then active. At launch an app without scene delegates hears
    /// no `applicationWillEnterForeground(_:)` (nor its notification), as on iOS;
    /// an app with scene delegates gets `sceneWillEnterForeground` and the
    /// app's notification.
    private func enterForeground(launching: Bool) {
        for scene in sceneList where scene.activationState == .background || scene.activationState == .unattached {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillEnterForeground(scene)
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        }
        applicationState = .inactive
        if !launching || usesSceneLifeCycle {
            if !usesSceneLifeCycle { delegate?.applicationWillEnterForeground(self) }
            NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
        }
        for scene in sceneList where scene.activationState == .foregroundInactive {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        }
        applicationState = .active
        if !usesSceneLifeCycle { delegate?.applicationDidBecomeActive(self) }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
    }
}
