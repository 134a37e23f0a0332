import Testing
@testable import UIKit
import UIKitTesting

/// A full-screen plain table view on `tableStageDevice` (320 × 480 pt: rows
/// 0 to 10 of 44 pt are on screen) fed by a diffable data source whose cells
/// show `titles[item]`, or the item itself. `makeSource` builds the data
/// source, so tests can use subclasses.
@MainActor
final class DiffableTable<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    typealias Source = UITableViewDiffableDataSource<Section, Item>

    let tableView: UITableView
    let dataSource: Source
    var titles: [Item: String] = [:]
    /// The items the cell provider was asked for, in order.
    var provided: [Item] = []

    static var identifier: String { "row" }

    init(host: UITestHost, style: UITableView.Style = .plain,
         makeSource: (UITableView, @escaping Source.CellProvider) -> Source = { Source(tableView: $0, cellProvider: $1) }) {
        host.activate()
        tableView = UITableView(frame: host.window.bounds, style: style)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.identifier)
        var cellTitle: (Item) -> String = { "\($0)" }
        var record: (Item) -> Void = { _ in }
        dataSource = makeSource(tableView) { tableView, indexPath, item in
            record(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
            cell.textLabel?.text = cellTitle(item)
            return cell
        }
        cellTitle = { [unowned self] in titles[$0] ?? "\($0)" }
        record = { [unowned self] in provided.append($0) }
        host.window.addSubview(tableView)
        host.window.makeKeyAndVisible()
        host.runFrame()
    }

    /// What the cells on screen show, top to bottom.
    var shown: [String] { shownTitles(tableView) }

    /// The cell on screen at row `row` of `section`.
    func cell(_ row: Int, in section: Int = 0) -> UITableViewCell? {
        tableView.cellForRow(at: IndexPath(row: row, section: section))
    }

    /// The center of a row's reorder control, in window coordinates.
    func reorderControl(_ row: Int, in section: Int = 0) -> CGPoint? {
        guard let cell = cell(row, in: section), let control = cell.reorderControlFrame else { return nil }
        return cell.convert(CGPoint(x: control.midX, y: control.midY), to: cell.window)
    }
}

/// One section "main" of the given items.
func tableList(_ items: [String]) -> NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(items)
    return snapshot
}

/// A diffable data source whose subclass titles its sections by their
/// identifiers and lets every row be edited and moved; it logs what its
/// overrides were told.
@MainActor
class EditableDiffableSource: UITableViewDiffableDataSource<String, String> {
    var log: [String] = []

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section).map { "Section \($0)" }
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
}

/// The same, deleting through the snapshot when the user commits a deletion
/// (as an app's subclass does).
@MainActor
final class DeletingDiffableSource: EditableDiffableSource {
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        log.append("commit delete \(item)")
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
    }
}
