import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A table view's drag and drop delegate in the style of Apple's sample
/// code: a drag carries the row's title; a drop from the same table view
/// moves it (`performBatchUpdates` + `moveRow`), a `.move` from the partner
/// table takes the row out of it, anything else inserts a copy. Every
/// callback is logged.
@MainActor
final class TitlesDragDrop: UITableViewDragDelegate, UITableViewDropDelegate {
    let name: String
    let model: TitlesSourceBase
    var log: [String] = []
    var lastDestination: IndexPath?
    /// The operation to propose; nil moves this table's own rows and copies
    /// the rest.
    var operation: UIDropOperation?
    /// The other table and its model, which a `.move` from it takes the row
    /// out of.
    weak var partner: UITableView?
    var partnerModel: TitlesSourceBase?
    var addedItems: [UIDragItem] = []
    /// The lifted cell's background (`dragPreviewParametersForRowAt`); nil
    /// answers nil.
    var previewBackground: UIColor?

    init(_ name: String, model: TitlesSourceBase) {
        self.name = name
        self.model = model
    }

    private func item(_ title: String) -> UIDragItem {
        let item = UIDragItem(itemProvider: NSItemProvider(object: title as NSString))
        item.localObject = title
        return item
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession,
                   at indexPath: IndexPath) -> [UIDragItem] {
        log.append("\(name) itemsForBeginning \(indexPath.row)")
        return [item(model.sections[indexPath.section][indexPath.row])]
    }
    func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem] {
        log.append("\(name) itemsForAddingTo \(indexPath.row) at \(Int(point.y))")
        let added = [item(model.sections[indexPath.section][indexPath.row])]
        addedItems += added
        return added
    }
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        guard let previewBackground else { return nil }
        let parameters = UIDragPreviewParameters()
        parameters.backgroundColor = previewBackground
        return parameters
    }
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
        log.append("\(name) dragSessionWillBegin")
    }
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
        log.append("\(name) dragSessionDidEnd")
    }

    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        log.append("\(name) canHandle")
        return session.canLoadObjects(ofClass: String.self)
    }
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
        log.append("\(name) dropSessionDidEnter")
    }
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if log.last != "\(name) dropSessionDidUpdate" { log.append("\(name) dropSessionDidUpdate") }
        lastDestination = destinationIndexPath
        let local = session.localDragSession != nil && tableView.hasActiveDrag
        return UITableViewDropProposal(operation: operation ?? (local ? .move : .copy),
                                       intent: .insertAtDestinationIndexPath)
    }
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
        log.append("\(name) dropSessionDidExit")
    }
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
        log.append("\(name) dropSessionDidEnd")
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        log.append("\(name) performDrop")
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: 0, section: 0)
        for item in coordinator.items {
            guard let title = item.dragItem.localObject as? String else { continue }
            if let source = item.sourceIndexPath, coordinator.proposal.operation == .move {
                tableView.performBatchUpdates {
                    let row = self.model.sections[source.section].remove(at: source.row)
                    self.model.sections[destination.section].insert(row, at: destination.row)
                    tableView.moveRow(at: source, to: destination)
                }
            } else {
                tableView.performBatchUpdates {
                    self.model.sections[destination.section].insert(title, at: destination.row)
                    tableView.insertRows(at: [destination], with: .automatic)
                }
                if coordinator.proposal.operation == .move, let partner, let partnerModel,
                   let row = partnerModel.sections[0].firstIndex(of: title) {
                    partner.performBatchUpdates {
                        partnerModel.sections[0].remove(at: row)
                        partner.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
                    }
                }
            }
            coordinator.drop(item.dragItem, toRowAt: destination)
                .addCompletion { _ in self.log.append("\(self.name) landed") }
        }
    }
}

@Suite("UITableView: drag and drop")
@MainActor
struct UITableViewDragAndDropTests {
    /// Two tables of 44-pt rows on the 320 × 480 pt table stage: `top`
    /// (A–D) from y 0 and `bottom` (X–Z) from y 250, each 230 pt tall.
    @MainActor
    struct Scene {
        let host: UITestHost
        let top: UITableView
        let bottom: UITableView
        let topModel: TitlesSourceBase & UITableViewDataSource & UITableViewDelegate
        let bottomModel = TitlesSource(sections: [["X", "Y", "Z"]])
        let topDelegate: TitlesDragDrop
        let bottomDelegate: TitlesDragDrop

