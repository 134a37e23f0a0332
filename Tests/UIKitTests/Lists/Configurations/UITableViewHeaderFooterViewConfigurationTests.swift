import Testing
@testable import UIKit
import UIKitTesting

/// Rows and titled headers and footers shown through list content
/// configurations (the delegate's views, dequeued). A class of its own: the
/// delegate's optional methods must be declared where the protocol is adopted.
@MainActor
final class ConfiguredHeadersSource: UITableViewDataSource, UITableViewDelegate {
    static let headerIdentifier = "header"
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var configureCell: ((UITableViewCell, IndexPath) -> Void)?

    init(sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        configureCell?(cell, indexPath)
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        configuredView(tableView, section < headerTitles.count ? headerTitles[section] : nil)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        configuredView(tableView, section < footerTitles.count ? footerTitles[section] : nil)
    }

    private func configuredView(_ tableView: UITableView, _ title: String?) -> UIView? {
        guard let title, let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.headerIdentifier)
        else { return nil }
        var content = view.defaultContentConfiguration()
        content.text = title
        view.contentConfiguration = content
        return view
    }
}

extension ConfigurationTests {
    /// Content configurations on table headers and footers.
    @MainActor
    @Suite("UITableViewHeaderFooterView: configurations")
    struct UITableViewHeaderFooterViewConfigurationTests {
        let host = UITestHost(device: tableStageDevice)
        let kept = KeptObjects()

        func table(_ style: UITableView.Style, headers: [String?], footers: [String?] = []) -> UITableView {
            host.activate()
            let source = ConfiguredHeadersSource(sections: [["One", "Two"], ["Three"]])
            source.headerTitles = headers
            source.footerTitles = footers
            kept.objects.append(source)
            let table = UITableView(frame: host.window.bounds, style: style)
            table.register(UITableViewHeaderFooterView.self,
                           forHeaderFooterViewReuseIdentifier: ConfiguredHeadersSource.headerIdentifier)
            table.sectionHeaderHeight = UITableView.automaticDimension
            table.sectionFooterHeight = UITableView.automaticDimension
            table.dataSource = source
            table.delegate = source
            host.window.addSubview(table)
            host.window.makeKeyAndVisible()
            host.runFrame()
            return table
        }

        @Test("a grouped table's header takes the grouped look: capitals, 38 pt, text 7 pt above the rows")
        func groupedHeader() throws {
            let table = table(.grouped, headers: ["Network", "Other"])
            let header = try #require(table.headerView(forSection: 1))
            let content = header.contentConfiguration as? UIListContentConfiguration
            #expect(content?.style == .groupedHeader)
            #expect(content?.text == "Network" || content?.text == "Other")
            #expect(table.rectForHeader(inSection: 1).height == TableHeaderFooterRole.groupedTitleHeaderHeight)
            let label = listContentView(in: header)!.textLabel
            #expect(label.text == "OTHER")
            #expect(frame(of: label, in: header).maxY == header.bounds.height - 7)
            #expect(frame(of: label, in: header).minX == table.contentMargin)
        }

        @Test("a plain table's header is 28 pt of semibold text; a grouped footer hangs below its section")
        func plainHeaderAndGroupedFooter() {
            let plain = table(.plain, headers: ["Plain"])
            #expect(plain.rectForHeader(inSection: 0).height == TableHeaderFooterRole.plainTitleHeight)
            let header = plain.headerView(forSection: 0)
            #expect((header?.contentConfiguration as? UIListContentConfiguration)?.style == .plainHeader)
            let grouped = table(.grouped, headers: [], footers: ["Explains the section."])
            let footer = grouped.footerView(forSection: 0)
            #expect((footer?.contentConfiguration as? UIListContentConfiguration)?.style == .groupedFooter)
            let label = listContentView(in: footer!)!.textLabel
            #expect(frame(of: label, in: footer!).minY == TableHeaderFooterRole.groupedFooterTopPadding)
            // Auto Layout rounds the fitting height up to whole pixels (1× here).
            #expect(grouped.rectForFooter(inSection: 0).height
                    == ceil(7 + label.frame.height + TableHeaderFooterRole.groupedFooterBottomPadding))
        }

        @Test("a header view not shown yet offers the plain header look")
        func unplacedDefault() {
            host.activate()
            let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
            #expect(view.defaultContentConfiguration().style == .plainHeader)
        }

        @Test("a configuration the app built itself keeps its look wherever the view is shown")
        func explicitStyleKept() {
            host.activate()
            let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
            var content = UIListContentConfiguration.plainFooter()
            content.text = "Mine"
            view.contentConfiguration = content
            view.role = .groupedHeader
            #expect((view.contentConfiguration as? UIListContentConfiguration)?.style == .plainFooter)
        }
    }
}

