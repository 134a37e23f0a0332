import Testing
@testable import UIKit
import UIKitTesting

/// Highlight and selection by touch and in code, in UIKit's order, kept by
/// index path across reuse.
@MainActor
@Suite("UICollectionView: selection")
struct UICollectionViewSelectionTests {
    let host = UITestHost(device: gridStageDevice)
    let item4 = IndexPath(item: 4, section: 0)

    @Test("a tap highlights, selects, unhighlights, then reports the selection")
    func tapOrder() {
        let source = NumbersSource(count: 30)
        let collectionView = host.makeCollectionView(source: source)
        host.tap(at: CGPoint(x: 150, y: 150))
        host.runFrame()
        #expect(source.calls == ["shouldHighlight 0-4", "didHighlight 0-4", "shouldSelect 0-4",
                                 "didUnhighlight 0-4", "didSelect 0-4"])
        #expect(collectionView.indexPathsForSelectedItems == [item4])
        #expect(collectionView.cellForItem(at: item4)?.isSelected == true)
        #expect(collectionView.cellForItem(at: item4)?.isHighlighted == false)
    }

    @Test("a finger held still highlights the cell after the scroll view's touch delay")
    func delayedHighlight() {
        let source = NumbersSource(count: 30)
        let collectionView = host.makeCollectionView(source: source)
        let touch = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.05)
        #expect(source.calls.isEmpty)
        host.advance(by: 0.2)
        #expect(source.calls == ["shouldHighlight 0-0", "didHighlight 0-0"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == true)
        touch.up()
        host.runFrame()
        #expect(source.calls.last == "didSelect 0-0")
    }

    @Test("dragging the content cancels the highlight and selects nothing")
    func scrollCancels() {
        let source = NumbersSource(count: 60)
        let collectionView = host.makeCollectionView(source: source)
        let touch = host.touchDown(at: CGPoint(x: 50, y: 250))
        host.advance(by: 0.3)
        touch.move(to: CGPoint(x: 50, y: 150), duration: 0.2)
        touch.up()
        host.runFrame()
        #expect(source.calls == ["shouldHighlight 0-6", "didHighlight 0-6", "didUnhighlight 0-6"])
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test("refusing the highlight skips the whole selection")
    func refusedHighlight() {
        let source = NumbersSource(count: 30)
        source.allowsHighlight = false
        let collectionView = host.makeCollectionView(source: source)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.runFrame()
        #expect(source.calls == ["shouldHighlight 0-0"])
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test("single selection moves: the previous item hears it was deselected")
    func singleSelectionMoves() {
        let source = NumbersSource(count: 30)
        let collectionView = host.makeCollectionView(source: source)
        host.tap(at: CGPoint(x: 50, y: 50))
        source.calls = []
        host.tap(at: CGPoint(x: 150, y: 150))
        host.runFrame()
        #expect(source.calls == ["shouldHighlight 0-4", "didHighlight 0-4", "shouldSelect 0-4", "didDeselect 0-0",
                                 "didUnhighlight 0-4", "didSelect 0-4"])
        #expect(collectionView.indexPathsForSelectedItems == [item4])
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    @Test("with multiple selection a second tap deselects")
    func multipleSelection() {
        let source = NumbersSource(count: 30)
        let collectionView = host.makeCollectionView(source: source)
        collectionView.allowsMultipleSelection = true
        host.tap(at: CGPoint(x: 50, y: 50))
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), item4])
        source.calls = []
        host.tap(at: CGPoint(x: 50, y: 50))
        host.runFrame()
        #expect(source.calls == ["shouldHighlight 0-0", "didHighlight 0-0", "shouldDeselect 0-0",
                                 "didUnhighlight 0-0", "didDeselect 0-0"])
        #expect(collectionView.indexPathsForSelectedItems == [item4])
    }

    @Test("selection belongs to the item: the cell showing it after reuse is selected, others are not")
    func selectionSurvivesReuse() {
        let source = NumbersSource(count: 300)
        let collectionView = host.makeCollectionView(source: source)
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(source.calls.isEmpty)
        collectionView.contentOffset = CGPoint(x: 0, y: 2000)
        host.runFrame()
        #expect(collectionView.visibleCells.allSatisfy { !$0.isSelected })
        collectionView.contentOffset = .zero
        host.runFrame()
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(collectionView.visibleCells.filter(\.isSelected).count == 1)
    }

    @Test("selecting in code can scroll the item into view, centered")
    func selectAndScroll() {
        let source = NumbersSource(count: 300)
        let collectionView = host.makeCollectionView(source: source)
        collectionView.selectItem(at: IndexPath(item: 150, section: 0), animated: false,
                                  scrollPosition: .centeredVertically)
        host.runFrame()
        // Item 150 is on line 50 (y 5000…5100); its middle at the view's middle.
        #expect(collectionView.contentOffset.y == CGFloat(5050 - 200))
        #expect(collectionView.cellForItem(at: IndexPath(item: 150, section: 0))?.isSelected == true)
    }

    @Test("a highlighted cell highlights its labels and shows the selected background")
    func highlightReachesSubviews() {
        let source = NumbersSource(count: 30)
        let collectionView = host.makeCollectionView(source: source)
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NumberCell
        let selectedBackground = UIView()
        cell?.selectedBackgroundView = selectedBackground
        #expect(selectedBackground.isHidden)
        cell?.isHighlighted = true
        #expect(cell?.label.isHighlighted == true)
        #expect(!selectedBackground.isHidden)
        #expect(selectedBackground.frame == cell?.bounds)
    }
}
