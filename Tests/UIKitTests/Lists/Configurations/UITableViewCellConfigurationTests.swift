import Testing
@testable import UIKit
import UIKitTesting

/// A table cell that records the states its configuration updates see.
final class StateRecordingTableCell: UITableViewCell {
    var states: [UICellConfigurationState] = []
    var archived = false

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.archived] = archived
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append(state)
    }
}

/// Rows the table can reorder (the data source moves them).
@MainActor
final class MovableRowsSource: UITableViewDataSource {
    var titles: [String]
    var configure: ((UITableViewCell) -> Void)?

    init(titles: [String]) { self.titles = titles }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = titles[indexPath.row]
        configure?(cell)
        return cell
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        titles.insert(titles.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

extension UIConfigurationStateCustomKey {
    static let archived = UIConfigurationStateCustomKey("archived")
}

extension ConfigurationTests {
    /// Configurations on table view cells.
    @MainActor
    @Suite("UITableViewCell: configurations")
    struct UITableViewCellConfigurationTests {
        let host = UITestHost(device: tableStageDevice)
        let kept = KeptObjects()

        /// A table whose rows show their titles through a list content
        /// configuration of the cell's default look (the classic label empty).
        func configuredTable(style: UITableView.Style = .plain, sections: [[String]] = [["One", "Two", "Three"]],
                             cellStyle: UITableViewCell.CellStyle = .default,
                             configure: ((UITableViewCell, IndexPath) -> Void)? = nil,
                             prepare: (UITableView) -> Void = { _ in }) -> (UITableView, TitlesSource) {
            let source = TitlesSource(sections: sections)
            source.cellStyle = cellStyle
            source.configure = { cell, indexPath in
                var content = cell.defaultContentConfiguration()
                content.text = cell.textLabel?.text
                cell.textLabel?.text = nil
                cell.contentConfiguration = content
                configure?(cell, indexPath)
            }
            let table = host.makeTableView(style: style, source: source, configure: prepare)
            kept.objects.append(source)
            return (table, source)
        }

        func cell(_ table: UITableView, _ row: Int, section: Int = 0) -> UITableViewCell? {
            table.cellForRow(at: IndexPath(row: row, section: section))
        }

        @Test("the default content configuration follows the cell style")
        func defaultsByStyle() {
            host.activate()
            #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration().style == .cell)
            #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration().style
                    == .subtitleCell)
            #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().style == .valueCell)
            #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).defaultContentConfiguration().style == .valueCell)
        }

        @Test("a content configuration's view fills the content view; the same type updates it, another replaces it")
        func hostsContentView() throws {
            host.activate()
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = "First"
            cell.contentConfiguration = content
            let view = try #require(listContentView(in: cell))
            #expect(view.superview === cell.contentView)
            #expect(view.translatesAutoresizingMaskIntoConstraints == false)
            cell.layoutIfNeeded()
            #expect(view.frame == cell.contentView.bounds)
            content.text = "Second"
            cell.contentConfiguration = content
            #expect(listContentView(in: cell) === view)
            #expect(view.textLabel.text == "Second")
            cell.contentConfiguration = OtherConfiguration()
            #expect(view.superview == nil)
            #expect(cell.contentView.subviews.contains { $0 is OtherContentView })
            cell.contentConfiguration = nil
            #expect(!cell.contentView.subviews.contains { $0 is OtherContentView })
            #expect(cell.contentConfiguration == nil)
        }

        @Test("the classic labels stay independent of the content configuration")
        func classicLabelsIndependent() {
            host.activate()
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Classic"
            var content = cell.defaultContentConfiguration()
            content.text = "Configured"
            cell.contentConfiguration = content
            #expect(cell.textLabel?.text == "Classic")
            #expect(cell.textLabel?.superview === cell.contentView)
            #expect(listContentView(in: cell)?.textLabel.text == "Configured")
        }

        @Test("a configured row sizes itself: 44 pt for a line of text, taller for more")
        func selfSizing() {
            let long = "A long title that wraps onto a second line and then a third one in a narrow table row"
            let (table, _) = configuredTable(sections: [["Short", long]])
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == TableCellMetrics.standardHeight)
            let tall = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
            let text = listContentView(in: cell(table, 1)!)!.textLabel.frame.height
            // Margins, the wrapped text, and the separator's hairline (1 pt at 1×).
            #expect(tall == 11 + text + 11 + 1)
            #expect(tall > 44)
        }

        @Test("the separator starts at the configured text, after an image too")
        func separatorFollowsText() {
            let (table, _) = configuredTable(configure: { cell, indexPath in
                guard indexPath.row == 1, var content = cell.contentConfiguration as? UIListContentConfiguration else { return }
                content.image = UIImage(systemName: "star")
                cell.contentConfiguration = content
            })
            let plain = cell(table, 0)!, withImage = cell(table, 1)!
            #expect(plain.textLeadingInCell == CGFloat(16))
            #expect(withImage.textLeadingInCell == CGFloat(16 + 28 + 16))
            #expect(withImage.parts.separator?.frame.minX == CGFloat(16 + 28 + 16))
        }

        @Test("an indented row indents its configured content")
        func indentation() {
            host.activate()
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            var content = cell.defaultContentConfiguration()
            content.text = "Indented"
            cell.contentConfiguration = content
            cell.indentationLevel = 2
            cell.layoutIfNeeded()
            #expect(cell.textLeadingInCell == CGFloat(16 + 2 * 10))
        }

        @Test("selecting and highlighting run updateConfiguration(using:) and the handler with the state")
        func stateChangesUpdate() throws {
            var handled: [UICellConfigurationState] = []
            let (table, _) = configuredTable(configure: { cell, _ in
                cell.configurationUpdateHandler = { _, state in handled.append(state) }
            }, prepare: { $0.register(StateRecordingTableCell.self, forCellReuseIdentifier: TitlesSource.identifier) })
            let row = try #require(cell(table, 1) as? StateRecordingTableCell)
            #expect(row.states.count == 1)
            #expect(row.states.last?.isSelected == false)
            handled = []
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            host.runFrame()
            #expect(row.states.last?.isSelected == true)
            #expect(handled.last?.isSelected == true)
            let touch = host.touchDown(at: CGPoint(x: 100, y: 22))
            // The scroll view delays content touches a moment.
            host.advance(by: 0.2)
            #expect((cell(table, 0) as? StateRecordingTableCell)?.states.last?.isHighlighted == true)
            touch.cancel()
            host.runFrame()
            #expect((cell(table, 0) as? StateRecordingTableCell)?.states.last?.isHighlighted == false)
        }

        @Test("the state says when the table is editing, the cell is disabled, or a custom state is set")
        func stateFields() {
            let (table, _) = configuredTable(
                prepare: { $0.register(StateRecordingTableCell.self, forCellReuseIdentifier: TitlesSource.identifier) })
            let row = cell(table, 0) as? StateRecordingTableCell
            table.setEditing(true, animated: false)
            host.runFrame()
            #expect(row?.states.last?.isEditing == true)
            row?.isUserInteractionEnabled = false
            host.runFrame()
            #expect(row?.states.last?.isDisabled == true)
            row?.archived = true
            row?.setNeedsUpdateConfiguration()
            host.runFrame()
            #expect(row?.states.last?[.archived] == AnyHashable(true))
        }

        @Test("an update runs once per change, not on every layout")
        func updatesOnlyOnChange() {
            let (table, _) = configuredTable(
                prepare: { $0.register(StateRecordingTableCell.self, forCellReuseIdentifier: TitlesSource.identifier) })
            let row = cell(table, 2) as? StateRecordingTableCell
            let before = row?.states.count ?? 0
            row?.setNeedsLayout()
            row?.layoutIfNeeded()
            #expect(row?.states.count == before)
            row?.setNeedsUpdateConfiguration()
            row?.layoutIfNeeded()
            #expect(row?.states.count == before + 1)
        }

        @Test("a swiped row is swiped in its state")
        func swiped() {
            let source = EditableTitlesSource(sections: [["One", "Two"]])
            var states: [UICellConfigurationState] = []
            source.configure = { cell, _ in cell.configurationUpdateHandler = { _, state in states.append(state) } }
            let table = host.makeTableView(source: source)
            kept.objects.append(source)
            host.drag(from: CGPoint(x: 280, y: 22), to: CGPoint(x: 120, y: 22), duration: 0.3)
            host.runUntilIdle()
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.swipeOffset != 0)
            #expect(states.last?.isSwiped == true)
        }

