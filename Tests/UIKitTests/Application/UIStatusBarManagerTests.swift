import Testing
import UIKit
import UIKitTesting

/// A controller whose status bar preferences a test sets.
@MainActor
final class StatusBarPreferringController: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidden = false
    var animation: UIStatusBarAnimation = .fade

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
}

@MainActor
@Suite("UIStatusBarManager")
struct UIStatusBarManagerTests {
    @Test("the status bar is as tall as the top safe area: 59 pt with the Dynamic Island, 20 on an SE, 24 on an iPad",
          arguments: [(UITestDevice.iPhone15Pro, 59.0), (.iPhoneSE, 20), (.iPadPro11, 24)])
    func frameHeight(device: UITestDevice, height: Double) throws {
        let host = UITestHost(device: device)
        host.rootViewController = UIViewController()
        let manager = try #require(host.windowScene.statusBarManager)
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: device.screenSize.width, height: CGFloat(height)))
        #expect(!manager.isStatusBarHidden)
    }

    @Test("an iPhone in landscape has no status bar; an iPad keeps its 24 pt one")
    func landscape() throws {
        let phone = UITestHost(device: .iPhone15Pro)
        phone.rootViewController = UIViewController()
        phone.rotate(to: .landscapeLeft)
        phone.advance(by: 0.35)
        #expect(phone.windowScene.statusBarManager?.isStatusBarHidden == true)
        #expect(phone.windowScene.statusBarManager?.statusBarFrame == .zero)
        let pad = UITestHost(device: .iPadPro11)
        pad.rootViewController = UIViewController()
        pad.rotate(to: .landscapeLeft)
        pad.advance(by: 0.35)
        #expect(pad.windowScene.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 1194, height: 24))
    }

    @Test("style and visibility follow the root view controller's preferences")
    func followsController() throws {
        let host = UITestHost()
        let controller = StatusBarPreferringController()
        host.rootViewController = controller
        let manager = try #require(host.windowScene.statusBarManager)
        #expect(manager.statusBarStyle == .default)
        controller.style = .lightContent
        controller.hidden = true
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .lightContent)
        #expect(manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == .zero)
    }
}
