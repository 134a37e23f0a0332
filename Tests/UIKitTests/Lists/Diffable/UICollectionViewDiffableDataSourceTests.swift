import Testing
@testable import UIKit
import UIKitTesting

/// A flow layout that writes down every batch update it is prepared for, one
/// line per change: "delete 0-1", "insert 0-3", "move 0-4 → 0-0",
/// "reload 1-0", and for sections "delete section 2".
final class BatchRecordingLayout: UICollectionViewFlowLayout {
    var batches: [[String]] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        batches.append(updateItems.map(Self.line).sorted())
    }

    private static func line(_ item: UICollectionViewUpdateItem) -> String {
        let text = { (path: IndexPath?) in path.map { $0.map(String.init).joined(separator: "-") } ?? "" }
        let before = item.indexPathBeforeUpdate, after = item.indexPathAfterUpdate
        let subject = (before ?? after)?.count == 1 ? "section " : ""
        switch item.updateAction {
        case .delete: return "delete \(subject)\(text(before))"
        case .insert: return "insert \(subject)\(text(after))"
        case .reload: return "reload \(subject)\(text(before))"
        case .move: return "move \(subject)\(text(before)) → \(text(after))"
        case .none: return "none"
        }
    }
}

/// A 300 × 400 grid of 100-pt cells (twelve on screen) fed by a diffable data
/// source whose cells show `titles[item]`, or the item itself.
@MainActor
final class DiffableGrid<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    let layout = BatchRecordingLayout()
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Section, Item>
    var titles: [Item: String] = [:]
    /// The items the cell provider was asked for, in order.
    var provided: [Item] = []

    init(host: UITestHost) {
        host.activate()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collectionView = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.identifier)
        var cellTitle: (Item) -> String = { "\($0)" }
        var record: (Item) -> Void = { _ in }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            record(item)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: NumberCell.identifier, for: indexPath)
            (cell as? NumberCell)?.label.text = cellTitle(item)
            return cell
        }
        cellTitle = { [unowned self] in titles[$0] ?? "\($0)" }
        record = { [unowned self] in provided.append($0) }
        host.window.addSubview(collectionView)
        host.window.makeKeyAndVisible()
        host.runFrame()
    }

    /// What the cells on screen show, in index path order.
    var shown: [String] { shownNumbers(collectionView) }
}

/// One section "main" of the given items.
private func list(_ items: [String]) -> NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(items)
    return snapshot
}

@MainActor
@Suite("UICollectionViewDiffableDataSource")
struct UICollectionViewDiffableDataSourceTests {
    /// The items of the grid's first four rows: three to a row, and every
    /// section starting a row of its own (flow layout).
    static func onScreen(_ snapshot: NSDiffableDataSourceSnapshot<Int, Int>) -> [String] {
        var row = 0, shown: [String] = []
        for section in snapshot.sectionIdentifiers {
            let items = snapshot.itemIdentifiers(inSection: section)
            for (index, item) in items.enumerated() where row + index / 3 < 4 { shown.append("\(item)") }
            row += (items.count + 2) / 3
        }
        return shown
    }

