import Foundation

/// A table view's registered classes and recycled views: cells, and
/// section header and footer views, each by reuse identifier.
struct TableReuseStore {
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var cells: [String: [UITableViewCell]] = [:]
    var headerFooterViews: [String: [UITableViewHeaderFooterView]] = [:]
    /// Cells made since the table view was created (for measuring reuse).
    var createdCellCount = 0

    /// The identifier of the header and footer views the table view makes
    /// for titles.
    static let titleViewIdentifier = "UITableViewHeaderFooterViewTitle"

    mutating func dequeueCell(_ identifier: String) -> UITableViewCell? {
        cells[identifier]?.popLast()
    }

    mutating func enqueue(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cells[identifier, default: []].append(cell)
    }

    mutating func dequeueHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterViews[identifier]?.popLast()
    }

    mutating func enqueue(_ view: UITableViewHeaderFooterView) {
        guard let identifier = view.reuseIdentifier else { return }
        headerFooterViews[identifier, default: []].append(view)
    }
}
