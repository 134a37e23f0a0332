import Testing
@testable import UIKit
import UIKitTesting

/// Logs what `tableView(_:moveRowAt:to:)` sees when told of a reorder: the
/// item its lookups find at the source, the snapshot it reads, and the row
/// counts the table view's callbacks answer.
@MainActor
final class MoveLoggingSource: EditableDiffableSource {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                            to destinationIndexPath: IndexPath) {
        let counts = (0..<numberOfSections(in: tableView)).map { self.tableView(tableView, numberOfRowsInSection: $0) }
        log.append("move \(itemIdentifier(for: sourceIndexPath) ?? "-") \(sourceIndexPath.section)-\(sourceIndexPath.row)"
            + " → \(destinationIndexPath.section)-\(destinationIndexPath.row)")
        log.append("snapshot \(snapshot().itemIdentifiers.joined(separator: " "))")
        log.append("rows \(counts.map(String.init).joined(separator: " "))")
    }
}

/// Moves the item in a copy of the snapshot and applies it, as apps often do.
@MainActor
final class ApplyingMoveSource: EditableDiffableSource {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                            to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath, let item = itemIdentifier(for: sourceIndexPath) else { return }
        var moved = snapshot()
        moved.deleteItems([item])
        if let anchor = itemIdentifier(for: destinationIndexPath) {
            if destinationIndexPath.row > sourceIndexPath.row {
                moved.insertItems([item], afterItem: anchor)
            } else {
                moved.insertItems([item], beforeItem: anchor)
            }
        } else {
            moved.appendItems([item], toSection: moved.sectionIdentifiers[destinationIndexPath.section])
        }
        var completed = false
        apply(moved) { completed = true }
        log.append("applied \(moved.itemIdentifiers.joined(separator: " ")), completed: \(completed)")
    }
}