        /// `reorders` gives the top table a data source that implements
        /// `moveRowAt`; `topDrops` gives it a drop delegate.
        init(reorders: Bool = false, topDrops: Bool = true, enableDrag: Bool = true,
             device: UITestDevice = tableStageDevice) {
            host = UITestHost(device: device)
            host.activate()
            host.window.backgroundColor = .systemGray5
            topModel = reorders ? EditableTitlesSource(sections: [["A", "B", "C", "D"]])
                                : TitlesSource(sections: [["A", "B", "C", "D"]])
            topDelegate = TitlesDragDrop("top", model: topModel)
            bottomDelegate = TitlesDragDrop("bottom", model: bottomModel)
            top = Self.table(0, host, enableDrag, topModel, topDelegate, drops: topDrops)
            bottom = Self.table(250, host, enableDrag, bottomModel, bottomDelegate, drops: true)
            topDelegate.partner = bottom
            topDelegate.partnerModel = bottomModel
            bottomDelegate.partner = top
            bottomDelegate.partnerModel = topModel
            host.window.makeKeyAndVisible()
            host.runUntilIdle()
        }

        static func table(_ y: CGFloat, _ host: UITestHost, _ enableDrag: Bool,
                          _ model: TitlesSourceBase & UITableViewDataSource & UITableViewDelegate,
                          _ delegate: TitlesDragDrop, drops: Bool) -> UITableView {
            let tableView = UITableView(frame: CGRect(x: 0, y: y, width: 320, height: 230), style: .plain)
            tableView.rowHeight = 44
            tableView.dataSource = model
            tableView.delegate = model
            tableView.dragDelegate = delegate
            if drops { tableView.dropDelegate = delegate }
            if enableDrag { tableView.dragInteractionEnabled = true }
            host.window.addSubview(tableView)
            return tableView
        }

        /// The window point at the middle of `row` of `tableView`.
        func center(of row: Int, in tableView: UITableView) -> CGPoint {
            CGPoint(x: 160, y: tableView.frame.minY + CGFloat(row) * 44 + 22)
        }

        /// Holds on `row` of `tableView` past the lift (0.5 s).
        func lift(_ row: Int, in tableView: UITableView) -> UITestTouch {
            let finger = host.touchDown(at: center(of: row, in: tableView))
            host.advance(by: 0.6)
            return finger
        }
    }

    /// The top of the visible cell titled `title`, in table coordinates.
    func top(of title: String, in tableView: UITableView) -> CGFloat? {
        tableView.visibleCells.first { $0.textLabel?.text == title && !$0.isHidden }?.frame.minY
    }

    @Test("dragInteractionEnabled is false on iPhone by default, as on iOS: a long press lifts nothing")
    func disabledOnIPhone() {
        let scene = Scene(enableDrag: false)
        #expect(!scene.top.dragInteractionEnabled)
        let finger = scene.lift(0, in: scene.top)
        #expect(!scene.top.hasActiveDrag)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.topDelegate.log.isEmpty)
    }

    @Test("dragInteractionEnabled is true on iPad by default")
    func enabledOnIPad() {
        let host = UITestHost(device: .iPadPro11)
        host.activate()
        #expect(UITableView(frame: .zero, style: .plain).dragInteractionEnabled)
    }

    @Test("UITableViewDropProposal: intents with UIKit's raw values; init(operation:) is .unspecified")
    func proposal() {
        #expect(UITableViewDropProposal(operation: .copy).intent == .unspecified)
        #expect(UITableViewDropProposal(dropOperation: .move).intent == .unspecified)
        let proposal = UITableViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)
        #expect(proposal.operation == .move)
        #expect(UITableViewDropProposal.Intent.unspecified.rawValue == 0)
        #expect(UITableViewDropProposal.Intent.insertAtDestinationIndexPath.rawValue == 1)
        #expect(UITableViewDropProposal.Intent.insertIntoDestinationIndexPath.rawValue == 2)
        #expect(UITableViewDropProposal.Intent.automatic.rawValue == 3)
    }
}

