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
    @Test("without a delegate the navigation controller answers for itself, not for its top controller")
    func navigationControllerDecides() {
        let host = UITestHost(device: .iPhone15Pro)
        let navigation = UINavigationController(rootViewController: PortraitOnlyController())
        host.rootViewController = navigation
        #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown)
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        // The portrait-only top controller is not asked: the interface turns.
        #expect(host.windowScene.interfaceOrientation == .landscapeRight)
        #expect(navigation.preferredInterfaceOrientationForPresentation == .landscapeRight)
    }

    @Test("the delegate's orientation methods decide over the top controller")
    func delegateDecides() {
        let navigation = UINavigationController(rootViewController: PortraitOnlyController())
        let delegate = OrientationDelegate()
        navigation.delegate = delegate
        #expect(navigation.supportedInterfaceOrientations == .landscape)
        #expect(navigation.preferredInterfaceOrientationForPresentation == .landscapeLeft)
    }

    @Test("a delegate without the orientation methods answers as the navigation controller would")
    func defaultsAreTheNavigationControllers() {
        let navigation = UINavigationController(rootViewController: PortraitOnlyController())
        let delegate = QuietDelegate()
        navigation.delegate = delegate
        #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(navigation.preferredInterfaceOrientationForPresentation == .portrait)
    }
}
