import Testing
@testable import UIKit
import UIKitTesting

extension CompositionalLayoutTests {
    /// Sections that scroll across a vertical list, each through a scroll view
    /// of its own. The stage is 300 × 400 pt; section 0 is a carousel of 100-pt
    /// squares 10 apart (a group every 110 pt) in a band 100 tall; section 1 is a
    /// list of 100-pt rows so that the collection view itself scrolls.
    @MainActor
    @Suite("UICollectionViewCompositionalLayout: orthogonal scrolling")
    struct UICollectionViewCompositionalLayoutOrthogonalTests {
        let host = UITestHost(device: gridStageDevice)
        let source = NumbersSource(sections: [Array(0..<20), Array(0..<20)])

        func makeCarousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
            -> (UICollectionView, UICollectionViewCompositionalLayout) {
            let layout = UICollectionViewCompositionalLayout { index, _ in
                if index == 0 {
                    let square = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(100)),
                                                                    subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
                    let section = NSCollectionLayoutSection(group: square)
                    section.interGroupSpacing = 10
                    section.orthogonalScrollingBehavior = behavior
                    return section
                }
                let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                             subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
                return NSCollectionLayoutSection(group: row)
            }
            return (host.makeCollectionView(source: source, layout: layout), layout)
        }

        func scroller(_ layout: UICollectionViewCompositionalLayout) -> CompositionalOrthogonalScrollView? {
            layout.orthogonalScrollers[0]
        }

        /// The carousel's items whose frames reach into the visible band.
        func itemsInView(offset: CGFloat) -> [Int] {
            (0..<20).filter { CGFloat($0) * 110 < offset + 300 && CGFloat($0) * 110 + 100 > offset }
        }

