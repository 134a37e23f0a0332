import Foundation

/// One table update: the list changes, plus the row animation each inserted,
/// deleted or reloaded row and section asked for.
struct TableUpdate {
    var list = ListUpdate()
    /// By new index path.
    var insertAnimations: [IndexPath: UITableView.RowAnimation] = [:]
    /// By old index path.
    var deleteAnimations: [IndexPath: UITableView.RowAnimation] = [:]
    var sectionInsertAnimations: [Int: UITableView.RowAnimation] = [:]
    var sectionDeleteAnimations: [Int: UITableView.RowAnimation] = [:]

    /// The animation a row that appears at `new` uses.
    func insertion(at new: IndexPath) -> UITableView.RowAnimation {
        insertAnimations[new] ?? sectionInsertAnimations[new.section] ?? .automatic
    }

    /// The animation a row that leaves from `old` uses.
    func deletion(at old: IndexPath) -> UITableView.RowAnimation {
        deleteAnimations[old] ?? sectionDeleteAnimations[old.section] ?? .automatic
    }
}

/// A view leaving in an update, recycled when the animation ends: a cell
/// (with the row the delegate hears it ended displaying), or a header or
/// footer view.
struct TableDepartingView {
    var view: UIView
    var indexPath: IndexPath?
    var headerFooter: HeaderFooterKey?
}
