import Testing
@testable import UIKit
import UIKitTesting

extension CompositionalLayoutTests {
    /// The layout as a whole: sections from a provider, the configuration's
    /// scroll direction, spacing and layout headers, large sections kept
    /// arithmetic, and iOS code used as written. The stage is 300 × 400 pt.
    @MainActor
    @Suite("UICollectionViewCompositionalLayout")
    struct UICollectionViewCompositionalLayoutTests {
        let host = UITestHost(device: gridStageDevice)

        @Test("iOS code builds a layout unchanged: a grid of thirds that scrolls sideways under a header")
        func iOSExample() {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3),
                                                                                 heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            let layout = UICollectionViewCompositionalLayout(section: section)

            let collectionView = host.makeCollectionView(source: NumbersSource(count: 9), layout: layout)
            #expect(supplementaryFrame(collectionView, TestKind.header) == CGRect(x: 0, y: 0, width: 300, height: 44))
            // Groups of three 100-pt places run sideways: item 4 is in the second group.
            #expect(itemFrame(collectionView, 0) == CGRect(x: 2, y: 46, width: 96, height: 96))
            #expect(itemFrame(collectionView, 4) == CGRect(x: 402, y: 46, width: 96, height: 96))
            #expect(collectionView.contentSize == CGSize(width: 300, height: 144))
            #expect(visibleItems(collectionView, section: 0) == [0, 1, 2])
        }

        @Test("a section provider lays each section out its own way, given the environment")
        func sectionProvider() {
            var environments: [CGSize] = []
            let layout = UICollectionViewCompositionalLayout { index, environment in
                environments.append(environment.container.effectiveContentSize)
                if index == 0 {
                    let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                                 subitems: [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
                    return NSCollectionLayoutSection(group: row)
                }
                let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                             subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
                let section = NSCollectionLayoutSection(group: row)
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: TestKind.header, alignment: .top)]
                return section
            }
            let source = NumbersSource(sections: [Array(0..<5), Array(0..<3)])
            let collectionView = host.makeCollectionView(source: source, layout: layout)
            #expect(environments.prefix(2) == [CGSize(width: 300, height: 400), CGSize(width: 300, height: 400)])
            #expect(itemFrame(collectionView, 4) == CGRect(x: 100, y: 100, width: 100, height: 100))
            // Section 1 starts after two rows: its header, then rows of 44.
            #expect(supplementaryFrame(collectionView, TestKind.header, section: 1) == CGRect(x: 0, y: 200, width: 300, height: 30))
            #expect(itemFrame(collectionView, 2, section: 1) == CGRect(x: 0, y: 230 + 88, width: 300, height: 44))
            #expect(supplementaryFrame(collectionView, TestKind.header, section: 0) == nil)
            let height: CGFloat = 200 + 30 + 3 * 44
            #expect(collectionView.contentSize.height == height)
        }

        @Test("a horizontal configuration stacks sections sideways between the layout's own header and footer")
        func horizontalConfiguration() {
            let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)),
                                                          subitems: [item(.fractionalWidth(1), .fractionalHeight(0.25))])
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            configuration.interSectionSpacing = 20
            configuration.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(40), .fractionalHeight(1)),
                                                            elementKind: TestKind.layoutHeader, alignment: .leading),
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(40), .fractionalHeight(1)),
                                                            elementKind: TestKind.layoutFooter, alignment: .trailing),
            ]
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: column),
                                                             configuration: configuration)
            let source = NumbersSource(sections: [Array(0..<10), Array(0..<10)])
            let collectionView = host.makeCollectionView(source: source, layout: layout)
            // Columns of four 100-pt squares; ten items take three columns (300 pt).
            #expect(supplementaryFrame(collectionView, TestKind.layoutHeader) == CGRect(x: 0, y: 0, width: 40, height: 400))
            #expect(itemFrame(collectionView, 5) == CGRect(x: 40 + 100, y: 100, width: 100, height: 100))
            #expect(itemFrame(collectionView, 0, section: 1) == CGRect(x: 40 + 300 + 20, y: 0, width: 100, height: 100))
            #expect(supplementaryFrame(collectionView, TestKind.layoutFooter) == CGRect(x: 660, y: 0, width: 40, height: 400))
            #expect(collectionView.contentSize == CGSize(width: 700, height: 400))
        }

        @Test("changing the layout's configuration lays it out anew")
        func configurationChange() {
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                         subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
            let source = NumbersSource(sections: [Array(0..<2), Array(0..<2)])
            let collectionView = host.makeCollectionView(source: source, layout: layout)
            #expect(itemFrame(collectionView, 0, section: 1)?.minY == 200)
            layout.configuration.interSectionSpacing = 30
            host.runFrame()
            #expect(itemFrame(collectionView, 0, section: 1)?.minY == 230)
        }

        @Test("a million-item grid answers for any rect from one group's frames: nothing is kept per item")
        func millionItems() {
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                         subitems: [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
            let section = NSCollectionLayoutSection(group: row)
            section.interGroupSpacing = 10
            let layout = UICollectionViewCompositionalLayout(section: section)
            let collectionView = host.makeCollectionView(source: NumbersSource(count: 1_000_000), layout: layout)
            // 333,334 rows of 100 with 333,333 gaps of 10.
            let height: CGFloat = 333_334 * 100 + 333_333 * 10
            #expect(collectionView.contentSize.height == height)
            let arrangement = layout.sectionGeometries[0].items
            #expect(arrangement.itemsPerGroup == 3)
            guard case .uniform(let template, _, _, _) = arrangement.storage else {
                Issue.record("a section without estimated sizes keeps no per-item frames")
                return
            }
            #expect(template.count == 3)
            // Rows 200,000 and 200,001 reach into 22,000,000 … 22,000,200.
            let rect = CGRect(x: 0, y: 22_000_000, width: 300, height: 200)
            let items = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath.item)
            #expect(items == Array(600_000..<600_006))
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame
                    == CGRect(x: 0, y: 333_333 * 110, width: 100, height: 100))
            collectionView.contentOffset = CGPoint(x: 0, y: 22_000_000)
            host.runFrame()
            #expect(shownNumbers(collectionView).first == "600000")
            #expect(layout.measuredSizes.isEmpty)
        }

        @Test("layout headers and footers are asked for at index path [0, 0]")
        func layoutHeaderIndexPath() {
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                         subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(60)), elementKind: TestKind.layoutHeader, alignment: .top)]
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row),
                                                             configuration: configuration)
            let collectionView = host.makeCollectionView(source: NumbersSource(count: 3), layout: layout)
            #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: TestKind.layoutHeader)
                    == [IndexPath(item: 0, section: 0)])
            #expect(itemFrame(collectionView, 0) == CGRect(x: 0, y: 60, width: 300, height: 50))
        }
    }
}
