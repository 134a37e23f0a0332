import Testing
@testable import UIKit
import UIKitTesting

/// A collection view that leaves its window takes its cells, recycled views,
/// layout and animations with it, and holds its data source weakly.
@MainActor
@Suite("UICollectionView: lifetime")
struct UICollectionViewLifetimeTests {
    @Test("nothing of a collection view outlives it after an update, a selection and a reorder")
    func nothingOutlivesIt() {
        let host = UITestHost(device: gridStageDevice)
        weak var weakCollectionView: UICollectionView?
        weak var weakLayout: UICollectionViewLayout?
        weak var weakCell: UICollectionViewCell?
        weak var weakSource: NumbersSource?
        do {
            let source = NumbersSource(count: 300)
            weakSource = source
            let collectionView = host.makeCollectionView(source: source)
            weakCollectionView = collectionView
            weakLayout = collectionView.collectionViewLayout
            weakCell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            host.tap(at: CGPoint(x: 50, y: 50))
            source.sections[0].insert(1000, at: 0)
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 150))
            collectionView.endInteractiveMovement()
            collectionView.contentOffset = CGPoint(x: 0, y: 3000)
            host.runFrame()
            collectionView.removeFromSuperview()
        }
        host.advance(by: 1)
        #expect(weakSource == nil)
        #expect(weakCollectionView == nil)
        #expect(weakLayout == nil)
        #expect(weakCell == nil)
    }
}
