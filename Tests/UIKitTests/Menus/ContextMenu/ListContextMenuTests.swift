import Testing
@testable import UIKit
import UIKitTesting

/// Context menus in lists: a finger resting on a cell asks the list's
/// delegate for that item's menu, lifts the cell, and reports the menu's
/// display and end; where the delegate has none, the press is left alone.
@MainActor
@Suite("Collection and table view context menus")
struct ListContextMenuTests {
    let host = UITestHost(device: .iPhone15Pro)

    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
        UICollectionViewDelegate {
        var log: [String] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("menu for row \(indexPath.row)")
            guard indexPath.row != 3 else { return nil }
            return UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in
                    self?.log.append("delete row \(indexPath.row)")
                }])
            }
        }
        func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                       animator: UIContextMenuInteractionAnimating?) {
            log.append("will display")
        }
        func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                       animator: UIContextMenuInteractionAnimating?) {
            log.append("will end")
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("selected row \(indexPath.row)")
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.backgroundColor = .systemMint
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("menu for item \(indexPath.item)")
            return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Share") { _ in }]) })
        }
        /// The iOS 16 form for collection views: the tile's top half lifts.
        func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                            highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
            log.append("highlight item \(indexPath.item)")
            guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
            let parameters = UIPreviewParameters()
            parameters.visiblePath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50))
            return UITargetedPreview(view: cell, parameters: parameters)
        }
        /// The iOS 13 form for table views: the preview goes back to the first row.
        func tableView(_ tableView: UITableView,
                       previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
            -> UITargetedPreview? {
            log.append("dismissal preview")
            return tableView.cellForRow(at: IndexPath(row: 0, section: 0)).map { UITargetedPreview(view: $0) }
        }
    }

    /// A full-screen plain table of `source`'s 20 rows.
    func showTable(of source: Source) -> UITableView {
        let controller = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        controller.view = table
        host.rootViewController = controller
        return table
    }

    @Test("a press on a row asks for its menu, lifts the cell, and a chosen action ends the menu, the preview going to the dismissal target")
    func tableRowMenu() throws {
        let source = Source()
        let table = showTable(of: source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        host.longPress(at: center, duration: 0.8)
        host.runUntilIdle()
        let presentation = try #require(host.window.subviews.last as? MenuPresentation)
        guard case let .contextual(_, frame) = presentation.placement else { Issue.record(); return }
        #expect(frame.size == cell.bounds.size)
        #expect(source.log == ["menu for row 2", "will display"])
        let row = try #require(presentation.list.rows.first)
        host.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        host.runUntilIdle()
        #expect(source.log == ["menu for row 2", "will display", "will end", "dismissal preview", "delete row 2"])
        // The preview went to the first row as it faded.
        guard case let .contextual(preview, _) = presentation.placement else { Issue.record(); return }
        let firstRow = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(preview.frame == firstRow.convert(firstRow.bounds, to: nil))
    }

    @Test("where the delegate has no menu the press shows nothing, and a tap still selects")
    func noMenuLeavesThePressAlone() throws {
        let source = Source()
        let table = showTable(of: source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        host.longPress(at: center, duration: 0.8)
        host.runUntilIdle()
        #expect(!(host.window.subviews.last is MenuPresentation))
        host.tap(at: center)
        #expect(source.log.last == "selected row 3")
    }

    @Test("a collection view asks the iOS 13 single-item method through the iOS 16 one, and lifts its targeted preview")
    func collectionItemMenu() throws {
        let source = Source()
        let controller = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        grid.dataSource = source
        grid.delegate = source
        controller.view = grid
        host.rootViewController = controller
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        host.longPress(at: cell.convert(CGPoint(x: 50, y: 50), to: nil), duration: 0.8)
        host.runUntilIdle()
        #expect(source.log == ["menu for item 1", "highlight item 1"])
        let presentation = try #require(host.window.subviews.last as? MenuPresentation)
        guard case let .contextual(preview, _) = presentation.placement else { Issue.record(); return }
        #expect(preview.frame == cell.convert(cell.bounds, to: nil))
        #expect(preview.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}
