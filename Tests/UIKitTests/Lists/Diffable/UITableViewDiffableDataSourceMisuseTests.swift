import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// Misusing a table view's diffable data source stops the app with UIKit's
/// own exception and reason, as on iOS; each case runs in a child process.
@Suite("UITableViewDiffableDataSource: misuse")
struct UITableViewDiffableDataSourceMisuseTests {
    /// The console line UIKit's exception leaves, for a reason.
    private static func uncaught(_ reason: String) -> String {
        "uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
    }

    @Test("a cell provider that returns nil stops with UIKit's message for table views")
    func nilCell() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost(device: tableStageDevice)
                host.activate()
                let tableView = UITableView(frame: host.window.bounds, style: .plain)
                let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in nil }
                host.window.addSubview(tableView)
                host.window.makeKeyAndVisible()
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["a"])
                dataSource.apply(snapshot)
                host.runFrame()
            }
        }
        #expect(standardError(of: result).contains(
            "reason: 'UITableViewDiffableDataSource cell provider returned nil for index path {length = 2, "
                + "path = 0 - 0} with item identifier 'a', which is not allowed. You must always return a cell to the "
                + "table view: <UITableView"))
    }

    @Test("a snapshot with an item twice stops before it reaches the table view")
    func duplicateItems() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = DiffableTable<String, String>(host: UITestHost(device: tableStageDevice))
                var snapshot = table.dataSource.snapshot()
                snapshot.appendSections(["main"])
                snapshot.appendItems(["x", "y", "x"])
                table.dataSource.apply(snapshot)
            }
        }
        #expect(standardError(of: result).contains(Self.uncaught(
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}")))
    }

    @Test("asking for the rows of a section that is not there stops")
    func rowsOfMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = DiffableTable<String, String>(host: UITestHost(device: tableStageDevice))
                table.dataSource.apply(tableList(["a"]))
                _ = table.dataSource.tableView(table.tableView, numberOfRowsInSection: 1)
            }
        }
        #expect(standardError(of: result).contains(Self.uncaught(
            "Invalid parameter not satisfying: section < _impl.numberOfSections")))
    }

    @Test("asking for the cell of a row that is not there stops")
    func cellOfMissingRow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = DiffableTable<String, String>(host: UITestHost(device: tableStageDevice))
                table.dataSource.apply(tableList(["a"]))
                _ = table.dataSource.tableView(table.tableView, cellForRowAt: IndexPath(row: 3, section: 0))
            }
        }
        #expect(standardError(of: result).contains(Self.uncaught("Invalid parameter not satisfying: itemIdentifier")))
    }
}
