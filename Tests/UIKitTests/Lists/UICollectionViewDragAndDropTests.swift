import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A collection view's drag and drop delegate in the style of Apple's sample
/// code: a drag carries the item's number; a drop from the same collection
/// view moves it (`performBatchUpdates` + `moveItem`), a drop from elsewhere
/// inserts a copy. Every callback is logged.
@MainActor
final class NumbersDragDrop: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    let name: String
    let model: NumbersSource
    var log: [String] = []
    var lastDestination: IndexPath?
    var activeDuringDrag: Bool?

    init(_ name: String, model: NumbersSource) {
        self.name = name
        self.model = model
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        log.append("\(name) itemsForBeginning \(indexPath.item)")
        let number = model.sections[indexPath.section][indexPath.item]
        let item = UIDragItem(itemProvider: NSItemProvider(object: "\(number)" as NSString))
        item.localObject = number
        return [item]
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
        log.append("\(name) dragSessionWillBegin")
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
        log.append("\(name) dragSessionDidEnd")
    }

    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        log.append("\(name) canHandle")
        return session.canLoadObjects(ofClass: String.self)
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {
        log.append("\(name) dropSessionDidEnter")
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if log.last != "\(name) dropSessionDidUpdate" { log.append("\(name) dropSessionDidUpdate") }
        lastDestination = destinationIndexPath
        activeDuringDrag = collectionView.hasActiveDrag
        if session.localDragSession != nil, collectionView.hasActiveDrag {
            return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {
        log.append("\(name) dropSessionDidExit")
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {
        log.append("\(name) dropSessionDidEnd")
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        log.append("\(name) performDrop")
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
        for item in coordinator.items {
            if let source = item.sourceIndexPath, coordinator.proposal.operation == .move {
                collectionView.performBatchUpdates {
                    let number = self.model.sections[source.section].remove(at: source.item)
                    self.model.sections[destination.section].insert(number, at: destination.item)
                    collectionView.moveItem(at: source, to: destination)
                }
            } else if let number = item.dragItem.localObject as? Int {
                collectionView.performBatchUpdates {
                    self.model.sections[destination.section].insert(number, at: destination.item)
                    collectionView.insertItems(at: [destination])
                }
            }
            let animator = coordinator.drop(item.dragItem, toItemAt: destination)
            animator.addCompletion { _ in self.log.append("\(self.name) landed") }
        }
    }
}

@Suite("UICollectionView: drag and drop")
@MainActor
struct UICollectionViewDragAndDropTests {
    /// Two grids of 100 × 100 pt items, three to a row, on an iPhone 15 Pro
    /// (393 × 852 pt): `top` (items 0–5) at y 100, `bottom` (items 10–12)
    /// at y 450.
    @MainActor
    struct Scene {
        let host = UITestHost()
        let top: UICollectionView
        let bottom: UICollectionView
        let topModel = NumbersSource(count: 6)
        let bottomModel = NumbersSource(sections: [[10, 11, 12]])
        let topDelegate: NumbersDragDrop
        let bottomDelegate: NumbersDragDrop

        init(enableDrag: Bool = true) {
            host.activate()
            topDelegate = NumbersDragDrop("top", model: topModel)
            bottomDelegate = NumbersDragDrop("bottom", model: bottomModel)
            let root = UIViewController()
            root.view.backgroundColor = .white
            func grid(_ y: CGFloat, _ model: NumbersSource, _ delegate: NumbersDragDrop) -> UICollectionView {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 100)
                layout.minimumLineSpacing = 10
                layout.minimumInteritemSpacing = 10
                let collectionView = UICollectionView(frame: CGRect(x: 20, y: y, width: 320, height: 320),
                                                      collectionViewLayout: layout)
                collectionView.backgroundColor = .systemGray6
                collectionView.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.identifier)
                collectionView.dataSource = model
                collectionView.dragDelegate = delegate
                collectionView.dropDelegate = delegate
                if enableDrag { collectionView.dragInteractionEnabled = true }
                root.view.addSubview(collectionView)
                return collectionView
            }
            top = grid(100, topModel, topDelegate)
            bottom = grid(450, bottomModel, bottomDelegate)
            host.rootViewController = root
            host.runUntilIdle()
        }

        /// The window point at the center of item `item` of a grid (three
        /// 100 pt items to a 320 pt row with 10 pt between them).
        func center(of item: Int, in collectionView: UICollectionView) -> CGPoint {
            CGPoint(x: collectionView.frame.minX + CGFloat(item % 3) * 110 + 50,
                    y: collectionView.frame.minY + CGFloat(item / 3) * 110 + 50)
        }

        /// Holds on `item` of `collectionView` past the lift.
        func lift(_ item: Int, in collectionView: UICollectionView) -> UITestTouch {
            let finger = host.touchDown(at: center(of: item, in: collectionView))
            host.advance(by: 0.6)
            return finger
        }
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

    @Test("the classic reorder: a move within the collection view opens a gap, then performBatchUpdates moves the item")
    func reorder() {
        let scene = Scene()
        let finger = scene.lift(0, in: scene.top)
        #expect(scene.top.hasActiveDrag)
        finger.move(to: scene.center(of: 2, in: scene.top), duration: 0.3)
        scene.host.advance(by: 0.5)
        #expect(scene.topDelegate.lastDestination == IndexPath(item: 2, section: 0))
        #expect(scene.topDelegate.activeDuringDrag == true)
        #expect(scene.top.hasActiveDrop)
        // The gap is at item 2: 1 and 2 moved left, item 0's cell is gone.
        let one = scene.top.visibleCells.first { ($0 as? NumberCell)?.label.text == "1" }
        #expect(one?.frame.origin == CGPoint(x: 0, y: 0))
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.topModel.sections == [[1, 2, 0, 3, 4, 5]])
        #expect(shownNumbers(scene.top) == ["1", "2", "0", "3", "4", "5"])
        #expect(scene.top.cellForItem(at: IndexPath(item: 2, section: 0))?.isHidden == false)
        #expect(scene.top.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.origin == CGPoint(x: 220, y: 0))
        #expect(!scene.top.hasActiveDrag)
        #expect(!scene.top.hasActiveDrop)
        #expect(scene.topDelegate.log == [
            "top itemsForBeginning 0", "top dragSessionWillBegin", "top canHandle", "top dropSessionDidEnter",
            "top dropSessionDidUpdate", "top performDrop", "top dragSessionDidEnd", "top dropSessionDidEnd", "top landed",
        ])
    }

    @Test("a copy from one collection view inserts the item in the other where the finger lifts")
    func copyBetweenCollectionViews() {
        let scene = Scene()
        let finger = scene.lift(4, in: scene.top)
        finger.move(to: scene.center(of: 1, in: scene.bottom), duration: 0.4)
        scene.host.advance(by: 0.5)
        #expect(scene.bottomDelegate.lastDestination == IndexPath(item: 1, section: 0))
        // The gap at item 1 pushed 11 to the right.
        let eleven = scene.bottom.visibleCells.first { ($0 as? NumberCell)?.label.text == "11" }
        #expect(eleven?.frame.origin == CGPoint(x: 220, y: 0))
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.topModel.sections == [[0, 1, 2, 3, 4, 5]])
        #expect(scene.bottomModel.sections == [[10, 4, 11, 12]])
        #expect(shownNumbers(scene.bottom) == ["10", "4", "11", "12"])
        #expect(scene.topDelegate.log == [
            "top itemsForBeginning 4", "top dragSessionWillBegin", "top canHandle", "top dropSessionDidEnter",
            "top dropSessionDidUpdate", "top dropSessionDidExit", "top dragSessionDidEnd", "top dropSessionDidEnd",
        ])
        #expect(scene.bottomDelegate.log == [
            "bottom canHandle", "bottom dropSessionDidEnter", "bottom dropSessionDidUpdate", "bottom performDrop",
            "bottom dropSessionDidEnd", "bottom landed",
        ])
    }

    @Test("past the last item the destination is the end of the section")
    func destinationPastTheEnd() {
        let scene = Scene()
        let finger = scene.lift(0, in: scene.top)
        finger.move(to: CGPoint(x: 300, y: 700), duration: 0.4)
        scene.host.advance(by: 0.5)
        #expect(scene.bottomDelegate.lastDestination == IndexPath(item: 3, section: 0))
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.bottomModel.sections == [[10, 11, 12, 0]])
    }

    @Test("leaving the collection view closes the gap; a cancel puts everything back")
    func cancelClosesTheGap() {
        let scene = Scene()
        let finger = scene.lift(0, in: scene.top)
        finger.move(to: scene.center(of: 1, in: scene.top), duration: 0.3)
        finger.move(to: CGPoint(x: 380, y: 800), duration: 0.3)
        scene.host.advance(by: 0.5)
        #expect(!scene.top.hasActiveDrop)
        #expect(shownNumbers(scene.top) == ["0", "1", "2", "3", "4", "5"])
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.topModel.sections == [[0, 1, 2, 3, 4, 5]])
        #expect(!scene.top.hasActiveDrag)
    }

    @Test("mid-drag snapshot: the gap open in the bottom grid, the preview under the finger")
    func gapSnapshot() {
        let scene = Scene()
        let finger = scene.lift(4, in: scene.top)
        // Low in item 1's slot, so the preview leaves the top of the gap in view.
        let slot = scene.center(of: 1, in: scene.bottom)
        finger.move(to: CGPoint(x: slot.x + 30, y: slot.y + 45), duration: 0.4)
        scene.host.advance(by: 0.5)
        assertSnapshot(of: scene.host, named: "collection-drop-gap")
        finger.up()
        scene.host.runUntilIdle()
    }
}

