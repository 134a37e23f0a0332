import CSDL2
@testable import SDLHost
import Testing
import UIKit
import UIKitTesting

/// The window host's devices carry the test host's numbers, so a window and a
/// headless test of the same device show the same pixels.
@MainActor
@Suite struct SDLDeviceTests {
    @Test(arguments: zip([SDLDevice.iPhone15Pro, .iPhoneSE, .iPadPro11],
                         [UITestDevice.iPhone15Pro, .iPhoneSE, .iPadPro11]))
    func presetsMatchTheTestHostsDevices(window: SDLDevice, headless: UITestDevice) {
        #expect(window.name == headless.name)
        #expect(window.screenSize == headless.screenSize)
        #expect(window.scale == headless.scale)
        #expect(window.safeAreaInsets == headless.safeAreaInsets)
        #expect(window.framesPerSecond == headless.framesPerSecond)
        #expect(window.landscapeSafeAreaInsets == headless.landscapeSafeAreaInsets)
        #expect(window.userInterfaceIdiom == headless.userInterfaceIdiom)
    }

    @Test("the computer's power supply reads as iOS's battery; no battery reads unknown")
    func powerSupplyAsBattery() {
        #expect(SDLHost.battery(from: SDL_POWERSTATE_ON_BATTERY, percent: 42) == (.unplugged, 0.42))
        #expect(SDLHost.battery(from: SDL_POWERSTATE_CHARGING, percent: 100) == (.charging, 1))
        #expect(SDLHost.battery(from: SDL_POWERSTATE_CHARGED, percent: -1) == (.full, 1))
        #expect(SDLHost.battery(from: SDL_POWERSTATE_NO_BATTERY, percent: -1) == (.unknown, -1))
        #expect(SDLHost.battery(from: SDL_POWERSTATE_UNKNOWN, percent: 30) == (.unknown, -1))
        #expect(SDLHost.battery(from: SDL_POWERSTATE_ON_BATTERY, percent: -1) == (.unplugged, -1))
    }

    @Test func landscapeSwapsWidthAndHeight() {
        let device = SDLDevice.iPhone15Pro
        #expect(device.screenSize(in: .landscape) == CGSize(width: 852, height: 393))
        #expect(device.screenSize(in: .portrait) == CGSize(width: 393, height: 852))
        // Landscape on an iPhone with a Dynamic Island: the sensor housing's 59 pt on
        // both sides, the home indicator's 21 pt at the bottom.
        #expect(device.safeAreaInsets(in: .landscape) == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(SDLOrientation.portrait.rotated == .landscape)
        #expect(SDLOrientation.landscape.rotated == .portrait)
    }

    @Test func presetsAreFoundByLooseNames() {
        #expect(SDLDevice.preset(named: "iPhone SE") == .iPhoneSE)
        #expect(SDLDevice.preset(named: "iphone-se") == .iPhoneSE)
        #expect(SDLDevice.preset(named: "iphone15pro") == .iPhone15Pro)
        #expect(SDLDevice.preset(named: "ipad-pro-11") == .iPadPro11)
        #expect(SDLDevice.preset(named: "pixel") == nil)
    }
}
