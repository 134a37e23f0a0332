/// What the app tells its delegate: launching, the app-level life cycle, the
/// orientations it supports and the scenes it connects.
///
/// Every method is optional, as in UIKit: the defaults in the extension do
/// what UIKit does when the delegate does not implement one. When the app's
/// scenes have delegates (`UISceneConfiguration.delegateClass`), the life-cycle
/// methods (`applicationDidBecomeActive(_:)` and the other three foreground
/// and background ones) are not called — the scene delegates hear those
/// events — while the app's notifications are posted either way, as on iOS.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app-level window of an app without scene delegates (get and set by
    /// UIKit's default templates). Default: none, and setting does nothing —
    /// as when the delegate declares no `window` property.
    var window: UIWindow? { get set }

    /// Launch began; the app's state is `.inactive`. Return false to say a URL
    /// in the options cannot be opened (Kumiki passes no options). Default: true.
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launch is almost done: set up the app (an app without scene delegates
    /// makes its window here). `didFinishLaunchingNotification` follows.
    /// Default: true.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active (apps without scene delegates only).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active (apps without scene delegates only).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background (apps without scene delegates only).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back to the foreground (apps without scene
    /// delegates only).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end (a window host closing).
    func applicationWillTerminate(_ application: UIApplication)
    /// The orientations the app allows in `window`: intersected with those of
    /// the controller that decides orientation. Default (Kumiki has no
    /// Info.plist): all but upside down on iPhone, all four on iPad.
    func application(_ application: UIApplication,
                     supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// The configuration of a scene about to connect; its `delegateClass`
    /// names the scene delegate UIKit makes. Default: a configuration with the
    /// session's role and no delegate class (Kumiki has no Info.plist to
    /// read one from), which gives the app the app-delegate life cycle.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The user discarded scene sessions. Kumiki's hosts run one scene that is
    /// never discarded, so this is not called today. Default: nothing.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}

    public func application(_ application: UIApplication,
                            supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .idiomDefault(application.device.userInterfaceIdiom)
    }

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
