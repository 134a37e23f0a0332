/// What a scene tells its delegate about its life cycle. Every method is
/// optional, as in UIKit (defaults in the extension do nothing).
///
/// Kumiki: UIKit makes the delegate from `UISceneConfiguration.delegateClass`
/// with `init()`. Without the Objective-C runtime, Swift can build an object
/// from its class only through an initializer a protocol requires, so this
/// protocol requires `init()`: a scene delegate class is `final` (its
/// inherited `init()` then satisfies it) or declares `required override
/// init()` (docs/PORTING.md).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// Kumiki's requirement (see above); `UIResponder`'s `init()` answers it
    /// for a `final` class.
    init()
    /// The scene is connecting: set up its windows (Xcode's template makes a
    /// `UIWindow(windowScene:)` here and calls `makeKeyAndVisible()`).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected (a window host closing).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: it receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate with a window (Xcode's template's `SceneDelegate`).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window. Default: none, and setting does nothing — as
    /// when the delegate declares no `window` property.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
