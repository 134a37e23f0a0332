import Testing
@testable import UIKit
import UIKitTesting

/// Rows as titles per section, with optional header and footer titles; logs
/// the data-source and delegate calls that tests check the order of. The
/// subclasses declare the protocols, so that each subclass's own methods
/// (commit, move) are the ones the table view calls.
@MainActor
class TitlesSourceBase {
    var sections: [[String]]
    var headers: [String?] = []
    var footers: [String?] = []
    var calls: [String] = []
    var logsDisplay = false
    var cellStyle: UITableViewCell.CellStyle = .default
    var configure: ((UITableViewCell, IndexPath) -> Void)?
    var selectionRedirect: ((IndexPath) -> IndexPath?)?
    var allowsHighlight = true

    init(sections: [[String]]) { self.sections = sections }
    convenience init(count: Int) { self.init(sections: [(0..<count).map { "Row \($0)" }]) }

    static let identifier = "row"

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier)
            ?? UITableViewCell(style: cellStyle, reuseIdentifier: Self.identifier)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        configure?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headers.count ? headers[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footers.count ? footers[section] : nil
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(Self.text(indexPath))")
        return allowsHighlight
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("didHighlight \(Self.text(indexPath))")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(Self.text(indexPath))")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(Self.text(indexPath))")
        return selectionRedirect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(Self.text(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(Self.text(indexPath))")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(Self.text(indexPath))")
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if logsDisplay { calls.append("willDisplay \(Self.text(indexPath))") }
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if logsDisplay { calls.append("didEndDisplaying \(Self.text(indexPath))") }
    }

    static func text(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.row)" }
}

/// A data source and delegate of titles that cannot edit.
@MainActor
final class TitlesSource: TitlesSourceBase, UITableViewDataSource, UITableViewDelegate {}

/// A data source that also deletes and moves rows, as an editable list does.
@MainActor
final class EditableTitlesSource: TitlesSourceBase, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        calls.append("commit \(editingStyle) \(Self.text(indexPath))")
        guard editingStyle == .delete else { return }
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move \(Self.text(sourceIndexPath)) → \(Self.text(destinationIndexPath))")
        let row = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
    }
}

/// A 320 × 480 pt, 1× device with no safe area: ten 44-pt rows and a bit.
let tableStageDevice = UITestDevice(name: "Table stage", screenSize: CGSize(width: 320, height: 480), scale: 1,
                                    safeAreaInsets: .zero, framesPerSecond: 60)

/// The same at 2× for snapshots, where hairlines and corners show.
let tableSnapshotDevice = UITestDevice(name: "Table snapshot", screenSize: CGSize(width: 320, height: 480), scale: 2,
                                       safeAreaInsets: .zero, framesPerSecond: 60)

extension UITestHost {
    /// A full-screen table view of `style`, shown and laid out.
    func makeTableView(style: UITableView.Style = .plain,
                       source: some TitlesSourceBase & UITableViewDataSource & UITableViewDelegate,
                       configure: (UITableView) -> Void = { _ in }) -> UITableView {
        activate()
        let tableView = UITableView(frame: window.bounds, style: style)
        configure(tableView)
        tableView.dataSource = source
        tableView.delegate = source
        window.addSubview(tableView)
        window.makeKeyAndVisible()
        runFrame()
        return tableView
    }
}

/// The titles shown by the visible cells, top to bottom.
@MainActor
func shownTitles(_ tableView: UITableView) -> [String] {
    tableView.visibleCells.compactMap { $0.textLabel?.text }
}