extension UITableViewDragAndDropTests {
    @Test("reorder by drag: the gap opens under the finger, then the data source hears moveRowAt, not performDropWith")
    func reorderByDrag() {
        let scene = Scene(reorders: true)
        let finger = scene.lift(0, in: scene.top)
        #expect(scene.top.hasActiveDrag)
        finger.move(to: scene.center(of: 2, in: scene.top), duration: 0.3)
        scene.host.advance(by: 0.5)
        #expect(scene.topDelegate.lastDestination == IndexPath(row: 2, section: 0))
        #expect(scene.top.hasActiveDrop)
        #expect(scene.top.hasUncommittedUpdates)
        // The drag does not scroll the table (its pan gives way to the lift).
        #expect(scene.top.contentOffset == .zero)
        #expect(!scene.top.isDragging)
        // A left its place; B and C moved up a row to open the gap at row 2
        // (y 88); D stays at row 3.
        #expect(top(of: "A", in: scene.top) == nil)
        #expect(top(of: "B", in: scene.top) == 0)
        #expect(top(of: "C", in: scene.top) == 44)
        #expect(top(of: "D", in: scene.top) == 132)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.topModel.sections == [["B", "C", "A", "D"]])
        #expect(scene.topModel.calls.contains("move 0-0 → 0-2"))
        #expect(shownTitles(scene.top) == ["B", "C", "A", "D"])
        #expect(scene.top.cellForRow(at: IndexPath(row: 2, section: 0))?.isHidden == false)
        #expect(scene.top.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 88)
        #expect(!scene.top.hasActiveDrag)
        #expect(!scene.top.hasActiveDrop)
        #expect(!scene.top.hasUncommittedUpdates)
        #expect(scene.topDelegate.log == [
            "top itemsForBeginning 0", "top dragSessionWillBegin", "top canHandle", "top dropSessionDidEnter",
            "top dropSessionDidUpdate", "top dragSessionDidEnd", "top dropSessionDidEnd",
        ])
    }

    @Test("a table with a drag delegate and no drop delegate reorders its own rows through moveRowAt")
    func reorderWithoutDropDelegate() {
        let scene = Scene(reorders: true, topDrops: false)
        #expect(scene.top.dropDelegate == nil)
        let finger = scene.lift(3, in: scene.top)
        finger.move(to: scene.center(of: 1, in: scene.top), duration: 0.3)
        scene.host.advance(by: 0.5)
        #expect(top(of: "B", in: scene.top) == 88)
        #expect(scene.top.hasUncommittedUpdates)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.topModel.sections == [["A", "D", "B", "C"]])
        #expect(shownTitles(scene.top) == ["A", "D", "B", "C"])
        #expect(scene.topDelegate.log == [
            "top itemsForBeginning 3", "top dragSessionWillBegin", "top dragSessionDidEnd",
        ])
    }

    @Test("without moveRowAt a move within the table goes to performDropWith, which moves the row in a batch update")
    func moveWithinTableByPerformDrop() {
        let scene = Scene()
        let finger = scene.lift(0, in: scene.top)
        finger.move(to: scene.center(of: 2, in: scene.top), duration: 0.3)
        scene.host.advance(by: 0.5)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.topModel.sections == [["B", "C", "A", "D"]])
        #expect(shownTitles(scene.top) == ["B", "C", "A", "D"])
        #expect(scene.top.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 88)
        #expect(scene.topDelegate.log == [
            "top itemsForBeginning 0", "top dragSessionWillBegin", "top canHandle", "top dropSessionDidEnter",
            "top dropSessionDidUpdate", "top performDrop", "top dragSessionDidEnd", "top dropSessionDidEnd",
            "top landed",
        ])
    }

    @Test("a move between two tables: the target inserts the row and the source loses it, each in a batch update")
    func moveBetweenTables() {
        let scene = Scene()
        scene.bottomDelegate.operation = .move
        let finger = scene.lift(1, in: scene.top)
        finger.move(to: scene.center(of: 1, in: scene.bottom), duration: 0.4)
        scene.host.advance(by: 0.5)
        #expect(scene.bottomDelegate.lastDestination == IndexPath(row: 1, section: 0))
        // The gap at row 1 pushed Y and Z down a row; the top closed its gap.
        #expect(top(of: "Y", in: scene.bottom) == 88)
        #expect(top(of: "B", in: scene.top) == 44)
        #expect(scene.bottom.hasUncommittedUpdates)
        #expect(!scene.top.hasUncommittedUpdates)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.topModel.sections == [["A", "C", "D"]])
        #expect(scene.bottomModel.sections == [["X", "B", "Y", "Z"]])
        #expect(shownTitles(scene.top) == ["A", "C", "D"])
        #expect(shownTitles(scene.bottom) == ["X", "B", "Y", "Z"])
        #expect(scene.top.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 44)
        #expect(scene.topDelegate.log == [
            "top itemsForBeginning 1", "top dragSessionWillBegin", "top canHandle", "top dropSessionDidEnter",
            "top dropSessionDidUpdate", "top dropSessionDidExit", "top dragSessionDidEnd", "top dropSessionDidEnd",
        ])
        #expect(scene.bottomDelegate.log == [
            "bottom canHandle", "bottom dropSessionDidEnter", "bottom dropSessionDidUpdate", "bottom performDrop",
            "bottom dropSessionDidEnd", "bottom landed",
        ])
    }

    @Test("a copy to the other table inserts the row where the finger lifts; the source keeps it")
    func copyBetweenTables() {
        let scene = Scene()
        let finger = scene.lift(3, in: scene.top)
        // Below the last row: the end of the section.
        finger.move(to: CGPoint(x: 160, y: 450), duration: 0.4)
        scene.host.advance(by: 0.5)
        #expect(scene.bottomDelegate.lastDestination == IndexPath(row: 3, section: 0))
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.topModel.sections == [["A", "B", "C", "D"]])
        #expect(scene.bottomModel.sections == [["X", "Y", "Z", "D"]])
        #expect(shownTitles(scene.bottom) == ["X", "Y", "Z", "D"])
        #expect(shownTitles(scene.top) == ["A", "B", "C", "D"])
    }

    @Test("a .forbidden proposal opens no gap and drops nothing; the row goes back")
    func forbidden() {
        let scene = Scene()
        scene.bottomDelegate.operation = .forbidden
        let finger = scene.lift(0, in: scene.top)
        finger.move(to: scene.center(of: 1, in: scene.bottom), duration: 0.4)
        scene.host.advance(by: 0.5)
        #expect(!scene.bottom.hasUncommittedUpdates)
        #expect(top(of: "Y", in: scene.bottom) == 44)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.topModel.sections == [["A", "B", "C", "D"]])
        #expect(scene.bottomModel.sections == [["X", "Y", "Z"]])
        #expect(shownTitles(scene.top) == ["A", "B", "C", "D"])
        #expect(!scene.bottomDelegate.log.contains("bottom performDrop"))
        #expect(scene.bottomDelegate.log.suffix(2) == ["bottom dropSessionDidExit", "bottom dropSessionDidEnd"])
    }

    @Test("leaving the table closes the gap; a cancel puts everything back")
    func cancelClosesTheGap() {
        let scene = Scene(reorders: true)
        let finger = scene.lift(0, in: scene.top)
        finger.move(to: scene.center(of: 2, in: scene.top), duration: 0.3)
        finger.move(to: CGPoint(x: 160, y: 240), duration: 0.3)
        scene.host.advance(by: 0.5)
        #expect(!scene.top.hasActiveDrop)
        #expect(!scene.top.hasUncommittedUpdates)
        #expect(shownTitles(scene.top) == ["A", "B", "C", "D"])
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.topModel.sections == [["A", "B", "C", "D"]])
        #expect(!scene.top.hasActiveDrag)
        #expect(top(of: "A", in: scene.top) == 0)
    }

    @Test("a tap with another finger on a second row adds it; both rows land in the other table")
    func itemsForAdding() throws {
        let scene = Scene()
        let finger = scene.lift(0, in: scene.top)
        finger.move(to: CGPoint(x: 300, y: scene.top.frame.maxY + 20), duration: 0.2)
        scene.host.tap(at: scene.center(of: 2, in: scene.top))
        #expect(scene.topDelegate.log.contains { $0.hasPrefix("top itemsForAddingTo 2") })
        finger.move(to: scene.center(of: 1, in: scene.bottom), duration: 0.3)
        finger.up()
        scene.host.runUntilIdle()
        #expect(Set(scene.bottomModel.sections[0]) == ["X", "Y", "Z", "A", "C"])
        #expect(scene.bottomModel.sections[0].count == 5)
    }
}

