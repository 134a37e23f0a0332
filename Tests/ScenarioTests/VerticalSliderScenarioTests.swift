import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// A custom vertical slider built by overriding touchesMoved: the bar follows
/// the finger, clamps at both ends, and reports its value to the level meter.
@MainActor
@Suite struct VerticalSliderScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)
    let slider: VerticalSliderView
    /// The slider's frame in window coordinates.
    let track: CGRect

    init() throws {
        host.rootViewController = VerticalSliderScreen.makeViewController()
        slider = try #require(host.view(withAccessibilityIdentifier: VerticalSliderScreen.Identifier.slider)
            as? VerticalSliderView)
        track = slider.convert(slider.bounds, to: nil)
    }

    /// A window point `fraction` of the way up the track.
    func point(atFraction fraction: CGFloat) -> CGPoint {
        CGPoint(x: track.midX, y: track.maxY - fraction * track.height)
    }

    func litSegments() -> Int {
        (0..<10).filter { index in
            host.view(withAccessibilityIdentifier: "segment-\(index)")?.backgroundColor == .systemGreen
        }.count
    }

    @Test func theScreenStartsAtThirtyPercent() {
        #expect(slider.value == 0.3)
        #expect(litSegments() == 3)
    }

    @Test func draggingUpFillsTheBarFromItsBottomEdge() {
        var reported: [CGFloat] = []
        let screenCallback = slider.onValueChange
        slider.onValueChange = { value in
            reported.append(value)
            screenCallback?(value)
        }
        host.drag(from: point(atFraction: 0.1), to: point(atFraction: 0.75), duration: 0.25)
        #expect(abs(slider.value - 0.75) < 1e-9)
        #expect(abs((reported.last ?? 0) - 0.75) < 1e-9)
        // Values rise monotonically with the finger, one report per touch sample.
        #expect(reported == reported.sorted())
        #expect(reported.count >= Int(0.25 * Double(host.device.framesPerSecond)))
        // The bar is scaled about its bottom edge (anchorPoint (0.5, 1)): its
        // frame's bottom stays on the track's bottom and its height is 75 %.
        let bar = slider.bar.convert(slider.bar.bounds, to: nil)
        #expect(abs(bar.maxY - track.maxY) < 1e-9)
        #expect(abs(bar.height - 0.75 * track.height) < 1e-9)
        // round(0.75 × 10) = 8 segments.
        #expect(litSegments() == 8)
    }

    @Test func theValueClampsWhenTheFingerLeavesTheTrack() {
        let touch = host.touchDown(at: point(atFraction: 0.5))
        touch.move(to: CGPoint(x: track.midX, y: track.minY - 120), duration: 0.1)
        #expect(slider.value == 1)
        touch.move(to: CGPoint(x: track.midX + 200, y: track.maxY + 300), duration: 0.1)
        #expect(slider.value == 0)
        touch.up()
        #expect(litSegments() == 0)
    }

    @Test func theSliderAtEightyPercent() {
        host.drag(from: point(atFraction: 0.3), to: point(atFraction: 0.8))
        assertSnapshot(of: host, named: "slider-at-80-percent")
    }

    /// Regression: an empty bar is scaled to 0 vertically. That must only hide
    /// the bar, never stop the screen from updating (the outside probe's
    /// touch-down at (99, 448) moving to (161.6, 807.7)).
    @Test func emptyingTheBarAndFillingItAgainKeepsTheScreenUpdating() {
        let touch = host.touchDown(at: CGPoint(x: 99, y: 448))
        touch.move(to: CGPoint(x: 161.6, y: 807.7), duration: 0.1)
        #expect(slider.value == 0)
        touch.move(to: point(atFraction: 0.5), duration: 0.1)
        touch.up()
        host.runUntilIdle()
        let image = host.snapshot()
        // A quarter of the way up the track is inside the blue bar again.
        let probe = point(atFraction: 0.25)
        let scale = host.device.scale
        let pixel = image.pixel(atX: Int(probe.x * scale), y: Int(probe.y * scale))
        #expect(pixel == .init(red: 0, green: 122, blue: 255, alpha: 255))
    }
}