@MainActor
@Suite("UITableViewDiffableDataSource: editing and reordering")
struct UITableViewDiffableDataSourceEditingTests {
    @Test("by default rows show no editing or reorder controls, and a swipe opens nothing")
    func nothingEditableByDefault() {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host)
        table.dataSource.apply(tableList(["a", "b"]))
        host.runFrame()
        host.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22))
        #expect(table.tableView.swipe == nil)
        #expect(table.cell(0)?.swipeOffset == CGFloat(0))
        table.tableView.setEditing(true, animated: false)
        #expect(table.cell(0)?.editingStyle == UITableViewCell.EditingStyle.none)
        #expect(table.cell(0)?.showsReorderControl == false)
        #expect(table.dataSource.tableView(table.tableView, titleForHeaderInSection: 0) == nil)
        #expect(table.dataSource.tableView(table.tableView, titleForFooterInSection: 0) == nil)
    }

    @Test("a subclass that lets rows be edited and moved gets delete and reorder controls")
    func subclassEnablesControls() {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host) { EditableDiffableSource(tableView: $0, cellProvider: $1) }
        table.dataSource.apply(tableList(["a", "b"]))
        host.runFrame()
        table.tableView.setEditing(true, animated: false)
        #expect(table.cell(0, in: 0)?.editingStyle == .delete)
        #expect(table.cell(1, in: 0)?.showsReorderControl == true)
    }

    @Test("without an overridden commit a swipe offers no Delete: the table view asks commit once with .none")
    func defaultCommitIsNotImplemented() {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host) { EditableDiffableSource(tableView: $0, cellProvider: $1) }
        table.dataSource.apply(tableList(["a", "b", "c"]))
        host.runFrame()
        let rowB = table.cell(1)?.convert(CGPoint(x: 0, y: 22), to: host.window).y ?? 0
        host.drag(from: CGPoint(x: 310, y: rowB), to: CGPoint(x: 10, y: rowB))
        #expect(host.runUntilIdle())
        #expect(table.shown == ["a", "b", "c"])
        #expect(table.tableView.swipe == nil)
        #expect(table.cell(1)?.swipeOffset == CGFloat(0))
        #expect(!table.tableView.dataSourceImplementsCommit(probing: IndexPath(row: 1, section: 0)))
    }

    @Test("an overridden commit deletes through the snapshot: a full swipe removes the row")
    func overriddenCommitDeletes() {
        let host = UITestHost(device: tableStageDevice)
        let source = { DeletingDiffableSource(tableView: $0, cellProvider: $1) }
        let table = DiffableTable<String, String>(host: host, makeSource: source)
        table.dataSource.apply(tableList(["a", "b", "c"]))
        host.runFrame()
        let rowB = table.cell(1)?.convert(CGPoint(x: 0, y: 22), to: host.window).y ?? 0
        host.drag(from: CGPoint(x: 310, y: rowB), to: CGPoint(x: 10, y: rowB))
        #expect(host.runUntilIdle())
        #expect((table.dataSource as? DeletingDiffableSource)?.log == ["commit delete b"])
        #expect(table.shown == ["a", "c"])
        #expect(table.dataSource.snapshot().itemIdentifiers == ["a", "c"])
        #expect(table.tableView.dataSourceImplementsCommit(probing: IndexPath(row: 0, section: 0)))
    }

    @Test("reordering with only canMoveRowAt overridden: the snapshot takes the move and the rows stay as dropped")
    func reorderMovesTheSnapshot() throws {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host) { EditableDiffableSource(tableView: $0, cellProvider: $1) }
        table.dataSource.apply(tableList(["a", "b", "c", "d"]))
        host.runFrame()
        table.tableView.setEditing(true, animated: false)
        let start = try #require(table.reorderControl(0))
        // Row a's center goes from 22 pt to 110 pt, over row c.
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 88), duration: 0.5)
        #expect(host.runUntilIdle())
        #expect(table.shown == ["b", "c", "a", "d"])
        #expect(table.dataSource.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
        #expect(table.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "a")
        table.provided = []
        table.dataSource.apply(tableList(["b", "c", "a", "d"]))
        #expect(table.provided.isEmpty, "applying the order on screen changes nothing")
    }

    @Test("an overridden moveRowAt finds the moved item at the source; the table view's callbacks already answer the moved order")
    func overriddenMoveSeesBothOrders() throws {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host) { MoveLoggingSource(tableView: $0, cellProvider: $1) }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["a1", "a2"], toSection: "A")
        snapshot.appendItems(["b1", "b2"], toSection: "B")
        table.dataSource.apply(snapshot)
        host.runFrame()
        table.tableView.setEditing(true, animated: false)
        let start = try #require(table.reorderControl(1, in: 0))
        // a2 is dragged 70 pt down into section B. Once it has left A, B
        // starts 44 pt higher, so its center ends over B's last row.
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 70), duration: 0.5)
        #expect(host.runUntilIdle())
        let log = (table.dataSource as? MoveLoggingSource)?.log ?? []
        #expect(log == ["move a2 0-1 → 1-2", "snapshot a1 a2 b1 b2", "rows 1 3"])
        #expect(table.shown == ["a1", "b1", "b2", "a2"])
        #expect(table.dataSource.snapshot().itemIdentifiers(inSection: "B") == ["b1", "b2", "a2"])
        #expect(table.tableView.numberOfRows(inSection: 0) == 1)
    }

    @Test("an override that applies the moved order itself changes nothing more on screen")
    func overrideApplyingTheMove() throws {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host) { ApplyingMoveSource(tableView: $0, cellProvider: $1) }
        table.dataSource.apply(tableList(["a", "b", "c", "d"]))
        host.runFrame()
        table.tableView.setEditing(true, animated: false)
        let cells = table.tableView.visibleCells
        table.provided = []
        let start = try #require(table.reorderControl(0))
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 88), duration: 0.5)
        #expect(host.runUntilIdle())
        #expect((table.dataSource as? ApplyingMoveSource)?.log == ["applied b c a d, completed: true"],
                "the apply found nothing to change, so it completed at once")
        #expect(table.shown == ["b", "c", "a", "d"])
        #expect(table.dataSource.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
        #expect(table.provided.isEmpty, "no row needed a new cell")
        #expect(table.tableView.visibleCells.map { $0.textLabel?.text } == ["b", "c", "a", "d"])
        #expect(Set(table.tableView.visibleCells.map(ObjectIdentifier.init)) == Set(cells.map(ObjectIdentifier.init)))
    }
}
