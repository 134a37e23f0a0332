import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Drops to a placeholder showing "…", keeping its context for the test to
/// commit or delete later (as when the data arrives after a load).
@MainActor
final class TitlesPlaceholderDrop: UITableViewDropDelegate {
    var context: (any UITableViewDropPlaceholderContext)?
    var landed = false
    var uncommittedDuringDrop = false

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        guard let item = coordinator.items.first, let destination = coordinator.destinationIndexPath else { return }
        let placeholder = UITableViewDropPlaceholder(insertionIndexPath: destination,
                                                     reuseIdentifier: TitlesSourceBase.identifier, rowHeight: 44)
        placeholder.cellUpdateHandler = { cell in cell.textLabel?.text = "…" }
        let context = coordinator.drop(item.dragItem, to: placeholder)
        context.addCompletion { _ in self.landed = true }
        uncommittedDuringDrop = tableView.hasUncommittedUpdates
        self.context = context
    }
}

extension UITableViewDragAndDropTests {
    @Test("a placeholder holds the drop's place until committed; the data source then gains the row there")
    func placeholderCommit() throws {
        let scene = Scene()
        scene.bottom.register(UITableViewCell.self, forCellReuseIdentifier: TitlesSourceBase.identifier)
        let drop = TitlesPlaceholderDrop()
        scene.bottom.dropDelegate = drop
        let finger = scene.lift(2, in: scene.top)
        finger.move(to: scene.center(of: 1, in: scene.bottom), duration: 0.4)
        finger.up()
        scene.host.runUntilIdle()
        #expect(drop.landed)
        #expect(drop.uncommittedDuringDrop)
        #expect(scene.bottom.hasUncommittedUpdates)
        #expect(shownTitles(scene.bottom) == ["X", "…", "Y", "Z"])
        #expect(scene.bottom.numberOfRows(inSection: 0) == 4)
        #expect(scene.bottomModel.sections == [["X", "Y", "Z"]])
        let context = try #require(drop.context)
        #expect(context.dragItem.localObject as? String == "C")
        #expect(context.commitInsertion { indexPath in scene.bottomModel.sections[0].insert("C", at: indexPath.row) })
        scene.host.runUntilIdle()
        #expect(!scene.bottom.hasUncommittedUpdates)
        #expect(shownTitles(scene.bottom) == ["X", "C", "Y", "Z"])
        #expect(scene.bottom.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 44)
        #expect(!context.deletePlaceholder())
    }

    @Test("deleting a placeholder closes its place; the data source never changes")
    func placeholderDelete() throws {
        let scene = Scene()
        scene.bottom.register(UITableViewCell.self, forCellReuseIdentifier: TitlesSourceBase.identifier)
        let drop = TitlesPlaceholderDrop()
        scene.bottom.dropDelegate = drop
        let finger = scene.lift(2, in: scene.top)
        finger.move(to: scene.center(of: 0, in: scene.bottom), duration: 0.4)
        finger.up()
        scene.host.runUntilIdle()
        #expect(shownTitles(scene.bottom) == ["…", "X", "Y", "Z"])
        let context = try #require(drop.context)
        #expect(context.deletePlaceholder())
        scene.host.runUntilIdle()
        #expect(!scene.bottom.hasUncommittedUpdates)
        #expect(shownTitles(scene.bottom) == ["X", "Y", "Z"])
        #expect(top(of: "X", in: scene.bottom) == 0)
        #expect(scene.bottom.numberOfRows(inSection: 0) == 3)
        #expect(!context.commitInsertion { _ in })
    }

    @Test("reloadData drops a placeholder, as UIKit's does")
    func reloadDropsPlaceholder() {
        let scene = Scene()
        scene.bottom.register(UITableViewCell.self, forCellReuseIdentifier: TitlesSourceBase.identifier)
        let drop = TitlesPlaceholderDrop()
        scene.bottom.dropDelegate = drop
        let finger = scene.lift(2, in: scene.top)
        finger.move(to: scene.center(of: 1, in: scene.bottom), duration: 0.4)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.bottom.hasUncommittedUpdates)
        scene.bottom.reloadData()
        scene.host.runUntilIdle()
        #expect(!scene.bottom.hasUncommittedUpdates)
        #expect(shownTitles(scene.bottom) == ["X", "Y", "Z"])
        #expect(drop.context?.commitInsertion { _ in } == false)
    }
}
