import Foundation
import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The table view screens: Settings with a switch, a long song list with
/// sticky headers, an editable to-do list, and a table turned into a
/// snapping picker.
@MainActor
@Suite struct TableScreensScenarioTests {
    let host = UITestHost(device: .iPhone15ProAt1x)

    func show(_ screen: any ShowcaseScreen.Type) {
        host.activate()
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: screen)
        host.runFrame()
    }

    func table(_ identifier: String) throws -> UITableView {
        try #require(host.view(withAccessibilityIdentifier: identifier) as? UITableView)
    }

    /// The center of a row in window coordinates.
    func center(of row: Int, section: Int = 0, in table: UITableView) -> CGPoint {
        let frame = table.rectForRow(at: IndexPath(row: row, section: section))
        return table.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    func titles(_ table: UITableView) -> [String] {
        table.visibleCells.compactMap { $0.textLabel?.text }
    }

    @Test func settingsLooksLikeSettingsAndItsSwitchToggles() throws {
        show(SettingsScreen.self)
        let airplane = try #require(host.view(withAccessibilityIdentifier: SettingsScreen.Identifier.airplaneSwitch)
            as? UISwitch)
        #expect(!airplane.isOn)
        assertSnapshot(of: host, named: "settings")
        host.tap(airplane)
        host.runUntilIdle()
        #expect(airplane.isOn)
        // Tapping a row selects it; the controller deselects it at once and
        // its gray background fades out.
        let table = try table(SettingsScreen.Identifier.table)
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        host.tap(at: center(of: 1, in: table))
        #expect(table.indexPathForSelectedRow == nil)
        host.advance(by: 0.1)
        let fading = try #require(wifi.selectedBackgroundView?.layer.presentation()?.opacity)
        #expect(fading > 0 && fading < 1)
        host.runUntilIdle()
        #expect(wifi.selectedBackgroundView?.alpha == 0)
    }

    @Test func songsKeepTheirLetterHeaderPinnedWhileScrolling() throws {
        show(SongsScreen.self)
        let table = try table(SongsScreen.Identifier.table)
        #expect(table.numberOfSections == 26)
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.5)
        host.advance(by: 0.3)
        host.runUntilIdle()
        let top = table.contentOffset.y
        #expect(top > 400)
        let section = try #require(table.indexPathsForVisibleRows?.first?.section)
        let header = try #require(table.headerView(forSection: section))
        #expect(header.frame.minY == max(top, table.rectForHeader(inSection: section).minY)
                || header.frame.maxY <= table.rect(forSection: section).maxY)
        #expect(header.frame.minY >= top)
        assertSnapshot(of: host, named: "songs-scrolled")
        // The A–Z index: touching M brings the M songs to the top.
        // The index spans the visible height inside the adjusted insets; its 26
        // titles of 14 pt are centered there, M the thirteenth.
        let inset = table.adjustedContentInset
        let index = table.convert(CGRect(x: table.bounds.maxX - 16, y: table.bounds.minY + inset.top, width: 16,
                                         height: table.bounds.height - inset.top - inset.bottom), to: nil)
        let m = CGPoint(x: index.midX, y: index.midY - 13 * 14 + 12 * 14 + 7)
        host.tap(at: m)
        #expect(table.contentOffset.y == table.rect(forSection: 12).minY)
        #expect(table.headerView(forSection: 12)?.textLabel?.text == "M")
    }

    @Test func todoDeletesBySwipeAndReordersWhileEditing() throws {
        show(TodoListScreen.self)
        let table = try table(TodoListScreen.Identifier.table)
        let second = center(of: 1, in: table)
        host.drag(from: CGPoint(x: 350, y: second.y), to: CGPoint(x: 200, y: second.y), duration: 0.3)
        host.runUntilIdle()
        assertSnapshot(of: host, named: "todo-swiped")
        host.tap(at: CGPoint(x: 370, y: second.y))
        host.runUntilIdle()
        #expect(titles(table).prefix(3) == ["Buy milk", "Book flights", "Water the plants"])

        host.tap(try #require(host.view(withAccessibilityIdentifier: TodoListScreen.Identifier.edit)))
        host.runUntilIdle()
        #expect(table.isEditing)
        assertSnapshot(of: host, named: "todo-editing")
        // Drag the first task's reorder control down two rows.
        let first = center(of: 0, in: table)
        host.drag(from: CGPoint(x: 375, y: first.y), to: CGPoint(x: 375, y: first.y + 88), duration: 0.5)
        host.runUntilIdle()
        #expect(titles(table).prefix(3) == ["Book flights", "Water the plants", "Buy milk"])
    }

    @Test func thePickerSnapsAFlingToARowAndItsChevronsStep() throws {
        show(PickerScreen.self)
        let table = try table(PickerScreen.Identifier.table)
        let middle = table.convert(CGPoint(x: table.bounds.midX, y: table.bounds.midY), to: nil)
        host.drag(from: middle, to: CGPoint(x: middle.x, y: middle.y - 120), duration: 0.1)
        host.runUntilIdle()
        let offset = table.contentOffset.y
        #expect(offset > 0)
        #expect(offset.truncatingRemainder(dividingBy: PickerScreen.rowHeight) == 0)
        let row = Int(offset / PickerScreen.rowHeight)
        host.tap(try #require(host.view(withAccessibilityIdentifier: PickerScreen.Identifier.down)))
        host.runUntilIdle()
        #expect(table.contentOffset.y == CGFloat(row + 1) * PickerScreen.rowHeight)
        for _ in 0..<2 {
            host.tap(try #require(host.view(withAccessibilityIdentifier: PickerScreen.Identifier.up)))
            host.runUntilIdle()
        }
        #expect(table.contentOffset.y == CGFloat(max(0, row - 1)) * PickerScreen.rowHeight)
        assertSnapshot(of: host, named: "picker")
    }
}