        @Test("a row dragged by its reorder control is reordering in its state, until dropped")
        func reordering() {
            let source = MovableRowsSource(titles: ["One", "Two", "Three"])
            var states: [String: [Bool]] = [:]
            source.configure = { cell in
                cell.configurationUpdateHandler = { cell, state in
                    states[cell.textLabel?.text ?? "", default: []].append(state.isReordering)
                }
            }
            host.activate()
            let table = UITableView(frame: host.window.bounds, style: .plain)
            table.dataSource = source
            host.window.addSubview(table)
            host.window.makeKeyAndVisible()
            host.runFrame()
            kept.objects.append(source)
            table.setEditing(true, animated: false)
            host.runFrame()
            let touch = host.touchDown(at: CGPoint(x: 300, y: 22))
            host.runFrame()
            touch.move(to: CGPoint(x: 300, y: 60))
            host.runFrame()
            #expect(table.reorder != nil)
            #expect(states["One"]?.last == true)
            #expect(states["Two"]?.contains(true) == false)
            touch.up()
            host.runUntilIdle()
            #expect(states["One"]?.last == false)
        }

        @Test("a background configuration replaces the cell's color and shows selection itself")
        func backgroundConfiguration() throws {
            let (table, _) = configuredTable(style: .grouped, configure: { cell, _ in
                cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
            })
            let row = try #require(cell(table, 0))
            #expect(row.backgroundColor == nil)
            // Compared resolved, as before system colors became dynamic: this cell
            // is made before it joins the grouped table, so its default
            // configuration is the plain one (systemBackground), which light
            // mode cannot tell from secondarySystemGroupedBackground.
            let light = UITraitCollection(userInterfaceStyle: .light)
            #expect(row.backgroundConfiguration?.backgroundColor?.resolvedColor(with: light)
                        == UIColor.secondarySystemGroupedBackground.resolvedColor(with: light))
            table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
            host.runFrame()
            #expect(row.backgroundConfiguration?.backgroundColor == .systemGray4)
            #expect(row.defaultSelectedBackground.superview == nil)
            let background = row.subviews.first as? ConfigurationBackgroundView
            #expect(background?.frame == row.bounds)
            #expect(background?.configuration.resolvedBackgroundColor(for: .tintColor) == .systemGray4)
        }

        @Test("without automatic updates the configurations stay as set, and the handler still runs")
        func automaticUpdatesOff() {
            var runs = 0
            let (table, _) = configuredTable(configure: { cell, _ in
                cell.automaticallyUpdatesBackgroundConfiguration = false
                cell.backgroundConfiguration = .listPlainCell()
                cell.configurationUpdateHandler = { _, _ in runs += 1 }
            })
            table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
            host.runFrame()
            #expect(cell(table, 0)?.backgroundConfiguration?.backgroundColor == .systemBackground)
            #expect(runs >= 2)
        }

        @Test("the default background configuration follows the table's style")
        func defaultBackground() {
            let (plain, _) = configuredTable(style: .plain)
            #expect(cell(plain, 0)?.defaultBackgroundConfiguration() == .listPlainCell())
            let (grouped, _) = configuredTable(style: .insetGrouped)
            #expect(cell(grouped, 0)?.defaultBackgroundConfiguration() == .listGroupedCell())
        }
    }
}
