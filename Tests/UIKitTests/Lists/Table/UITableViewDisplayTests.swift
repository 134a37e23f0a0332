import Testing
@testable import UIKit
import UIKitTesting

/// Cells for exactly the visible rows, recycled by identifier as the table
/// scrolls; geometry per style; headers, footers and sticky headers.
@MainActor
@Suite("UITableView: display")
struct UITableViewDisplayTests {
    let host = UITestHost(device: tableStageDevice)

    @Test("a plain table shows standard 44-pt rows from the top")
    func standardRows() {
        let source = TitlesSource(count: 100)
        let tableView = host.makeTableView(source: source)
        // 480 / 44 = 10.9: rows 0 … 10 overlap the screen.
        #expect(tableView.indexPathsForVisibleRows?.count == 11)
        #expect(tableView.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(tableView.contentSize == CGSize(width: 320, height: 4400))
        #expect(shownTitles(tableView).first == "Row 0")
    }

    @Test("scrolling recycles cells: a long table makes about a screenful of them")
    func reuse() {
        let source = TitlesSource(count: 10_000)
        var made = 0
        source.configure = { _, _ in }
        let tableView = host.makeTableView(source: source)
        let cells = Set(tableView.visibleCells.map(ObjectIdentifier.init))
        for step in 1...40 {
            tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 100)
            host.runFrame()
        }
        for cell in tableView.visibleCells where !cells.contains(ObjectIdentifier(cell)) { made += 1 }
        #expect(shownTitles(tableView).first == "Row 90")                    // 4000 / 44 = 90.9
        #expect(tableView.subviews.compactMap { $0 as? UITableViewCell }.count <= 13)
        #expect(made <= 2)
    }

    @Test("cells with a registered class are made once and reused with prepareForReuse")
    func registeredClass() {
        final class CountingCell: UITableViewCell {
            static var made = 0
            var reuses = 0
            override init(style: CellStyle, reuseIdentifier: String?) {
                CountingCell.made += 1
                super.init(style: style, reuseIdentifier: reuseIdentifier)
            }
            required init?(coder: NSCoder) { nil }
            override func prepareForReuse() {
                super.prepareForReuse()
                reuses += 1
            }
        }
        CountingCell.made = 0
        let source = TitlesSource(count: 1_000)
        let tableView = host.makeTableView(source: source) {
            $0.register(CountingCell.self, forCellReuseIdentifier: TitlesSource.identifier)
        }
        #expect(CountingCell.made == 11)
        tableView.contentOffset = CGPoint(x: 0, y: 44 * 20)
        host.runFrame()
        #expect(CountingCell.made == 11)
        #expect(tableView.reuse.createdCellCount == 11)
        #expect(tableView.visibleCells.allSatisfy { ($0 as? CountingCell)?.reuses == 1 })
        #expect(tableView.visibleCells.first?.reuseIdentifier == TitlesSource.identifier)
    }

    @Test("will-display and did-end-displaying pair up as rows scroll through")
    func displayCallbacks() {
        let source = TitlesSource(count: 50)
        source.logsDisplay = true
        let tableView = host.makeTableView(source: source)
        source.calls = []
        tableView.contentOffset = CGPoint(x: 0, y: 44)
        host.runFrame()
        #expect(source.calls == ["didEndDisplaying 0-0", "willDisplay 0-11"])
    }

    @Test("plain title headers are 28 pt and stick to the top until their section ends")
    func stickyHeaders() {
        let source = TitlesSource(sections: [(0..<5).map { "A\($0)" }, (0..<20).map { "B\($0)" }])
        source.headers = ["A", "B"]
        let tableView = host.makeTableView(source: source)
        #expect(tableView.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(28 + 220 + 28))
        tableView.contentOffset = CGPoint(x: 0, y: 100)
        host.runFrame()
        #expect(tableView.headerView(forSection: 0)?.frame.minY == 100)
        // Section 0 ends at 248: its header is pushed up by the end.
        tableView.contentOffset = CGPoint(x: 0, y: 230)
        host.runFrame()
        #expect(tableView.headerView(forSection: 0)?.frame.minY == 220)
        #expect(tableView.headerView(forSection: 1)?.frame.minY == 248)
        #expect(tableView.headerView(forSection: 0)?.textLabel?.text == "A")
    }

    @Test("grouped tables leave 35 pt above the first section and between sections")
    func groupedSpacing() {
        let source = TitlesSource(sections: [["a", "b"], ["c"]])
        let tableView = host.makeTableView(style: .grouped, source: source)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
        // 35 + 88 + 17.5 (footer) + 17.5 (header)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 158)
    }

    @Test("grouped title headers are 38 pt and show their titles in capitals")
    func groupedTitles() {
        let source = TitlesSource(sections: [["a"]])
        source.headers = ["Network"]
        let tableView = host.makeTableView(style: .grouped, source: source)
        #expect(tableView.rectForHeader(inSection: 0).height == 38)
        #expect(tableView.headerView(forSection: 0)?.textLabel?.text == "NETWORK")
    }

    @Test("inset-grouped rows are inset by the margins and the section's ends are rounded")
    func insetGrouped() {
        let source = TitlesSource(sections: [["a", "b", "c"]])
        let tableView = host.makeTableView(style: .insetGrouped, source: source)
        let first = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        let middle = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(first?.frame.minX == 16)
        #expect(first?.frame.width == 288)
        #expect(first?.layer.cornerRadius == 10)
        #expect(first?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle?.layer.cornerRadius == 0)
    }

    @Test("the delegate's heights and fixed rowHeight place rows")
    func delegateHeights() {
        final class Tall: UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 1 ? 100 : 50
            }
        }
        host.activate()
        let source = Tall()
        let tableView = UITableView(frame: host.window.bounds, style: .plain)
        tableView.estimatedRowHeight = 0
        tableView.dataSource = source
        tableView.delegate = source
        host.window.addSubview(tableView)
        host.runFrame()
        #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 150)
        let fixed = TitlesSource(count: 5)
        let other = host.makeTableView(source: fixed) { $0.rowHeight = 60 }
        #expect(other.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 120, width: 320, height: 60))
    }

    @Test("self-sizing rows grow to fit several lines of text")
    func selfSizing() {
        let source = TitlesSource(sections: [["short", String(repeating: "long text ", count: 20), "short"]])
        source.configure = { cell, _ in cell.textLabel?.numberOfLines = 0 }
        let tableView = host.makeTableView(source: source)
        let tall = tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(tall.height > 80)
        #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY == tall.maxY)
    }

    @Test("table header and footer views scroll with the rows")
    func tableHeaderFooter() {
        let source = TitlesSource(count: 3)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        let tableView = host.makeTableView(source: source) {
            $0.tableHeaderView = header
            $0.tableFooterView = footer
        }
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 120))
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
        #expect(footer.frame.minY == CGFloat(120 + 132))
        #expect(tableView.contentSize.height == CGFloat(120 + 132 + 30))
    }

    @Test("lookups: the row at a point, the row of a cell, rows in a rect")
    func lookups() {
        let source = TitlesSource(count: 30)
        let tableView = host.makeTableView(source: source)
        #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 2, section: 0))
        let cell = tableView.cellForRow(at: IndexPath(row: 4, section: 0))
        #expect(cell.flatMap(tableView.indexPath(for:)) == IndexPath(row: 4, section: 0))
        #expect(tableView.indexPathsForRows(in: CGRect(x: 0, y: 40, width: 10, height: 10))
                == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(tableView.numberOfRows(inSection: 0) == 30)
        #expect(tableView.cellForRow(at: IndexPath(row: 25, section: 0)) == nil)
    }
}

