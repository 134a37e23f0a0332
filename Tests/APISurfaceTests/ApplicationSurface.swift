import Foundation
import UIKit

// The app and scene life cycle as Xcode's iOS App template writes it (without
// `@main`, which an app adds with `SDLHost.main`; the scene delegate is
// `final`, Kumiki's one change), orientation overrides, geometry requests and
// the status bar manager.

class SurfaceAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SurfaceSceneDelegate.self
        configuration.sceneClass = UIWindowScene.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    func application(_ application: UIApplication,
                     supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }

    func applicationWillTerminate(_ application: UIApplication) {
        UserDefaults.standard.synchronize()
    }
}

final class SurfaceSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = SurfaceOrientationController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
}

class SurfaceOrientationController: UIViewController {
    var locked = false

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { locked ? .portrait : .all }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    override var shouldAutorotate: Bool { true }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { locked }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }

    func lock() {
        locked = true
        setNeedsUpdateOfSupportedInterfaceOrientations()
        setNeedsStatusBarAppearanceUpdate()
        guard let windowScene = view.window?.windowScene else { return }
        windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait)) { error in
            print((error as NSError).domain == UISceneErrorDomain, error.localizedDescription)
        }
        let orientation: UIInterfaceOrientation = windowScene.interfaceOrientation
        print(orientation.isLandscape, windowScene.screen.bounds, windowScene.windows.count,
              windowScene.keyWindow as Any, windowScene.activationState == .foregroundActive,
              windowScene.session.role == .windowApplication, windowScene.session.persistentIdentifier,
              windowScene.delegate as Any, windowScene.title as Any)
        if let manager = windowScene.statusBarManager {
            print(manager.statusBarFrame.height, manager.statusBarStyle == .lightContent, manager.isStatusBarHidden)
        }
    }
}

func surfaceApplication() {
    let application = UIApplication.shared
    application.delegate = SurfaceAppDelegate()
    print(application.applicationState == .active, application.connectedScenes.count, application.openSessions.count)
    let scenes = application.connectedScenes.compactMap { $0 as? UIWindowScene }
    let window = scenes.first.map { UIWindow(windowScene: $0) }
    window?.windowScene = nil
    for name in [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
                 UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                 UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
                 UIScene.willConnectNotification, UIScene.didDisconnectNotification, UIScene.didActivateNotification,
                 UIScene.willDeactivateNotification, UIScene.willEnterForegroundNotification,
                 UIScene.didEnterBackgroundNotification] {
        _ = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in }
    }
    let mask: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    print(mask == .all, UIInterfaceOrientationMask.landscape, UIApplication.LaunchOptionsKey.url)
}