/// A drop target that drops into the row under the finger (a folder) or to a
/// preview target, with the intent it is given.
@MainActor
final class TitlesFolderDrop: UITableViewDropDelegate {
    var intent = UITableViewDropProposal.Intent.insertIntoDestinationIndexPath
    var landing: (any UITableViewDropCoordinator, UIDragItem) -> Void = { _, _ in }
    var dropped: [(IndexPath?, UITableViewDropProposal.Intent)] = []

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .copy, intent: intent)
    }
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        dropped.append((coordinator.destinationIndexPath, coordinator.proposal.intent))
        for item in coordinator.items { landing(coordinator, item.dragItem) }
    }
}

extension UITableViewDragAndDropTests {
    @Test("an .insertIntoDestinationIndexPath drag opens no gap; drop(_:intoRowAt:rect:) lands in that row's rect")
    func dropIntoRow() {
        let scene = Scene()
        let folder = TitlesFolderDrop()
        var landed = false
        folder.landing = { coordinator, item in
            coordinator.drop(item, intoRowAt: IndexPath(row: 2, section: 0), rect: CGRect(x: 10, y: 10, width: 24, height: 24))
                .addCompletion { _ in landed = true }
        }
        scene.bottom.dropDelegate = folder
        let finger = scene.lift(0, in: scene.top)
        finger.move(to: scene.center(of: 2, in: scene.bottom), duration: 0.4)
        scene.host.advance(by: 0.5)
        #expect(!scene.bottom.hasUncommittedUpdates)
        #expect(top(of: "Z", in: scene.bottom) == 88)
        finger.up()
        scene.host.runUntilIdle()
        #expect(folder.dropped.map(\.0) == [IndexPath(row: 2, section: 0)])
        #expect(landed)
        #expect(scene.bottomModel.sections == [["X", "Y", "Z"]])
        #expect(!scene.bottom.hasActiveDrop)
    }

