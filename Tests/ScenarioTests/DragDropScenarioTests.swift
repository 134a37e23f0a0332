import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The drag-and-drop screen, driven by a finger: a swatch held until it
/// lifts, dragged into a box (a copy), and into the trash (gone from the
/// palette); the trash shows only while a drag is under way.
@MainActor
@Suite struct DragDropScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)

    init() {
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: DragDropScreen.self)
        host.runUntilIdle()
    }

    func view(_ identifier: String) throws -> UIView {
        try #require(host.view(withAccessibilityIdentifier: identifier))
    }

    func center(_ identifier: String) throws -> CGPoint {
        let view = try view(identifier)
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Holds on `source` until the drag lifts, then moves to `target`.
    func drag(from source: String, to target: String) throws -> UITestTouch {
        let finger = host.touchDown(at: try center(source))
        host.advance(by: 0.6)
        finger.move(to: try center(target), duration: 0.4)
        return finger
    }

    @Test func aSwatchDroppedOnABoxLeavesACopyThere() throws {
        let finger = try drag(from: DragDropScreen.Identifier.swatch(1), to: DragDropScreen.Identifier.box(0))
        finger.up()
        host.runUntilIdle()
        #expect((try view(DragDropScreen.Identifier.count(0)) as? UILabel)?.text == "1 color")
        #expect((try view(DragDropScreen.Identifier.count(1)) as? UILabel)?.text == "0 colors")
        // A copy: the swatch is still in the palette.
        #expect(host.view(withAccessibilityIdentifier: DragDropScreen.Identifier.swatch(1)) != nil)
    }

    @Test func theTrashShowsWhileDraggingAndTakesTheSwatchAway() throws {
        let trash = try view(DragDropScreen.Identifier.trash)
        #expect(trash.alpha == 0)
        let finger = try drag(from: DragDropScreen.Identifier.swatch(4), to: DragDropScreen.Identifier.trash)
        host.advance(by: 0.3)
        #expect(trash.alpha == 1)
        assertSnapshot(of: host, named: "dragging-to-the-trash")
        finger.up()
        host.runUntilIdle()
        #expect(host.view(withAccessibilityIdentifier: DragDropScreen.Identifier.swatch(4)) == nil)
        #expect(trash.alpha == 0)
    }

    @Test func aDropBetweenTheBoxesSendsTheSwatchBack() throws {
        let finger = host.touchDown(at: try center(DragDropScreen.Identifier.swatch(0)))
        host.advance(by: 0.6)
        finger.move(to: CGPoint(x: 196, y: 760), duration: 0.4)
        finger.up()
        host.runUntilIdle()
        #expect((try view(DragDropScreen.Identifier.count(0)) as? UILabel)?.text == "0 colors")
        #expect(host.view(withAccessibilityIdentifier: DragDropScreen.Identifier.swatch(0)) != nil)
    }
}
