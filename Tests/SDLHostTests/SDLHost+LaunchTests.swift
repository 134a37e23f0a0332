import CSDL2
import Foundation
import SDLHost
import Testing
import UIKit
import UIKitTesting

/// Records the life cycle in one log, through `UIApplication.shared.delegate`.
@MainActor
private final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = WindowSceneDelegate.self
        return configuration
    }

    func applicationWillTerminate(_ application: UIApplication) { log.append("applicationWillTerminate") }
}

@MainActor
private final class PortraitController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override func viewDidLoad() { view.backgroundColor = .white }
}

@MainActor
private final class WindowSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private func log(_ entry: String) { (UIApplication.shared.delegate as? WindowAppDelegate)?.log.append(entry) }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = PortraitController()
        window?.makeKeyAndVisible()
        log("willConnect")
    }

    func sceneDidDisconnect(_ scene: UIScene) { log("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { log("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { log("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { log("sceneDidEnterBackground") }
}

/// An app launched by its delegate in a window: minimizing the window sends
/// it to the background, restoring brings it back, closing terminates it;
/// Ctrl+R turns the device but a portrait-only app stays upright; the window
/// shows the status bar exactly as the test host draws it.
@MainActor
@Suite(.serialized) struct SDLHostLaunchTests {
    fileprivate func withLaunchedWindow(_ body: (SDLHost, WindowDriver, WindowAppDelegate) throws -> Void) async throws {
        let display: VirtualDisplay
        switch VirtualDisplay.start() {
        case .success(let started): display = started
        case .failure(let failure): try Test.cancel("no X server for the window: \(failure)")
        }
        defer { display.stop() }
        let options = SDLHost.Options(windowSize: .devicePixels, title: "Kumiki tests", renderDriver: "software",
                                      vsync: false)
        let host = try SDLHost(device: .iPhoneSE, options: options)
        defer { host.close() }
        // Pixels are compared exactly: no damage tint, whatever KUMIKI_SHOW_DAMAGE says.
        host.showsDamage = false
        let delegate = WindowAppDelegate()
        host.launch(applicationDelegate: delegate)
        let driver = WindowDriver(host: host)
        driver.settle()
        try body(host, driver, delegate)
    }

    @Test func minimizingBackgroundsTheAppRestoringBringsItBackAndClosingTerminatesIt() async throws {
        try await withLaunchedWindow { host, driver, delegate in
            #expect(delegate.log == ["willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive"])
            #expect(host.window.rootViewController is PortraitController)
            delegate.log.removeAll()
            driver.pushWindowEvent(SDL_WINDOWEVENT_MINIMIZED)
            driver.settle()
            #expect(host.application.applicationState == .background)
            #expect(delegate.log == ["sceneWillResignActive", "sceneDidEnterBackground"])
            driver.pushWindowEvent(SDL_WINDOWEVENT_RESTORED)
            driver.settle()
            #expect(host.application.applicationState == .active)
            #expect(delegate.log == ["sceneWillResignActive", "sceneDidEnterBackground",
                                     "sceneWillEnterForeground", "sceneDidBecomeActive"])
            delegate.log.removeAll()
            host.close()
            #expect(delegate.log == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect",
                                     "applicationWillTerminate"])
        }
    }

    @Test func ctrlRTurnsTheDeviceButAPortraitOnlyAppStaysUpright() async throws {
        try await withLaunchedWindow { host, driver, _ in
            driver.pushKey(SDLK_r, modifiers: KMOD_LCTRL)
            driver.settle()
            #expect(host.deviceOrientation == .landscapeLeft)
            #expect(host.orientation == .portrait)
            #expect(host.windowScene.interfaceOrientation == .portrait)
            #expect(host.window.bounds.size == CGSize(width: 375, height: 667))
        }
    }

    @Test func theWindowShowsTheStatusBarAsTheTestHostDrawsIt() async throws {
        try await withLaunchedWindow { host, driver, _ in
            let window = host.readWindowPixels()
            let headless = UITestHost(device: .iPhoneSE)
            headless.showsStatusBar = true
            headless.rootViewController = PortraitController()
            #expect(window.pngData() == headless.snapshot().pngData())
        }
    }
}
