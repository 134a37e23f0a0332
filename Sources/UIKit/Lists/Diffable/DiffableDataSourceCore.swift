import Foundation

/// What a diffable data source asks of its list view to show a snapshot:
/// `UICollectionView` and `UITableView` spell these differently (a table
/// view's changes carry row animations), so each data source fills one in.
@MainActor
struct DiffableListView {
    /// Forgets everything shown; the view asks the data source again.
    var reloadData: () -> Void
    /// One batch update: runs `updates`, then `completion` when it is on
    /// screen (its animations ended, or at once without animation).
    var performBatchUpdates: (_ updates: @escaping () -> Void, _ completion: @escaping () -> Void) -> Void
    /// Tells the view every change of a difference (inside the batch).
    var record: (SnapshotDifference) -> Void
    /// Configures the cells of these items again, keeping the cells (after
    /// the batch; the index paths are the new ones).
    var reconfigure: ([IndexPath]) -> Void
}

/// The part of a diffable data source that does not depend on its view: the
/// snapshot shown, the lookups by identifier and index path, the checks the
/// view's callbacks make, and the way a new snapshot reaches the view (the
/// first by reloading, later ones as one batch update of their difference).
/// `UICollectionViewDiffableDataSource` and `UITableViewDiffableDataSource`
/// each own one.
@MainActor
final class DiffableDataSourceCore<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>

    /// What the view shows (reload and reconfigure marks removed).
    private(set) var shown = Snapshot()
    /// Whether a snapshot has been applied yet (the first one reloads).
    private(set) var hasApplied = false
    /// Told each time a snapshot becomes the one shown (the collection data
    /// source forgets section snapshots that no longer match).
    var didShow: ((Snapshot) -> Void)?
    /// While the app is told of a row the user reordered: the snapshot before
    /// the move (see `reportMove(from:to:_:)`).
    private var beforeReportedMove: Snapshot?

    /// The snapshot `snapshot()` and the lookups answer from: the one shown,
    /// except while a user's move is being reported, when it is the one from
    /// before the move.
    var current: Snapshot { beforeReportedMove ?? shown }

    // MARK: Showing snapshots

    /// Shows `snapshot`: with `reloadData` when nothing was applied before or
    /// there is no view, otherwise as one batch update of its difference from
    /// the snapshot shown, inside `UIView.performWithoutAnimation` when
    /// `animatingDifferences` is false. An apply that changes nothing makes
    /// no batch and completes at once; otherwise `completion` runs when the
    /// batch is on screen.
    func apply(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?, in view: DiffableListView?) {
        guard hasApplied, let view else {
            applyReloadingData(snapshot, completion: completion, in: view)
            return
        }
        let difference = SnapshotDifference(from: shown, to: snapshot)
        guard !difference.isEmpty else {
            show(snapshot)
            completion?()
            return
        }
        let perform = {
            view.performBatchUpdates({
                self.show(snapshot)
                view.record(difference)
            }, { completion?() })
            if !difference.reconfiguredItems.isEmpty { view.reconfigure(difference.reconfiguredItems) }
        }
        if animatingDifferences {
            perform()
        } else {
            UIView.performWithoutAnimation(perform)
        }
    }

    /// Shows `snapshot` with `reloadData`, computing no difference; the
    /// completion runs before this returns.
    func applyReloadingData(_ snapshot: Snapshot, completion: (() -> Void)?, in view: DiffableListView?) {
        show(snapshot)
        hasApplied = true
        view?.reloadData()
        completion?()
    }

    /// Makes `snapshot` the one shown, and the one the lookups answer from
    /// (also when the app applies it while told of a move).
    private func show(_ snapshot: Snapshot) {
        shown = snapshot.withoutMarks
        beforeReportedMove = nil
        didShow?(shown)
    }

    // MARK: Lookups

    func itemIdentifier(for indexPath: IndexPath) -> Item? {
        current.itemIdentifier(at: indexPath)
    }

    func indexPath(for itemIdentifier: Item) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    func sectionIdentifier(for index: Int) -> Section? {
        current.sectionOrder.indices.contains(index) ? current.sectionOrder[index] : nil
    }

    func index(for sectionIdentifier: Section) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: The view's callbacks

    /// The number of items of the section at `section`; a section past the
    /// end stops with UIKit's "Invalid parameter not satisfying: section <
    /// _impl.numberOfSections".
    func numberOfItems(inSection section: Int) -> Int {
        guard shown.sectionItems.indices.contains(section) else {
            DiffableMessages.stop("Invalid parameter not satisfying: section < _impl.numberOfSections")
        }
        return shown.sectionItems[section].count
    }

    /// The item a cell is asked for; a path with no item stops with UIKit's
    /// "Invalid parameter not satisfying: itemIdentifier".
    func requireItem(at indexPath: IndexPath) -> Item {
        guard let item = shown.itemIdentifier(at: indexPath) else {
            DiffableMessages.stop("Invalid parameter not satisfying: itemIdentifier")
        }
        return item
    }

    /// Takes the item at `source` to `destination` (the index path it has
    /// after the move) in the snapshot shown, as a user's reordering did on
    /// screen. Paths that name no item or no section change nothing.
    func moveItem(from source: IndexPath, to destination: IndexPath) {
        guard source != destination, let item = shown.itemIdentifier(at: source),
              shown.sectionItems.indices.contains(destination[0]) else { return }
        var moved = shown
        moved.remove([item])
        let section = moved.sectionOrder[destination[0]]
        let items = moved.sectionItems[destination[0]]
        if destination[1] < items.count {
            moved.insertItems([item], beforeItem: items[destination[1]])
        } else {
            moved.appendItems([item], toSection: section)
        }
        show(moved)
    }

    /// A row the user reordered: the snapshot shown takes the move first (the
    /// view already shows it, and its callbacks must agree), then `report`
    /// tells the app. While `report` runs, the lookups and `current` still
    /// answer from the snapshot before the move, so the app finds the moved
    /// item at `source`. A snapshot it applies meanwhile is compared with the
    /// moved one, the order on screen, so only what differs from that
    /// changes; from then on the lookups answer from it.
    func reportMove(from source: IndexPath, to destination: IndexPath, _ report: () -> Void) {
        let before = shown
        moveItem(from: source, to: destination)
        beforeReportedMove = before
        defer { beforeReportedMove = nil }
        report()
    }
}