/// The section index along the trailing edge.
@MainActor
@Suite("UITableView: section index")
struct UITableViewSectionIndexTests {
    final class Lettered: UITableViewDataSource {
        let letters = ["A", "B", "C", "D", "E"]
        var minimumIndex: (String, Int) -> Int = { _, index in index }
        func numberOfSections(in tableView: UITableView) -> Int { letters.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "r")
                ?? UITableViewCell(style: .default, reuseIdentifier: "r")
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { letters[section] }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
        func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            minimumIndex(title, index)
        }
    }

    let host = UITestHost(device: tableStageDevice)

    func makeTable(_ source: Lettered, configure: (UITableView) -> Void = { _ in }) -> UITableView {
        host.activate()
        let tableView = UITableView(frame: host.window.bounds, style: .plain)
        configure(tableView)
        tableView.dataSource = source
        host.window.addSubview(tableView)
        host.window.makeKeyAndVisible()
        host.runFrame()
        return tableView
    }

    @Test("the titles stand in a column along the trailing edge and the rows keep clear of it")
    func column() throws {
        let source = Lettered()
        let tableView = makeTable(source)
        let index = try #require(tableView.sectionIndexView)
        #expect(index.frame == CGRect(x: 320 - 16, y: 0, width: 16, height: 480))
        #expect(index.titles == ["A", "B", "C", "D", "E"])
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        // The chevron sits at the margin before the index.
        let chevron = try #require(cell.subviews.first { $0 is UIImageView && $0.frame.width == 8 })
        #expect(chevron.frame.maxX == CGFloat(320 - 16 - 16))
    }

    @Test("touching a title scrolls its section to the top; sliding follows the titles")
    func touching() throws {
        let source = Lettered()
        let tableView = makeTable(source)
        let index = try #require(tableView.sectionIndexView)
        // Five 14-pt titles centered in 480 pt: C spans 233…247.
        let finger = host.touchDown(at: CGPoint(x: 312, y: 240))
        #expect(tableView.contentOffset.y == tableView.rect(forSection: 2).minY)
        finger.move(to: CGPoint(x: 312, y: 254))
        #expect(tableView.contentOffset.y == tableView.rect(forSection: 3).minY)
        finger.up()
        host.runUntilIdle()
        #expect(tableView.contentOffset.y == tableView.rect(forSection: 3).minY)
        #expect(index.titleIndex(at: 0) == 0)
    }

    @Test("the data source may send a title to another section")
    func redirected() {
        let source = Lettered()
        source.minimumIndex = { _, _ in 4 }
        let tableView = makeTable(source)
        host.tap(at: CGPoint(x: 312, y: 226))
        #expect(tableView.contentOffset.y == tableView.contentSize.height - 480)
    }

    @Test("a table with fewer rows than the minimum shows no index")
    func minimum() {
        let source = Lettered()
        let tableView = makeTable(source) { $0.sectionIndexMinimumDisplayRowCount = 100 }
        #expect(tableView.sectionIndexView == nil)
        // The content ends at the chevron (8 pt wide, at the 16-pt margin).
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.maxX
                == CGFloat(320 - 16 - 8))
    }
}
