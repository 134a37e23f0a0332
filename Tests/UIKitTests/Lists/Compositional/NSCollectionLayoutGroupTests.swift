import Testing
@testable import UIKit
import UIKitTesting

extension CompositionalLayoutTests {
    /// How groups size and place their subitems: fractions of the group,
    /// repetition while subitems fit, even shares, spacing, edge spacing,
    /// content insets, nesting and custom frames. The stage is 300 × 400 pt.
    @MainActor
    @Suite("NSCollectionLayoutGroup: placing subitems")
    struct NSCollectionLayoutGroupTests {
        let host = UITestHost(device: gridStageDevice)

        func show(_ group: NSCollectionLayoutGroup, count: Int = 12,
                  configure: (NSCollectionLayoutSection) -> Void = { _ in }) -> UICollectionView {
            let section = NSCollectionLayoutSection(group: group)
            configure(section)
            return host.makeCollectionView(source: NumbersSource(count: count),
                                           layout: UICollectionViewCompositionalLayout(section: section))
        }

        @Test("a row repeats a third-wide item three times; content insets shrink each inside its place")
        func gridWithInsets() {
            let cell = item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
            cell.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
            let collectionView = show(row, count: 7) {
                $0.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
            }
            // The row is 300 - 15 - 15 = 270 wide: places 90 wide, inset 2 on every side.
            #expect(itemFrame(collectionView, 0) == CGRect(x: 15 + 2, y: 10 + 2, width: 86, height: 96))
            #expect(itemFrame(collectionView, 1) == CGRect(x: 15 + 90 + 2, y: 12, width: 86, height: 96))
            #expect(itemFrame(collectionView, 2) == CGRect(x: 15 + 180 + 2, y: 12, width: 86, height: 96))
            #expect(itemFrame(collectionView, 3) == CGRect(x: 17, y: 10 + 100 + 2, width: 86, height: 96))
            #expect(itemFrame(collectionView, 6) == CGRect(x: 17, y: 10 + 200 + 2, width: 86, height: 96))
            // Three rows of 100 between insets of 10.
            #expect(collectionView.contentSize == CGSize(width: 300, height: 10 + 300 + 10))
            #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                    == CGRect(x: 107, y: 112, width: 86, height: 96))
        }