/// A drop target that drops into the item under the finger (a folder) or to
/// a preview target, with the proposal it is given.
@MainActor
final class FolderDrop: UICollectionViewDropDelegate {
    var intent = UICollectionViewDropProposal.Intent.insertIntoDestinationIndexPath
    var landing: (any UICollectionViewDropCoordinator, UIDragItem) -> Void = { _, _ in }
    var destinations: [IndexPath?] = []
    var dropped: [IndexPath?] = []

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        destinations.append(destinationIndexPath)
        return UICollectionViewDropProposal(operation: .copy, intent: intent)
    }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        dropped.append(coordinator.destinationIndexPath)
        for item in coordinator.items { landing(coordinator, item.dragItem) }
    }
}

extension UICollectionViewDragAndDropTests {
    @Test("UICollectionViewDropProposal: intent with UIKit's raw values; init(operation:) is .unspecified")
    func proposal() {
        #expect(UICollectionViewDropProposal(operation: .copy).intent == .unspecified)
        let proposal = UICollectionViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)
        #expect(proposal.operation == .move)
        #expect(UICollectionViewDropProposal.Intent.insertAtDestinationIndexPath.rawValue == 1)
        #expect(UICollectionViewDropProposal.Intent.insertIntoDestinationIndexPath.rawValue == 2)
        #expect(UICollectionView.ReorderingCadence.slow.rawValue == 2)
    }

    @Test("reorderingCadence starts .immediate and is kept")
    func cadence() {
        let scene = Scene()
        #expect(scene.top.reorderingCadence == .immediate)
        scene.top.reorderingCadence = .slow
        #expect(scene.top.reorderingCadence == .slow)
    }

    @Test("an .insertIntoDestinationIndexPath drag opens no gap; drop(_:intoItemAt:rect:) lands in that cell's rect")
    func dropIntoItem() {
        let scene = Scene()
        let folder = FolderDrop()
        var landed = false
        folder.landing = { coordinator, item in
            let animator = coordinator.drop(item, intoItemAt: IndexPath(item: 2, section: 0),
                                            rect: CGRect(x: 25, y: 25, width: 50, height: 50))
            animator.addCompletion { _ in landed = true }
        }
        scene.bottom.dropDelegate = folder
        let finger = scene.lift(0, in: scene.top)
        finger.move(to: scene.center(of: 2, in: scene.bottom), duration: 0.4)
        scene.host.advance(by: 0.5)
        #expect(folder.destinations.last == IndexPath(item: 2, section: 0))
        #expect(scene.bottom.dropGap == nil)
        #expect(shownNumbers(scene.bottom) == ["10", "11", "12"])
        finger.up()
        scene.host.runUntilIdle()
        #expect(folder.dropped == [IndexPath(item: 2, section: 0)])
        #expect(landed)
        #expect(scene.bottomModel.sections == [[10, 11, 12]])
        #expect(!scene.bottom.hasActiveDrop)
    }

    @Test("drop(_:to:) sends the preview to a target; the drag hears a copy")
    func dropToTarget() {
        let scene = Scene()
        let folder = FolderDrop()
        folder.intent = .unspecified
        folder.landing = { coordinator, item in
            coordinator.drop(item, to: UIDragPreviewTarget(container: scene.bottom, center: CGPoint(x: 10, y: 10)))
        }
        scene.bottom.dropDelegate = folder
        let finger = scene.lift(1, in: scene.top)
        finger.move(to: scene.center(of: 0, in: scene.bottom), duration: 0.4)
        finger.up()
        scene.host.runUntilIdle()
        #expect(folder.dropped == [IndexPath(item: 0, section: 0)])
        #expect(scene.topDelegate.log.last == "top dropSessionDidEnd")
        #expect(scene.topDelegate.log.contains("top dragSessionDidEnd"))
    }
}

