import CCairo
import Foundation
import UIKit
import UIKitTesting

/// The cost of collection views.
///
/// - A scroll frame of a 100,000-item, 3-column grid on an iPhone 15 Pro
///   (1179×2556 px): the offset moves 37 pt (so cells are recycled most
///   frames), a hit test finds the item under a point, and one main-loop
///   turn lays out and composites — median and 99th percentile, next to one
///   full-frame Cairo fill of the same size.
/// - Memory: heap bytes held by a collection view of 1,000,000 items that
///   has been laid out and scrolled, against one of 1,000 items.
/// - `performBatchUpdates` inserting 1,000 items into 100,000, against
///   `reloadData()` and a layout pass over the same data.
/// - A diffable apply of 100,000 identifiers with 1 % changed, against
///   `applySnapshotUsingReloadData` of the same snapshot.
@MainActor
enum CollectionBenchmark {
    static let device = UITestDevice.iPhone15Pro

    static func run() {
        scrollFrame()
        memory()
        batchInsert()
        diffableApply()
    }

    // MARK: Fixtures

    final class Cell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .systemTeal
            label.frame = contentView.bounds
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            label.textAlignment = .center
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Numbers: UICollectionViewDataSource {
        var items: [Int]
        init(count: Int) { items = Array(0..<count) }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? Cell)?.label.text = "\(items[indexPath.item])"
            return cell
        }
    }

    /// A full-screen 3-column grid (square items, 2 pt apart) of `source`.
    static func makeGrid(in host: UITestHost, source: UICollectionViewDataSource) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        let side = ((host.window.bounds.width - 4) / 3).rounded(.down)
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        let grid = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        grid.register(Cell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = source
        host.window.addSubview(grid)
        host.window.makeKeyAndVisible()
        host.runFrame()
        return grid
    }

    // MARK: Scroll frame

    static func scrollFrame() {
        let host = UITestHost(device: device)
        host.composesEveryFrame = true
        let source = Numbers(count: 100_000)
        let grid = makeGrid(in: host, source: source)
        var samples: [Double] = []
        let clock = ContinuousClock()
        var offset: CGFloat = 0
        for run in 0..<530 {
            let elapsed = clock.measure {
                offset += 37
                grid.contentOffset = CGPoint(x: 0, y: offset)
                _ = grid.hitTest(CGPoint(x: 200, y: 400), with: nil)
                _ = grid.indexPathForItem(at: CGPoint(x: 200, y: offset + 400))
                host.runFrame()
            }
            if run >= 30 { samples.append(milliseconds(elapsed)) }
        }
        samples.sort()
        let median = samples[samples.count / 2]
        let p99 = samples[samples.count * 99 / 100]
        let fill = fullFrameFill()
        report("collection view scroll frame (+37 pt, hit test, turn, composite), 100,000 items, 3 columns, "
               + "1179×2556 px, median", median, unit: "ms", baselineName: "one full-frame Cairo fill of 1179×2556 px", fill)
        report("collection view scroll frame, 99th percentile", p99, unit: "ms",
               baselineName: "one full-frame Cairo fill of 1179×2556 px", fill)
        let cells = grid.subviews.filter { $0 is UICollectionViewCell }.count
        print("collection view scroll frame: \(cells) cells made for the \(grid.indexPathsForVisibleItems.last?.item ?? 0) "
              + "items scrolled past")
    }

    static func fullFrameFill() -> Double {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1179, 2556)!
        let cairo = cairo_create(surface)!
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        return medianMilliseconds(runs: 100, warmUp: 5) {
            cairo_set_source_rgba(cairo, 0.2, 0.4, 0.6, 1)
            cairo_paint(cairo)
            cairo_surface_flush(surface)
        }
    }

    // MARK: Memory

    static func memory() {
        _ = heapBytes(items: 1_000)  // Warms up what the first grid of a process allocates once.
        let thousand = heapBytes(items: 1_000)
        let million = heapBytes(items: 1_000_000)
        report("collection view heap with 1,000,000 items (laid out, scrolled)", Double(million) / 1024, unit: "KiB",
               baselineName: "with 1,000 items", Double(thousand) / 1024)
    }

    /// Heap bytes held after making a grid of `items`, laying it out and
    /// scrolling it ten screens, minus those held before (the host's frame
    /// buffers and the data source's own array excluded: they are made first).
    static func heapBytes(items: Int) -> Int {
        let host = UITestHost(device: device)
        host.window.makeKeyAndVisible()
        host.runFrame()
        let source = Numbers(count: items)
        let before = allocatedBytes()
        let grid = makeGrid(in: host, source: source)
        for step in 1...10 {
            grid.contentOffset = CGPoint(x: 0, y: min(CGFloat(step) * 852, grid.contentSize.height - 852))
            host.runFrame()
        }
        let after = allocatedBytes()
        withExtendedLifetime((grid, source, host)) {}
        return after - before
    }

    static func allocatedBytes() -> Int {
        let info = mallinfo2()
        // Small blocks in use plus blocks mapped on their own (large arrays).
        return Int(info.uordblks) + Int(info.hblkhd)
    }

    // MARK: Updates

    static func batchInsert() {
        let host = UITestHost(device: device)
        let source = Numbers(count: 100_000)
        let grid = makeGrid(in: host, source: source)
        var next = 1_000_000
        let insert = medianMilliseconds(runs: 20, warmUp: 2) {
            var paths: [IndexPath] = []
            for index in stride(from: 0, to: 100_000, by: 100) {
                source.items.insert(next, at: index)
                next += 1
                paths.append(IndexPath(item: index, section: 0))
            }
            grid.performBatchUpdates { grid.insertItems(at: paths) }
            host.runFrame()
        }
        let reload = medianMilliseconds(runs: 20, warmUp: 2) {
            grid.reloadData()
            host.runFrame()
        }
        report("performBatchUpdates inserting 1,000 items into 100,000 (and a frame)", insert, unit: "ms",
               baselineName: "reloadData and a frame", reload)
    }

    static func diffableApply() {
        let host = UITestHost(device: device)
        host.activate()
        let layout = UICollectionViewFlowLayout()
        let grid = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        grid.register(Cell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { collectionView, path, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            (cell as? Cell)?.label.text = "\(item)"
            return cell
        }
        host.window.addSubview(grid)
        host.window.makeKeyAndVisible()
        var snapshots: [NSDiffableDataSourceSnapshot<Int, Int>] = []
        var generator = SplitMix(seed: 7)
        var items = Array(0..<100_000)
        var nextIdentifier = 100_000
        for _ in 0..<24 {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            snapshots.append(snapshot)
            // 1 %: 500 deleted, 500 inserted elsewhere.
            for _ in 0..<500 {
                items.remove(at: Int(generator.next() % UInt64(items.count)))
                items.insert(nextIdentifier, at: Int(generator.next() % UInt64(items.count)))
                nextIdentifier += 1
            }
        }
        dataSource.apply(snapshots[0], animatingDifferences: false)
        host.runFrame()
        var index = 0
        let apply = medianMilliseconds(runs: 20, warmUp: 2) {
            index += 1
            dataSource.apply(snapshots[index], animatingDifferences: true)
            host.runFrame()
        }
        index = 0
        let reload = medianMilliseconds(runs: 20, warmUp: 2) {
            index += 1
            dataSource.applySnapshotUsingReloadData(snapshots[index])
            host.runFrame()
        }
        report("diffable apply, 100,000 identifiers, 1 % changed (and a frame)", apply, unit: "ms",
               baselineName: "applySnapshotUsingReloadData of the same (and a frame)", reload)
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000
    }

    /// A small seeded generator (SplitMix64) so every run changes the same items.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
