import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITestDevice")
struct UITestDeviceTests {
    @Test("iPhone 15 Pro: 393×852 pt at 3×, Dynamic Island safe area 59/34, 120 Hz")
    func iPhone15Pro() {
        let device = UITestDevice.iPhone15Pro
        #expect(device.screenSize == CGSize(width: 393, height: 852))
        #expect(device.scale == 3)
        #expect(device.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(device.framesPerSecond == 120)
    }

    @Test("iPhone SE: 375×667 pt at 2×, status bar 20 and no home indicator, 60 Hz")
    func iPhoneSE() {
        let device = UITestDevice.iPhoneSE
        #expect(device.screenSize == CGSize(width: 375, height: 667))
        #expect(device.scale == 2)
        #expect(device.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(device.framesPerSecond == 60)
    }

    @Test("iPad Pro 11-inch: 834×1194 pt at 2×, safe area 24/20, 120 Hz")
    func iPadPro11() {
        let device = UITestDevice.iPadPro11
        #expect(device.screenSize == CGSize(width: 834, height: 1194))
        #expect(device.scale == 2)
        #expect(device.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(device.framesPerSecond == 120)
    }

    @Test("a custom device runs a host at its own size, scale and frame rate")
    func customDevice() {
        let device = UITestDevice(name: "Tiny", screenSize: CGSize(width: 100, height: 200), scale: 1,
                                  safeAreaInsets: .zero, framesPerSecond: 30)
        let host = UITestHost(device: device)
        #expect(host.frameDuration == 1.0 / 30)
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
        let image = host.snapshot()
        #expect(image.width == 100 && image.height == 200)
    }

    @Test("the host's frame duration is one over the device's frame rate",
          arguments: [UITestDevice.iPhone15Pro, .iPhoneSE, .iPadPro11])
    func frameDuration(_ device: UITestDevice) {
        #expect(UITestHost(device: device).frameDuration == 1 / Double(device.framesPerSecond))
    }

    @Test("a full-screen root view's safe area is the device's", arguments: [UITestDevice.iPhone15Pro, .iPhoneSE, .iPadPro11])
    func safeArea(_ device: UITestDevice) {
        let host = UITestHost(device: device)
        let controller = UIViewController()
        host.rootViewController = controller
        #expect(controller.view.safeAreaInsets == device.safeAreaInsets)
    }
}
