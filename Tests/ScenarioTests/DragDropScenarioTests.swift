import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The drag-and-drop screen, driven by a finger: a color held until it lifts
/// and dropped elsewhere in its grid (a reorder), into the other grid (a
/// copy), or on the trash (gone); the trash shows only while a drag is under
/// way.
@MainActor
@Suite struct DragDropScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)

    init() {
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: DragDropScreen.self)
        host.runUntilIdle()
    }

    func grid(_ index: Int) throws -> UICollectionView {
        try #require(host.view(withAccessibilityIdentifier: DragDropScreen.Identifier.grid(index)) as? UICollectionView)
    }

    /// The colors a grid shows, in order.
    func colors(_ index: Int) throws -> [UIColor?] {
        let grid = try grid(index)
        return (0..<grid.numberOfItems(inSection: 0)).map {
            grid.cellForItem(at: IndexPath(item: $0, section: 0))?.contentView.backgroundColor
        }
    }

    /// The center of a grid's item in the window.
    func center(_ item: Int, in index: Int) throws -> CGPoint {
        let cell = try #require(try grid(index).cellForItem(at: IndexPath(item: item, section: 0)))
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }

    /// Holds on `start` until the drag lifts, then moves to `end`.
    func lift(at start: CGPoint, to end: CGPoint) -> UITestTouch {
        let finger = host.touchDown(at: start)
        host.advance(by: 0.6)
        finger.move(to: end, duration: 0.4)
        host.advance(by: 0.2)
        return finger
    }

    @Test func aColorDraggedWithinItsGridMovesThere() throws {
        let first = DragDropScreen.firstColors[0]
        let finger = lift(at: try center(0, in: 0), to: try center(3, in: 0))
        finger.up()
        host.runUntilIdle()
        #expect(try colors(0) == [first[1], first[2], first[3], first[0], first[4]])
    }

    @Test func aColorDraggedIntoTheOtherGridIsCopiedThere() throws {
        let finger = lift(at: try center(1, in: 1), to: try center(2, in: 0))
        assertSnapshot(of: host, named: "copying-into-the-other-grid")
        finger.up()
        host.runUntilIdle()
        let first = DragDropScreen.firstColors
        #expect(try colors(0) == [first[0][0], first[0][1], first[1][1], first[0][2], first[0][3], first[0][4]])
        #expect(try colors(1) == first[1])
    }

    @Test func theTrashShowsWhileDraggingAndTakesTheColorAway() throws {
        let trash = try #require(host.view(withAccessibilityIdentifier: DragDropScreen.Identifier.trash))
        #expect(trash.alpha == 0)
        let target = trash.convert(CGPoint(x: trash.bounds.midX, y: trash.bounds.midY), to: nil)
        let finger = lift(at: try center(4, in: 1), to: target)
        #expect(trash.alpha == 1)
        finger.up()
        host.runUntilIdle()
        #expect(try colors(1) == Array(DragDropScreen.firstColors[1].prefix(4)))
        #expect(trash.alpha == 0)
    }

    @Test func colorsTappedIntoADragTravelTogether() throws {
        let first = DragDropScreen.firstColors[0]
        let finger = lift(at: try center(0, in: 0), to: try center(3, in: 0))
        // Another finger taps two more colors of the grid into the drag.
        host.tap(at: try center(1, in: 0))
        host.tap(at: try center(4, in: 0))
        finger.move(to: try center(2, in: 1), duration: 0.3)
        host.advance(by: 0.2)
        finger.up()
        host.runUntilIdle()
        let second = DragDropScreen.firstColors[1]
        #expect(try colors(1) == [second[0], second[1], first[0], first[1], first[4], second[2], second[3], second[4]])
        #expect(try colors(0) == first, "a copy leaves the source grid as it was")
    }

    @Test func severalColorsDroppedOnTheTrashAreAllGone() throws {
        let trash = try #require(host.view(withAccessibilityIdentifier: DragDropScreen.Identifier.trash))
        let target = trash.convert(CGPoint(x: trash.bounds.midX, y: trash.bounds.midY), to: nil)
        let finger = lift(at: try center(0, in: 1), to: CGPoint(x: target.x, y: target.y - 40))
        host.tap(at: try center(2, in: 1))
        finger.move(to: target, duration: 0.2)
        finger.up()
        host.runUntilIdle()
        let second = DragDropScreen.firstColors[1]
        #expect(try colors(1) == [second[1], second[3], second[4]])
    }
}
