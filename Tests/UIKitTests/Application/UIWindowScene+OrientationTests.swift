import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

/// A controller whose supported orientations a test sets, recording the
/// rotation transitions it hears.
@MainActor
private final class OrientationController: UIViewController {
    var supported: UIInterfaceOrientationMask = .all
    var autorotates = true
    var preferred: UIInterfaceOrientation = .portrait
    var transitions: [CGSize] = []

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
    override var shouldAutorotate: Bool { autorotates }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { preferred }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        transitions.append(size)
    }
}

/// An app that allows only what a test says.
@MainActor
private final class MaskAppDelegate: UIResponder, UIApplicationDelegate {
    var mask: UIInterfaceOrientationMask
    init(mask: UIInterfaceOrientationMask) {
        self.mask = mask
        super.init()
    }

    func application(_ application: UIApplication,
                     supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { mask }
}

@MainActor
@Suite("UIWindowScene orientation")
struct UIWindowSceneOrientationTests {
    private func makeHost(_ device: UITestDevice = .iPhone15Pro,
                          supported: UIInterfaceOrientationMask = .all) -> (UITestHost, OrientationController) {
        let host = UITestHost(device: device)
        let controller = OrientationController()
        controller.supported = supported
        host.rootViewController = controller
        return (host, controller)
    }

    @Test("a controller's default orientations are all but upside down on iPhone and all on iPad")
    func controllerDefaults() {
        let phone = UITestHost(device: .iPhoneSE)
        phone.rootViewController = UIViewController()
        #expect(phone.rootViewController?.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(phone.rootViewController?.shouldAutorotate == true)
        let pad = UITestHost(device: .iPadPro11)
        pad.rootViewController = UIViewController()
        #expect(pad.rootViewController?.supportedInterfaceOrientations == .all)
    }

    @Test("turning the device turns the interface when the controller allows it, with viewWillTransition")
    func deviceTurnHonored() {
        let (host, controller) = makeHost()
        host.rotate(to: .landscapeLeft)
        host.advance(by: 0.35)
        #expect(host.windowScene.interfaceOrientation == .landscapeRight)
        #expect(host.window.bounds.size == CGSize(width: 852, height: 393))
        #expect(controller.transitions == [CGSize(width: 852, height: 393)])
    }

    @Test("a portrait-only controller keeps the interface upright when the device turns")
    func deviceTurnRefusedByController() {
        let (host, controller) = makeHost(supported: .portrait)
        host.rotate(to: .landscapeLeft)
        host.advance(by: 0.35)
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(host.windowScene.interfaceOrientation == .portrait)
        #expect(host.window.bounds.size == CGSize(width: 393, height: 852))
        #expect(controller.transitions.isEmpty)
    }

    @Test("the app's mask limits the controller's: only orientations both allow are taken")
    func appMaskIntersectsControllerMask() {
        let host = UITestHost()
        let delegate = MaskAppDelegate(mask: [.portrait, .landscapeLeft])
        host.application.delegate = delegate
        let controller = OrientationController()
        controller.supported = [.portrait, .landscapeRight, .landscapeLeft]
        host.rootViewController = controller
        host.rotate(to: .landscapeLeft)          // interface landscape right: the app refuses
        host.advance(by: 0.35)
        #expect(host.windowScene.interfaceOrientation == .portrait)
        host.rotate(to: .landscapeRight)         // interface landscape left: both allow
        host.advance(by: 0.35)
        #expect(host.windowScene.interfaceOrientation == .landscapeLeft)
    }

    @Test("upside down turns the interface on an iPad, not on an iPhone (the defaults)")
    func upsideDownOnPadOnly() {
        let phone = UITestHost(device: .iPhone15Pro)
        phone.rootViewController = UIViewController()
        phone.rotate(to: .portraitUpsideDown)
        phone.advance(by: 0.35)
        #expect(phone.windowScene.interfaceOrientation == .portrait)
        let pad = UITestHost(device: .iPadPro11)
        pad.rootViewController = UIViewController()
        pad.rotate(to: .portraitUpsideDown)
        pad.advance(by: 0.35)
        #expect(pad.windowScene.interfaceOrientation == .portraitUpsideDown)
    }

    @Test("a controller that does not autorotate keeps its orientation when the device turns")
    func shouldAutorotateFalse() {
        let (host, controller) = makeHost()
        controller.autorotates = false
        host.rotate(to: .landscapeLeft)
        host.advance(by: 0.35)
        #expect(host.windowScene.interfaceOrientation == .portrait)
    }

