import UIKit

/// Launching an app the way iOS does, and sending it to the background and back.
extension UITestHost {
    /// Launches the app with `applicationDelegate`, as iOS launches an app
    /// whose `UIApplicationMain` made that delegate, and runs a frame:
    ///
    /// 1. `application(_:willFinishLaunchingWithOptions:)`,
    ///    `application(_:didFinishLaunchingWithOptions:)`, then
    ///    `UIApplication.didFinishLaunchingNotification`;
    /// 2. `application(_:configurationForConnecting:options:)`: the host's scene
    ///    connects with that configuration — its `delegateClass` is made and
    ///    hears `scene(_:willConnectTo:options:)` (where Xcode's template makes
    ///    its window and calls `makeKeyAndVisible()`), then
    ///    `UIScene.willConnectNotification`;
    /// 3. the scene enters the foreground and becomes active
    ///    (`sceneWillEnterForeground`, `sceneDidBecomeActive` and their
    ///    notifications — or, without a scene delegate,
    ///    `applicationDidBecomeActive(_:)`), ending with
    ///    `UIApplication.didBecomeActiveNotification`.
    ///
    /// Afterwards `window` is the app's window (the scene delegate's `window`,
    /// else the app delegate's, else the key window). Call it once, first:
    /// before `rootViewController` is set. The delegate becomes
    /// `UIApplication.shared.delegate`.
    public func launch(applicationDelegate: any UIApplicationDelegate) {
        activate()
        precondition(application.delegate == nil && window.rootViewController == nil,
                     "launch(applicationDelegate:) launches a fresh host's app once, before rootViewController is set")
        windowScene = application.launch(delegate: applicationDelegate, hostScene: windowScene)
        windowScene.turnInterface = { [weak self] orientation in self?.turnInterface(to: orientation) }
        let sceneDelegateWindow = (windowScene.delegate as? any UIWindowSceneDelegate)?.window
        if let appWindow = sceneDelegateWindow ?? applicationDelegate.window ?? application.keyWindow
            ?? windowScene.windows.last {
            window = appWindow
        } else {
            window = UIWindow(windowScene: windowScene)
        }
        runFrame()
    }

    /// The app's state: `.active` from the start (and after `launch`),
    /// `.background` after `moveToBackground()`.
    public var applicationState: UIApplication.State { application.applicationState }

    /// Sends the app to the background, as pressing the Home button or swiping
    /// up does: its scene resigns active, then enters the background —
    /// `sceneWillResignActive`, `sceneDidEnterBackground` (or, without a scene
    /// delegate, `applicationWillResignActive(_:)` and
    /// `applicationDidEnterBackground(_:)`), each followed by its scene and
    /// app notifications. Fingers still down are cancelled and the app's
    /// `UserDefaults` are written, as iOS writes them then. Runs a frame.
    public func moveToBackground() {
        activate()
        application.cancelAllTouches()
        application.enterBackground()
        defaults.flush()
        runFrame()
    }

    /// Brings the app back from the background: its scene enters the
    /// foreground, then becomes active (`sceneWillEnterForeground`,
    /// `sceneDidBecomeActive`, or the app delegate's
    /// `applicationWillEnterForeground(_:)` and `applicationDidBecomeActive(_:)`),
    /// each followed by its notifications. Runs a frame.
    public func moveToForeground() {
        activate()
        application.enterForeground()
        runFrame()
    }
}
