import Testing
@testable import UIKit
import UIKitTesting

/// Editing mode, the delete control and its confirmation, reordering by the
/// reorder control — all driven by touches.
@MainActor
@Suite("UITableView: editing")
struct UITableViewEditingTests {
    let host = UITestHost(device: tableStageDevice)

    @Test("editing slides the content aside for delete controls and shows reorder controls")
    func controls() {
        let source = EditableTitlesSource(count: 5)
        let tableView = host.makeTableView(source: source)
        let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.contentView.frame.minX == 0)
        tableView.setEditing(true, animated: true)
        #expect(tableView.isEditing)
        host.runUntilIdle()
        #expect(cell?.isEditing == true)
        #expect(cell?.editingStyle == .delete)
        #expect(cell?.showsReorderControl == true)
        #expect(cell?.contentView.frame.minX == 38)
        #expect(cell?.contentView.frame.maxX == CGFloat(320 - 44))
        // Checking whether rows move asked the data source to move row 0 onto itself.
        #expect(source.calls == ["move 0-0 → 0-0"])
        tableView.setEditing(false, animated: false)
        #expect(cell?.contentView.frame.minX == 0)
    }

    @Test("a data source that cannot move rows gets no reorder controls")
    func noReorder() {
        let source = TitlesSource(count: 5)
        let tableView = host.makeTableView(source: source)
        tableView.setEditing(true, animated: false)
        let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.showsReorderControl == false)
        #expect(cell?.editingStyle == .delete)
    }

    @Test("tapping the delete control reveals Delete; tapping it commits the deletion")
    func deleteConfirmation() {
        let source = EditableTitlesSource(count: 5)
        let tableView = host.makeTableView(source: source)
        tableView.setEditing(true, animated: false)
        source.calls = []
        host.tap(at: CGPoint(x: 27, y: 66))
        host.runUntilIdle()
        let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.showingDeleteConfirmation == true)
        #expect(cell?.contentView.frame.minX == CGFloat(38) - deleteWidth)
        host.tap(at: CGPoint(x: 300, y: 66))
        host.runUntilIdle()
        #expect(source.calls == ["commit delete 0-1"])
        #expect(shownTitles(tableView) == ["Row 0", "Row 2", "Row 3", "Row 4"])
    }

    @Test("dragging a reorder control moves the row, asking the delegate where it may go")
    func reorder() {
        let source = EditableTitlesSource(count: 6)
        let tableView = host.makeTableView(source: source)
        tableView.setEditing(true, animated: false)
        source.calls = []
        // Row 1's reorder control (x 276…320) dragged down three rows.
        host.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 300, y: 66 + 132), duration: 0.5)
        host.runUntilIdle()
        #expect(source.calls == ["move 0-1 → 0-4"])
        #expect(source.sections[0] == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 1", "Row 5"])
        #expect(shownTitles(tableView) == source.sections[0])
        #expect(tableView.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minY == 176)
    }

    @Test("a row held near the bottom edge scrolls the table and travels with it")
    func autoscroll() {
        let source = EditableTitlesSource(count: 100)
        let tableView = host.makeTableView(source: source)
        tableView.setEditing(true, animated: false)
        source.calls = []
        let touch = host.touchDown(at: CGPoint(x: 300, y: 22))
        touch.move(to: CGPoint(x: 300, y: 470), duration: 0.4)
        host.advance(by: 1)
        // 1 s deep in the 60-pt zone at 800 pt/s × (40 / 60) of depth and more: several screens' worth.
        #expect(tableView.contentOffset.y > 300)
        touch.up()
        host.runUntilIdle()
        let moved = try? #require(source.calls.first)
        #expect(moved?.hasPrefix("move 0-0 → 0-") == true)
        let destination = Int(moved?.split(separator: "-").last ?? "") ?? 0
        #expect(destination > 10)
        #expect(source.sections[0][destination] == "Row 0")
        #expect(tableView.cellForRow(at: IndexPath(row: destination, section: 0))?.textLabel?.text == "Row 0")
    }

    @Test("while a row is dragged, the rows it passes slide out of its way")
    func reorderMidway() {
        let source = EditableTitlesSource(count: 6)
        let tableView = host.makeTableView(source: source)
        tableView.setEditing(true, animated: false)
        let row2 = tableView.cellForRow(at: IndexPath(row: 2, section: 0))
        let touch = host.touchDown(at: CGPoint(x: 300, y: 66))
        touch.move(to: CGPoint(x: 300, y: 120), duration: 0.3)
        host.runUntilIdle()
        #expect(row2?.frame.minY == 44)
        touch.up()
        host.runUntilIdle()
        #expect(source.sections[0].prefix(3) == ["Row 0", "Row 2", "Row 1"])
    }
}