        @Test("a column nested in a row: one large item beside two stacked ones, then the pattern again")
        func nestedGroups() {
            let large = item(.fractionalWidth(2.0 / 3), .fractionalHeight(1))
            let small = item(.fractionalWidth(1), .fractionalHeight(0.5))
            let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
                                                          subitems: [small])
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)),
                                                         subitems: [large, column])
            let collectionView = show(row, count: 6)
            #expect(itemFrame(collectionView, 0) == CGRect(x: 0, y: 0, width: 200, height: 200))
            #expect(itemFrame(collectionView, 1) == CGRect(x: 200, y: 0, width: 100, height: 100))
            #expect(itemFrame(collectionView, 2) == CGRect(x: 200, y: 100, width: 100, height: 100))
            #expect(itemFrame(collectionView, 3) == CGRect(x: 0, y: 200, width: 200, height: 200))
            #expect(itemFrame(collectionView, 5) == CGRect(x: 200, y: 300, width: 100, height: 100))
            #expect(collectionView.contentSize == CGSize(width: 300, height: 400))
        }

        @Test("subitem:count: divides the row evenly, less the inter-item spacing")
        func evenRowWithSpacing() {
            let cell = item(.absolute(10), .fractionalHeight(1))
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                         subitem: cell, count: 4)
            row.interItemSpacing = .fixed(12)
            let collectionView = show(row, count: 4)
            // (300 - 3 · 12) / 4 = 66 each; the item's own width of 10 is ignored.
            #expect((0..<4).compactMap { itemFrame(collectionView, $0) } == [
                CGRect(x: 0, y: 0, width: 66, height: 50), CGRect(x: 78, y: 0, width: 66, height: 50),
                CGRect(x: 156, y: 0, width: 66, height: 50), CGRect(x: 234, y: 0, width: 66, height: 50),
            ])
        }

        @Test("a column of count items shares its height the same way")
        func evenColumnWithSpacing() {
            let cell = item(.fractionalWidth(1), .absolute(999))
            let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .absolute(120)),
                                                          subitem: cell, count: 3)
            column.interItemSpacing = .fixed(6)
            let collectionView = show(column, count: 3)
            // (120 - 2 · 6) / 3 = 36 each.
            #expect(itemFrame(collectionView, 0) == CGRect(x: 0, y: 0, width: 100, height: 36))
            #expect(itemFrame(collectionView, 1) == CGRect(x: 0, y: 42, width: 100, height: 36))
            #expect(itemFrame(collectionView, 2) == CGRect(x: 0, y: 84, width: 100, height: 36))
        }

        @Test("repeatingSubitem:count: (iOS 16) keeps the item's own size")
        func repeatingSubitem() {
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                         repeatingSubitem: item(.absolute(50), .absolute(50)), count: 3)
            row.interItemSpacing = .fixed(10)
            let collectionView = show(row, count: 6)
            #expect(itemFrame(collectionView, 2) == CGRect(x: 120, y: 0, width: 50, height: 50))
            #expect(itemFrame(collectionView, 3) == CGRect(x: 0, y: 50, width: 50, height: 50))
        }

        @Test("flexible inter-item spacing justifies a row of the items that fit at the least spacing")
        func flexibleSpacingJustifies() {
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)),
                                                         subitems: [item(.absolute(60), .absolute(60))])
            row.interItemSpacing = .flexible(10)
            let collectionView = show(row, count: 8)
            // Four fit at 10 apart (4 · 60 + 3 · 10 = 270); the 30 left go 10 to each gap.
            #expect((0..<5).compactMap { itemFrame(collectionView, $0)?.minX } == [0, 80, 160, 240, 0])
        }

        @Test("flexible edge spacing on both sides centers an item, along and across the row")
        func flexibleEdgesCenter() {
            let cell = item(.absolute(120), .absolute(50))
            cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0),
                                                             trailing: .flexible(0), bottom: .flexible(0))
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
            let collectionView = show(row, count: 2)
            // Two fit (240); the 60 left are shared by four flexible edges, 15 each.
            #expect(itemFrame(collectionView, 0) == CGRect(x: 15, y: 25, width: 120, height: 50))
            #expect(itemFrame(collectionView, 1) == CGRect(x: 165, y: 25, width: 120, height: 50))
        }

        @Test("fixed edge spacing moves an item and what follows without resizing it")
        func fixedEdgeSpacing() {
            let cell = item(.absolute(50), .absolute(50))
            cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(5), trailing: .fixed(10), bottom: nil)
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [cell])
            let collectionView = show(row, count: 3)
            #expect((0..<3).compactMap { itemFrame(collectionView, $0) } == [
                CGRect(x: 0, y: 5, width: 50, height: 50), CGRect(x: 60, y: 5, width: 50, height: 50),
                CGRect(x: 120, y: 5, width: 50, height: 50),
            ])
        }

        @Test("a group's content insets leave less room for its subitems, which are fractions of what is left")
        func groupContentInsets() {
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                         subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
            row.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            let collectionView = show(row, count: 2)
            #expect(itemFrame(collectionView, 0) == CGRect(x: 20, y: 10, width: 130, height: 80))
            #expect(itemFrame(collectionView, 1) == CGRect(x: 150, y: 10, width: 130, height: 80))
        }

        @Test("a custom group places its items at the frames its provider returns, group after group")
        func customGroup() {
            var containers: [CGSize] = []
            let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { environment in
                containers.append(environment.container.contentSize)
                return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
                        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 60, y: 20, width: 40, height: 80), zIndex: 3)]
            }
            let collectionView = show(group, count: 3)
            #expect(itemFrame(collectionView, 1) == CGRect(x: 60, y: 20, width: 40, height: 80))
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
            #expect(itemFrame(collectionView, 2) == CGRect(x: 0, y: 100, width: 50, height: 50))
            #expect(containers.last == CGSize(width: 300, height: 100))
            #expect(collectionView.contentSize.height == 200)
        }

        @Test("a square as wide as a third of its container: a height that is a fraction of the width")
        func crossAxisFraction() {
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1.0 / 3)),
                                                         subitems: [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
            let collectionView = show(row, count: 6)
            #expect(itemFrame(collectionView, 4) == CGRect(x: 100, y: 100, width: 100, height: 100))
        }
    }
}
