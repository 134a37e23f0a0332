import Foundation

/// A table view's data source that shows snapshots: apply a new
/// `NSDiffableDataSourceSnapshot` and the data source works out, by
/// identifier, which sections and rows the table view must delete, insert,
/// move and reload (see `SnapshotDifference`), and hands it over as one
/// `performBatchUpdates`, inserted and deleted rows and sections entering and
/// leaving with `defaultRowAnimation`.
///
/// `init(tableView:cellProvider:)` makes the data source the table view's
/// `dataSource` (the view holds it weakly, as on iOS: keep a reference). The
/// first snapshot applied is shown with `reloadData()`; each later one as a
/// batch update, animated unless `animatingDifferences` is false (then the
/// rows land at once, as since iOS 15; iOS 13 and 14 reloaded instead, which
/// `applySnapshotUsingReloadData(_:completion:)` still does). Items marked with
/// `reconfigureItems(_:)` keep their cells and are configured again once the
/// batch is applied (`reconfigureRows(at:)`); items marked with
/// `reloadItems(_:)` get new cells (`reloadRows(at:with:)`).
///
/// The other data-source methods are here to be overridden, with UIKit's
/// defaults: no header or footer titles, no row editable or movable. A
/// subclass that lets rows move (`tableView(_:canMoveRowAt:)`) need not
/// override `tableView(_:moveRowAt:to:)`: when the user drops a reordered
/// row, the snapshot takes the move by itself (see that method).
///
/// Kumiki differs from iOS in when the work happens: iOS may compute the
/// difference on a queue of its own; Kumiki computes and applies it on the
/// main actor before `apply` returns. Completions of an apply that changes
/// nothing, of one without animation, and of
/// `applySnapshotUsingReloadData(_:completion:)` run before the call returns;
/// the completion of an animated apply runs when its animations end. The
/// `async` forms of `apply` of iOS 15 and the section index titles are not
/// implemented (docs/COVERAGE.md).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item: usually a dequeued cell configured for
    /// `itemIdentifier`. Returning nil stops the app, as on iOS.
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// How rows and sections that an apply inserts, deletes or reloads enter
    /// and leave; `.automatic` by default. A change takes effect from the
    /// next apply. Moved rows slide to their places whatever it is.
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    weak var tableView: UITableView?
    let cellProvider: CellProvider
    /// The snapshot shown, its lookups, and how snapshots reach the view.
    let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `tableView` whose cells come from `cellProvider`; it
    /// becomes the table view's `dataSource`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the table view shows, without reload marks.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.current
    }

    /// Shows `snapshot`: the first time with `reloadData()`, afterwards as one
    /// batch update made of its difference from the current one, inserted and
    /// deleted rows and sections using `defaultRowAnimation`, moved ones
    /// sliding (inside `UIView.performWithoutAnimation` when
    /// `animatingDifferences` is false). `completion` runs once the change is
    /// on screen.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        core.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion, in: listView)
    }

    /// Shows `snapshot` with `reloadData()`, computing no difference and
    /// animating nothing (iOS 15). `completion` runs before the call returns.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        core.applyReloadingData(snapshot, completion: completion, in: listView)
    }

    // MARK: Identifiers and index paths

    /// The item shown at `indexPath`, or nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        core.itemIdentifier(for: indexPath)
    }

    /// Where the item is shown, or nil when it is not in the current snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        core.indexPath(for: itemIdentifier)
    }

    /// The section shown at `index`, or nil when the index is out of range (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        core.sectionIdentifier(for: index)
    }

    /// Where the section is shown, or nil when it is not in the current snapshot (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        core.index(for: sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        core.shown.numberOfSections
    }

    /// The rows of the section; a section past the end stops with UIKit's
    /// "Invalid parameter not satisfying: section < _impl.numberOfSections".
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    /// The cell from the cell provider. A path with no item stops with
    /// "Invalid parameter not satisfying: itemIdentifier"; a provider that
    /// returns nil stops with UIKit's "… cell provider returned nil …".
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = core.requireItem(at: indexPath)
        guard let cell = cellProvider(tableView, indexPath, item) else {
            DiffableMessages.cellProviderReturnedNil(source: "UITableViewDiffableDataSource", at: indexPath,
                                                     item: item, viewNoun: "table view", view: tableView)
        }
        return cell
    }

    /// nil: no header title. Override to title sections, for instance from
    /// `sectionIdentifier(for:)`.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }

    /// nil: no footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        nil
    }

    /// False: a diffable data source's rows show no editing controls and
    /// cannot be swiped to delete until a subclass answers true (where a
    /// plain data source's default is true).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// False: no row shows a reorder control until a subclass answers true.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// No section index until a subclass returns titles.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The title's position in the index.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    /// Does nothing. Until a subclass overrides it, the table view offers no
    /// Delete action when an editable row is swiped, as UIKit does for a data
    /// source without this method.
    /// An override usually deletes the item from a copy of `snapshot()` and
    /// applies it.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {
        tableView.answeredByDefault = true
    }

    /// Called after the user dropped a reordered row; does nothing here.
    ///
    /// The data source's snapshot takes the move by itself: when this is
    /// called, the table view's callbacks already answer the moved order;
    /// `snapshot()`, `itemIdentifier(for:)` and the other lookups still
    /// answer the order before the move until this returns, so an override
    /// finds the moved item at `sourceIndexPath`. An override that updates
    /// the app's model needs nothing more; one that applies a snapshot of its
    /// own has it compared with the moved order on screen, so applying the
    /// moved order changes nothing. Apple does not document when its snapshot
    /// takes the move; this order serves both kinds of override.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {}

    // MARK: Helpers

    /// The table view as the core drives it (nil once it is gone). The row
    /// animation is read now, so a later change waits for the next apply.
    private var listView: DiffableListView? {
        guard let tableView else { return nil }
        let animation = defaultRowAnimation
        return DiffableListView(
            reloadData: { tableView.reloadData() },
            performBatchUpdates: { updates, completion in
                tableView.performBatchUpdates(updates, completion: { _ in completion() })
            },
            record: { Self.record($0, in: tableView, animation: animation) },
            reconfigure: { tableView.reconfigureRows(at: $0) })
    }

    /// Tells the table view every change of `difference` (inside its batch
    /// update).
    private static func record(_ difference: SnapshotDifference, in tableView: UITableView,
                               animation: UITableView.RowAnimation) {
        if !difference.deletedSections.isEmpty { tableView.deleteSections(difference.deletedSections, with: animation) }
        if !difference.insertedSections.isEmpty { tableView.insertSections(difference.insertedSections, with: animation) }
        if !difference.reloadedSections.isEmpty { tableView.reloadSections(difference.reloadedSections, with: animation) }
        for move in difference.movedSections { tableView.moveSection(move.from, toSection: move.to) }
        if !difference.deletedItems.isEmpty { tableView.deleteRows(at: difference.deletedItems, with: animation) }
        if !difference.insertedItems.isEmpty { tableView.insertRows(at: difference.insertedItems, with: animation) }
        if !difference.reloadedItems.isEmpty { tableView.reloadRows(at: difference.reloadedItems, with: animation) }
        for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
    }
}

extension UITableViewDiffableDataSource: TableReorderCommitting {
    /// The user dropped a reordered row: the snapshot takes the move, then
    /// the app hears of it through `tableView(_:moveRowAt:to:)`.
    func commitReorder(in tableView: UITableView, from source: IndexPath, to destination: IndexPath) {
        core.reportMove(from: source, to: destination) {
            self.tableView(tableView, moveRowAt: source, to: destination)
        }
    }
}
