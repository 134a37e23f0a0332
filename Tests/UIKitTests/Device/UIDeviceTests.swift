import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

/// Counts one notification about one object.
@MainActor
private final class NotificationCounter {
    private(set) var count = 0
    private var token: NSObjectProtocol?

    init(_ name: Notification.Name, object: AnyObject) {
        token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.count += 1 }
        }
    }

    func stop() {
        token.map(NotificationCenter.default.removeObserver)
    }
}

@MainActor
@Suite("UIDevice")
struct UIDeviceTests {
    @Test("describes the host's device: a phone reports iPhone, an iPad iPad, and both run iOS")
    func identity() {
        let phone = UITestHost(device: .iPhone15Pro)
        phone.activate()
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.name == "iPhone")
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.systemVersion == "17.0")
        #expect(UIDevice.current.isMultitaskingSupported)
        let phoneIdentifier = UIDevice.current.identifierForVendor

        let pad = UITestHost(device: .iPadPro11)
        pad.activate()
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.localizedModel == "iPad")
        #expect(UIDevice.current.identifierForVendor != phoneIdentifier)
        // The same device gives the same identifier in another run.
        #expect(UITestHost(device: .iPhone15Pro).application.device.identifierForVendor == phoneIdentifier)
    }

    @Test("vendor identifiers are version 4 UUIDs and differ by seed")
    func vendorIdentifierShape() {
        let identifier = UIDevice.vendorIdentifier(seed: "abc").uuidString
        let characters = Array(identifier)
        #expect(characters[14] == "4")
        #expect("89AB".contains(characters[19]))
        #expect(UIDevice.vendorIdentifier(seed: "abc") == UIDevice.vendorIdentifier(seed: "abc"))
        #expect(UIDevice.vendorIdentifier(seed: "abc") != UIDevice.vendorIdentifier(seed: "abd"))
    }

    @Test("orientation is reported, with notifications, until every request has ended")
    func orientationRequests() {
        let host = UITestHost()
        let device = host.application.device
        #expect(device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .portrait)
        let counter = NotificationCounter(UIDevice.orientationDidChangeNotification, object: device)
        defer { counter.stop() }
        host.rotate(to: .faceUp)
        #expect(device.orientation == .faceUp)
        #expect(counter.count == 1)

        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .unknown)
        host.rotate(to: .faceDown)
        #expect(counter.count == 1)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .faceDown)
    }

    @Test("orientation predicates follow Apple's groups")
    func orientationPredicates() {
        #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait)
        #expect(UIDeviceOrientation.landscapeRight.isLandscape)
        #expect(UIDeviceOrientation.faceDown.isFlat)
        #expect(!UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        #expect(!UIDeviceOrientation.unknown.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.landscapeLeft.rawValue == 3)
    }

    @Test("turning a phone to landscape resizes the screen and its window, after viewWillTransition")
    func rotationResizesScreen() throws {
        let host = UITestHost(device: .iPhone15Pro)
        final class Controller: UIViewController {
            var sizes: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                sizes.append(size)
            }
        }
        let controller = Controller()
        host.rootViewController = controller
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(controller.sizes == [CGSize(width: 852, height: 393)])
        #expect(UIScreen.main.bounds.size == CGSize(width: 852, height: 393))
        #expect(host.window.frame.size == CGSize(width: 852, height: 393))
        #expect(host.window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(host.interfaceOrientation == .landscapeLeft)
        // Upside down: the device turns, an iPhone's interface stays.
        host.rotate(to: .portraitUpsideDown)
        host.runUntilIdle()
        #expect(UIDevice.current.orientation == .portraitUpsideDown)
        #expect(host.interfaceOrientation == .landscapeLeft)
        #expect(controller.sizes.count == 1)
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(host.window.frame.size == CGSize(width: 393, height: 852))
        #expect(controller.sizes.last == CGSize(width: 393, height: 852))
    }

    @Test("an iPad's interface turns upside down; a half turn keeps the size but still transitions")
    func padUpsideDown() {
        let host = UITestHost(device: .iPadPro11)
        final class Controller: UIViewController {
            var transitions = 0
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                transitions += 1
            }
        }
        let controller = Controller()
        host.rootViewController = controller
        host.rotate(to: .portraitUpsideDown)
        host.runUntilIdle()
        #expect(host.interfaceOrientation == .portraitUpsideDown)
        #expect(controller.transitions == 1)
        #expect(host.window.frame.size == CGSize(width: 834, height: 1194))
    }

    @Test("a finger down when the device turns is cancelled")
    func rotationCancelsTouches() {
        let host = UITestHost()
        let view = TouchPhaseLog(frame: host.window.bounds)
        host.window.addSubview(view)
        host.window.makeKeyAndVisible()
        let finger = host.touchDown(at: CGPoint(x: 100, y: 100))
        host.rotate(to: .landscapeRight)
        #expect(view.phases == [.began, .cancelled])
        finger.move(to: CGPoint(x: 120, y: 100))
        finger.up()
        #expect(view.phases == [.began, .cancelled])
    }

    @Test("battery state and level read unknown and -1 until monitoring is on")
    func batteryMonitoring() {
        let host = UITestHost()
        let device = host.application.device
        host.setBattery(state: .charging, level: 0.5)
        #expect(device.batteryState == .unknown)
        #expect(device.batteryLevel == -1)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryState == .charging)
        #expect(device.batteryLevel == 0.5)
        host.setBattery(state: .full, level: 3)
        #expect(device.batteryLevel == 1)
    }

    @Test("a state change is announced at once; level changes at most once a minute")
    func batteryNotifications() {
        let host = UITestHost()
        let device = host.application.device
        device.isBatteryMonitoringEnabled = true
        let states = NotificationCounter(UIDevice.batteryStateDidChangeNotification, object: device)
        let levels = NotificationCounter(UIDevice.batteryLevelDidChangeNotification, object: device)
        defer { states.stop(); levels.stop() }
        host.setBattery(state: .unplugged, level: 0.9)
        #expect(states.count == 1)
        #expect(levels.count == 1)
        host.advance(by: 10)
        host.setBattery(state: .unplugged, level: 0.89)
        host.setBattery(state: .unplugged, level: 0.88)
        #expect(levels.count == 1)
        host.advance(by: 49)
        #expect(levels.count == 1)
        host.advance(by: 1.1)
        // One notification for both changes, a minute after the first.
        #expect(levels.count == 2)
        #expect(device.batteryLevel == 0.88)
        #expect(states.count == 1)
    }

    @Test("proximity monitoring stays off, as on a device without the sensor")
    func proximity() {
        let host = UITestHost()
        let device = host.application.device
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled)
        #expect(!device.proximityState)
    }
}

/// A view that records the phases of the touches it gets.
private final class TouchPhaseLog: UIView {
    var phases: [UITouch.Phase] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.began) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.moved) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.ended) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.cancelled) }
}

