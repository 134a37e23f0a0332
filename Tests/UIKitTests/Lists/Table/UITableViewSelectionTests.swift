import Testing
@testable import UIKit
import UIKitTesting

/// Highlight and selection by touch and in code, in UIKit's order, kept by
/// index path across reuse.
@MainActor
@Suite("UITableView: selection")
struct UITableViewSelectionTests {
    let host = UITestHost(device: tableStageDevice)
    let row2 = IndexPath(row: 2, section: 0)

    @Test("a tap highlights, then will-select, unhighlights and did-select")
    func tapOrder() {
        let source = TitlesSource(count: 30)
        let tableView = host.makeTableView(source: source)
        host.tap(at: CGPoint(x: 100, y: 110))
        host.runFrame()
        #expect(source.calls == ["shouldHighlight 0-2", "didHighlight 0-2", "willSelect 0-2",
                                 "didUnhighlight 0-2", "didSelect 0-2"])
        #expect(tableView.indexPathForSelectedRow == row2)
        #expect(tableView.cellForRow(at: row2)?.isSelected == true)
        #expect(tableView.cellForRow(at: row2)?.isHighlighted == false)
    }

    @Test("tapping another row deselects the first through the delegate")
    func singleSelection() {
        let source = TitlesSource(count: 30)
        let tableView = host.makeTableView(source: source)
        host.tap(at: CGPoint(x: 100, y: 110))
        source.calls = []
        host.tap(at: CGPoint(x: 100, y: 200))
        host.runFrame()
        #expect(source.calls == ["shouldHighlight 0-4", "didHighlight 0-4", "willSelect 0-4", "willDeselect 0-2",
                                 "didDeselect 0-2", "didUnhighlight 0-4", "didSelect 0-4"])
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(tableView.cellForRow(at: row2)?.isSelected == false)
    }

    @Test("will-select may redirect the selection or refuse it")
    func redirect() {
        let source = TitlesSource(count: 30)
        source.selectionRedirect = { $0.row == 2 ? IndexPath(row: 5, section: 0) : nil }
        let tableView = host.makeTableView(source: source)
        host.tap(at: CGPoint(x: 100, y: 110))
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        #expect(source.calls.last == "didSelect 0-5")
        host.tap(at: CGPoint(x: 100, y: 20))
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        #expect(source.calls.last == "didUnhighlight 0-0")
    }

    @Test("multiple selection toggles rows, reporting deselection too")
    func multiple() {
        let source = TitlesSource(count: 30)
        let tableView = host.makeTableView(source: source) { $0.allowsMultipleSelection = true }
        host.tap(at: CGPoint(x: 100, y: 110))
        host.tap(at: CGPoint(x: 100, y: 20))
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), row2])
        source.calls = []
        host.tap(at: CGPoint(x: 100, y: 110))
        #expect(source.calls == ["shouldHighlight 0-2", "didHighlight 0-2", "willDeselect 0-2", "didUnhighlight 0-2",
                                 "didDeselect 0-2"])
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    }

    @Test("a refused highlight selects nothing")
    func refusedHighlight() {
        let source = TitlesSource(count: 30)
        source.allowsHighlight = false
        let tableView = host.makeTableView(source: source)
        host.tap(at: CGPoint(x: 100, y: 110))
        #expect(source.calls == ["shouldHighlight 0-2"])
        #expect(tableView.indexPathForSelectedRow == nil)
    }

    @Test("dragging the content cancels the highlight and selects nothing")
    func scrollCancels() {
        let source = TitlesSource(count: 60)
        let tableView = host.makeTableView(source: source)
        let touch = host.touchDown(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.3)
        touch.move(to: CGPoint(x: 100, y: 200), duration: 0.2)
        touch.up()
        host.runUntilIdle()
        #expect(source.calls == ["shouldHighlight 0-6", "didHighlight 0-6", "didUnhighlight 0-6"])
        #expect(tableView.indexPathForSelectedRow == nil)
    }

    @Test("selection survives the cell being recycled and comes back on the row")
    func survivesReuse() {
        let source = TitlesSource(count: 200)
        let tableView = host.makeTableView(source: source)
        tableView.selectRow(at: row2, animated: false, scrollPosition: .none)
        tableView.contentOffset = CGPoint(x: 0, y: 2000)
        host.runFrame()
        #expect(tableView.visibleCells.allSatisfy { !$0.isSelected })
        tableView.contentOffset = .zero
        host.runFrame()
        #expect(tableView.cellForRow(at: row2)?.isSelected == true)
        #expect(source.calls.isEmpty)
    }

    @Test("selecting in code scrolls to the position and calls no delegate method")
    func selectInCode() {
        let source = TitlesSource(count: 200)
        let tableView = host.makeTableView(source: source)
        tableView.selectRow(at: IndexPath(row: 100, section: 0), animated: false, scrollPosition: .top)
        host.runFrame()
        #expect(tableView.contentOffset.y == 4400)
        #expect(tableView.cellForRow(at: IndexPath(row: 100, section: 0))?.isSelected == true)
        tableView.deselectRow(at: IndexPath(row: 100, section: 0), animated: true)
        host.runUntilIdle()
        #expect(tableView.indexPathForSelectedRow == nil)
        #expect(source.calls.isEmpty)
    }

    @Test("a highlighted cell shows the gray selected background behind its content only")
    func highlightLook() {
        let source = TitlesSource(count: 5)
        let label = UILabel()
        source.configure = { cell, _ in
            label.backgroundColor = .systemYellow
            cell.contentView.addSubview(label)
        }
        let tableView = host.makeTableView(source: source)
        let cell = tableView.cellForRow(at: IndexPath(row: 4, section: 0))
        cell?.setHighlighted(true, animated: false)
        #expect(cell?.selectedBackgroundView?.superview === cell)
        #expect(cell?.selectedBackgroundView?.alpha == 1)
        #expect(cell?.selectedBackgroundView?.backgroundColor == .systemGray4)
        #expect(label.backgroundColor == .systemYellow)
        cell?.selectionStyle = .none
        #expect(cell?.subviews.contains { $0.backgroundColor == .systemGray4 } == false)
    }

    @Test("leaving editing clears a selection that editing allowed")
    func editingSelection() {
        let source = TitlesSource(count: 10)
        let tableView = host.makeTableView(source: source) {
            $0.allowsSelection = false
            $0.allowsSelectionDuringEditing = true
        }
        tableView.setEditing(true, animated: false)
        host.tap(at: CGPoint(x: 100, y: 110))
        #expect(tableView.indexPathForSelectedRow == row2)
        tableView.setEditing(false, animated: false)
        #expect(tableView.indexPathForSelectedRow == nil)
    }
}