/// Drops to a placeholder showing "…", keeping its context for the test to
/// commit or delete later (as when the data arrives after a load).
@MainActor
final class PlaceholderDrop: UICollectionViewDropDelegate {
    let model: NumbersSource
    var context: (any UICollectionViewDropPlaceholderContext)?
    var landed = false

    init(model: NumbersSource) { self.model = model }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        guard let item = coordinator.items.first, let destination = coordinator.destinationIndexPath else { return }
        let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination,
                                                          reuseIdentifier: NumberCell.identifier)
        placeholder.cellUpdateHandler = { cell in (cell as? NumberCell)?.label.text = "…" }
        let context = coordinator.drop(item.dragItem, to: placeholder)
        context.addCompletion { _ in self.landed = true }
        self.context = context
    }
}

extension UICollectionViewDragAndDropTests {
    @Test("a placeholder holds the drop's place until committed; the data source then gains the item there")
    func placeholderCommit() throws {
        let scene = Scene()
        let drop = PlaceholderDrop(model: scene.bottomModel)
        scene.bottom.dropDelegate = drop
        let finger = scene.lift(5, in: scene.top)
        finger.move(to: scene.center(of: 1, in: scene.bottom), duration: 0.4)
        finger.up()
        scene.host.runUntilIdle()
        #expect(drop.landed)
        #expect(shownNumbers(scene.bottom) == ["10", "…", "11", "12"])
        #expect(scene.bottom.numberOfItems(inSection: 0) == 4)
        #expect(scene.bottomModel.sections == [[10, 11, 12]])
        let context = try #require(drop.context)
        #expect(context.commitInsertion { indexPath in scene.bottomModel.sections[0].insert(5, at: indexPath.item) })
        scene.host.runUntilIdle()
        #expect(shownNumbers(scene.bottom) == ["10", "5", "11", "12"])
        #expect(scene.bottom.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.origin == CGPoint(x: 110, y: 0))
        #expect(!context.deletePlaceholder())
    }

