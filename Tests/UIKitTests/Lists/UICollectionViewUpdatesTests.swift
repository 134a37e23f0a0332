import Testing
@testable import UIKit
import UIKitTesting

/// Batch updates: checked against the data source, remapped, animated from
/// the old layout to the new.
@MainActor
@Suite("UICollectionView: batch updates")
struct UICollectionViewUpdatesTests {
    let host = UITestHost(device: gridStageDevice)

    @Test("an insertion moves the following cells over and fades the new one in")
    func insertAnimates() {
        let source = NumbersSource(count: 12)
        let collectionView = host.makeCollectionView(source: source)
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        var finished: Bool?
        source.sections[0].insert(100, at: 1)
        collectionView.performBatchUpdates({
            collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: { finished = $0 })
        // The old second cell now shows item 2, and is on its way there.
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === second)
        #expect(second?.frame.origin == CGPoint(x: 200, y: 0))
        let inserted = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect((inserted as? NumberCell)?.label.text == "100")
        host.advance(by: 0.15)
        let midway = second?.layer.presentation()?.frame.origin.x ?? 0
        #expect(midway > 100 && midway < 200)
        let fading = inserted?.layer.presentation()?.opacity ?? 0
        #expect(fading > 0 && fading < 1)
        #expect(finished == nil)
        host.advance(by: 0.3)
        #expect(finished == true)
        #expect(shownNumbers(collectionView) == ["0", "100"] + (1..<11).map(String.init))
    }

    @Test("midway through a batch update: the deleted cell half faded, the others on their way, the new one fading in")
    func midwaySnapshot() {
        let source = NumbersSource(count: 12)
        let collectionView = host.makeCollectionView(source: source)
        collectionView.backgroundColor = .white
        source.sections[0].remove(at: 1)
        source.sections[0].insert(99, at: 5)
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 5, section: 0)])
        }
        host.advance(by: 0.15)
        assertSnapshot(of: host, named: "delete-1-insert-5-midway")
        host.advance(by: 0.3)
        assertSnapshot(of: host, named: "delete-1-insert-5-done")
    }

    @Test("a deletion fades the cell out where it was, then recycles it")
    func deleteAnimates() {
        let source = NumbersSource(count: 20)
        source.logsDisplay = true
        let collectionView = host.makeCollectionView(source: source)
        let doomed = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        source.sections[0].remove(at: 0)
        source.calls = []
        collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(doomed?.alpha == 0)
        #expect(doomed?.isHidden == false)
        #expect(shownNumbers(collectionView) == (1...12).map(String.init))
        host.advance(by: 0.5)
        #expect(doomed?.isHidden == true)
        #expect(source.calls.first == "willDisplay 0-11")
        #expect(source.calls.last == "didEndDisplaying 0-0")
    }

    @Test("deletes, inserts and moves in one batch land every item in its place")
    func mixedBatch() {
        let source = NumbersSource(count: 12)
        let collectionView = host.makeCollectionView(source: source)
        collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        // Delete 0 and 3, move 8 to the front, insert 50 at 4.
        source.sections[0] = [8, 1, 2, 4, 50, 5, 6, 7, 9, 10, 11]
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
            collectionView.moveItem(at: IndexPath(item: 8, section: 0), to: IndexPath(item: 0, section: 0))
            collectionView.insertItems(at: [IndexPath(item: 4, section: 0)])
        }
        host.advance(by: 0.5)
        #expect(shownNumbers(collectionView) == ["8", "1", "2", "4", "50", "5", "6", "7", "9", "10", "11"])
        // Item 5 was selected; it is now at index 5 still (two gone before it, two come).
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect((collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as? NumberCell)?.label.text == "5")
        #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == true)
    }

    @Test("sections insert, delete and move with their items")
    func sections() {
        let source = NumbersSource(sections: [[0, 1], [10, 11, 12], [20]])
        let collectionView = host.makeCollectionView(source: source)
        source.sections = [[20], [0, 1], [30, 31]]
        collectionView.performBatchUpdates {
            collectionView.deleteSections([1])
            collectionView.moveSection(2, toSection: 0)
            collectionView.insertSections([2])
        }
        host.advance(by: 0.5)
        #expect(collectionView.numberOfSections == 3)
        #expect(collectionView.numberOfItems(inSection: 2) == 2)
        #expect(shownNumbers(collectionView) == ["20", "0", "1", "30", "31"])
    }

    @Test("reloading an item asks for a new cell; reconfiguring keeps the cell")
    func reloadAndReconfigure() {
        let source = NumbersSource(count: 6)
        let collectionView = host.makeCollectionView(source: source)
        let path = IndexPath(item: 2, section: 0)
        let before = collectionView.cellForItem(at: path)
        source.sections[0][2] = 42
        collectionView.reloadItems(at: [path])
        host.advance(by: 0.5)
        let reloaded = collectionView.cellForItem(at: path)
        #expect(reloaded !== before)
        #expect((reloaded as? NumberCell)?.label.text == "42")
        source.sections[0][2] = 43
        collectionView.reconfigureItems(at: [path])
        #expect(collectionView.cellForItem(at: path) === reloaded)
        #expect((reloaded as? NumberCell)?.label.text == "43")
    }

    @Test("inside performWithoutAnimation an update lands at once")
    func withoutAnimation() {
        let source = NumbersSource(count: 6)
        let collectionView = host.makeCollectionView(source: source)
        var finished: Bool?
        source.sections[0].insert(9, at: 0)
        UIView.performWithoutAnimation {
            collectionView.performBatchUpdates({
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { finished = $0 })
        }
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.layer.animationKeys() == nil)
        host.runFrame()
        #expect(finished == true)
    }

    @Test("reloadData forgets the cells on screen and the selection")
    func reloadData() {
        let source = NumbersSource(count: 6)
        let collectionView = host.makeCollectionView(source: source)
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        source.sections[0] = [7, 8]
        collectionView.reloadData()
        #expect(collectionView.indexPathsForSelectedItems == [])
        host.runFrame()
        #expect(shownNumbers(collectionView) == ["7", "8"])
    }

    @Test("the layout hears the update's items before the new attributes are read")
    func layoutHearsUpdates() {
        final class RecordingLayout: UICollectionViewFlowLayout {
            var updates: [String] = []
            override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                super.prepare(forCollectionViewUpdates: updateItems)
                updates = updateItems.map { "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\($0)" } ?? "-") "
                    + "\($0.indexPathAfterUpdate.map { "\($0)" } ?? "-")" }
            }
        }
        host.activate()
        let layout = RecordingLayout()
        let source = NumbersSource(count: 3)
        let collectionView = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.identifier)
        collectionView.dataSource = source
        host.window.addSubview(collectionView)
        host.window.makeKeyAndVisible()
        host.runFrame()
        source.sections[0] = [0, 2, 1, 5]
        collectionView.performBatchUpdates {
            collectionView.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: 0))
            collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
        }
        #expect(layout.updates == ["insert - [0, 3]", "move [0, 1] [0, 2]"])
    }
}

