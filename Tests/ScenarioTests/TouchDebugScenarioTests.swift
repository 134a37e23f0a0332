import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// "Why doesn't my view get touches?" — a person taps each target on the
/// showcase screen; only the views UIKit's hit-testing rules allow hear about it.
@MainActor
@Suite struct TouchDebugScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)

    init() {
        host.rootViewController = TouchDebugScreen.makeViewController()
    }

    func target(_ identifier: String) throws -> TouchTargetView {
        try #require(host.view(withAccessibilityIdentifier: identifier) as? TouchTargetView)
    }

    /// The center of a view in window coordinates, even for views that cannot be
    /// tapped (`host.tap(_:)` would aim at the same point).
    func center(of view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func theWorkingTargetCountsEveryTap() throws {
        let working = try target(TouchDebugScreen.Identifier.working)
        host.tap(working)
        host.advance(by: 0.5)
        host.tap(working)
        #expect(working.touchCount == 2)
        #expect(working.backgroundColor == .systemGreen)
    }

    @Test func aViewWithAlphaZeroIsInvisibleToTouches() throws {
        let invisible = try target(TouchDebugScreen.Identifier.invisible)
        host.tap(at: center(of: invisible))
        #expect(invisible.touchCount == 0)
    }

    @Test func aDisabledViewLetsTouchesThroughToTheViewBehind() throws {
        let disabled = try target(TouchDebugScreen.Identifier.disabled)
        let point = center(of: disabled)
        host.tap(at: point)
        #expect(disabled.touchCount == 0)
        // The card behind it is what the hit test finds.
        let hit = host.window.hitTest(point, with: nil)
        #expect(hit !== disabled)
        #expect(hit?.isDescendant(of: host.window) == true)
    }

    @Test func aClearOverlayStealsTheTouchesOfTheTargetBelow() throws {
        let covered = try target(TouchDebugScreen.Identifier.covered)
        let overlay = try #require(host.view(withAccessibilityIdentifier: TouchDebugScreen.Identifier.overlay))
        host.tap(at: center(of: covered))
        #expect(covered.touchCount == 0)
        #expect(host.window.hitTest(center(of: covered), with: nil) === overlay)
    }

    @Test func aChildOutsideItsParentIsDrawnButNeverHit() throws {
        let outside = try target(TouchDebugScreen.Identifier.outsideChild)
        let inside = try target(TouchDebugScreen.Identifier.insideChild)
        let parent = try #require(host.view(withAccessibilityIdentifier: TouchDebugScreen.Identifier.parent))
        host.tap(at: center(of: outside))
        host.advance(by: 0.5)
        host.tap(at: center(of: inside))
        #expect(outside.touchCount == 0)
        #expect(inside.touchCount == 1)
        // It is on screen: its pixels are blue even though it cannot be touched.
        let image = host.snapshot()
        let point = center(of: outside)
        let scale = host.device.scale
        let pixel = image.pixel(atX: Int(point.x * scale), y: Int(point.y * scale))
        #expect(pixel == CGImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(!parent.clipsToBounds)
    }

    @Test func theScreenAfterTappingEveryTarget() throws {
        for identifier in [TouchDebugScreen.Identifier.working, TouchDebugScreen.Identifier.invisible,
                           TouchDebugScreen.Identifier.disabled, TouchDebugScreen.Identifier.covered,
                           TouchDebugScreen.Identifier.insideChild, TouchDebugScreen.Identifier.outsideChild] {
            host.tap(at: center(of: try target(identifier)))
            host.advance(by: 0.5)
        }
        assertSnapshot(of: host, named: "after-tapping-every-target")
    }
}