    @Test(".automatic drops into a row over its middle half and opens a gap near its edges")
    func automaticIntent() {
        let scene = Scene()
        let folder = TitlesFolderDrop()
        folder.intent = .automatic
        scene.bottom.dropDelegate = folder
        let finger = scene.lift(0, in: scene.top)
        // Row 1 of the bottom spans y 294–338 in the window: its middle half
        // is 305–327.
        finger.move(to: CGPoint(x: 160, y: 316), duration: 0.4)
        scene.host.advance(by: 0.5)
        #expect(!scene.bottom.hasUncommittedUpdates)
        finger.move(to: CGPoint(x: 160, y: 296), duration: 0.2)
        scene.host.advance(by: 0.5)
        #expect(scene.bottom.hasUncommittedUpdates)
        #expect(top(of: "Y", in: scene.bottom) == 88)
        finger.up()
        scene.host.runUntilIdle()
        #expect(folder.dropped.count == 1)
        #expect(folder.dropped.first?.0 == IndexPath(row: 1, section: 0))
        #expect(folder.dropped.first?.1 == .automatic)
        #expect(!scene.bottom.hasUncommittedUpdates)
        #expect(shownTitles(scene.bottom) == ["X", "Y", "Z"])
    }

    @Test("drop(_:to:) sends the preview to a target; the source hears the drag end")
    func dropToTarget() {
        let scene = Scene()
        let folder = TitlesFolderDrop()
        folder.intent = .unspecified
        folder.landing = { coordinator, item in
            coordinator.drop(item, to: UIDragPreviewTarget(container: scene.bottom, center: CGPoint(x: 10, y: 10)))
        }
        scene.bottom.dropDelegate = folder
        let finger = scene.lift(1, in: scene.top)
        finger.move(to: scene.center(of: 0, in: scene.bottom), duration: 0.4)
        finger.up()
        scene.host.runUntilIdle()
        #expect(folder.dropped.map(\.0) == [IndexPath(row: 0, section: 0)])
        #expect(scene.topDelegate.log.suffix(2) == ["top dragSessionDidEnd", "top dropSessionDidEnd"])
    }

    @Test("a reorder keeps the selection on its rows, the moved one included")
    func reorderKeepsSelection() {
        let scene = Scene(reorders: true)
        scene.top.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        scene.top.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        scene.top.allowsMultipleSelection = true
        scene.top.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        let finger = scene.lift(0, in: scene.top)
        finger.move(to: scene.center(of: 2, in: scene.top), duration: 0.3)
        scene.host.advance(by: 0.5)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.topModel.sections == [["B", "C", "A", "D"]])
        #expect(Set(scene.top.indexPathsForSelectedRows ?? []) == [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)])
    }

    @Test("mid-drag snapshot: the gap open in the bottom table, the row's preview under the finger")
    func gapSnapshot() {
        let scene = Scene(device: tableSnapshotDevice)
        scene.bottomDelegate.operation = .move
        scene.topDelegate.previewBackground = .systemGray4
        let finger = scene.lift(1, in: scene.top)
        // Low in row 1's slot, so the preview leaves the top of the gap in view.
        finger.move(to: CGPoint(x: 200, y: scene.center(of: 1, in: scene.bottom).y + 18), duration: 0.4)
        scene.host.advance(by: 0.5)
        assertSnapshot(of: scene.host, named: "table-drop-gap")
        finger.up()
        scene.host.runUntilIdle()
    }
}

