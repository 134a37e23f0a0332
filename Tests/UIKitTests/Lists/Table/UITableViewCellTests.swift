import Testing
@testable import UIKit
import UIKitTesting

/// The classic cell styles and accessories as iOS draws them, and cells
/// that size themselves with Auto Layout.
@MainActor
@Suite("UITableViewCell")
struct UITableViewCellTests {
    @Test("the three table styles with the classic cell styles and every accessory")
    func looks() {
        for style in [UITableView.Style.plain, .grouped, .insetGrouped] {
            let host = UITestHost(device: tableSnapshotDevice)
            let source = TitlesSource(sections: [["Default", "Value 1", "Value 2", "Subtitle"],
                                                 ["Checkmark", "Detail button", "Detail disclosure", "Image"]])
            source.headers = ["Styles", "Accessories"]
            source.footers = [nil, "Rows with accessories keep their text clear of them."]
            let styles: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]
            let accessories: [UITableViewCell.AccessoryType] = [.checkmark, .detailButton, .detailDisclosureButton,
                                                                .disclosureIndicator]
            let tableView = host.makeTableView(style: style, source: source) { table in
                table.estimatedRowHeight = 0
            }
            _ = tableView
            source.configure = nil
            // Cells are made per row with the style the row names.
            let custom = StyledCells(styles: styles, accessories: accessories, titles: source.sections)
            tableView.dataSource = custom
            tableView.delegate = custom
            custom.headers = source.headers
            custom.footers = source.footers
            host.runFrame()
            assertSnapshot(of: host, named: "styles-\(["plain", "grouped", "insetGrouped"][style.rawValue])")
        }
    }

    @Test("a detail button's tap reaches the delegate instead of selecting the row")
    func detailButton() {
        let host = UITestHost(device: tableStageDevice)
        let source = TitlesSource(count: 5)
        source.configure = { cell, _ in cell.accessoryType = .detailButton }
        final class Listener: UITableViewDelegate {
            var tapped: [IndexPath] = []
            func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
                tapped.append(indexPath)
            }
        }
        let listener = Listener()
        let tableView = host.makeTableView(source: source)
        tableView.delegate = listener
        host.tap(at: CGPoint(x: 320 - 16 - 11, y: 66))
        #expect(listener.tapped == [IndexPath(row: 1, section: 0)])
        #expect(tableView.indexPathForSelectedRow == nil)
        host.tap(at: CGPoint(x: 100, y: 66))
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("an insert control's tap commits an insertion")
    func insertControl() {
        final class Inserting: UITableViewDataSource, UITableViewDelegate {
            var rows = ["a", "b"]
            var committed: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: "r")
                cell.textLabel?.text = rows[indexPath.row]
                return cell
            }
            func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
                -> UITableViewCell.EditingStyle { .insert }
            func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                           forRowAt indexPath: IndexPath) {
                committed.append("\(editingStyle) \(indexPath.row)")
            }
        }
        let host = UITestHost(device: tableStageDevice)
        host.activate()
        let source = Inserting()
        let tableView = UITableView(frame: host.window.bounds, style: .plain)
        tableView.dataSource = source
        tableView.delegate = source
        host.window.addSubview(tableView)
        host.window.makeKeyAndVisible()
        tableView.setEditing(true, animated: false)
        host.runFrame()
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.editingStyle == .insert)
        host.tap(at: CGPoint(x: 27, y: 66))
        #expect(source.committed == ["insert 1"])
    }

    @Test("a cell whose content is pinned by constraints sizes its row to the content")
    func autoLayoutSelfSizing() {
        final class Note: UITableViewCell {
            let body = UILabel()
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                body.numberOfLines = 0
                body.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(body)
                NSLayoutConstraint.activate([
                    body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Notes: UITableViewDataSource {
            let texts = ["One line", String(repeating: "Several lines of text. ", count: 12)]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
                (cell as? Note)?.body.text = texts[indexPath.row]
                return cell
            }
        }
        let host = UITestHost(device: tableStageDevice)
        host.activate()
        let source = Notes()
        let tableView = UITableView(frame: host.window.bounds, style: .plain)
        tableView.register(Note.self, forCellReuseIdentifier: "note")
        tableView.dataSource = source
        host.window.addSubview(tableView)
        host.window.makeKeyAndVisible()
        host.runFrame()
        let label = UILabel()
        label.text = "One line"
        let line = label.intrinsicContentSize.height
        // The label's height, 12 pt above and below, and the separator's 1-px hairline (1×).
        #expect(abs(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height - (line + 24 + 1)) < 0.5)
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height > 3 * line + 24)
        let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? Note
        #expect(cell.map { $0.body.frame.maxY <= $0.contentView.bounds.height - 11 } == true)
    }

    @Test("estimated rows are asked their heights as they appear, not before")
    func lazyDelegateHeights() {
        final class Heights: UITableViewDataSource, UITableViewDelegate {
            var asked: Set<Int> = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "r")
                    ?? UITableViewCell(style: .default, reuseIdentifier: "r")
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                asked.insert(indexPath.row)
                return indexPath.row.isMultiple(of: 2) ? 60 : 40
            }
        }
        let host = UITestHost(device: tableStageDevice)
        host.activate()
        let source = Heights()
        let tableView = UITableView(frame: host.window.bounds, style: .plain)
        tableView.dataSource = source
        tableView.delegate = source
        host.window.addSubview(tableView)
        host.window.makeKeyAndVisible()
        host.runFrame()
        #expect(source.asked.count < 20)
        #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 100)
        #expect(tableView.contentSize.height > 10_000 * 44 - 200)
    }

    @Test("the prefetch data source hears of the rows one screen ahead, and of those it need not load")
    func prefetching() {
        final class Prefetcher: UITableViewDataSourcePrefetching {
            var prefetched: [IndexPath] = []
            var cancelled: [IndexPath] = []
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
            func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
                cancelled += indexPaths
            }
        }
        let host = UITestHost(device: tableStageDevice)
        let source = TitlesSource(count: 1_000)
        let prefetcher = Prefetcher()
        let tableView = host.makeTableView(source: source) { $0.prefetchDataSource = prefetcher }
        host.runFrame()
        // Rows 11 … 21 overlap the next screen (480 … 960).
        #expect(prefetcher.prefetched.first == IndexPath(row: 11, section: 0))
        #expect(prefetcher.prefetched.last == IndexPath(row: 21, section: 0))
        tableView.contentOffset = CGPoint(x: 0, y: 44 * 100)
        host.runFrame()
        #expect(prefetcher.cancelled.contains(IndexPath(row: 21, section: 0)))
    }
}

/// Rows whose cells take their style and accessory from the row's place.
@MainActor
final class StyledCells: UITableViewDataSource, UITableViewDelegate {
    let styles: [UITableViewCell.CellStyle]
    let accessories: [UITableViewCell.AccessoryType]
    let titles: [[String]]
    var headers: [String?] = []
    var footers: [String?] = []

    init(styles: [UITableViewCell.CellStyle], accessories: [UITableViewCell.AccessoryType], titles: [[String]]) {
        self.styles = styles
        self.accessories = accessories
        self.titles = titles
    }

    func numberOfSections(in tableView: UITableView) -> Int { titles.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles[section].count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headers[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footers[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let style = indexPath.section == 0 ? styles[indexPath.row] : .default
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = titles[indexPath.section][indexPath.row]
        cell.detailTextLabel?.text = "Detail"
        if indexPath.section == 1 {
            cell.accessoryType = accessories[indexPath.row]
            if indexPath.row == 3 {
                cell.imageView?.image = UIImage(systemName: "star.fill")
            }
        }
        return cell
    }
}
