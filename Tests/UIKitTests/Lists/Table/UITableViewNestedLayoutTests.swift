import Testing
@testable import UIKit
import UIKitTesting

/// A cell's own layout lays out the table first when the table needs it (as
/// `layoutIfNeeded` does on iOS); the table's layout pass and its update
/// transition must not start a second pass from inside themselves.
@MainActor
@Suite("UITableView: nested layout passes")
struct UITableViewNestedLayoutTests {
    /// The cells that are subviews and not hidden (recycled cells are hidden).
    private static func cellsOnScreen(_ tableView: UITableView) -> [UITableViewCell] {
        tableView.subviews.compactMap { $0 as? UITableViewCell }.filter { !$0.isHidden }
    }

    @Test("self-sizing rows are asked for once each: measuring a new cell does not start a second layout pass")
    func oneCellPerRow() {
        let host = UITestHost(device: tableStageDevice)
        let source = TitlesSource(count: 20)
        var asked: [Int] = []
        source.configure = { _, indexPath in asked.append(indexPath.row) }
        let tableView = host.makeTableView(source: source)
        // Rows 0 to 10 (44 pt each) reach into the 480-pt screen.
        #expect(asked == Array(0...10))
        #expect(Self.cellsOnScreen(tableView).count == 11)
        #expect(host.runUntilIdle())
        #expect(asked == Array(0...10), "laying out again changes nothing")
    }

    @Test("an animated insert makes one cell for the new row and slides the rows below it")
    func insertMakesOneCell() {
        let host = UITestHost(device: tableStageDevice)
        let source = TitlesSource(count: 3)
        let tableView = host.makeTableView(source: source)
        var asked: [String] = []
        source.configure = { cell, _ in asked.append(cell.textLabel?.text ?? "") }
        let rowB = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        source.sections[0].insert("New", at: 1)
        tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(asked == ["New"])
        #expect(Self.cellsOnScreen(tableView).count == 4)
        host.runFrame()
        let y = rowB?.layer.presentation()?.frame.minY ?? -1
        #expect(y > 44 && y < 88, "Row 1 slides from 44 pt to 88 pt, at \(y) after a frame")
        #expect(host.runUntilIdle())
        #expect(shownTitles(tableView) == ["Row 0", "New", "Row 1", "Row 2"])
        #expect(Self.cellsOnScreen(tableView).count == 4)
    }
}