/// The width of the standard Delete button: its title and padding, at
/// least 74 pt.
@MainActor
var deleteWidth: CGFloat {
    let label = UILabel()
    label.font = .systemFont(ofSize: 17)
    label.text = "Delete"
    return max(TableSwipeActionsView.minimumButtonWidth,
               ceil(label.sizeThatFits(CGSize(width: 1000, height: 44)).width) + 2 * TableSwipeActionsView.titlePadding)
}

/// Swiping rows open to reveal their actions.
@MainActor
@Suite("UITableView: swipe actions")
struct UITableViewSwipeActionsTests {
    let host = UITestHost(device: tableStageDevice)

    @Test("swiping left past half the Delete button opens it; tapping it deletes the row")
    func swipeToDelete() {
        let source = EditableTitlesSource(count: 5)
        let tableView = host.makeTableView(source: source)
        host.drag(from: CGPoint(x: 250, y: 66), to: CGPoint(x: 190, y: 66), duration: 0.4)
        host.runUntilIdle()
        let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.contentView.frame.minX == -deleteWidth)
        #expect(cell?.showingDeleteConfirmation == true)
        #expect(tableView.indexPathForSelectedRow == nil)
        // As on iOS, the table answers that it is editing while a row is swiped open.
        #expect(tableView.isEditing)
        host.tap(at: CGPoint(x: 290, y: 66))
        host.runUntilIdle()
        // The first swipe asks once, harmlessly, whether the data source commits.
        #expect(source.calls == ["commit none 0-1", "commit delete 0-1"])
        #expect(shownTitles(tableView) == ["Row 0", "Row 2", "Row 3", "Row 4"])
    }

    @Test("a short swipe springs back closed; a tap elsewhere closes an open row without selecting")
    func closing() {
        let source = EditableTitlesSource(count: 5)
        let tableView = host.makeTableView(source: source)
        host.drag(from: CGPoint(x: 250, y: 66), to: CGPoint(x: 225, y: 66), duration: 0.6)
        host.runUntilIdle()
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.frame.minX == 0)
        host.drag(from: CGPoint(x: 250, y: 66), to: CGPoint(x: 150, y: 66), duration: 0.4)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 100, y: 200))
        host.runUntilIdle()
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.frame.minX == 0)
        #expect(!tableView.isEditing)
        #expect(tableView.indexPathForSelectedRow == nil)
        #expect(!source.calls.contains { $0.contains("Select") })
        #expect(source.calls.filter { $0.hasPrefix("commit") } == ["commit none 0-1"])
    }

    @Test("a full swipe performs the first action")
    func fullSwipe() {
        let source = EditableTitlesSource(count: 5)
        let tableView = host.makeTableView(source: source)
        host.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 40, y: 66), duration: 0.3)
        host.runUntilIdle()
        #expect(source.calls == ["commit none 0-1", "commit delete 0-1"])
        #expect(tableView.numberOfRows(inSection: 0) == 4)
    }

    @Test("the delegate's leading actions run their handler and close the row")
    func leadingActions() {
        final class Delegate: UITableViewDelegate {
            var flagged: [IndexPath] = []
            func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
                -> UISwipeActionsConfiguration? {
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                    self.flagged.append(indexPath)
                    done(true)
                }
                flag.backgroundColor = .systemOrange
                let configuration = UISwipeActionsConfiguration(actions: [flag])
                configuration.performsFirstActionWithFullSwipe = false
                return configuration
            }
        }
        let source = TitlesSource(count: 5)
        let delegate = Delegate()
        let tableView = host.makeTableView(source: source) { _ in }
        tableView.delegate = delegate
        host.drag(from: CGPoint(x: 40, y: 110), to: CGPoint(x: 300, y: 110), duration: 0.3)
        host.runUntilIdle()
        let cell = tableView.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(cell?.contentView.frame.minX == TableSwipeActionsView.minimumButtonWidth)
        host.tap(at: CGPoint(x: 30, y: 110))
        host.runUntilIdle()
        #expect(delegate.flagged == [IndexPath(row: 2, section: 0)])
        #expect(cell?.contentView.frame.minX == 0)
    }

    @Test("rows of a data source without commit have no swipe actions")
    func noCommit() {
        let source = TitlesSource(count: 5)
        let tableView = host.makeTableView(source: source)
        host.drag(from: CGPoint(x: 250, y: 66), to: CGPoint(x: 100, y: 66), duration: 0.3)
        host.runUntilIdle()
        let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.contentView.frame.minX == 0)
        #expect(cell?.showingDeleteConfirmation == false)
    }
}
