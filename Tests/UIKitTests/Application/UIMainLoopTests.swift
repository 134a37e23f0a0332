import Testing
import TestSupport
import UIKit
import UIKitTesting

/// A window-like host that renders at a scale of its own and keeps the frames
/// it is given.
@MainActor
private final class BackingScaleHost: UIApplicationHost {
    var backingScale: CGFloat?
    private(set) var presentedFrames: [LayerCompositor] = []

    func present(_ frame: LayerCompositor) {
        presentedFrames.append(frame)
    }
}

/// The main loop's frame buffer: the screen's size at the host's backing scale.
@MainActor
@Suite("UIMainLoop: the frame buffer")
struct UIMainLoopTests {
    /// A 40×30 pt screen at 3×, run by a `UITestHost` whose app then presents
    /// to `host`.
    fileprivate func makeApp(presentingTo host: BackingScaleHost) -> (UITestHost, UIView) {
        let testHost = UITestHost(device: UITestDevice(name: "Small", screenSize: CGSize(width: 40, height: 30), scale: 3,
                                                       safeAreaInsets: .zero, framesPerSecond: 60))
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        square.backgroundColor = .red
        testHost.window.backgroundColor = .white
        testHost.window.addSubview(square)
        testHost.window.makeKeyAndVisible()
        testHost.activate()
        testHost.application.host = host
        return (testHost, square)
    }

    @Test("a host's backing scale sizes the frame buffer; the screen keeps the device's scale")
    func backingScaleSizesTheFrameBuffer() throws {
        let host = BackingScaleHost()
        host.backingScale = 1
        let (testHost, square) = makeApp(presentingTo: host)
        let loop = try #require(testHost.application.mainLoop)
        #expect(loop.runTurn(frameDuration: 1 / 60))
        let frame = try #require(host.presentedFrames.last)
        #expect(frame.pixelWidth == 40 && frame.pixelHeight == 30 && frame.scale == 1)
        #expect(frame.makeImage().pixel(atX: 10, y: 5) == CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(frame.makeImage().pixel(atX: 30, y: 20) == CGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(testHost.application.screen.scale == 3)
        #expect(square.traitCollection.displayScale == 3)
        #expect(square.contentScaleFactor == 3)
    }

    @Test("a new backing scale composites the unchanged scene again, whole, into a new frame buffer")
    func aNewBackingScaleComposites() throws {
        let host = BackingScaleHost()
        host.backingScale = 1
        let (testHost, _) = makeApp(presentingTo: host)
        let loop = try #require(testHost.application.mainLoop)
        loop.runTurn(frameDuration: 1 / 60)
        // Nothing changed: no frame.
        #expect(!loop.needsNewFrameBuffer)
        #expect(!loop.runTurn(frameDuration: 1 / 60))
        // The window was resized: the scene is the same, the frame is not.
        host.backingScale = 2
        #expect(loop.needsNewFrameBuffer)
        #expect(loop.runTurn(frameDuration: 1 / 60))
        let frame = try #require(host.presentedFrames.last)
        #expect(frame.pixelWidth == 80 && frame.pixelHeight == 60 && frame.scale == 2)
        #expect(frame.lastDamage.rects == [frame.frameRect])
        #expect(frame.makeImage().pixel(atX: 20, y: 10) == CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        // Back to the screen's scale.
        host.backingScale = nil
        #expect(loop.runTurn(frameDuration: 1 / 60))
        let deviceFrame = try #require(host.presentedFrames.last)
        #expect(deviceFrame.pixelWidth == 120 && deviceFrame.pixelHeight == 90 && deviceFrame.scale == 3)
    }

    @Test("pixel counts round up, except floating-point noise over a whole number")
    func pixelCounts() {
        #expect(UIMainLoop.pixelCount(393, scale: 3) == 1179)
        #expect(UIMainLoop.pixelCount(100.5, scale: 1) == 101)
        #expect(UIMainLoop.pixelCount(393.1, scale: 3) == 1180)
        // 834 × (110 / 834) is 110.00000000000001 in binary floating point.
        #expect(834 * (110 / 834 as CGFloat) > 110)
        #expect(UIMainLoop.pixelCount(834, scale: 110 / 834) == 110)
        #expect(UIMainLoop.pixelCount(834, scale: 110.5 / 834) == 111)
    }
}
