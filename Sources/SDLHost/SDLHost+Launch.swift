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
