import Testing
@testable import UIKit
import UIKitTesting

extension ConfigurationTests {
    /// How configured cells and list layouts look, as PNG references (2×):
    /// each list appearance, value and subtitle rows, grouped headers.
    @MainActor
    @Suite("List appearances: snapshots")
    struct ListAppearanceSnapshotTests {
        let host = UITestHost(device: tableSnapshotDevice)

        static let symbols = ["wifi", "bell", "gear", "lock", "globe", "person", "star", "folder"]

        func list(_ configuration: UICollectionLayoutListConfiguration, sections: [[String]],
                  headers: [String] = [], footers: [String] = [],
                  configure: ((UICollectionViewListCell, IndexPath) -> Void)? = nil) -> UICollectionView {
            let source = ListTitlesSource(sections: sections)
            source.headers = headers
            source.footers = footers
            source.configure = configure
            let view = host.makeListView(configuration, source: source)
            host.runFrame()
            return view
        }

        /// A symbol per row, from the list above.
        static func withSymbol(_ cell: UICollectionViewListCell, _ indexPath: IndexPath) {
            guard var content = cell.contentConfiguration as? UIListContentConfiguration else { return }
            content.image = UIImage(systemName: symbols[(indexPath.section * 3 + indexPath.item) % symbols.count])
            cell.contentConfiguration = content
        }

        @Test("a plain list: pinned gray headers, separators under every row from the text")
        func plain() {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = .supplementary
            _ = list(configuration, sections: [["Inbox", "Drafts", "Sent"], ["Archive", "Junk", "Trash"]],
                     headers: ["Mailboxes", "More"]) { cell, indexPath in
                Self.withSymbol(cell, indexPath)
                cell.accessories = [.label(text: "\(indexPath.item * 7 + 2)"), .disclosureIndicator()]
            }
            assertSnapshot(of: host, named: "list-plain")
        }

        @Test("a grouped list: white sections on gray, capital headers, a footer, closing hairlines")
        func grouped() {
            var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            _ = list(configuration, sections: [["Airplane Mode", "Wi-Fi", "Bluetooth"], ["Notifications", "Sounds"]],
                     headers: ["Connections", "Alerts"],
                     footers: ["Wireless connections the device keeps.", "How the device lets you know."]) { cell, indexPath in
                cell.accessories = [.disclosureIndicator()]
            }
            assertSnapshot(of: host, named: "list-grouped")
        }

        @Test("an inset-grouped list: rounded sections inset by the margin, a checked and a selected row")
        func insetGrouped() {
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            let view = list(configuration, sections: [["Wi-Fi", "Bluetooth", "Cellular"], ["General", "Privacy"]],
                            headers: ["Network", "Settings"]) { cell, indexPath in
                Self.withSymbol(cell, indexPath)
                cell.accessories = indexPath == IndexPath(item: 0, section: 0)
                    ? [.checkmark()] : [.disclosureIndicator()]
            }
            view.selectItem(at: IndexPath(item: 1, section: 1), animated: false, scrollPosition: [])
            host.runFrame()
            assertSnapshot(of: host, named: "list-inset-grouped")
        }

        @Test("a sidebar: rows inset from the sides, the selected one filled with the tint, no separators")
        func sidebar() {
            var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
            configuration.headerMode = .firstItemInSection
            let view = list(configuration, sections: [["Library", "Recently Added", "Artists", "Albums"],
                                                      ["Playlists", "Favorites", "Road Trip"]]) { cell, indexPath in
                if indexPath.item > 0 { Self.withSymbol(cell, indexPath) }
            }
            view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
            host.runFrame()
            assertSnapshot(of: host, named: "list-sidebar")
        }

        @Test("an editing list: delete controls at the leading edge, reorder handles at the trailing edge")
        func editing() {
            let view = list(.init(appearance: .insetGrouped), sections: [["Milk", "Eggs", "Bread", "Coffee"]]) { cell, _ in
                cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
            }
            view.isEditing = true
            host.runFrame()
            assertSnapshot(of: host, named: "list-editing")
        }

        @Test("table rows with value and subtitle configurations under a grouped header")
        func tableValueCells() {
            let source = ConfiguredHeadersSource(sections: [["Wi-Fi", "Bluetooth", "Personal Hotspot"], ["Battery"]])
            source.headerTitles = ["Connections", "Power"]
            source.footerTitles = [nil, "Shows the charge left."]
            let details = ["Home", "On", "Off", "86%"]
            source.configureCell = { cell, indexPath in
                var content = indexPath.section == 0 ? UIListContentConfiguration.valueCell() : .subtitleCell()
                content.text = cell.textLabel?.text
                cell.textLabel?.text = nil
                content.secondaryText = indexPath.section == 0 ? details[indexPath.row] : "Charging since noon"
                content.image = UIImage(systemName: Self.symbols[indexPath.row])
                cell.contentConfiguration = content
                cell.accessoryType = .disclosureIndicator
            }
            host.activate()
            let table = UITableView(frame: host.window.bounds, style: .insetGrouped)
            table.register(UITableViewHeaderFooterView.self,
                           forHeaderFooterViewReuseIdentifier: ConfiguredHeadersSource.headerIdentifier)
            table.sectionHeaderHeight = UITableView.automaticDimension
            table.sectionFooterHeight = UITableView.automaticDimension
            table.dataSource = source
            table.delegate = source
            host.window.addSubview(table)
            host.window.makeKeyAndVisible()
            host.runFrame()
            withExtendedLifetime(source) {
                assertSnapshot(of: host, named: "table-value-cells")
            }
        }
    }
}
