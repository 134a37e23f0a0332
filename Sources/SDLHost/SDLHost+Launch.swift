import CSDL2
import Foundation
import UIKit

extension SDLHost {
    /// `UIApplicationMain` for a window: opens a window showing `device`, installs
    /// `rootViewController` (created after the screen is configured) in its key
    /// window, runs until the user quits, then closes the window. Saved settings
    /// (`UserDefaults`) persist under `options.bundleIdentifier` (see
    /// `run(device:options:launch:)`).
    public static func run(device: SDLDevice = .iPhone15Pro, options: Options = Options(),
                           rootViewController: () -> UIViewController) throws {
        try run(device: device, options: options) { host in
            host.rootViewController = rootViewController()
        }
    }

    /// The app-delegate form: `launch` builds the app (windows, root controllers,
    /// `makeKeyAndVisible()`) with the host's screen configured, as
    /// `application(_:didFinishLaunchingWithOptions:)` would; then the host runs
    /// until the user quits and closes the window.
    ///
    /// As an iOS app's do, the app's `UserDefaults` reach disk by themselves:
    /// they are loaded before `launch`, written shortly after each change, and
    /// written when the window closes (and at `exit`). The app's domain is
    /// `options.bundleIdentifier`, else the bundle's identifier, else the
    /// process name; files live in `$XDG_CONFIG_HOME` (or `~/.config`).
    public static func run(device: SDLDevice = .iPhone15Pro, options: Options = Options(),
                           launch: (SDLHost) -> Void) throws {
        let host = try SDLHost(device: device, options: options)
        if host.defaults == nil {
            host.defaults = UserDefaultsPersistence.activate(directory: UserDefaultsPersistence.standardDirectory,
                                                             identity: UserDefaultsPersistence.defaultIdentity)
        }
        defer { host.close() }
        launch(host)
        host.run()
    }
}

extension SDLHost {
    /// `UIApplicationMain` for an app delegate: opens a window showing
    /// `device`, makes the delegate (after the screen is configured), launches
    /// the app as iOS does — `application(_:willFinishLaunchingWithOptions:)`,
    /// `application(_:didFinishLaunchingWithOptions:)`, the scene connecting
    /// with the configuration the delegate returns (its scene delegate's
    /// `scene(_:willConnectTo:options:)` makes and shows the window), then
    /// foreground and active — and runs until the user quits.
    ///
    /// While it runs, minimizing the desktop window sends the app to the
    /// background (`sceneWillResignActive`, `sceneDidEnterBackground`, or the
    /// app delegate's calls without a scene delegate) and restoring it brings
    /// the app back; closing it terminates the app (the scene disconnects,
    /// then `applicationWillTerminate(_:)`). Saved settings persist as with
    /// `run(device:options:launch:)`.
    ///
    /// An iOS app's `@main class AppDelegate: UIResponder, UIApplicationDelegate`
    /// keeps `@main` and adds the entry point UIKit provides on iOS
    /// (docs/PORTING.md):
    ///
    /// ```swift
    /// static func main() throws { try SDLHost.main(applicationDelegate: AppDelegate()) }
    /// ```
    public static func main(device: SDLDevice = .iPhone15Pro, options: Options = Options(),
                            applicationDelegate: @autoclosure () -> any UIApplicationDelegate) throws {
        try run(device: device, options: options) { host in
            host.launch(applicationDelegate: applicationDelegate())
        }
    }

    /// Launches the app with `applicationDelegate` in this host's window, as
    /// `main(applicationDelegate:)` does, without running the host (tests
    /// drive it with `runTurn()`). Once, before `rootViewController` is set.
    public func launch(applicationDelegate: any UIApplicationDelegate) {
        application.makeCurrent()
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
    }
}
