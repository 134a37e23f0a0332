import Foundation
import UIKit
import UIKitTesting

/// The cost of table views.
///
/// - A scroll frame of a 100,000-row plain table of standard text cells on an
///   iPhone 15 Pro (1179×2556 px): the offset moves 37 pt (a cell recycled
///   most frames), a hit test and a row lookup, and one main-loop turn that
///   lays out and composites — median and 99th percentile, next to one
///   full-frame Cairo fill of the same size.
/// - Memory: heap bytes held by a table of 1,000,000 rows that has been laid
///   out and scrolled, against one of 1,000 rows.
/// - Deleting 1,000 rows of 100,000 in one batch (and a frame), against
///   `reloadData()` and a frame.
@MainActor
enum TableBenchmark {
    static let device = UITestDevice.iPhone15Pro

    static func run() {
        scrollFrame()
        memory()
        batchDelete()
    }

    final class Titles: UITableViewDataSource {
        var rows: [Int]
        init(count: Int) { rows = Array(0..<count) }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(rows[indexPath.row])"
            return cell
        }
    }

    static func makeTable(in host: UITestHost, source: UITableViewDataSource) -> UITableView {
        host.activate()
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        host.window.addSubview(table)
        host.window.makeKeyAndVisible()
        host.runFrame()
        return table
    }

    static func scrollFrame() {
        let host = UITestHost(device: device)
        host.composesEveryFrame = true
        let source = Titles(count: 100_000)
        let table = makeTable(in: host, source: source)
        var samples: [Double] = []
        let clock = ContinuousClock()
        var offset: CGFloat = 0
        for run in 0..<530 {
            let elapsed = clock.measure {
                offset += 37
                table.contentOffset = CGPoint(x: 0, y: offset)
                _ = table.hitTest(CGPoint(x: 200, y: 400), with: nil)
                _ = table.indexPathForRow(at: CGPoint(x: 200, y: offset + 400))
                host.runFrame()
            }
            if run >= 30 { samples.append(CollectionBenchmark.milliseconds(elapsed)) }
        }
        samples.sort()
        let fill = CollectionBenchmark.fullFrameFill()
        report("table view scroll frame (+37 pt, hit test, turn, composite), 100,000 text rows, 1179×2556 px, median",
               samples[samples.count / 2], unit: "ms", baselineName: "one full-frame Cairo fill of 1179×2556 px", fill)
        report("table view scroll frame, 99th percentile", samples[samples.count * 99 / 100], unit: "ms",
               baselineName: "one full-frame Cairo fill of 1179×2556 px", fill)
        let cells = table.subviews.filter { $0 is UITableViewCell }.count
        print("table view scroll frame: \(cells) cells made for the \(table.indexPathsForVisibleRows?.last?.row ?? 0) "
              + "rows scrolled past")
    }

    static func memory() {
        _ = heapBytes(rows: 1_000)  // Warms up what the first table of a process allocates once.
        let thousand = heapBytes(rows: 1_000)
        let million = heapBytes(rows: 1_000_000)
        report("table view heap with 1,000,000 rows (laid out, scrolled)", Double(million) / 1024, unit: "KiB",
               baselineName: "with 1,000 rows", Double(thousand) / 1024)
    }

    /// Heap bytes held after making a table of `rows`, laying it out and
    /// scrolling it ten screens, minus those held before (the data source's
    /// own array excluded: it is made first).
    static func heapBytes(rows: Int) -> Int {
        let host = UITestHost(device: device)
        host.window.makeKeyAndVisible()
        host.runFrame()
        let source = Titles(count: rows)
        let before = CollectionBenchmark.allocatedBytes()
        let table = makeTable(in: host, source: source)
        for step in 1...10 {
            table.contentOffset = CGPoint(x: 0, y: min(CGFloat(step) * 852, table.contentSize.height - 852))
            host.runFrame()
        }
        let after = CollectionBenchmark.allocatedBytes()
        withExtendedLifetime((table, source, host)) {}
        return after - before
    }

    static func batchDelete() {
        let host = UITestHost(device: device)
        let source = Titles(count: 150_000)
        let table = makeTable(in: host, source: source)
        let delete = medianMilliseconds(runs: 20, warmUp: 2) {
            // Every 100th of the first 100,000 rows, removed in one pass.
            let paths = stride(from: 0, to: 100_000, by: 100).map { IndexPath(row: $0, section: 0) }
            var kept: [Int] = []
            kept.reserveCapacity(source.rows.count)
            for (index, row) in source.rows.enumerated() where index >= 100_000 || index % 100 != 0 {
                kept.append(row)
            }
            source.rows = kept
            table.performBatchUpdates { table.deleteRows(at: paths, with: .fade) }
            host.runFrame()
        }
        let reload = medianMilliseconds(runs: 20, warmUp: 2) {
            table.reloadData()
            host.runFrame()
        }
        report("performBatchUpdates deleting 1,000 rows of a table of 101,000–150,000 (and a frame)", delete, unit: "ms",
               baselineName: "reloadData and a frame", reload)
    }
}
