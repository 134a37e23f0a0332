import Testing
@testable import UIKit
import UIKitTesting

extension CompositionalLayoutTests {
    /// Sections: groups one after another with spacing and insets, headers and
    /// footers around them, pinned headers while scrolling. The stage is
    /// 300 × 400 pt.
    @MainActor
    @Suite("NSCollectionLayoutSection: groups, insets, headers and footers")
    struct NSCollectionLayoutSectionTests {
        let host = UITestHost(device: gridStageDevice)

        /// Full-width rows of `rowHeight`.
        func listSection(rowHeight: CGFloat = 50) -> NSCollectionLayoutSection {
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(rowHeight)),
                                                         subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
            return NSCollectionLayoutSection(group: row)
        }

        func header(_ height: CGFloat, _ kind: String = TestKind.header,
                    _ alignment: NSRectAlignment = .top) -> NSCollectionLayoutBoundarySupplementaryItem {
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(height)),
                                                        elementKind: kind, alignment: alignment)
        }

        @Test("groups follow one another interGroupSpacing apart, inside the section's content insets")
        func spacingAndInsets() {
            let section = listSection(rowHeight: 40)
            section.interGroupSpacing = 8
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 10, bottom: 30, trailing: 10)
            let collectionView = host.makeCollectionView(source: NumbersSource(count: 10),
                                                         layout: UICollectionViewCompositionalLayout(section: section))
            #expect(itemFrame(collectionView, 0) == CGRect(x: 10, y: 20, width: 280, height: 40))
            #expect(itemFrame(collectionView, 3) == CGRect(x: 10, y: 20 + 3 * 48, width: 280, height: 40))
            // 10 rows of 40 and 9 gaps of 8 between the insets.
            let expected: CGFloat = 20 + 10 * 40 + 9 * 8 + 30
            #expect(collectionView.contentSize.height == expected)
        }

        @Test("a header comes before the top inset and a footer after the bottom one; sections follow each other")
        func headerAndFooter() {
            let section = listSection()
            section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
            section.boundarySupplementaryItems = [header(30), header(20, TestKind.footer, .bottom)]
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = 10
            let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
            let source = NumbersSource(sections: [Array(0..<10), Array(0..<10)])
            let collectionView = host.makeCollectionView(source: source, layout: layout)
            // Section: 30 header + 5 + 10 · 50 + 5 + 20 footer = 560.
            #expect(supplementaryFrame(collectionView, TestKind.header) == CGRect(x: 0, y: 0, width: 300, height: 30))
            #expect(itemFrame(collectionView, 0) == CGRect(x: 0, y: 35, width: 300, height: 50))
            #expect(supplementaryFrame(collectionView, TestKind.footer) == CGRect(x: 0, y: 540, width: 300, height: 20))
            #expect(supplementaryFrame(collectionView, TestKind.header, section: 1) == CGRect(x: 0, y: 570, width: 300, height: 30))
            #expect(itemFrame(collectionView, 0, section: 1) == CGRect(x: 0, y: 605, width: 300, height: 50))
            let height: CGFloat = 560 + 10 + 560
            #expect(collectionView.contentSize.height == height)
            #expect(collectionView.supplementaryView(forElementKind: TestKind.header, at: IndexPath(item: 0, section: 0))?.frame
                    == CGRect(x: 0, y: 0, width: 300, height: 30))
        }

        @Test("headers follow the content insets across the section unless told not to")
        func supplementariesFollowContentInsets() {
            let section = listSection()
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            section.boundarySupplementaryItems = [header(30)]
            let layout = UICollectionViewCompositionalLayout(section: section)
            let collectionView = host.makeCollectionView(source: NumbersSource(count: 3), layout: layout)
            #expect(supplementaryFrame(collectionView, TestKind.header) == CGRect(x: 16, y: 0, width: 268, height: 30))
            section.supplementariesFollowContentInsets = false
            layout.invalidateLayout()
            host.runFrame()
            #expect(supplementaryFrame(collectionView, TestKind.header) == CGRect(x: 0, y: 0, width: 300, height: 30))
        }

        @Test("a pinned header stays at the top while its section scrolls by, then the section's end pushes it out")
        func pinnedHeader() {
            let section = listSection()
            let pinned = header(30)
            pinned.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [pinned, header(20, TestKind.footer, .bottom)]
            let source = NumbersSource(sections: [Array(0..<10), Array(0..<10)])
            let collectionView = host.makeCollectionView(source: source,
                                                         layout: UICollectionViewCompositionalLayout(section: section))
            func headerView(_ section: Int) -> UICollectionReusableView? {
                collectionView.supplementaryView(forElementKind: TestKind.header, at: IndexPath(item: 0, section: section))
            }
            // Sections are 30 + 500 + 20 = 550 long.
            collectionView.contentOffset = CGPoint(x: 0, y: 100)
            host.runFrame()
            #expect(headerView(0)?.frame == CGRect(x: 0, y: 100, width: 300, height: 30))
            #expect((headerView(0)?.layer.zPosition ?? 0) > (collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?
                .layer.zPosition ?? 0))
            // The header's bottom stops at the footer: 550 - 20 - 30 = 500.
            collectionView.contentOffset = CGPoint(x: 0, y: 520)
            host.runFrame()
            #expect(headerView(0)?.frame == CGRect(x: 0, y: 500, width: 300, height: 30))
            #expect(headerView(1)?.frame == CGRect(x: 0, y: 550, width: 300, height: 30))
            collectionView.contentOffset = CGPoint(x: 0, y: 600)
            host.runFrame()
            #expect(headerView(0) == nil)
            #expect(headerView(1)?.frame == CGRect(x: 0, y: 600, width: 300, height: 30))
        }

        @Test("a header that does not extend the boundary lies over the section's first items")
        func nonExtendingHeader() {
            let section = listSection()
            let overlay = header(30)
            overlay.extendsBoundary = false
            section.boundarySupplementaryItems = [overlay]
            let collectionView = host.makeCollectionView(source: NumbersSource(count: 3),
                                                         layout: UICollectionViewCompositionalLayout(section: section))
            #expect(supplementaryFrame(collectionView, TestKind.header) == CGRect(x: 0, y: 0, width: 300, height: 30))
            #expect(itemFrame(collectionView, 0) == CGRect(x: 0, y: 0, width: 300, height: 50))
            #expect(collectionView.contentSize.height == 150)
        }

        @Test("a badge anchored to an item's top trailing corner, its center on the corner")
        func badge() {
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(20), .absolute(20)), elementKind: TestKind.badge,
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
            let cell = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
            let section = NSCollectionLayoutSection(group: row)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
            let collectionView = host.makeCollectionView(source: NumbersSource(count: 4),
                                                         layout: UICollectionViewCompositionalLayout(section: section))
            #expect(supplementaryFrame(collectionView, TestKind.badge, item: 1) == CGRect(x: 190, y: 10, width: 20, height: 20))
            let view = collectionView.supplementaryView(forElementKind: TestKind.badge, at: IndexPath(item: 1, section: 0))
            #expect(view?.frame == CGRect(x: 190, y: 10, width: 20, height: 20))
            #expect(view?.layer.zPosition == 1)
            #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: TestKind.badge).count == 4)
        }

        @Test("the visible items invalidation handler sees the section's elements on screen and may restyle them")
        func visibleItemsInvalidationHandler() {
            let section = listSection(rowHeight: 100)
            var seen: [(items: [IndexPath], offset: CGPoint)] = []
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                seen.append((items.map(\.indexPath), offset))
                #expect(environment.container.contentSize == CGSize(width: 300, height: 400))
                for item in items where item.indexPath.item % 2 == 1 { item.alpha = 0.5 }
            }
            let collectionView = host.makeCollectionView(source: NumbersSource(count: 20),
                                                         layout: UICollectionViewCompositionalLayout(section: section))
            collectionView.contentOffset = CGPoint(x: 0, y: 250)
            host.runFrame()
            // Rows 2 to 6 reach into 250…650.
            #expect(seen.contains { $0.offset == CGPoint(x: 0, y: 250) && $0.items == (2...6).map { IndexPath(item: $0, section: 0) } })
            #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.alpha == 0.5)
            #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.alpha == 1)
        }
    }
}