    @Test("it becomes the collection view's data source; the first apply reloads, with no batch")
    func firstApplyReloads() {
        let host = UITestHost(device: gridStageDevice)
        let grid = DiffableGrid<String, String>(host: host)
        #expect(grid.collectionView.dataSource === grid.dataSource)
        grid.dataSource.apply(list(["a", "b", "c", "d"]))
        host.runFrame()
        #expect(grid.shown == ["a", "b", "c", "d"])
        #expect(grid.layout.batches.isEmpty)
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 4)
    }

    @Test("a later apply is one batch: deletions at old paths, insertions at new paths, moves from old to new")
    func applyIsOneBatch() {
        let host = UITestHost(device: gridStageDevice)
        let grid = DiffableGrid<String, String>(host: host)
        grid.dataSource.apply(list(["a", "b", "c", "d", "e"]))
        host.runFrame()
        // b deleted, x inserted after c, e moved to the front.
        grid.dataSource.apply(list(["e", "a", "c", "x", "d"]))
        #expect(grid.layout.batches == [["delete 0-1", "insert 0-3", "move 0-4 → 0-0"]])
        #expect(host.runUntilIdle())
        #expect(grid.shown == ["e", "a", "c", "x", "d"])
    }

    @Test("sections deleted, inserted and moved reach the batch by index, with the items that change section")
    func sectionChanges() {
        let host = UITestHost(device: gridStageDevice)
        let grid = DiffableGrid<String, String>(host: host)
        var old = NSDiffableDataSourceSnapshot<String, String>()
        old.appendSections(["A", "B", "C"])
        old.appendItems(["a1", "a2"], toSection: "A")
        old.appendItems(["b1"], toSection: "B")
        old.appendItems(["c1", "c2"], toSection: "C")
        grid.dataSource.apply(old)
        host.runFrame()
        var new = NSDiffableDataSourceSnapshot<String, String>()
        new.appendSections(["C", "A", "N"])
        new.appendItems(["c1", "c2", "a2"], toSection: "C")
        new.appendItems(["a1"], toSection: "A")
        new.appendItems(["n1"], toSection: "N")
        grid.dataSource.apply(new)
        // B goes; N arrives with n1; C moves before A; a2 moves into C.
        #expect(grid.layout.batches == [[
            "delete section 1", "insert section 2", "move 0-1 → 0-2", "move section 2 → 0",
        ]])
        #expect(host.runUntilIdle())
        #expect(grid.shown == ["c1", "c2", "a2", "a1", "n1"])
    }

    @Test("an apply that changes nothing makes no batch and completes at once")
    func nothingChanged() {
        let host = UITestHost(device: gridStageDevice)
        let grid = DiffableGrid<String, String>(host: host)
        grid.dataSource.apply(list(["a", "b"]))
        host.runFrame()
        var completed = false
        grid.dataSource.apply(list(["a", "b"])) { completed = true }
        #expect(completed)
        #expect(grid.layout.batches.isEmpty)
    }

    @Test("an animated apply completes when its animations end")
    func animatedCompletion() {
        let host = UITestHost(device: gridStageDevice)
        let grid = DiffableGrid<String, String>(host: host)
        grid.dataSource.apply(list(["a", "b"]))
        host.runFrame()
        var completed = false
        grid.dataSource.apply(list(["b", "a", "c"])) { completed = true }
        #expect(!completed)
        host.runFrame()
        #expect(!completed, "the move animates over several frames")
        #expect(host.runUntilIdle())
        #expect(completed)
    }

    @Test("without animation the cells are in place at once, and the completion runs on the next turn")
    func withoutAnimation() {
        let host = UITestHost(device: gridStageDevice)
        let grid = DiffableGrid<String, String>(host: host)
        grid.dataSource.apply(list(["a", "b", "c"]))
        host.runFrame()
        let cellA = grid.collectionView.cellForItem(at: IndexPath(indexes: [0, 0]))
        var completed = false
        grid.dataSource.apply(list(["c", "b", "a"]), animatingDifferences: false) { completed = true }
        #expect(grid.layout.batches.count == 1)
        #expect(grid.collectionView.cellForItem(at: IndexPath(indexes: [0, 2])) === cellA)
        #expect(cellA?.frame == CGRect(x: 200, y: 0, width: 100, height: 100))
        #expect(cellA?.layer.animationKeys()?.isEmpty ?? true)
        #expect(UIView.areAnimationsEnabled)
        host.runFrame()
        #expect(completed)
    }

    @Test("a reloaded item gets a new cell; a reconfigured one keeps its cell and shows the new data")
    func reloadAndReconfigure() {
        let host = UITestHost(device: gridStageDevice)
        let grid = DiffableGrid<String, String>(host: host)
        grid.dataSource.apply(list(["a", "b", "c"]))
        host.runFrame()
        let cellA = grid.collectionView.cellForItem(at: IndexPath(indexes: [0, 0]))
        let cellB = grid.collectionView.cellForItem(at: IndexPath(indexes: [0, 1]))
        grid.titles = ["a": "A!", "b": "B!"]
        grid.provided = []
        var snapshot = grid.dataSource.snapshot()
        snapshot.reloadItems(["a"])
        snapshot.reconfigureItems(["b"])
        grid.dataSource.apply(snapshot)
        #expect(grid.layout.batches == [["reload 0-0"]])
        #expect(grid.collectionView.cellForItem(at: IndexPath(indexes: [0, 1])) === cellB)
        #expect((cellB as? NumberCell)?.label.text == "B!")
        #expect(host.runUntilIdle())
        #expect(grid.collectionView.cellForItem(at: IndexPath(indexes: [0, 0])) !== cellA)
        #expect(grid.shown == ["A!", "B!", "c"])
        #expect(grid.provided.sorted() == ["a", "b"], "the provider is asked for the reloaded and reconfigured items only")
    }

    @Test("a reloaded section whose item count changes still applies: the collection view deletes and inserts it")
    func reloadedSectionChangesCount() {
        let host = UITestHost(device: gridStageDevice)
        let grid = DiffableGrid<String, String>(host: host)
        grid.dataSource.apply(list(["a", "b"]))
        host.runFrame()
        var snapshot = list(["a", "b", "c"])
        snapshot.reloadSections(["main"])
        grid.dataSource.apply(snapshot)
        // The data source asks for a section reload, as UIKit's does; the
        // collection view carries it out as a deletion and an insertion, so
        // the new count is accepted.
        #expect(grid.layout.batches == [["reload section 0"]])
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(host.runUntilIdle())
        #expect(grid.shown == ["a", "b", "c"])
    }

    @Test("identifiers and index paths are read from the snapshot shown; its copy has no reload marks")
    func lookups() {
        let host = UITestHost(device: gridStageDevice)
        let grid = DiffableGrid<String, String>(host: host)
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["a1"], toSection: "A")
        snapshot.appendItems(["b1", "b2"], toSection: "B")
        snapshot.reloadItems(["b1"])
        grid.dataSource.apply(snapshot)
        #expect(grid.dataSource.itemIdentifier(for: IndexPath(indexes: [1, 1])) == "b2")
        #expect(grid.dataSource.itemIdentifier(for: IndexPath(indexes: [1, 2])) == nil)
        #expect(grid.dataSource.indexPath(for: "b1") == IndexPath(indexes: [1, 0]))
        #expect(grid.dataSource.indexPath(for: "zz") == nil)
        #expect(grid.dataSource.sectionIdentifier(for: 1) == "B")
        #expect(grid.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(grid.dataSource.index(for: "A") == 0)
        #expect(grid.dataSource.snapshot().itemIdentifiers == ["a1", "b1", "b2"])
        #expect(grid.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test("applying with reload data shows the snapshot with no batch and completes at once")
    func reloadDataApply() {
        let host = UITestHost(device: gridStageDevice)
        let grid = DiffableGrid<String, String>(host: host)
        grid.dataSource.apply(list(["a", "b"]))
        host.runFrame()
        var completed = false
        grid.dataSource.applySnapshotUsingReloadData(list(["z", "a"])) { completed = true }
        #expect(completed)
        host.runFrame()
        #expect(grid.layout.batches.isEmpty)
        #expect(grid.shown == ["z", "a"])
    }

    @Test("a section snapshot shows its visible items: expanding a parent shows its children")
    func sectionSnapshots() {
        let host = UITestHost(device: gridStageDevice)
        let grid = DiffableGrid<String, String>(host: host)
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["fruit", "vegetables"])
        outline.append(["apple", "pear"], to: "fruit")
        grid.dataSource.apply(outline, to: "main")
        host.runFrame()
        #expect(grid.shown == ["fruit", "vegetables"])
        outline.expand(["fruit"])
        grid.dataSource.apply(outline, to: "main")
        #expect(grid.layout.batches == [["insert 0-1", "insert 0-2"]])
        #expect(host.runUntilIdle())
        #expect(grid.shown == ["fruit", "apple", "pear", "vegetables"])
        #expect(grid.dataSource.snapshot(for: "main").isExpanded("fruit"))
        #expect(grid.dataSource.snapshot(for: "main").items.count == 4)
        #expect(grid.dataSource.snapshot(for: "other").items.isEmpty)
    }

    @Test("seeded random applies: every batch is accepted and the cells show the new snapshot (150 seeds)")
    func randomApplies() {
        let host = UITestHost(device: gridStageDevice)
        let grid = DiffableGrid<Int, Int>(host: host)
        var random = SplitMix64(state: 42)
        var snapshot = randomSnapshot(using: &random)
        grid.dataSource.apply(snapshot)
        host.runFrame()
        var fresh = 1_000_000
        var mismatches: [Int] = []
        for step in 0..<150 {
            snapshot = randomEdit(of: snapshot, using: &random, fresh: &fresh)
            grid.dataSource.apply(snapshot, animatingDifferences: step.isMultiple(of: 2))
            _ = host.runUntilIdle()
            if grid.shown != Self.onScreen(snapshot) { mismatches.append(step) }
        }
        #expect(mismatches.isEmpty, "steps whose cells differ from the snapshot: \(mismatches.prefix(10))")
    }
}