    @Test("deleting a placeholder closes its place; the data source never changes")
    func placeholderDelete() throws {
        let scene = Scene()
        let drop = PlaceholderDrop(model: scene.bottomModel)
        scene.bottom.dropDelegate = drop
        let finger = scene.lift(5, in: scene.top)
        finger.move(to: scene.center(of: 0, in: scene.bottom), duration: 0.4)
        finger.up()
        scene.host.runUntilIdle()
        #expect(shownNumbers(scene.bottom) == ["…", "10", "11", "12"])
        let context = try #require(drop.context)
        #expect(context.deletePlaceholder())
        scene.host.runUntilIdle()
        #expect(shownNumbers(scene.bottom) == ["10", "11", "12"])
        #expect(scene.bottom.numberOfItems(inSection: 0) == 3)
        #expect(!context.commitInsertion { _ in })
    }
}

extension UICollectionViewDragAndDropTests {
    @Test("a reorder backwards: item 4 dropped on item 1 lands at index 1, the items between moving right")
    func reorderBackwards() {
        let scene = Scene()
        scene.top.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        let finger = scene.lift(4, in: scene.top)
        finger.move(to: scene.center(of: 1, in: scene.top), duration: 0.3)
        scene.host.advance(by: 0.5)
        #expect(scene.topDelegate.lastDestination == IndexPath(item: 1, section: 0))
        // Items 1–3 moved one place on to open the gap at 1.
        let three = scene.top.visibleCells.first { ($0 as? NumberCell)?.label.text == "3" }
        #expect(three?.frame.origin == CGPoint(x: 110, y: 110))
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.topModel.sections == [[0, 4, 1, 2, 3, 5]])
        #expect(shownNumbers(scene.top) == ["0", "4", "1", "2", "3", "5"])
        #expect(scene.top.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    }
}
