import Foundation

/// Which optional data-source methods the app implements, as far as the
/// table view has learned. Swift offers no way to ask whether a type
/// implements a protocol method or inherits the default, so the table view
/// learns it from the defaults' answers (docs/PORTING.md, "Table views").
struct TableDataSourceTraits {
    /// nil: not known yet.
    var implementsMove: Bool?
    /// Becomes false the first time the default `commit` answers.
    var implementsCommit = true
    /// The data source these answers are about.
    var owner: ObjectIdentifier?
}

extension UITableView {
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

    /// Whether swiping offers the standard Delete action: until the default
    /// `commit` has answered once, the table view assumes it is implemented.
    var dataSourceImplementsCommit: Bool {
        refreshTraitsOwner()
        return dataSourceTraits.implementsCommit
    }

    /// Calls the data source's `commit`, learning whether it is implemented.
    func commit(_ style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard let dataSource else { return }
        refreshTraitsOwner()
        answeredByDefault = false
        dataSource.tableView(self, commit: style, forRowAt: indexPath)
        if answeredByDefault { dataSourceTraits.implementsCommit = false }
        answeredByDefault = false
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
