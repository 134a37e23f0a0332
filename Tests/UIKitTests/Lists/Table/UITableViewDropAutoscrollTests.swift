import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A drag hovering near a table view's top or bottom edge scrolls it (at
/// `EdgeAutoscroll`'s speed: 800 pt/s × depth / 60 pt), and the drop
/// delegate hears the index paths the content brings under the finger.
@Suite("UITableView: autoscroll while a drag hovers")
@MainActor
struct UITableViewDropAutoscrollTests {
    /// A 320 × 400 pt table at (0, 40) on the 320 × 480 pt table stage, 30
    /// rows of 44 pt ("Row 0" … "Row 29"): 1320 pt of content, so it
    /// scrolls from 0 to 920. Its edge zones are window y 40…100 and
    /// 380…440.
    @MainActor
    struct Scene {
        let host = UITestHost(device: tableStageDevice)
        let tableView: UITableView
        let model = TitlesSource(count: 30)
        let delegate: TitlesDragDrop
        static let maximumOffset: CGFloat = 30 * 44 - 400

        init() {
            host.activate()
            delegate = TitlesDragDrop("table", model: model)
            tableView = UITableView(frame: CGRect(x: 0, y: 40, width: 320, height: 400), style: .plain)
            tableView.rowHeight = 44
            tableView.dataSource = model
            tableView.delegate = model
            tableView.dragDelegate = delegate
            tableView.dropDelegate = delegate
            tableView.dragInteractionEnabled = true
            host.window.addSubview(tableView)
            host.window.makeKeyAndVisible()
            host.runUntilIdle()
        }

        /// Lifts the row under `start` (window coordinates; row 0 until
        /// scrolled) and brings it to window y 240, away from both edge
        /// zones.
        func liftToMiddle(from start: CGPoint = CGPoint(x: 160, y: 62)) -> UITestTouch {
            let finger = host.touchDown(at: start)
            host.advance(by: 0.6)
            finger.move(to: CGPoint(x: 160, y: 240), duration: 0.3)
            host.advance(by: 0.2)
            return finger
        }
    }

    @Test("a drag resting 30 pt into the bottom zone scrolls 400 pt/s (800 × 30 / 60), and the destination follows")
    func scrollsNearTheBottom() throws {
        let scene = Scene()
        let tableView = scene.tableView
        #expect(tableView.adjustedContentInset == .zero)
        let finger = scene.liftToMiddle()
        #expect(tableView.contentOffset.y == 0)
        // Table y 200: row 4 (176…220).
        #expect(scene.delegate.lastDestination == IndexPath(row: 4, section: 0))
        // 30 pt above the table's bottom edge (window y 440).
        finger.move(to: CGPoint(x: 160, y: 410))
        #expect(tableView.contentOffset.y == 0)
        scene.host.advance(by: 1)
        #expect(abs(tableView.contentOffset.y - 400) < 1e-6)
        #expect(tableView.contentOffset.x == 0)
        // The finger is now over content y 370 + 400 = 770: row 17 (748…792).
        #expect(scene.delegate.lastDestination == IndexPath(row: 17, section: 0))
        #expect(tableView.dropGap?.destination == IndexPath(row: 17, section: 0))
        finger.up()
        scene.host.runUntilIdle()
        #expect(tableView.contentOffset.y == 400)
        #expect(scene.model.sections[0][17] == "Row 0")
        #expect(scene.model.sections[0].prefix(2) == ["Row 1", "Row 2"])
    }

    @Test("the table scrolls vertically only: a finger near its side edge scrolls nothing")
    func verticalOnly() throws {
        let scene = Scene()
        let tableView = scene.tableView
        let finger = scene.liftToMiddle()
        finger.move(to: CGPoint(x: 5, y: 240))
        scene.host.advance(by: 0.5)
        #expect(tableView.contentOffset == .zero)
        #expect(tableView.dropTarget?.autoscroll.isScrolling == false)
        finger.up()
        scene.host.runUntilIdle()
    }

    @Test("scrolling stops at the end of the content; the link stops with it")
    func stopsAtTheEnd() throws {
        let scene = Scene()
        let tableView = scene.tableView
        let finger = scene.liftToMiddle()
        // 1 pt above the bottom edge: 59 pt into the zone, 800 × 59 / 60 pt/s.
        finger.move(to: CGPoint(x: 160, y: 439))
        scene.host.advance(by: 1)
        // The offset goes on the screen's pixel grid; the autoscroll steps from the offset it asked for.
        #expect(tableView.contentOffset.y == onPixelGrid(800 * 59.0 / 60, of: tableView))
        scene.host.advance(by: 2)
        #expect(tableView.contentOffset.y == Scene.maximumOffset)
        let target = try #require(tableView.dropTarget)
        #expect(!target.autoscroll.isScrolling)
        // Content y 399 + 920 = 1319: the last row.
        #expect(scene.delegate.lastDestination == IndexPath(row: 29, section: 0))
        finger.up()
        scene.host.runUntilIdle()
        #expect(tableView.contentOffset.y == Scene.maximumOffset)
        #expect(scene.model.sections[0].last == "Row 0")
    }

    @Test("near the top edge the content scrolls back; leaving the zone stops it")
    func scrollsBackAndStops() throws {
        let scene = Scene()
        let tableView = scene.tableView
        tableView.contentOffset = CGPoint(x: 0, y: 500)
        scene.host.runUntilIdle()
        // Window y 200: content y 660, row 15.
        let finger = scene.liftToMiddle(from: CGPoint(x: 160, y: 200))
        #expect(tableView.contentOffset.y == 500)
        // 15 pt below the top edge, 45 pt into its zone: −800 × 45 / 60 = −600 pt/s.
        finger.move(to: CGPoint(x: 160, y: 55))
        scene.host.advance(by: 0.5)
        #expect(abs(tableView.contentOffset.y - 200) < 1e-6)
        // Content y 15 + 200 = 215: row 4 (176…220).
        #expect(scene.delegate.lastDestination == IndexPath(row: 4, section: 0))
        finger.move(to: CGPoint(x: 160, y: 240))
        let resting = tableView.contentOffset.y
        scene.host.advance(by: 0.5)
        #expect(tableView.contentOffset.y == resting)
        #expect(!(tableView.dropTarget?.autoscroll.isScrolling ?? true))
        finger.up()
        scene.host.runUntilIdle()
    }

    @Test("a drag that leaves the table view stops its scrolling")
    func leavingStops() throws {
        let scene = Scene()
        let tableView = scene.tableView
        let finger = scene.liftToMiddle()
        finger.move(to: CGPoint(x: 160, y: 430))
        scene.host.advance(by: 0.25)
        #expect(tableView.dropTarget?.autoscroll.isScrolling == true)
        // Below the table, still in the window.
        finger.move(to: CGPoint(x: 160, y: 465))
        let left = tableView.contentOffset.y
        #expect(left > 0)
        #expect(!tableView.hasActiveDrop)
        #expect(tableView.dropTarget?.autoscroll.isScrolling == false)
        scene.host.advance(by: 0.5)
        #expect(tableView.contentOffset.y == left)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.model.sections[0] == (0..<30).map { "Row \($0)" })
    }
}
