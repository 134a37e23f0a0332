import Testing
@testable import UIKit
import UIKitTesting

/// Picking an item up, dragging it over others, dropping or putting it back.
@MainActor
@Suite("UICollectionView: interactive movement")
struct UICollectionViewInteractiveMovementTests {
    let host = UITestHost(device: gridStageDevice)

    @Test("the moving cell follows the finger above the others, which make room; the drop moves the data")
    func moveAndDrop() {
        let source = NumbersSource(count: 12)
        let collectionView = host.makeCollectionView(source: source)
        let moving = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 140))
        #expect(moving?.center == CGPoint(x: 160, y: 140))
        #expect(moving?.layer.zPosition ?? 0 > 0)
        // Over item 4: the placeholder moves there and items 1…4 shift back one.
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === moving)
        #expect(source.calls == ["target 0-0 0-0 → 0-4"])
        host.advance(by: 0.5)
        #expect((collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NumberCell)?.label.text == "1")
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.origin == CGPoint(x: 0, y: 100))
        collectionView.endInteractiveMovement()
        #expect(source.calls.last == "moveItemAt(0-0, to: 0-4)")
        #expect(source.sections[0].prefix(6) == [1, 2, 3, 4, 0, 5])
        host.advance(by: 0.5)
        #expect(moving?.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(moving?.layer.zPosition == 0)
    }

    @Test("the delegate can send the item elsewhere than the layout proposes")
    func delegateRetargets() {
        let source = NumbersSource(count: 12)
        source.retarget = { _, proposed in proposed.item > 2 ? IndexPath(item: 2, section: 0) : proposed }
        let collectionView = host.makeCollectionView(source: source)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 350))
        collectionView.endInteractiveMovement()
        #expect(source.calls.last == "moveItemAt(0-0, to: 0-2)")
        #expect(source.sections[0].prefix(3) == [1, 2, 0])
    }

    @Test("cancelling puts everything back and tells the data source nothing")
    func cancel() {
        let source = NumbersSource(count: 12)
        let collectionView = host.makeCollectionView(source: source)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 250))
        collectionView.cancelInteractiveMovement()
        host.advance(by: 0.5)
        #expect(!source.calls.contains { $0.hasPrefix("moveItemAt") })
        #expect(shownNumbers(collectionView) == (0..<12).map(String.init))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.origin == CGPoint(x: 100, y: 0))
    }

    @Test("an item the data source will not move is not picked up")
    func refusedByDataSource() {
        let source = NumbersSource(count: 3)
        source.movable = false
        let collectionView = host.makeCollectionView(source: source)
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 7, section: 0)))
    }

    @Test("a collection view controller reorders on a long press and drag")
    func controllerLongPress() {
        final class GridController: UICollectionViewController {
            var numbers = Array(0..<12)
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                numbers.count
            }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: NumberCell.identifier, for: indexPath)
                (cell as? NumberCell)?.label.text = "\(numbers[indexPath.item])"
                return cell
            }
            override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                         to destinationIndexPath: IndexPath) {
                numbers.insert(numbers.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
            }
        }
        host.activate()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let controller = GridController(collectionViewLayout: layout)
        controller.collectionView.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.identifier)
        host.rootViewController = controller
        host.runFrame()
        #expect(controller.installsStandardGestureForInteractiveMovement)
        host.longPressAndDrag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50))
        host.advance(by: 0.5)
        #expect(controller.numbers.prefix(3) == [1, 2, 0])
        #expect(shownNumbers(controller.collectionView).prefix(3) == ["1", "2", "0"])
    }
}
