import Testing
@testable import UIKit
import UIKitTesting

/// Cells for exactly the items in view, recycled as they scroll.
@MainActor
@Suite("UICollectionView: display and reuse")
struct UICollectionViewDisplayTests {
    @Test("a grid shows the items that fit on screen, each in its place")
    func showsVisibleItems() {
        let host = UITestHost(device: gridStageDevice)
        let source = NumbersSource(count: 100)
        let collectionView = host.makeCollectionView(source: source)
        #expect(collectionView.indexPathsForVisibleItems.count == 12)
        #expect(shownNumbers(collectionView) == (0..<12).map(String.init))
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 300, height: CGFloat(34 * 100)))
    }

    @Test("scrolling recycles cells: a long scroll creates only about a screenful")
    func reusesCells() {
        let host = UITestHost(device: gridStageDevice)
        let source = NumbersSource(count: 100_000)
        let collectionView = host.makeCollectionView(source: source)
        for step in 1...200 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            host.runFrame()
        }
        #expect(collectionView.reuse.createdCount <= 15)
        let first = Int(((CGFloat(200 * 37)) / 100).rounded(.down)) * 3
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: first, section: 0))
        #expect(shownNumbers(collectionView).first == "\(first)")
    }
}
