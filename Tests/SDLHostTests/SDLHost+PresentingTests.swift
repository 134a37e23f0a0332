import CSDL2
import Foundation
import SDLHost
import Testing
import UIKit

/// Rendering at the window's pixel scale, in a real window on Xvfb (in the
/// window suite, which runs its tests one at a time on one virtual display).
extension SDLHostWindowTests {
    /// A window fitted to Xvfb's 1280×1024 display, which shows a phone one
    /// window unit per point: fewer pixels than the device has.
    static let fittedOptions = SDLHost.Options(windowSize: .fitToDisplay, title: "Kumiki tests", renderDriver: "software",
                                               vsync: false, showsStatusBar: false)

    static let red = CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    static let white = CGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)

    /// A white window with a red 50×40 pt square at (100, 200), untinted
    /// whatever KUMIKI_SHOW_DAMAGE says (tests of the tint turn it on).
    func showRedSquare(in host: SDLHost) -> UIView {
        host.showsDamage = false
        let square = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 40))
        square.backgroundColor = .red
        host.window.backgroundColor = .white
        host.window.addSubview(square)
        host.window.makeKeyAndVisible()
        return square
    }

    @Test func aWindowSmallerThanTheDevicesPixelsRendersAtTheWindowsScale() async throws {
        try await withDisplay {
            let host = try SDLHost(device: Self.device, options: Self.fittedOptions)
            defer { host.close() }
            let driver = WindowDriver(host: host)
            let square = showRedSquare(in: host)
            driver.settle()
            // The iPhone SE (375×667 pt at 2×) in a 375×667 window: 1 pixel per point.
            #expect(host.windowSize.drawable == CGSize(width: 375, height: 667))
            #expect(host.frameRect == CGRect(x: 0, y: 0, width: 375, height: 667))
            #expect(host.backingScale == 1)
            let frame = try #require(host.application.mainLoop.compositor)
            #expect(frame.scale == 1 && frame.pixelWidth == 375 && frame.pixelHeight == 667)
            // Only the frame buffer's resolution changed: the app still runs on a 2× screen.
            #expect(UIScreen.main.scale == 2)
            #expect(square.traitCollection.displayScale == 2)
            #expect(square.contentScaleFactor == 2)
            // The window shows the frame buffer unscaled.
            let shown = host.readWindowPixels()
            expectSame(shown, frame.makeImage(), "window-scale")
            #expect(shown.pixel(atX: 125, y: 220) == Self.red)
            #expect(shown.pixel(atX: 20, y: 20) == Self.white)

            // Rendering at the device's scale again (the old way, for the
            // benchmark) composites the unchanged scene into a 2× buffer that
            // SDL scales down.
            host.rendersAtWindowScale = false
            #expect(host.backingScale == nil)
            #expect(host.runTurn())
            let deviceFrame = try #require(host.application.mainLoop.compositor)
            #expect(deviceFrame.scale == 2 && deviceFrame.pixelWidth == 750 && deviceFrame.pixelHeight == 1334)
            #expect(host.readWindowPixels().pixel(atX: 125, y: 220) == Self.red)
        }
    }

    @Test func aWindowThatChangesShapeRendersAtItsNewScale() async throws {
        try await withDisplay {
            // An iPad (834×1194 pt at 2×) fitted to 90 % of 1024 units high:
            // 644×922, 0.772 pixels per point.
            let host = try SDLHost(device: .iPadPro11, options: Self.fittedOptions)
            defer { host.close() }
            let driver = WindowDriver(host: host)
            _ = showRedSquare(in: host)
            driver.settle()
            #expect(host.frameRect == CGRect(x: 0, y: 0, width: 644, height: 922))
            let portrait = try #require(host.application.mainLoop.compositor)
            #expect(portrait.scale == CGFloat(644) / 834)
            #expect(portrait.pixelWidth == 644 && portrait.pixelHeight == 922)
            // Turned, the 1194×834 pt screen fits 90 % of 1280 units wide:
            // 1152×805, 0.965 pixels per point. The next turn composites at
            // that scale, though nothing in the scene changed.
            host.rotate()
            #expect(host.frameRect == CGRect(x: 0, y: 0, width: 1152, height: 805))
            #expect(host.runTurn())
            let landscape = try #require(host.application.mainLoop.compositor)
            #expect(landscape.scale == CGFloat(1152) / 1194)
            #expect(landscape.pixelWidth == 1152 && landscape.pixelHeight == 805)
            #expect(UIScreen.main.scale == 2)
            let shown = host.readWindowPixels()
            #expect(shown.width == 1152 && shown.height == 805)
            #expect(shown.pixel(atX: Int(125 * landscape.scale), y: Int(220 * landscape.scale)) == Self.red)
        }
    }
}
