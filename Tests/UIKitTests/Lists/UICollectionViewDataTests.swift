import Testing
@testable import UIKit
import UIKitTesting

/// Registrations, prefetching and scrolling to items.
@MainActor
@Suite("UICollectionView: registrations, prefetching, scrolling to items")
struct UICollectionViewDataTests {
    let host = UITestHost(device: gridStageDevice)

    @Test("a cell registration registers its class on first use and configures each cell")
    func cellRegistration() {
        final class Source: NSObject, UICollectionViewDataSource {
            let registration = UICollectionView.CellRegistration<NumberCell, String> { cell, indexPath, item in
                cell.label.text = "\(item) at \(indexPath.item)"
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "item")
            }
        }
        host.activate()
        let source = Source()
        let collectionView = UICollectionView(frame: host.window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.dataSource = source
        host.window.addSubview(collectionView)
        host.window.makeKeyAndVisible()
        host.runFrame()
        #expect(shownNumbers(collectionView) == ["item at 0", "item at 1", "item at 2"])
    }

    @Test("items within a screen of the visible rect are prefetched, and withdrawn when they go away unseen")
    func prefetching() {
        final class Prefetcher: UICollectionViewDataSourcePrefetching {
            var prefetched: [[Int]] = []
            var cancelled: [[Int]] = []
            func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
                prefetched.append(indexPaths.map(\.item))
            }
            func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
                cancelled.append(indexPaths.map(\.item))
            }
        }
        let source = NumbersSource(count: 300)
        let collectionView = host.makeCollectionView(source: source)
        let prefetcher = Prefetcher()
        collectionView.prefetchDataSource = prefetcher
        collectionView.setNeedsLayout()
        host.runFrame()
        // Visible: rows 0–3; the band reaches one screen (four rows) below.
        #expect(prefetcher.prefetched == [Array(12..<24)])
        collectionView.contentOffset = CGPoint(x: 0, y: 3000)
        host.runFrame()
        #expect(prefetcher.cancelled == [Array(12..<24)])
        #expect(prefetcher.prefetched.last == Array(78..<90) + Array(102..<114))
    }

    @Test("scrolling to an item puts it at the top, middle or bottom, or nowhere new when it shows")
    func scrollPositions() {
        let source = NumbersSource(count: 300)
        let collectionView = host.makeCollectionView(source: source)
        let item = IndexPath(item: 30, section: 0)  // row 10: 1000…1100
        collectionView.scrollToItem(at: item, at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 1000)
        collectionView.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == 700)
        collectionView.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == 850)
        collectionView.scrollToItem(at: item, at: [], animated: false)
        #expect(collectionView.contentOffset.y == 850)
        // The last row cannot come to the top: the offset stops at the end.
        collectionView.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 9600)
    }

    @Test("the item under a point, and the index path of a cell")
    func hitQueries() {
        let source = NumbersSource(count: 30)
        let collectionView = host.makeCollectionView(source: source)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 250, y: 150)) == IndexPath(item: 5, section: 0))
        let cell = collectionView.cellForItem(at: IndexPath(item: 7, section: 0))
        #expect(cell.flatMap(collectionView.indexPath(for:)) == IndexPath(item: 7, section: 0))
        #expect(collectionView.cellForItem(at: IndexPath(item: 29, section: 0)) == nil)
    }
}
