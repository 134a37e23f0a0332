import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// The test host composites when a test reads pixels, not every frame; what
/// the frames would have shown is the same.
@MainActor
@Suite("UITestHost: compositing on demand")
struct UITestHostCompositingTests {
    @Test("turns present frames without compositing; a snapshot composites the latest scene")
    func compositesOnDemand() throws {
        let host = UITestHost(device: UITestDevice(name: "Small", screenSize: CGSize(width: 40, height: 40), scale: 1,
                                                   safeAreaInsets: .zero, framesPerSecond: 60))
        #expect(host.composesOnDemand && !host.composesEveryFrame)
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.backgroundColor = .red
        host.window.addSubview(square)
        host.window.makeKeyAndVisible()
        let presented = host.presentedFrameCount
        host.runFrame()
        #expect(host.presentedFrameCount == presented + 1)
        square.backgroundColor = .blue
        host.runFrame()
        // Nothing has been drawn into the frame buffer yet…
        let buffer = try #require(host.application.mainLoop.compositor)
        #expect(buffer.makeImage().pixel(atX: 5, y: 5) != CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        // …until a test reads the screen.
        #expect(host.snapshot().pixel(atX: 5, y: 5) == CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test("a layer in an on-demand host counts as shown: its implicit animations start")
    func implicitAnimationsStillStart() {
        let host = UITestHost()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        host.window.layer.addSublayer(layer)
        host.window.makeKeyAndVisible()
        host.runFrame()
        layer.opacity = 0.5
        #expect(layer.animation(forKey: "opacity") != nil)
    }
}