    @Test("requestGeometryUpdate turns the interface to an allowed requested orientation")
    func geometryRequestHonored() {
        let (host, controller) = makeHost()
        var errors: [any Error] = []
        host.windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft)) { errors.append($0) }
        host.advance(by: 0.35)
        #expect(errors.isEmpty)
        #expect(host.windowScene.interfaceOrientation == .landscapeLeft)
        #expect(host.window.bounds.size == CGSize(width: 852, height: 393))
        #expect(controller.transitions.count == 1)
        #expect(UIDevice.current.orientation == .portrait)   // the device did not move
    }

    @Test("requestGeometryUpdate for orientations the controller refuses calls the handler with iOS's error")
    func geometryRequestRefused() throws {
        let (host, _) = makeHost(supported: .portrait)
        var errors: [NSError] = []
        host.windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft)) { errors.append($0 as NSError) }
        host.advance(by: 0.35)
        #expect(host.windowScene.interfaceOrientation == .portrait)
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.domain == UISceneErrorDomain)
        #expect(error.code == 101)
        #expect(error.localizedDescription
            == "None of the requested orientations are supported by the view controller. Requested: landscapeLeft; Supported: portrait")
    }

    @Test("a scene no host shows cannot turn: the handler gets code 100")
    func geometryRequestWithoutHost() throws {
        let host = UITestHost()
        host.activate()
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        var errors: [NSError] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { errors.append($0 as NSError) }
        let error = try #require(errors.first)
        #expect(error.domain == UISceneErrorDomain)
        #expect(error.code == 100)
        #expect(scene.interfaceOrientation == .portrait)
    }

    @Test("requesting an orientation the interface already has changes nothing")
    func geometryRequestForCurrentOrientation() {
        let (host, controller) = makeHost()
        var errors: [any Error] = []
        host.windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: [.portrait, .landscape])) { errors.append($0) }
        host.advance(by: 0.35)
        #expect(errors.isEmpty)
        #expect(controller.transitions.isEmpty)
    }

    @Test("a controller that stops supporting the current orientation turns the interface to one it supports")
    func updateOfSupportedOrientationsTurnsAway() {
        let (host, controller) = makeHost()
        host.rotate(to: .landscapeLeft)
        host.advance(by: 0.35)
        #expect(host.windowScene.interfaceOrientation == .landscapeRight)
        controller.supported = .portrait
        controller.setNeedsUpdateOfSupportedInterfaceOrientations()
        host.advance(by: 0.35)
        #expect(host.windowScene.interfaceOrientation == .portrait)
        #expect(host.window.bounds.size == CGSize(width: 393, height: 852))
    }

    @Test("a controller that starts supporting the device's orientation turns the interface to it")
    func updateOfSupportedOrientationsFollowsDevice() {
        let (host, controller) = makeHost(supported: .portrait)
        host.rotate(to: .landscapeLeft)
        host.advance(by: 0.35)
        #expect(host.windowScene.interfaceOrientation == .portrait)
        controller.supported = .allButUpsideDown
        controller.setNeedsUpdateOfSupportedInterfaceOrientations()
        host.advance(by: 0.35)
        #expect(host.windowScene.interfaceOrientation == .landscapeRight)
    }

    @Test("turning away from a refused orientation picks the preferred one when the device's is refused too")
    func updatePicksPreferredOrientation() {
        let (host, controller) = makeHost(.iPadPro11)
        host.rotate(to: .portraitUpsideDown)
        host.advance(by: 0.35)
        controller.supported = .landscape
        controller.preferred = .landscapeLeft
        controller.setNeedsUpdateOfSupportedInterfaceOrientations()
        host.advance(by: 0.35)
        #expect(host.windowScene.interfaceOrientation == .landscapeLeft)
    }

    @Test("a controller with no orientation in common with the app stops the process with UIKit's message")
    func noCommonOrientationStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost()
                let delegate = MaskAppDelegate(mask: .portrait)
                host.application.delegate = delegate
                let controller = OrientationController()
                controller.supported = .landscape
                host.rootViewController = controller
                host.rotate(to: .landscapeLeft)
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'UIApplicationInvalidInterfaceOrientation', "
            + "reason: 'Supported orientations has no common orientation with the application, and [")
            && standardError(of: result).contains("OrientationController shouldAutorotate] is returning YES"))
    }
}
