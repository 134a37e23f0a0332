import Testing
@testable import UIKit
import UIKitTesting

/// Inserting, deleting, moving and reloading rows and sections: checked with
/// UIKit's rules, the data source asked again, and animated with each row
/// animation.
@MainActor
@Suite("UITableView: updates")
struct UITableViewUpdatesTests {
    let host = UITestHost(device: tableStageDevice)

    @Test("deleting and inserting rows in one batch shifts the rows between")
    func batch() {
        let source = TitlesSource(count: 10)
        let tableView = host.makeTableView(source: source)
        source.sections[0].remove(at: 1)
        source.sections[0].insert("New", at: 4)
        var finished: Bool?
        tableView.performBatchUpdates({
            tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            tableView.insertRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
        }, completion: { finished = $0 })
        host.runUntilIdle()
        #expect(finished == true)
        #expect(shownTitles(tableView) == ["Row 0", "Row 2", "Row 3", "Row 4", "New", "Row 5", "Row 6", "Row 7",
                                           "Row 8", "Row 9"])
        #expect(tableView.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minY == 176)
        #expect(tableView.contentSize.height == 440)
    }

    @Test("beginUpdates and endUpdates nest into one update")
    func nested() {
        let source = TitlesSource(count: 5)
        let tableView = host.makeTableView(source: source)
        source.sections[0].append("A")
        source.sections[0].append("B")
        tableView.beginUpdates()
        tableView.insertRows(at: [IndexPath(row: 5, section: 0)], with: .none)
        tableView.beginUpdates()
        tableView.insertRows(at: [IndexPath(row: 6, section: 0)], with: .none)
        tableView.endUpdates()
        #expect(tableView.numberOfRows(inSection: 0) == 5)
        tableView.endUpdates()
        #expect(tableView.numberOfRows(inSection: 0) == 7)
        host.runUntilIdle()
        #expect(shownTitles(tableView).suffix(2) == ["A", "B"])
    }

    @Test("a moved row keeps its cell and its selection")
    func move() {
        let source = TitlesSource(count: 6)
        let tableView = host.makeTableView(source: source)
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        source.sections[0].append(source.sections[0].removeFirst())
        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 5, section: 0))
        host.runUntilIdle()
        #expect(tableView.cellForRow(at: IndexPath(row: 5, section: 0)) === cell)
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        #expect(cell?.frame.minY == 220)
    }

    @Test("reloading a row asks the data source for a new cell")
    func reloadRow() {
        let source = TitlesSource(count: 6)
        let tableView = host.makeTableView(source: source)
        let before = tableView.cellForRow(at: IndexPath(row: 2, section: 0))
        source.sections[0][2] = "Changed"
        tableView.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        host.runUntilIdle()
        let after = tableView.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(after !== before)
        #expect(after?.textLabel?.text == "Changed")
    }

    @Test("inserting and deleting sections moves the sections below")
    func sections() {
        let source = TitlesSource(sections: [["a"], ["b"], ["c"]])
        source.headers = ["A", "B", "C"]
        let tableView = host.makeTableView(source: source)
        source.sections.remove(at: 0)
        source.headers.remove(at: 0)
        tableView.deleteSections(IndexSet(integer: 0), with: .fade)
        host.runUntilIdle()
        #expect(tableView.numberOfSections == 2)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(tableView.headerView(forSection: 0)?.textLabel?.text == "B")
    }

    @Test("an empty begin/end pair asks the heights again and animates them")
    func heightRefresh() {
        final class Expanding: UITableViewDataSource, UITableViewDelegate {
            var expanded = false
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: "r")
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 0 && expanded ? 144 : 44
            }
        }
        host.activate()
        let source = Expanding()
        let tableView = UITableView(frame: host.window.bounds, style: .plain)
        tableView.dataSource = source
        tableView.delegate = source
        host.window.addSubview(tableView)
        host.window.makeKeyAndVisible()
        host.runFrame()
        source.expanded = true
        tableView.beginUpdates()
        tableView.endUpdates()
        let second = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        host.advance(by: 0.15)
        let midway = second?.layer.presentation()?.frame.minY ?? 0
        #expect(midway > 44 && midway < 144)
        host.runUntilIdle()
        #expect(second?.frame.minY == 144)
    }

    @Test("an animated delete keeps the old cell on screen until the animation ends")
    func departure() {
        let source = TitlesSource(count: 5)
        source.logsDisplay = true
        let tableView = host.makeTableView(source: source)
        let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        source.calls = []
        source.sections[0].remove(at: 1)
        tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        host.advance(by: 0.1)
        #expect(cell?.isHidden == false)
        #expect(source.calls.isEmpty)
        host.runUntilIdle()
        #expect(cell?.isHidden == true)
        #expect(source.calls == ["didEndDisplaying 0-1"])
    }
}

/// Each row animation midway through deleting row 1 and inserting row 3.
@MainActor
@Suite("UITableView: row animations")
struct UITableViewRowAnimationTests {
    /// Six 44-pt rows at 2×, where the slides and fades show.
    static let device = UITestDevice(name: "Row animations", screenSize: CGSize(width: 200, height: 264), scale: 2,
                                     safeAreaInsets: .zero, framesPerSecond: 60)
    static let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
                                    .systemIndigo, .systemPurple]

    nonisolated static let animations: [(String, UITableView.RowAnimation)] = [
        ("fade", .fade), ("right", .right), ("left", .left), ("top", .top), ("bottom", .bottom),
        ("middle", .middle), ("none", .none), ("automatic", .automatic),
    ]

    @Test("rows leave and enter as their animation says", arguments: animations)
    func midway(name: String, animation: UITableView.RowAnimation) {
        let host = UITestHost(device: Self.device)
        let source = TitlesSource(sections: [["0", "1", "2", "3", "4", "5"]])
        source.configure = { cell, indexPath in
            let title = source.sections[indexPath.section][indexPath.row]
            cell.backgroundColor = Self.colors[(Int(title) ?? 7) % Self.colors.count]
        }
        let tableView = host.makeTableView(source: source)
        source.sections[0].remove(at: 1)
        source.sections[0].insert("7", at: 3)
        tableView.performBatchUpdates {
            tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: animation)
            tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: animation)
        }
        host.advance(by: UITableView.updateAnimationDuration / 2)
        assertSnapshot(of: host, named: "delete-1-insert-3-\(name)-midway")
        host.runUntilIdle()
        #expect(shownTitles(tableView) == ["0", "2", "3", "7", "4", "5"])
    }
}
