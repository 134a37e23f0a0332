import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UITableViewDiffableDataSource")
struct UITableViewDiffableDataSourceTests {
    @Test("it becomes the table view's data source; the first apply reloads and shows the rows")
    func firstApplyReloads() {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host)
        #expect(table.tableView.dataSource === table.dataSource)
        var completed = false
        table.dataSource.apply(tableList(["a", "b", "c"])) { completed = true }
        #expect(completed, "a reload completes before apply returns")
        host.runFrame()
        #expect(table.shown == ["a", "b", "c"])
        #expect(table.tableView.numberOfSections == 1)
        #expect(table.tableView.numberOfRows(inSection: 0) == 3)
        #expect(table.cell(0, in: 0)?.layer.animationKeys()?.isEmpty ?? true, "the first rows do not animate in")
    }

    @Test("a later apply is one animated batch: a moved row keeps its cell, a deleted one fades out, a new one fades in")
    func applyIsOneAnimatedBatch() {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host)
        table.dataSource.apply(tableList(["a", "b", "c", "d", "e"]))
        host.runFrame()
        let cellB = table.cell(1), cellE = table.cell(4)
        table.provided = []
        var completed = false
        // b deleted, x inserted after c, e moved to the front.
        table.dataSource.apply(tableList(["e", "a", "c", "x", "d"])) { completed = true }
        #expect(table.cell(0) === cellE, "the moved row keeps its cell")
        #expect(table.provided == ["x"], "only the inserted row needs a new cell")
        // `.automatic` fades: the deleted row stays in place, heading to alpha 0.
        #expect(cellB?.superview === table.tableView)
        #expect(cellB?.alpha == CGFloat(0))
        #expect(cellB?.frame.origin == CGPoint(x: 0, y: 44))
        #expect(table.cell(3)?.alpha == CGFloat(1))
        host.runFrame()
        #expect(!completed)
        let movedY = cellE?.layer.presentation()?.frame.minY ?? -1
        #expect(movedY > 0 && movedY < 176, "e slides up from 176 pt, at \(movedY) after a frame")
        #expect(host.runUntilIdle())
        #expect(completed, "the completion runs when the animations end")
        #expect(cellB?.isHidden == true, "the deleted row's cell went back to the reuse pool")
        #expect(table.shown == ["e", "a", "c", "x", "d"])
        #expect(table.cell(0)?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test("defaultRowAnimation is how deleted and inserted rows go and come, from the next apply on")
    func defaultRowAnimation() {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host)
        #expect(table.dataSource.defaultRowAnimation == .automatic)
        table.dataSource.apply(tableList(["a", "b", "c"]))
        host.runFrame()
        table.dataSource.defaultRowAnimation = .left
        let cellB = table.cell(1)
        table.dataSource.apply(tableList(["a", "c"]))
        // `.left`: the row slides out by its width, not fading.
        #expect(cellB?.frame == CGRect(x: -320, y: 44, width: 320, height: 44))
        #expect(cellB?.alpha == CGFloat(1))
        #expect(host.runUntilIdle())

        table.dataSource.defaultRowAnimation = .right
        table.dataSource.apply(tableList(["a", "n", "c"]))
        let cellN = table.cell(1)
        #expect(cellN?.frame == CGRect(x: 0, y: 44, width: 320, height: 44), "the new row's frame is its place")
        host.runFrame()
        let x = cellN?.layer.presentation()?.frame.minX ?? -1
        #expect(x > 0 && x < 320, "it slides in from the right, at \(x) after a frame")
        #expect(host.runUntilIdle())
        #expect(table.shown == ["a", "n", "c"])
    }

    @Test("sections deleted, inserted and moved carry their rows, and a subclass titles the headers by identifier")
    func sectionChanges() {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host) { EditableDiffableSource(tableView: $0, cellProvider: $1) }
        var old = NSDiffableDataSourceSnapshot<String, String>()
        old.appendSections(["A", "B", "C"])
        old.appendItems(["a1", "a2"], toSection: "A")
        old.appendItems(["b1"], toSection: "B")
        old.appendItems(["c1", "c2"], toSection: "C")
        table.dataSource.apply(old)
        host.runFrame()
        let cellC1 = table.cell(0, in: 2)
        var new = NSDiffableDataSourceSnapshot<String, String>()
        new.appendSections(["C", "A", "N"])
        new.appendItems(["c1", "c2", "a2"], toSection: "C")
        new.appendItems(["a1"], toSection: "A")
        new.appendItems(["n1"], toSection: "N")
        table.dataSource.apply(new)
        #expect(table.cell(0, in: 0) === cellC1, "section C moved to the top with its cells")
        #expect(host.runUntilIdle())
        #expect(table.shown == ["c1", "c2", "a2", "a1", "n1"])
        let headers = (0..<3).map { table.tableView.headerView(forSection: $0)?.textLabel?.text }
        #expect(headers == ["Section C", "Section A", "Section N"])
        #expect(table.dataSource.index(for: "N") == 2)
        #expect(table.dataSource.index(for: "B") == nil)
    }

    @Test("an apply that changes nothing makes no batch and completes at once")
    func nothingChanged() {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host)
        table.dataSource.apply(tableList(["a", "b"]))
        host.runFrame()
        let cells = table.tableView.visibleCells
        table.provided = []
        var completed = false
        table.dataSource.apply(tableList(["a", "b"])) { completed = true }
        #expect(completed)
        #expect(table.provided.isEmpty)
        let sameCells = table.tableView.visibleCells.elementsEqual(cells) { $0 === $1 }
        #expect(sameCells)
        #expect(cells.allSatisfy { $0.layer.animationKeys()?.isEmpty ?? true })
    }

    @Test("without animation the rows land at once and the completion runs before apply returns")
    func withoutAnimation() {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host)
        table.dataSource.apply(tableList(["a", "b", "c"]))
        host.runFrame()
        let cellA = table.cell(0), cellB = table.cell(1)
        var completed = false
        table.dataSource.apply(tableList(["c", "a"]), animatingDifferences: false) { completed = true }
        #expect(completed)
        #expect(table.cell(1) === cellA, "a batch, not a reload: the moved row keeps its cell")
        #expect(cellA?.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(cellA?.layer.animationKeys()?.isEmpty ?? true)
        #expect(cellB?.isHidden == true, "the deleted row's cell is recycled at once")
        #expect(UIView.areAnimationsEnabled)
        #expect(table.shown == ["c", "a"])
    }

    @Test("a reloaded item gets a new cell; a reconfigured one keeps its cell and shows the new data")
    func reloadAndReconfigure() {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host)
        table.dataSource.apply(tableList(["a", "b", "c"]))
        host.runFrame()
        let cellA = table.cell(0), cellB = table.cell(1)
        table.titles = ["a": "A!", "b": "B!"]
        table.provided = []
        var snapshot = table.dataSource.snapshot()
        snapshot.reloadItems(["a"])
        snapshot.reconfigureItems(["b"])
        table.dataSource.apply(snapshot)
        #expect(table.cell(1) === cellB)
        #expect(cellB?.textLabel?.text == "B!")
        #expect(table.cell(0) !== cellA, "the reloaded row has a new cell")
        #expect(cellA?.alpha == CGFloat(0), "the old cell fades out (.automatic)")
        #expect(host.runUntilIdle())
        #expect(table.shown == ["A!", "B!", "c"])
        #expect(table.provided.sorted() == ["a", "b"], "the provider is asked for the reloaded and reconfigured items only")
    }

    @Test("identifiers and index paths are read from the snapshot shown; its copy has no reload marks")
    func lookups() {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host)
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["a1"], toSection: "A")
        snapshot.appendItems(["b1", "b2"], toSection: "B")
        snapshot.reloadItems(["b1"])
        table.dataSource.apply(snapshot)
        #expect(table.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "b2")
        #expect(table.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 1)) == nil)
        #expect(table.dataSource.indexPath(for: "b1") == IndexPath(row: 0, section: 1))
        #expect(table.dataSource.indexPath(for: "zz") == nil)
        #expect(table.dataSource.sectionIdentifier(for: 1) == "B")
        #expect(table.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(table.dataSource.index(for: "A") == 0)
        #expect(table.dataSource.snapshot().itemIdentifiers == ["a1", "b1", "b2"])
        #expect(table.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        #expect(table.tableView.numberOfRows(inSection: 1) == 2)
    }

    @Test("applying with reload data asks for every row again, animates nothing and completes at once")
    func reloadDataApply() {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<String, String>(host: host)
        table.dataSource.apply(tableList(["a", "b"]))
        host.runFrame()
        table.provided = []
        var completed = false
        table.dataSource.applySnapshotUsingReloadData(tableList(["z", "a"])) { completed = true }
        #expect(completed)
        host.runFrame()
        #expect(table.provided == ["z", "a"])
        #expect(table.shown == ["z", "a"])
        #expect(table.tableView.visibleCells.allSatisfy { $0.layer.animationKeys()?.isEmpty ?? true })
    }

    @Test("seeded random applies: the table view accepts every batch and shows the new snapshot (150 seeds)")
    func randomApplies() {
        let host = UITestHost(device: tableStageDevice)
        let table = DiffableTable<Int, Int>(host: host)
        let animations: [UITableView.RowAnimation] = [.automatic, .fade, .left, .right, .top, .bottom, .middle, .none]
        var random = SplitMix64(state: 7)
        var snapshot = randomSnapshot(using: &random)
        table.dataSource.apply(snapshot)
        host.runFrame()
        var fresh = 1_000_000
        var mismatches: [Int] = []
        for step in 0..<150 {
            snapshot = randomEdit(of: snapshot, using: &random, fresh: &fresh)
            table.dataSource.defaultRowAnimation = animations[step % animations.count]
            table.dataSource.apply(snapshot, animatingDifferences: step.isMultiple(of: 3))
            _ = host.runUntilIdle()
            // Plain sections without titles take no room: rows 0 to 10 of all
            // the items, section after section, are on screen.
            let expected = snapshot.itemIdentifiers.prefix(11).map { "\($0)" }
            if table.shown != expected { mismatches.append(step) }
        }
        #expect(mismatches.isEmpty, "steps whose cells differ from the snapshot: \(mismatches.prefix(10))")
    }
}
