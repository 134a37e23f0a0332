import Testing
@testable import UIKit
import UIKitTesting

/// The flow layout's geometry against frames worked out by hand.
@MainActor
@Suite("UICollectionViewFlowLayout: geometry")
struct UICollectionViewFlowLayoutTests {
    let host = UITestHost(device: gridStageDevice)

    func frame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("UIKit's defaults: 50 × 50 items, 10 pt spacing, no inset, vertical")
    func defaults() {
        host.activate()
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.headerReferenceSize == .zero)
    }

    @Test("lines are justified: 80-pt items in 300 pt fit three, 30 pt apart")
    func justifiedLines() {
        let source = NumbersSource(count: 7)
        let collectionView = host.makeCollectionView(source: source,
                                                     itemSize: CGSize(width: 80, height: 50), spacing: 10)
        // (300 + 10) / (80 + 10) = 3.4 → 3 a line; gap (300 − 240) / 2 = 30.
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 80, height: 50))
        #expect(frame(collectionView, 1) == CGRect(x: 110, y: 0, width: 80, height: 50))
        #expect(frame(collectionView, 2) == CGRect(x: 220, y: 0, width: 80, height: 50))
        #expect(frame(collectionView, 3) == CGRect(x: 0, y: 60, width: 80, height: 50))
        // The last line has one item: centered, (300 − 80) / 2 = 110.
        #expect(frame(collectionView, 6) == CGRect(x: 110, y: 120, width: 80, height: 50))
        #expect(collectionView.contentSize == CGSize(width: 300, height: 170))
    }

    @Test("section insets, headers and footers stack each section")
    func sectionsWithHeaders() {
        let source = NumbersSource(sections: [Array(0..<4), Array(0..<2)])
        let collectionView = host.makeCollectionView(source: source, itemSize: CGSize(width: 100, height: 40)) {
            $0.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
            $0.headerReferenceSize = CGSize(width: 0, height: 30)
            $0.footerReferenceSize = CGSize(width: 0, height: 10)
            $0.minimumInteritemSpacing = 10
        }
        // 260 pt available: two 100-pt items a line, 60 pt apart.
        #expect(frame(collectionView, 0) == CGRect(x: 20, y: 35, width: 100, height: 40))
        #expect(frame(collectionView, 1) == CGRect(x: 180, y: 35, width: 100, height: 40))
        #expect(frame(collectionView, 2) == CGRect(x: 20, y: 75, width: 100, height: 40))
        // Section 0 ends at 30 + 5 + 80 + 15 + 10 = 140.
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionElementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 140, width: 300, height: 30))
        let footer = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionElementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 130, width: 300, height: 10))
        #expect(frame(collectionView, 0, section: 1) == CGRect(x: 20, y: 175, width: 100, height: 40))
        #expect(collectionView.contentSize.height == CGFloat(140 + 30 + 5 + 40 + 15 + 10))
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionElementKindSectionHeader).count == 2)
    }

    @Test("horizontal scrolling fills columns top to bottom")
    func horizontal() {
        let source = NumbersSource(count: 10)
        let collectionView = host.makeCollectionView(source: source,
                                                     itemSize: CGSize(width: 60, height: 100)) {
            $0.scrollDirection = .horizontal
        }
        // 400 pt tall: four 100-pt items a column, columns 60 pt wide.
        #expect(frame(collectionView, 3) == CGRect(x: 0, y: 300, width: 60, height: 100))
        #expect(frame(collectionView, 4) == CGRect(x: 60, y: 0, width: 60, height: 100))
        // The last column holds items 8 and 9: justified to the top and bottom.
        #expect(frame(collectionView, 9) == CGRect(x: 120, y: 300, width: 60, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 180, height: 400))
    }

    @Test("sizes from the delegate make lines of mixed items, centered on each line")
    func delegateSizes() {
        final class Sizes: NumbersSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: [120, 100, 140, 50][indexPath.item], height: [40, 60, 30, 20][indexPath.item])
            }
        }
        let source = Sizes(count: 4)
        let collectionView = host.makeCollectionView(source: source, spacing: 10)
        // Line 1: 120 + 10 + 100 = 230 ≤ 300; + 10 + 140 does not fit. Gap 80.
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 10, width: 120, height: 40))
        #expect(frame(collectionView, 1) == CGRect(x: 200, y: 0, width: 100, height: 60))
        // Line 2 starts at 60 + 10: 140 and 50, gap 110; centered on 30 pt.
        #expect(frame(collectionView, 2) == CGRect(x: 0, y: 70, width: 140, height: 30))
        #expect(frame(collectionView, 3) == CGRect(x: 250, y: 75, width: 50, height: 20))
    }

    @Test("a pinned header stays at the top until its section scrolls away")
    func pinnedHeaders() {
        let source = NumbersSource(sections: [Array(0..<9), Array(0..<9)])
        let collectionView = host.makeCollectionView(source: source) {
            $0.headerReferenceSize = CGSize(width: 0, height: 50)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        func headerY(_ section: Int) -> CGFloat? {
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionElementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame.minY
        }
        collectionView.contentOffset = CGPoint(x: 0, y: 120)
        host.runFrame()
        #expect(headerY(0) == 120)
        #expect(collectionView.supplementaryView(forElementKind: UICollectionElementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 0))?.frame.minY == 120)
        // Section 0 spans 0…350: its header is pushed up by its end.
        collectionView.contentOffset = CGPoint(x: 0, y: 330)
        host.runFrame()
        #expect(headerY(0) == 300)
        #expect(headerY(1) == 350)
    }

    @Test("scrolling with pinned headers moves the headers without asking the delegate for sizes again")
    func pinnedScrollKeepsLines() {
        final class CountingSizes: NumbersSource, UICollectionViewDelegateFlowLayout {
            var asked = 0
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                asked += 1
                return CGSize(width: 100, height: 100)
            }
        }
        let source = CountingSizes(sections: [Array(0..<30), Array(0..<30)])
        let collectionView = host.makeCollectionView(source: source) {
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        let asked = source.asked
        #expect(asked > 0)
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        host.runFrame()
        #expect(source.asked == asked)
        #expect(collectionView.supplementaryView(forElementKind: UICollectionElementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 0))?.frame.minY == 500)
    }

    @Test("a narrower collection view lays its items out again in fewer columns")
    func resizing() {
        let source = NumbersSource(count: 9)
        let collectionView = host.makeCollectionView(source: source)
        #expect(frame(collectionView, 2) == CGRect(x: 200, y: 0, width: 100, height: 100))
        collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        host.runFrame()
        #expect(frame(collectionView, 2) == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.origin == CGPoint(x: 0, y: 100))
        #expect(collectionView.contentSize == CGSize(width: 200, height: 500))
    }

    @Test("resized inside an animation block, the cells animate to their new places and the layout hears it")
    func animatedResize() {
        final class HearingLayout: UICollectionViewFlowLayout {
            var heard: [String] = []
            override func prepareForAnimatedBoundsChange(_ oldBounds: CGRect) {
                heard.append("prepare \(Int(oldBounds.width))")
            }
            override func finalizeAnimatedBoundsChange() { heard.append("finalize") }
        }
        let source = NumbersSource(count: 9)
        let collectionView = host.makeCollectionView(source: source)
        let layout = HearingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collectionView.collectionViewLayout = layout
        host.runFrame()
        UIView.animate(withDuration: 0.4) {
            collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        }
        #expect(layout.heard == ["prepare 300", "finalize"])
        let cell = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect(cell?.frame.origin == CGPoint(x: 0, y: 100))
        host.advance(by: 0.2)
        let midway = cell?.layer.presentation()?.frame.minX ?? 0
        #expect(midway > 0 && midway < 200)
    }

    @Test("a million uniform items answer a rect query with arithmetic")
    func millionItems() {
        let source = NumbersSource(count: 1_000_000)
        let collectionView = host.makeCollectionView(source: source)
        let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
        guard case .uniform(_, let perLine, _) = layout?.sections.first?.layout else {
            Issue.record("a uniform section stores no frames")
            return
        }
        #expect(perLine == 3)
        let rect = CGRect(x: 0, y: 5_000_000, width: 300, height: 400)
        let items = layout?.layoutAttributesForElements(in: rect)?.map(\.indexPath.item)
        #expect(items == Array(150_000..<150_012))
        #expect(collectionView.contentSize.height == CGFloat(333_334 * 100))
    }
}
