import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension NumbersDragDrop {
    /// A tap on another item during a drag adds that item's number.
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        log.append("\(name) itemsForAddingTo \(indexPath.item)")
        let number = model.sections[indexPath.section][indexPath.item]
        let item = UIDragItem(itemProvider: NSItemProvider(object: "\(number)" as NSString))
        item.localObject = number
        return [item]
    }
}

extension UICollectionViewDragAndDropTests {
    @Test("a tap with another finger on a second item adds it; both land in the other grid, the tapped cell unselected")
    func tapAddsAnItem() {
        let scene = Scene()
        let finger = scene.lift(0, in: scene.top)
        finger.move(to: CGPoint(x: 200, y: 430), duration: 0.2)
        scene.host.tap(at: scene.center(of: 2, in: scene.top))
        #expect(scene.topDelegate.log.contains("top itemsForAddingTo 2"))
        #expect(scene.top.indexPathsForSelectedItems?.isEmpty ?? true, "the adding tap does not select")
        finger.move(to: scene.center(of: 1, in: scene.bottom), duration: 0.3)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.bottomModel.sections[0].count == 5)
        #expect(Set(scene.bottomModel.sections[0]) == [10, 11, 12, 0, 2])
        #expect(scene.topModel.sections[0] == [0, 1, 2, 3, 4, 5], "a copy leaves the source as it was")
    }
}
