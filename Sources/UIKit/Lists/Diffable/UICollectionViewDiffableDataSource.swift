import Foundation

/// A collection view's data source that shows snapshots: apply a new
/// `NSDiffableDataSourceSnapshot` and the data source works out, by
/// identifier, what the collection view must delete, insert, move and reload
/// (see `SnapshotDifference`), and hands it over as one `performBatchUpdates`.
///
/// `init(collectionView:cellProvider:)` makes the data source the collection
/// view's `dataSource` (the view holds it weakly, as on iOS: keep a reference).
/// The first snapshot applied is shown with `reloadData()`; each later one as a
/// batch update, animated unless `animatingDifferences` is false. Items marked
/// with `reconfigureItems(_:)` keep their cells and are configured again once
/// the batch is applied; items marked with `reloadItems(_:)` get new cells.
///
/// Kumiki differs from iOS in when the work happens: iOS may compute the
/// difference on a queue of its own; Kumiki computes and applies it on the
/// main actor before `apply` returns. Completions of an apply that changes
/// nothing, and of `applySnapshotUsingReloadData(_:completion:)`, run before
/// the call returns; the completion of an animated apply runs when its
/// animations end (of one without animation, on the next turn of the main
/// loop). The reordering and section-snapshot handlers of iOS 14, and the
/// `async` forms of `apply` of iOS 15, are not implemented (docs/COVERAGE.md).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item: usually a dequeued cell configured for
    /// `itemIdentifier`. Returning nil stops the app, as on iOS.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (a header, a footer) of `elementKind`.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView?

    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// Makes the supplementary views the layout asks for. Without one, a
    /// layout that asks for a supplementary view stops the app with UIKit's
    /// message.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    weak var collectionView: UICollectionView?
    let cellProvider: CellProvider
    /// The snapshot shown, its lookups, and how snapshots reach the view.
    let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()
    /// Section snapshots applied with `apply(_:to:animatingDifferences:completion:)`,
    /// kept while their sections show exactly their visible items.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// A data source for `collectionView` whose cells come from `cellProvider`;
    /// it becomes the collection view's `dataSource`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        core.didShow = { [unowned self] shown in forgetUnmatchedSectionSnapshots(shown) }
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the collection view shows, without reload marks.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.current
    }

    /// Shows `snapshot`: the first time with `reloadData()`, afterwards as one
    /// batch update made of its difference from the current one (inside
    /// `UIView.performWithoutAnimation` when `animatingDifferences` is false).
    /// `completion` runs once the change is on screen.
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

    // MARK: Section snapshots (iOS 14)

    /// Makes `section` show `snapshot`'s visible items (roots, and children
    /// of expanded items), appending the section after the others when it is
    /// not there; items the snapshot names that other sections hold move
    /// here. The section snapshot is kept for `snapshot(for:)` as long as the
    /// section shows exactly its visible items: a later whole-snapshot apply
    /// that changes the section's items forgets it (iOS keeps the tree and
    /// fits the changes into it).
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                    to section: SectionIdentifierType, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        var whole = core.current
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        let items = snapshot.visibleItems
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        whole.deleteItems(items.filter { whole.indexOfItem($0) != nil })
        whole.appendItems(items, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section snapshot last applied to `section`, while the section still
    /// shows it; otherwise the section's items as roots, or an empty section
    /// snapshot for a section that is not shown.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let kept = sectionSnapshots[section] { return kept }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        let current = core.current
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
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

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        core.shown.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    /// The cell from the cell provider. A path with no item stops with
    /// "Invalid parameter not satisfying: itemIdentifier"; a provider that
    /// returns nil stops with UIKit's "… cell provider returned nil …".
    open func collectionView(_ collectionView: UICollectionView,
                             cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let item = core.requireItem(at: indexPath)
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            DiffableMessages.cellProviderReturnedNil(source: "UICollectionViewDiffableDataSource", at: indexPath,
                                                     item: item, viewNoun: "collection view", view: collectionView)
        }
        return cell
    }

    /// The view from `supplementaryViewProvider`; stops with UIKit's message
    /// when there is no provider, or when it returns nil.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let supplementaryViewProvider else {
            DiffableMessages.stop("CollectionView \(collectionView) requested a supplementary view, but a "
                + "supplementaryViewProvider was not specified on the diffable data source. Please configure the "
                + "diffable data source accordingly and add the supplementary provider")
        }
        guard let view = supplementaryViewProvider(collectionView, kind, indexPath) else {
            DiffableMessages.stop("the collectionView's data source did not return a valid view from "
                + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: for element of kind '\(kind)'")
        }
        return view
    }

    /// False: without iOS 14's reordering handlers (not implemented), a
    /// diffable data source lets no item be moved interactively. A subclass
    /// may answer true.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }

    /// An interactive move ended (a subclass allowed it): the current
    /// snapshot takes the item to its new place; the collection view already
    /// shows it there.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        core.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Helpers

    /// The collection view as the core drives it (nil once it is gone).
    private var listView: DiffableListView? {
        guard let collectionView else { return nil }
        return DiffableListView(
            reloadData: { collectionView.reloadData() },
            performBatchUpdates: { updates, completion in
                collectionView.performBatchUpdates(updates, completion: { _ in completion() })
            },
            record: { Self.record($0, in: collectionView) },
            reconfigure: { collectionView.reconfigureItems(at: $0) })
    }

    /// Forgets the section snapshots whose sections no longer show their
    /// visible items.
    private func forgetUnmatchedSectionSnapshots(_ shown: Snapshot) {
        sectionSnapshots = sectionSnapshots.filter { section, sectionSnapshot in
            shown.indexOfSection(section) != nil
                && shown.itemIdentifiers(inSection: section) == sectionSnapshot.visibleItems
        }
    }

    /// Tells the collection view every change of `difference` (inside its
    /// batch update).
    private static func record(_ difference: SnapshotDifference, in collectionView: UICollectionView) {
        if !difference.deletedSections.isEmpty { collectionView.deleteSections(difference.deletedSections) }
        if !difference.insertedSections.isEmpty { collectionView.insertSections(difference.insertedSections) }
        if !difference.reloadedSections.isEmpty { collectionView.reloadSections(difference.reloadedSections) }
        for move in difference.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
        if !difference.deletedItems.isEmpty { collectionView.deleteItems(at: difference.deletedItems) }
        if !difference.insertedItems.isEmpty { collectionView.insertItems(at: difference.insertedItems) }
        if !difference.reloadedItems.isEmpty { collectionView.reloadItems(at: difference.reloadedItems) }
        for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
    }
}
