import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// Placeholder misuse stops the app with an inconsistency, as UIKit's does.
@Suite("UITableView: drag and drop misuse")
struct UITableViewDragAndDropMisuseTests {
    /// A placeholder at `indexPath` in a table of three rows, through the
    /// coordinator's own path (`drop(_:to:)` inserts it, the context commits).
    @MainActor
    static func placeholderContext(at indexPath: IndexPath)
        -> (UITestHost, UITableView, TitlesSource, TableDropPlaceholderContext) {
        let host = UITestHost(device: tableStageDevice)
        let source = TitlesSource(count: 3)
        let tableView = host.makeTableView(source: source)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Loading")
        let placeholder = UITableViewDropPlaceholder(insertionIndexPath: indexPath, reuseIdentifier: "Loading",
                                                     rowHeight: 44)
        let item = UIDragItem(itemProvider: NSItemProvider(object: "New" as NSString))
        let context = TableDropPlaceholderContext(tableView: tableView, placeholder: placeholder, dragItem: item)
        tableView.insertPlaceholder(placeholder)
        return (host, tableView, source, context)
    }

    @Test("committing a placeholder whose update does not insert exactly one row")
    func commitWithoutInsertion() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (host, tableView, source, context) =
                    UITableViewDragAndDropMisuseTests.placeholderContext(at: IndexPath(row: 1, section: 0))
                withExtendedLifetime((host, tableView, source)) { context.commitInsertion { _ in } }
            }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: committing the "
            + "placeholder at <NSIndexPath> {length = 2, path = 0 - 1} must insert exactly one row there; the data "
            + "source reports [3] rows per section, [4] expected'"))
    }

    @Test("a placeholder past the end of its section")
    func placeholderOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UITableViewDragAndDropMisuseTests.placeholderContext(at: IndexPath(row: 5, section: 0))
            }
        }
        #expect(standardError(of: result).contains(
            "reason: 'Invalid placeholder insertion index path <NSIndexPath> {length = 2, path = 0 - 5}"))
    }

    @Test("a placeholder committed with the row the data source gained is no misuse")
    @MainActor
    func commitWithInsertion() {
        let (host, tableView, source, context) = Self.placeholderContext(at: IndexPath(row: 1, section: 0))
        #expect(tableView.hasUncommittedUpdates)
        #expect(context.commitInsertion { source.sections[0].insert("New", at: $0.row) })
        #expect(!tableView.hasUncommittedUpdates)
        #expect(shownTitles(tableView) == ["Row 0", "New", "Row 1", "Row 2"])
        withExtendedLifetime(host) {}
    }
}