extension UITableViewDragAndDropTests {
    @Test("a reorder into another section: on its header the row goes first; the sections' counts follow")
    func reorderAcrossSections() {
        let host = UITestHost(device: tableStageDevice)
        let source = EditableTitlesSource(sections: [["A", "B"], ["C", "D"]])
        source.headers = ["One", "Two"]
        let delegate = TitlesDragDrop("table", model: source)
        let tableView = host.makeTableView(source: source) {
            $0.rowHeight = 44
            $0.sectionHeaderHeight = 30
            $0.sectionFooterHeight = 0
            $0.dragDelegate = delegate
            $0.dropDelegate = delegate
            $0.dragInteractionEnabled = true
        }
        // Section 0: header 0–30, rows 30–118; section 1: header 118–148,
        // rows 148–236.
        let finger = host.touchDown(at: CGPoint(x: 160, y: 52))
        host.advance(by: 0.6)
        finger.move(to: CGPoint(x: 160, y: 130), duration: 0.3)
        host.advance(by: 0.5)
        #expect(delegate.lastDestination == IndexPath(row: 0, section: 1))
        #expect(tableView.numberOfRows(inSection: 0) == 1)
        #expect(tableView.numberOfRows(inSection: 1) == 3)
        finger.up()
        host.runUntilIdle()
        #expect(source.sections == [["B"], ["A", "C", "D"]])
        #expect(source.calls.contains("move 0-0 → 1-0"))
        #expect(shownTitles(tableView) == ["B", "A", "C", "D"])
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minY == CGFloat(30 + 44 + 30))
        #expect(tableView.indexPathsForSelectedRows == nil)
        #expect(tableView.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isHidden })
    }

    @Test("a reorder in a self-sizing table: the gap is as tall as the dragged row")
    func reorderSelfSizing() {
        let host = UITestHost(device: tableStageDevice)
        let source = EditableTitlesSource(sections: [["A", "B", "C", "D"]])
        let delegate = TitlesDragDrop("table", model: source)
        let tableView = host.makeTableView(source: source) {
            $0.dragDelegate = delegate
            $0.dragInteractionEnabled = true
        }
        host.runUntilIdle()
        let height = tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(height > 0)
        let finger = host.touchDown(at: CGPoint(x: 160, y: height / 2))
        host.advance(by: 0.6)
        finger.move(to: CGPoint(x: 160, y: height * 2.5), duration: 0.3)
        host.advance(by: 0.5)
        #expect(top(of: "D", in: tableView) == height * 3)
        #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height == height)
        finger.up()
        host.runUntilIdle()
        #expect(source.sections == [["B", "C", "A", "D"]])
        #expect(shownTitles(tableView) == ["B", "C", "A", "D"])
        #expect(top(of: "A", in: tableView) == height * 2)
    }
}

/// A table delegate that keeps moved rows out of the first `pinned` rows, as
/// a list with fixed entries on top does.
@MainActor
final class PinnedRowsDelegate: UITableViewDelegate {
    var pinned = 1
    var asked: [String] = []

    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        asked.append("\(sourceIndexPath.row) → \(proposedDestinationIndexPath.row)")
        return IndexPath(row: max(pinned, proposedDestinationIndexPath.row), section: proposedDestinationIndexPath.section)
    }
}

extension UITableViewDragAndDropTests {
    @Test("a drag reorder asks targetIndexPathForMoveFromRowAt where the row may go, as reorder controls do")
    func reorderRetargeted() {
        let scene = Scene(reorders: true)
        let pins = PinnedRowsDelegate()
        scene.top.delegate = pins
        let finger = scene.lift(3, in: scene.top)
        finger.move(to: scene.center(of: 0, in: scene.top), duration: 0.3)
        scene.host.advance(by: 0.5)
        #expect(pins.asked.last == "3 → 0")
        #expect(top(of: "A", in: scene.top) == 0)
        #expect(top(of: "B", in: scene.top) == 88)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.topModel.sections == [["A", "D", "B", "C"]])
        #expect(shownTitles(scene.top) == ["A", "D", "B", "C"])
    }
}
