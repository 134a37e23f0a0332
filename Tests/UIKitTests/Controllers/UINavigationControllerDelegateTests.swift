import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller that supports portrait alone.
@MainActor
private final class PortraitOnlyController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
}

/// A navigation controller delegate that decides the orientations.
@MainActor
private final class OrientationDelegate: UINavigationControllerDelegate {
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask { .landscape }
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation { .landscapeLeft }
}

/// A delegate that implements none of the orientation methods.
@MainActor
private final class QuietDelegate: UINavigationControllerDelegate {}

@MainActor
@Suite("UINavigationControllerDelegate orientations")
struct UINavigationControllerDelegateTests {
    @Test("without a delegate the navigation controller supports what its top controller supports")
    func topControllerDecides() {
        let host = UITestHost(device: .iPhone15Pro)
        let navigation = UINavigationController(rootViewController: PortraitOnlyController())
        host.rootViewController = navigation
        #expect(navigation.supportedInterfaceOrientations == .portrait)
        #expect(navigation.preferredInterfaceOrientationForPresentation == .portrait)
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(host.windowScene.interfaceOrientation == .portrait)
        // Pushing a controller that turns lets the interface follow the device.
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown)
    }

    @Test("the delegate's orientation methods decide over the top controller")
    func delegateDecides() {
        let navigation = UINavigationController(rootViewController: PortraitOnlyController())
        let delegate = OrientationDelegate()
        navigation.delegate = delegate
        #expect(navigation.supportedInterfaceOrientations == .landscape)
        #expect(navigation.preferredInterfaceOrientationForPresentation == .landscapeLeft)
    }

    @Test("a delegate without the orientation methods leaves them to the top controller")
    func defaultsFollowTheTop() {
        let navigation = UINavigationController(rootViewController: PortraitOnlyController())
        let delegate = QuietDelegate()
        navigation.delegate = delegate
        #expect(navigation.supportedInterfaceOrientations == .portrait)
        #expect(navigation.preferredInterfaceOrientationForPresentation == .portrait)
    }
}
