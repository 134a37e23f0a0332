import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// Misuse stops the app with UIKit's own messages ("rows" where collection
/// views say "items").
@Suite("UITableView: misuse")
struct UITableViewMisuseTests {
    @Test("dequeuing for an index path an identifier nothing is registered under")
    func unregisteredIdentifier() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UITestHost(device: tableStageDevice).activate()
                let tableView = UITableView(frame: .zero, style: .plain)
                _ = tableView.dequeueReusableCell(withIdentifier: "Song", for: IndexPath(row: 0, section: 0))
            }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'NSInternalInconsistencyException', reason: 'unable to dequeue a cell with identifier "
            + "Song - must register a nib or a class for the identifier or connect a prototype cell in a storyboard'"))
    }

    @Test("an insertion the data source does not account for")
    func inconsistentUpdate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost(device: tableStageDevice)
                let source = TitlesSource(count: 3)
                let tableView = host.makeTableView(source: source)
                tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
        }
        #expect(standardError(of: result).contains(
            "reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an "
            + "existing section after the update (3) must be equal to the number of rows contained in that section "
            + "before the update (3), plus or minus the number of rows inserted or deleted from that section "
            + "(1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
            + "(0 moved in, 0 moved out).'"))
    }

    @Test("deleting a section the table does not have")
    func deleteMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost(device: tableStageDevice)
                let source = TitlesSource(count: 3)
                let tableView = host.makeTableView(source: source)
                tableView.deleteSections(IndexSet(integer: 2), with: .fade)
            }
        }
        #expect(standardError(of: result).contains(
            "reason: 'attempt to delete section 2, but there are only 1 sections before the update'"))
    }

    @Test("scrolling to a row that does not exist")
    func scrollOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost(device: tableStageDevice)
                let source = TitlesSource(count: 5)
                let tableView = host.makeTableView(source: source)
                tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
            }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'NSRangeException', reason: 'Attempted to scroll the table view to an out-of-bounds "
            + "row (20) when there are only 5 rows in section 0.'"))
    }

    @Test("a table view controller that reports rows but makes no cells")
    func controllerWithoutCells() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Rows: UITableViewController {
                    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                }
                let host = UITestHost(device: tableStageDevice)
                host.rootViewController = Rows(style: .plain)
                host.runFrame()
            }
        }
        let text = standardError(of: result)
        #expect(text.contains("uncaught exception 'NSInternalInconsistencyException', reason: 'UITableView (<"))
        #expect(text.contains(") failed to obtain a cell from its dataSource (<"))
    }
}