/// `scrollToRow(at:at:animated:)`: the four positions, clamped to the
/// content.
@MainActor
@Suite("UITableView: scrolling to rows")
struct UITableViewScrollToRowTests {
    let host = UITestHost(device: tableStageDevice)

    /// Row 50 spans 2200…2244; the screen is 480 pt tall.
    nonisolated static let expectedOffsets: [(UITableView.ScrollPosition, CGFloat)] = [
        (.top, 2200), (.middle, 1982), (.bottom, 1764),
    ]

    @Test("top, middle and bottom align the row's edge or center", arguments: expectedOffsets)
    func positions(position: UITableView.ScrollPosition, offset: CGFloat) {
        let source = TitlesSource(count: 200)
        let tableView = host.makeTableView(source: source)
        tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: position, animated: false)
        #expect(tableView.contentOffset.y == offset)
        host.runFrame()
        #expect(tableView.cellForRow(at: IndexPath(row: 50, section: 0)) != nil)
    }

    @Test("none scrolls the least, and not at all for a visible row")
    func none() {
        let source = TitlesSource(count: 200)
        let tableView = host.makeTableView(source: source)
        tableView.scrollToRow(at: IndexPath(row: 3, section: 0), at: .none, animated: false)
        #expect(tableView.contentOffset.y == 0)
        tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .none, animated: false)
        #expect(tableView.contentOffset.y == CGFloat(21 * 44 - 480))
        tableView.scrollToRow(at: IndexPath(row: 2, section: 0), at: .none, animated: false)
        #expect(tableView.contentOffset.y == 88)
    }

    @Test("the last rows cannot scroll past the end of the content")
    func clamped() {
        let source = TitlesSource(count: 200)
        let tableView = host.makeTableView(source: source)
        tableView.scrollToRow(at: IndexPath(row: 199, section: 0), at: .top, animated: false)
        #expect(tableView.contentOffset.y == CGFloat(200 * 44 - 480))
    }

    @Test("an animated scroll arrives on the media clock")
    func animated() {
        let source = TitlesSource(count: 200)
        let tableView = host.makeTableView(source: source)
        tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: true)
        host.advance(by: 0.05)
        #expect(tableView.contentOffset.y > 0 && tableView.contentOffset.y < 2200)
        host.runUntilIdle()
        #expect(tableView.contentOffset.y == 2200)
    }

    @Test("scrolling to the nearest selected row uses the first selected one")
    func nearestSelected() {
        let source = TitlesSource(count: 200)
        let tableView = host.makeTableView(source: source) { $0.allowsMultipleSelection = true }
        tableView.selectRow(at: IndexPath(row: 80, section: 0), animated: false, scrollPosition: .none)
        tableView.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .none)
        tableView.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(tableView.contentOffset.y == 1760)
    }
}
