import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIScreen")
struct UIScreenTests {
    nonisolated static let devices: [UITestDevice] = [.iPhone15Pro, .iPhoneSE, .iPadPro11]

    @Test("the main screen takes the host device's size in points, scale and refresh rate", arguments: devices)
    func screenFollowsDevice(_ device: UITestDevice) {
        let host = UITestHost(device: device)
        defer { withExtendedLifetime(host) {} }
        let screen = UIScreen.main
        #expect(screen.bounds == CGRect(origin: .zero, size: device.screenSize))
        #expect(screen.scale == device.scale)
        #expect(screen.maximumFramesPerSecond == device.framesPerSecond)
    }

    @Test("nativeScale is the scale and nativeBounds the bounds in pixels", arguments: devices)
    func nativeBoundsArePixels(_ device: UITestDevice) {
        let host = UITestHost(device: device)
        defer { withExtendedLifetime(host) {} }
        let screen = UIScreen.main
        #expect(screen.nativeScale == screen.scale)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: device.screenSize.width * device.scale,
                                              height: device.screenSize.height * device.scale))
    }

    @Test("an iPhone 15 Pro screen is 393×852 pt, 1179×2556 px")
    func iPhone15ProPixels() {
        let host = UITestHost(device: .iPhone15Pro)
        defer { withExtendedLifetime(host) {} }
        // 393 · 3 = 1179, 852 · 3 = 2556.
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
    }

    @Test("a window's screen is the main screen")
    func windowScreen() {
        let host = UITestHost()
        #expect(host.window.screen === UIScreen.main)
    }
}
