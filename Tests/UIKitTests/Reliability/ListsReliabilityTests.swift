import Testing
import UIKit
import UIKitTesting

/// A cell with a label and a button wired to the cell itself.
private final class CycleCell: UICollectionViewCell {
    let label = UILabel()
    let button = UIButton(type: .system)
    var taps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
        button.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        button.addTarget(self, action: CycleCell.buttonTapped, for: .touchUpInside)
        contentView.addSubview(button)
    }

    required init?(coder: NSCoder) { nil }

    func buttonTapped() { taps += 1 }
}

/// Numbered items; every cell it hands out is tracked (weakly).
@MainActor
private final class CycleGridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var items: [Int]
    let tracker: LeakTracker
    /// Cells handed out, to check reuse against.
    var cells: [ObjectIdentifier: Int] = [:]
    var selections = 0

    init(count: Int, tracker: LeakTracker) {
        items = Array(0..<count)
        self.tracker = tracker
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? CycleCell)?.label.text = "\(items[indexPath.item])"
        if cells.updateValue(indexPath.item, forKey: ObjectIdentifier(cell)) == nil { tracker.track(cell) }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selections += 1 }
}

/// Titled rows; every cell it hands out is tracked (weakly); rows can be deleted.
@MainActor
private final class CycleTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [String]
    let tracker: LeakTracker
    var cells: Set<ObjectIdentifier> = []
    var selections = 0

    init(count: Int, tracker: LeakTracker) {
        rows = (0..<count).map { "Row \($0)" }
        self.tracker = tracker
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        if cells.insert(ObjectIdentifier(cell)).inserted { tracker.track(cell) }
        return cell
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections += 1
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// Collection and table views and their cells: shown, scrolled so cells are
/// reused, reloaded, tapped, items deleted, closed — a hundred cycles each
/// (a thousand take seconds in a debug build: docs/RELIABILITY.md), and one
/// long-lived list whose cells stay few however long it is used.
@MainActor
@Suite("Reliability: collection and table view cells do not leak")
struct ListsReliabilityTests {
    /// iPhone SE: 375 × 667 pt, 60 Hz.
    private func makeHost() -> (UITestHost, UIViewController) {
        let host = UITestHost(device: .iPhoneSE)
        return (host, host.installLeakCheckRoot())
    }

    @Test("collection views scrolled, reloaded, tapped and trimmed by batch deletes (closed mid-animation too) take all their cells with them")
    func collectionViewCellsDoNotLeak() {
        let (host, root) = makeHost()
        var selections = 0
        let report = LeakCheck.run(LeakCheck.shortCycles, on: host) { index, tracker in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 110, height: 100)  // three to a row
            let collectionView = UICollectionView(frame: root.view.bounds, collectionViewLayout: layout)
            collectionView.register(CycleCell.self, forCellWithReuseIdentifier: "cell")
            let source = CycleGridSource(count: 200, tracker: tracker)
            collectionView.dataSource = source
            collectionView.delegate = source
            root.view.addSubview(collectionView)
            host.runFrame()

            host.dragAndRest(from: CGPoint(x: 187, y: 600), to: CGPoint(x: 187, y: 100))
            host.runUntilIdle()
            host.tap(at: CGPoint(x: 187, y: 300))
            collectionView.reloadData()
            host.runFrame()
            let visible = collectionView.indexPathsForVisibleItems.sorted().prefix(3)
            source.items.removeSubrange(visible.first!.item...visible.last!.item)
            collectionView.performBatchUpdates {
                collectionView.deleteItems(at: Array(visible))
            }
            if index % 2 == 0 {
                host.runUntilIdle()
                collectionView.setContentOffset(.zero, animated: true)
                host.runUntilIdle()
            } else {
                host.runFrame()  // closed while the deletion animates
            }
            selections += source.selections
            collectionView.removeFromSuperview()
            tracker.track(collectionView, layout, source)
        }
        #expect(selections == LeakCheck.shortCycles)
        #expect(report.tracked > LeakCheck.shortCycles * 20, "each cycle made a screenful of cells and more")
        #expect(report.survivors.isEmpty, "\(report)")
    }

    @Test("a diffable, compositional collection view fed by a cell registration, updated and closed, goes away whole")
    func diffableCollectionViewsDoNotLeak() {
        let (host, root) = makeHost()
        let report = LeakCheck.run(LeakCheck.shortCycles, on: host) { index, tracker in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                  heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let collectionView = UICollectionView(frame: root.view.bounds, collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<CycleCell, Int> { [weak tracker] cell, _, item in
                cell.label.text = "\(item)"
                tracker?.track(cell)
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<100))
            dataSource.apply(snapshot, animatingDifferences: false)
            root.view.addSubview(collectionView)
            host.runFrame()

            host.dragAndRest(from: CGPoint(x: 187, y: 600), to: CGPoint(x: 187, y: 200))
            host.runUntilIdle()
            snapshot.deleteItems(Array(10..<30))
            snapshot.appendItems(Array(1_000..<1_000 + index % 7))
            dataSource.apply(snapshot, animatingDifferences: true)
            host.runUntilIdle()
            collectionView.removeFromSuperview()
            tracker.track(collectionView, layout, dataSource)
        }
        #expect(report.survivors.isEmpty, "\(report)")
    }

    @Test("table views scrolled, tapped, swiped to delete (or left with swipe actions open) and reloaded take all their cells with them")
    func tableViewCellsDoNotLeak() {
        let (host, root) = makeHost()
        var selections = 0
        let report = LeakCheck.run(LeakCheck.shortCycles, on: host) { index, tracker in
            let tableView = UITableView(frame: root.view.bounds, style: index % 2 == 0 ? .plain : .insetGrouped)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            let source = CycleTableSource(count: 100, tracker: tracker)
            tableView.dataSource = source
            tableView.delegate = source
            root.view.addSubview(tableView)
            host.runFrame()

            host.dragAndRest(from: CGPoint(x: 187, y: 600), to: CGPoint(x: 187, y: 200))
            host.runUntilIdle()
            host.tap(at: CGPoint(x: 187, y: 300))
            if index % 2 == 0 {
                // A full swipe to the left deletes the row.
                host.drag(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 20, y: 400), duration: 0.3)
            } else {
                // A short one leaves its Delete button showing as the table closes.
                host.dragAndRest(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 250, y: 400))
            }
            host.runUntilIdle()
            tableView.reloadData()
            host.runFrame()
            selections += source.selections
            tableView.removeFromSuperview()
            tracker.track(tableView, source)
        }
        #expect(selections == LeakCheck.shortCycles)
        #expect(report.survivors.isEmpty, "\(report)")
    }

    @Test("one collection view scrolled, reloaded and trimmed cycle after cycle reuses a bounded set of cells")
    func longLivedCollectionViewReusesCells() {
        let (host, root) = makeHost()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 100)  // three to a row
        let tracker = LeakTracker()
        var source: CycleGridSource? = CycleGridSource(count: 100_000, tracker: tracker)
        var collectionView: UICollectionView? = UICollectionView(frame: root.view.bounds, collectionViewLayout: layout)
        collectionView?.register(CycleCell.self, forCellWithReuseIdentifier: "cell")
        collectionView?.dataSource = source
        collectionView?.delegate = source
        root.view.addSubview(collectionView!)
        host.runFrame()
        for index in 0..<LeakCheck.shortCycles {
            guard let collectionView, let source else { break }
            // Jump a screenful or more down (every cell is reused), now and then a reload or a delete.
            collectionView.contentOffset.y += CGFloat(700 + index % 5 * 100)
            host.runFrame()
            switch index % 10 {
            case 0: collectionView.reloadData()
            case 5:
                let first = collectionView.indexPathsForVisibleItems.min()!
                source.items.remove(at: first.item)
                collectionView.deleteItems(at: [first])
            default: break
            }
            host.runFrame()
        }
        #expect(tracker.trackedCount < 60, "a screenful of cells (18) and what an animated delete needs, not one per item")
        collectionView?.removeFromSuperview()
        collectionView = nil
        source = nil
        host.runUntilIdle()
        #expect(tracker.survivors.isEmpty, "\(tracker.survivors)")
    }
}