        @Test("the section's cells live in a scroll view covering its band; the collection view still owns them")
        func cellsLiveInTheSectionsScrollView() throws {
            let (collectionView, layout) = makeCarousel(.continuous)
            let scrollView = try #require(scroller(layout))
            #expect(scrollView.superview === collectionView)
            #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
            #expect(scrollView.contentSize == CGSize(width: 20 * 100 + 19 * 10, height: 100))
            #expect(visibleItems(collectionView, section: 0) == [0, 1, 2])
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(cell.superview === scrollView)
            #expect(cell.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
            // The list's cells stay in the collection view.
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collectionView)
            #expect(collectionView.contentSize == CGSize(width: 300, height: 100 + 20 * 100))
        }

        @Test("a sideways drag scrolls the section: other items come into view, the list does not move")
        func dragScrollsTheSection() throws {
            let (collectionView, layout) = makeCarousel(.continuous)
            let scrollView = try #require(scroller(layout))
            host.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 50, y: 52), duration: 0.3)
            _ = host.runUntilIdle()
            let offset = scrollView.contentOffset.x
            #expect(offset > 150)
            #expect(collectionView.contentOffset == .zero)
            #expect(visibleItems(collectionView, section: 0) == itemsInView(offset: offset))
            #expect(!visibleItems(collectionView, section: 0).contains(0))
            // Layout frames are shifted by the section's offset: they match the screen.
            let first = try #require(visibleItems(collectionView, section: 0).first)
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: first, section: 0)))
            #expect(itemFrame(collectionView, first)?.minX == CGFloat(first) * 110 - offset)
            #expect(cell.convert(cell.bounds, to: collectionView).minX == CGFloat(first) * 110 - offset)
        }

        @Test("a tap on a scrolled section's cell selects that item")
        func tapSelectsInsideTheSection() throws {
            let (collectionView, layout) = makeCarousel(.continuous)
            let scrollView = try #require(scroller(layout))
            host.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 50, y: 52), duration: 0.3)
            _ = host.runUntilIdle()
            let offset = scrollView.contentOffset.x
            let tapped = Int(((150 + offset) / 110).rounded(.down))
            try #require((150 + offset) - CGFloat(tapped) * 110 < 100, "the tap lands on a cell, not in a gap")
            source.calls = []
            host.tap(at: CGPoint(x: 150, y: 50))
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: tapped, section: 0)])
            #expect(source.calls.contains("didSelect 0-\(tapped)"))
            #expect(collectionView.cellForItem(at: IndexPath(item: tapped, section: 0))?.isSelected == true)
        }

        @Test("a vertical drag that starts on the section scrolls the list instead")
        func verticalDragScrollsTheList() throws {
            let (collectionView, layout) = makeCarousel(.continuous)
            let scrollView = try #require(scroller(layout))
            host.drag(from: CGPoint(x: 150, y: 80), to: CGPoint(x: 152, y: 10), duration: 0.3)
            _ = host.runUntilIdle()
            #expect(collectionView.contentOffset.y > 50)
            #expect(scrollView.contentOffset == .zero)
        }

        @Test("group paging rests a group's leading edge where the first group's was, one group per swipe")
        func groupPaging() throws {
            let (_, layout) = makeCarousel(.groupPaging)
            let scrollView = try #require(scroller(layout))
            #expect(scrollView.decelerationRate == .fast)
            host.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 170, y: 50), duration: 0.3)
            _ = host.runUntilIdle()
            #expect(scrollView.contentOffset.x == 110)
            host.swipe(from: CGPoint(x: 280, y: 50), to: CGPoint(x: 20, y: 50))
            _ = host.runUntilIdle()
            #expect(scrollView.contentOffset.x == 220)
        }

        @Test("centered group paging starts with the first group centered and rests groups centered")
        func groupPagingCentered() throws {
            let (collectionView, layout) = makeCarousel(.groupPagingCentered)
            let scrollView = try #require(scroller(layout))
            // Group 0 centered: its middle (50) at the band's middle (150).
            #expect(scrollView.contentOffset.x == -100)
            #expect(itemFrame(collectionView, 0) == CGRect(x: 100, y: 0, width: 100, height: 100))
            host.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 170, y: 50), duration: 0.3)
            _ = host.runUntilIdle()
            // Group 1 centered: 110 + 50 - 150 = 10 (momentum lands within a hair).
            #expect(abs(scrollView.contentOffset.x - 10) < 0.01)
            #expect(abs((itemFrame(collectionView, 1)?.midX ?? 0) - 150) < 0.01)
        }

        @Test("continuous scrolling to group boundaries rests on the nearest group's leading edge")
        func continuousGroupLeadingBoundary() throws {
            let (_, layout) = makeCarousel(.continuousGroupLeadingBoundary)
            let scrollView = try #require(scroller(layout))
            host.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 50, y: 50), duration: 0.3)
            _ = host.runUntilIdle()
            let offset = scrollView.contentOffset.x
            #expect(offset > 200)
            #expect(offset.truncatingRemainder(dividingBy: 110) == 0)
        }

        @Test("paging turns pages the width of the band")
        func paging() throws {
            let (_, layout) = makeCarousel(.paging)
            let scrollView = try #require(scroller(layout))
            #expect(scrollView.isPagingEnabled)
            host.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.3)
            _ = host.runUntilIdle()
            #expect(scrollView.contentOffset.x == 300)
        }

        @Test("the scroll views leave with the layout; the cells come back into the collection view")
        func replacingTheLayoutRetiresScrollViews() throws {
            let (collectionView, layout) = makeCarousel(.continuous)
            let scrollView = try #require(scroller(layout))
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 100)
            flow.minimumInteritemSpacing = 0
            flow.minimumLineSpacing = 0
            collectionView.setCollectionViewLayout(flow, animated: false)
            host.runFrame()
            #expect(scrollView.superview == nil)
            #expect(layout.orthogonalScrollers.isEmpty)
            #expect(collectionView.visibleCells.allSatisfy { $0.superview === collectionView })
            #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                    == CGRect(x: 100, y: 0, width: 100, height: 100))
        }

        @Test("inserting an item into the section animates it in; the cells stay in the section's scroll view")
        func insertIntoTheSection() throws {
            let (collectionView, layout) = makeCarousel(.continuous)
            let scrollView = try #require(scroller(layout))
            collectionView.performBatchUpdates({
                source.sections[0].insert(99, at: 0)
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: nil)
            _ = host.runUntilIdle()
            #expect(visibleItems(collectionView, section: 0) == [0, 1, 2])
            #expect(shownNumbers(collectionView).prefix(3) == ["99", "0", "1"])
            let cells = (0..<3).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
            #expect(cells.allSatisfy { $0.superview === scrollView })
            #expect(cells.map(\.frame.minX) == [0, 110, 220])
            let width: CGFloat = 21 * 100 + 20 * 10
            #expect(scrollView.contentSize.width == width)
        }

        @Test("the invalidation handler of an orthogonal section sees unscrolled frames and the section's offset")
        func orthogonalInvalidationHandler() throws {
            var seen: [(frames: [CGRect], offset: CGPoint)] = []
            let square = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(100)),
                                                            subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
            let section = NSCollectionLayoutSection(group: square)
            section.interGroupSpacing = 10
            section.orthogonalScrollingBehavior = .continuous
            section.visibleItemsInvalidationHandler = { items, offset, _ in
                seen.append((items.map(\.frame), offset))
                // Scale items by their distance from the band's middle, the carousel idiom.
                for item in items {
                    let distance = abs(item.frame.midX - offset.x - 150)
                    item.transform = CGAffineTransform(scaleX: 1 - distance / 1000, y: 1 - distance / 1000)
                }
            }
            let layout = UICollectionViewCompositionalLayout(section: section)
            let collectionView = host.makeCollectionView(source: NumbersSource(count: 20), layout: layout)
            let scrollView = try #require(scroller(layout))
            scrollView.contentOffset = CGPoint(x: 55, y: 0)
            host.runFrame()
            let last = try #require(seen.last)
            #expect(last.offset == CGPoint(x: 55, y: 0))
            #expect(last.frames.first == CGRect(x: 0, y: 0, width: 100, height: 100))
            // Item 1's middle (160 - 55 = 105 on screen) is 45 from the band's middle.
            let transform = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.transform
            #expect(transform.map { abs($0.a - 0.955) < 0.0001 } == true)
            #expect(itemFrame(collectionView, 1)?.minX == 55)
        }

        @Test("when the section no longer scrolls orthogonally its scroll view goes and its cells come back")
        func sectionStopsScrollingOrthogonally() throws {
            var behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
            let layout = UICollectionViewCompositionalLayout { _, _ in
                let square = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(100)),
                                                                subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
                let section = NSCollectionLayoutSection(group: square)
                section.orthogonalScrollingBehavior = behavior
                return section
            }
            let collectionView = host.makeCollectionView(source: NumbersSource(count: 6), layout: layout)
            let scrollView = try #require(scroller(layout))
            behavior = .none
            layout.invalidateLayout()
            host.runFrame()
            #expect(scrollView.superview == nil)
            #expect(layout.orthogonalScrollers.isEmpty)
            #expect(collectionView.visibleCells.count == 4)
            #expect(collectionView.visibleCells.allSatisfy { $0.superview === collectionView })
            #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                    == CGRect(x: 0, y: 300, width: 100, height: 100))
        }

        @Test("in a horizontal layout an orthogonal section scrolls vertically")
        func verticalSectionInHorizontalLayout() throws {
            let square = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(100)),
                                                            subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
            let section = NSCollectionLayoutSection(group: square)
            section.interGroupSpacing = 10
            section.orthogonalScrollingBehavior = .continuous
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
            let collectionView = host.makeCollectionView(source: NumbersSource(count: 10), layout: layout)
            let scrollView = try #require(scroller(layout))
            #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 100, height: 400))
            #expect(scrollView.contentSize == CGSize(width: 100, height: 1090))
            #expect(itemFrame(collectionView, 2) == CGRect(x: 0, y: 220, width: 100, height: 100))
            #expect(visibleItems(collectionView, section: 0) == [0, 1, 2, 3])
            host.drag(from: CGPoint(x: 50, y: 350), to: CGPoint(x: 52, y: 100), duration: 0.3)
            _ = host.runUntilIdle()
            let offset = scrollView.contentOffset.y
            #expect(offset > 200)
            #expect(scrollView.contentOffset.x == 0)
            #expect(visibleItems(collectionView, section: 0) == (0..<10).filter {
                CGFloat($0) * 110 < offset + 400 && CGFloat($0) * 110 + 100 > offset
            })
        }
    }
}
