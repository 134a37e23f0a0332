import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

/// An app delegate that records what UIKit tells it, and what UIKit and its
/// scene post, in one log (the scene delegate writes there too, through
/// `UIApplication.shared.delegate`, as app code reaches its app delegate).
@MainActor
private final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []
    /// The scene delegate class to configure (nil: the app-delegate life cycle).
    var sceneDelegateClass: AnyClass?
    var sceneClass: AnyClass?
    /// Makes a window of its own at launch (apps without scene delegates).
    var makesWindow = false
    private var observers: [any NSObjectProtocol] = []

    init(sceneDelegateClass: AnyClass? = nil, makesWindow: Bool = false) {
        self.sceneDelegateClass = sceneDelegateClass
        self.makesWindow = makesWindow
        super.init()
        let names: [(Notification.Name, String)] = [
            (UIApplication.didFinishLaunchingNotification, "app.didFinishLaunching"),
            (UIApplication.didBecomeActiveNotification, "app.didBecomeActive"),
            (UIApplication.willResignActiveNotification, "app.willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "app.didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "app.willEnterForeground"),
            (UIApplication.willTerminateNotification, "app.willTerminate"),
            (UIScene.willConnectNotification, "scene.willConnect"),
            (UIScene.didActivateNotification, "scene.didActivate"),
            (UIScene.willDeactivateNotification, "scene.willDeactivate"),
            (UIScene.willEnterForegroundNotification, "scene.willEnterForeground"),
            (UIScene.didEnterBackgroundNotification, "scene.didEnterBackground"),
            (UIScene.didDisconnectNotification, "scene.didDisconnect"),
        ]
        for (name, entry) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                MainActor.assumeIsolated {
                    guard let self, UIApplication.shared.delegate === self else { return }
                    self.log.append("notification " + entry)
                }
            })
        }
    }

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("willFinishLaunching state=\(application.applicationState.rawValue)")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching")
        if makesWindow {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
        }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.append("configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = sceneDelegateClass
        configuration.sceneClass = sceneClass
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.append("applicationWillEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { log.append("applicationWillTerminate") }
}

@MainActor
private func appLog(_ entry: String) {
    (UIApplication.shared.delegate as? LoggingAppDelegate)?.log.append(entry)
}

/// Xcode's template scene delegate, its set-up code unchanged; `final` is
/// Kumiki's one porting change (UISceneDelegate's note on `init()`).
@MainActor
private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        appLog("scene(_:willConnectTo:) state=\(scene.activationState.rawValue)")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = TemplateRootController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { appLog("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { appLog("sceneDidBecomeActive state=\(scene.activationState.rawValue)") }
    func sceneWillResignActive(_ scene: UIScene) { appLog("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { appLog("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { appLog("sceneDidEnterBackground") }
}

@MainActor
private final class TemplateRootController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        appLog("root viewDidAppear")
    }
}

@MainActor
private final class CustomWindowScene: UIWindowScene {}

@MainActor
@Suite("UIApplication life cycle")
struct UIApplicationLifeCycleTests {
    @Test("raw values of the states are Apple's")
    func rawValues() {
        #expect(UIApplication.State.active.rawValue == 0)
        #expect(UIApplication.State.inactive.rawValue == 1)
        #expect(UIApplication.State.background.rawValue == 2)
        #expect(UIScene.ActivationState.unattached.rawValue == -1)
        #expect(UIScene.ActivationState.foregroundActive.rawValue == 0)
        #expect(UIScene.ActivationState.foregroundInactive.rawValue == 1)
        #expect(UIScene.ActivationState.background.rawValue == 2)
        #expect(UISceneSession.Role.windowApplication.rawValue == "UIWindowSceneSessionRoleApplication")
    }

    @Test("a host's app starts active with one connected window scene that owns the host's window")
    func hostScene() {
        let host = UITestHost()
        #expect(host.applicationState == .active)
        #expect(host.application.connectedScenes == [host.windowScene])
        #expect(host.application.openSessions == [host.windowScene.session])
        #expect(host.windowScene.activationState == .foregroundActive)
        #expect(host.window.windowScene === host.windowScene)
        #expect(host.windowScene.windows == [host.window])
        #expect(host.windowScene.screen === host.application.screen)
        #expect(host.windowScene.session.scene === host.windowScene)
    }

    @Test("a scene-based launch runs in iOS's order and Xcode's template set-up code shows its window")
    func sceneBasedLaunch() {
        let host = UITestHost()
        let delegate = LoggingAppDelegate(sceneDelegateClass: TemplateSceneDelegate.self)
        host.launch(applicationDelegate: delegate)
        #expect(delegate.log == [
            "willFinishLaunching state=1",
            "didFinishLaunching",
            "notification app.didFinishLaunching",
            "configurationForConnecting",
            "scene(_:willConnectTo:) state=-1",
            "notification scene.willConnect",
            "sceneWillEnterForeground",
            "notification scene.willEnterForeground",
            "notification app.willEnterForeground",
            "sceneDidBecomeActive state=0",
            "notification scene.didActivate",
            "notification app.didBecomeActive",
            "root viewDidAppear",
        ])
        let sceneDelegate = host.windowScene.delegate as? TemplateSceneDelegate
        #expect(sceneDelegate != nil)
        #expect(host.window === sceneDelegate?.window)
        #expect(host.window.isKeyWindow)
        #expect(host.window.rootViewController is TemplateRootController)
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(host.windowScene.windows == [host.window])
        #expect(host.application.delegate === delegate)
        #expect(host.applicationState == .active)
        #expect(host.windowScene.session.configuration.name == "Default Configuration")
    }

    @Test("an app without a scene delegate hears the app delegate's life cycle and its window joins the scene")
    func appDelegateLaunch() {
        let host = UITestHost()
        let delegate = LoggingAppDelegate(makesWindow: true)
        host.launch(applicationDelegate: delegate)
        #expect(delegate.log == [
            "willFinishLaunching state=1",
            "didFinishLaunching",
            "notification app.didFinishLaunching",
            "configurationForConnecting",
            "notification scene.willConnect",
            "notification scene.willEnterForeground",
            "notification scene.didActivate",
            "applicationDidBecomeActive",
            "notification app.didBecomeActive",
        ])
        #expect(host.window === delegate.window)
        #expect(host.window.windowScene === host.windowScene)
        #expect(host.windowScene.delegate == nil)
    }

    @Test("going to the background and back tells the scene delegate, then posts, in iOS's order")
    func sceneBackgroundAndForeground() {
        let host = UITestHost()
        let delegate = LoggingAppDelegate(sceneDelegateClass: TemplateSceneDelegate.self)
        host.launch(applicationDelegate: delegate)
        delegate.log.removeAll()
        host.moveToBackground()
        #expect(host.applicationState == .background)
        #expect(host.windowScene.activationState == .background)
        #expect(delegate.log == [
            "sceneWillResignActive",
            "notification scene.willDeactivate",
            "notification app.willResignActive",
            "sceneDidEnterBackground",
            "notification scene.didEnterBackground",
            "notification app.didEnterBackground",
        ])
        delegate.log.removeAll()
        host.moveToForeground()
        #expect(host.applicationState == .active)
        #expect(host.windowScene.activationState == .foregroundActive)
        #expect(delegate.log == [
            "sceneWillEnterForeground",
            "notification scene.willEnterForeground",
            "notification app.willEnterForeground",
            "sceneDidBecomeActive state=0",
            "notification scene.didActivate",
            "notification app.didBecomeActive",
        ])
    }

    @Test("without a scene delegate, the app delegate hears resign, background, foreground and active")
    func appDelegateBackgroundAndForeground() {
        let host = UITestHost()
        let delegate = LoggingAppDelegate(makesWindow: true)
        host.launch(applicationDelegate: delegate)
        host.moveToBackground()
        host.moveToForeground()
        let appCalls = delegate.log.filter { $0.hasPrefix("application") }
        #expect(appCalls == ["applicationDidBecomeActive", "applicationWillResignActive", "applicationDidEnterBackground",
                             "applicationWillEnterForeground", "applicationDidBecomeActive"])
    }

    @Test("moving to the background twice, or to the foreground while active, tells nobody")
    func repeatedMovesAreIgnored() {
        let host = UITestHost()
        let delegate = LoggingAppDelegate(sceneDelegateClass: TemplateSceneDelegate.self)
        host.launch(applicationDelegate: delegate)
        delegate.log.removeAll()
        host.moveToForeground()
        #expect(delegate.log.isEmpty)
        host.moveToBackground()
        let count = delegate.log.count
        host.moveToBackground()
        #expect(delegate.log.count == count)
    }

    @Test("the configuration's scene class makes the scene, and the host's window belongs to it")
    func customSceneClass() {
        let host = UITestHost()
        let delegate = LoggingAppDelegate(sceneDelegateClass: TemplateSceneDelegate.self)
        delegate.sceneClass = CustomWindowScene.self
        host.launch(applicationDelegate: delegate)
        #expect(host.windowScene is CustomWindowScene)
        #expect(host.application.connectedScenes == [host.windowScene])
        #expect(host.window.windowScene === host.windowScene)
    }

    @Test("a configuration's scene class that is not a window scene stops the app")
    func sceneClassNotAWindowSceneStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost()
                let delegate = LoggingAppDelegate()
                delegate.sceneClass = NSObject.self
                host.launch(applicationDelegate: delegate)
            }
        }
        #expect(standardError(of: result)
            .contains("Kumiki: NSObject is not a UIWindowScene; Kumiki's hosts show window scenes only"))
    }

    @Test("a configuration's delegate class that is not a scene delegate stops the app")
    func delegateClassNotASceneDelegateStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost()
                host.launch(applicationDelegate: LoggingAppDelegate(sceneDelegateClass: NSObject.self))
            }
        }
        #expect(standardError(of: result)
            .contains("Kumiki: the scene delegate class NSObject does not conform to UISceneDelegate"))
    }

    @Test("a window taken out of its scene leaves the screen, and comes back with a scene")
    func detachedWindowIsNotShown() {
        let host = UITestHost()
        let controller = UIViewController()
        host.rootViewController = controller
        controller.view.backgroundColor = .red
        let shown = host.pngData()
        host.window.windowScene = nil
        host.runFrame()
        #expect(host.window.windowScene == nil)
        #expect(host.pngData() != shown)
        host.window.windowScene = host.windowScene
        host.runFrame()
        #expect(host.pngData() == shown)
    }

    @Test("the app delegate's default orientations are all but upside down on iPhone and all on iPad")
    func defaultSupportedOrientations() {
        let phone = UITestHost(device: .iPhone15Pro)
        let phoneDelegate = LoggingAppDelegate()
        #expect(phoneDelegate.application(phone.application, supportedInterfaceOrientationsFor: nil) == .allButUpsideDown)
        let pad = UITestHost(device: .iPadPro11)
        #expect(phoneDelegate.application(pad.application, supportedInterfaceOrientationsFor: nil) == .all)
    }
}