/// The old → new mapping of an update, per element.
@Suite("ListUpdateMapping")
struct ListUpdateMappingTests {
    @Test("untouched items shift past deletions and insertions")
    func shifts() {
        var update = ListUpdate()
        update.deletedItems = [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)]
        update.insertedItems = [IndexPath(item: 0, section: 0)]
        let mapping = ListUpdateMapping(update: update, oldCounts: [6], newCounts: [5])
        let old = (0..<6).map { mapping.newIndexPath(forOld: IndexPath(item: $0, section: 0))?.item }
        #expect(old == [1, nil, 2, 3, nil, 4])
        let new = (0..<5).map { mapping.oldIndexPath(forNew: IndexPath(item: $0, section: 0))?.item }
        #expect(new == [nil, 0, 2, 3, 5])
    }

    @Test("an item moved across sections leaves a gap in one and fills a slot in the other")
    func crossSectionMove() {
        var update = ListUpdate()
        update.movedItems = [(IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 1))]
        let mapping = ListUpdateMapping(update: update, oldCounts: [2, 2], newCounts: [1, 3])
        #expect(mapping.newIndexPath(forOld: IndexPath(item: 0, section: 0)) == IndexPath(item: 1, section: 1))
        #expect(mapping.newIndexPath(forOld: IndexPath(item: 1, section: 0)) == IndexPath(item: 0, section: 0))
        #expect(mapping.newIndexPath(forOld: IndexPath(item: 1, section: 1)) == IndexPath(item: 2, section: 1))
        #expect(mapping.oldIndexPath(forNew: IndexPath(item: 0, section: 1)) == IndexPath(item: 0, section: 1))
    }

    @Test("a thousand insertions into a hundred thousand items map by rank")
    func largeInsert() {
        var update = ListUpdate()
        update.insertedItems = (0..<1000).map { IndexPath(item: $0 * 100, section: 0) }
        let mapping = ListUpdateMapping(update: update, oldCounts: [100_000], newCounts: [101_000])
        // Old item 99,999 passes all 1,000 insertions.
        #expect(mapping.newIndexPath(forOld: IndexPath(item: 99_999, section: 0))?.item == 100_999)
        // Old item 0 is pushed by the insertion at 0 only.
        #expect(mapping.newIndexPath(forOld: IndexPath(item: 0, section: 0))?.item == 1)
    }
}
