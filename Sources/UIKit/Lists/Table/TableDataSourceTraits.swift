import Foundation

/// Which optional data-source methods the app implements, as far as the
/// table view has learned. Swift offers no way to ask whether a type
/// implements a protocol method or inherits the default, so the table view
/// asks each once with arguments UIKit's own calls make harmless, and the
/// defaults say when they answered (docs/PORTING.md, "Table views").
struct TableDataSourceTraits {
    /// nil: not known yet.
    var implementsMove: Bool?
    var implementsCommit: Bool?
    /// The data source these answers are about.
    var owner: ObjectIdentifier?
}

/// A data source that keeps state of its own in step with the rows the user
/// reorders, around telling the app (`UITableViewDiffableDataSource`: its
/// snapshot takes the move). The table view hands it the finished move in
/// place of calling `tableView(_:moveRowAt:to:)`; it calls that itself.
@MainActor
protocol TableReorderCommitting: AnyObject {
    func commitReorder(in tableView: UITableView, from source: IndexPath, to destination: IndexPath)
}

extension UITableView {
    /// Tells the data source the user moved a row: through
    /// `TableReorderCommitting` when it keeps state of its own (it answers the
    /// moved order from then on, so the counts are asked again before it
    /// reports), else with `tableView(_:moveRowAt:to:)`.
    func reportReorder(from source: IndexPath, to destination: IndexPath) {
        if let committing = dataSource as? TableReorderCommitting {
            rowCounts = nil
            committing.commitReorder(in: self, from: source, to: destination)
        } else {
            dataSource?.tableView(self, moveRowAt: source, to: destination)
        }
    }

    /// Whether the data source implements `tableView(_:moveRowAt:to:)`:
    /// asked once by moving the first row onto itself, which UIKit also does
    /// when a reordered row is dropped where it started, so an app's
    /// implementation handles it.
    var dataSourceImplementsMove: Bool {
        refreshTraitsOwner()
        if let known = dataSourceTraits.implementsMove { return known }
        guard let dataSource, let first = firstRowIndexPath else { return false }
        answeredByDefault = false
        dataSource.tableView(self, moveRowAt: first, to: first)
        let implements = !answeredByDefault
        answeredByDefault = false
        dataSourceTraits.implementsMove = implements
        return implements
    }

    /// Whether the data source implements `tableView(_:commit:forRowAt:)`
    /// (which gives rows UIKit's standard Delete swipe action): asked once,
    /// when first needed, with the editing style `.none` for the row in
    /// question. UIKit only ever commits `.delete` or `.insert`, so an
    /// implementation that acts on those styles does nothing.
    func dataSourceImplementsCommit(probing indexPath: IndexPath) -> Bool {
        refreshTraitsOwner()
        if let known = dataSourceTraits.implementsCommit { return known }
        guard let dataSource else { return false }
        answeredByDefault = false
        dataSource.tableView(self, commit: .none, forRowAt: indexPath)
        let implements = !answeredByDefault
        answeredByDefault = false
        dataSourceTraits.implementsCommit = implements
        return implements
    }

    /// Carries out the user's delete or insert through the data source.
    func commit(_ style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        dataSource?.tableView(self, commit: style, forRowAt: indexPath)
    }

    private func refreshTraitsOwner() {
        let owner = dataSource.map(ObjectIdentifier.init)
        guard dataSourceTraits.owner != owner else { return }
        dataSourceTraits = TableDataSourceTraits(owner: owner)
    }

    private var firstRowIndexPath: IndexPath? {
        guard let section = counts.firstIndex(where: { $0 > 0 }) else { return nil }
        return IndexPath(row: 0, section: section)
    }
}
