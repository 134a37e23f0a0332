import Testing
@testable import UIKit
import UIKitTesting

/// A cell whose height comes from Auto Layout: a bar pinned to the content
/// view's edges with a height constraint the data source sets.
final class BarCell: UICollectionViewCell {
    static let identifier = "bar"
    let bar = UIView()
    private(set) var barHeight: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        barHeight = bar.heightAnchor.constraint(equalToConstant: 10)
        // Below required, as iOS cells do it: while the cell still has its
        // estimated height, the bar's own height wins without a conflict.
        let bottom = bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor),
            bottom,
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            barHeight,
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A header whose height comes from Auto Layout: a 25-pt bar pinned to its edges.
final class BarHeader: UICollectionReusableView {
    static let identifier = "bar-header"

    override init(frame: CGRect) {
        super.init(frame: frame)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        addSubview(bar)
        let bottom = bar.bottomAnchor.constraint(equalTo: bottomAnchor)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: topAnchor), bottom,
            bar.leadingAnchor.constraint(equalTo: leadingAnchor), bar.trailingAnchor.constraint(equalTo: trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 25),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Bars 20, 30, 40, … points tall (10 more per item), and headers 25 tall.
@MainActor
final class BarSource: UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    static func height(of item: Int) -> CGFloat { 20 + 10 * CGFloat(item) }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: BarCell.identifier, for: indexPath)
        (cell as? BarCell)?.barHeight.constant = Self.height(of: indexPath.item)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: BarHeader.identifier,
                                                        for: indexPath)
    }
}

extension CompositionalLayoutTests {
    /// Estimated dimensions: cells measure themselves with Auto Layout and the
    /// section is laid out again with their sizes.
    @MainActor
    @Suite("UICollectionViewCompositionalLayout: self-sizing")
    struct UICollectionViewCompositionalLayoutSelfSizingTests {
        let host = UITestHost(device: gridStageDevice)

        /// A full-window collection view of `count` bars with `layout`, shown
        /// and laid out.
        func show(_ layout: UICollectionViewLayout, count: Int) -> UICollectionView {
            host.activate()
            let collectionView = SourceKeepingCollectionView(frame: host.window.bounds, collectionViewLayout: layout)
            collectionView.register(BarCell.self, forCellWithReuseIdentifier: BarCell.identifier)
            collectionView.register(BarHeader.self, forSupplementaryViewOfKind: TestKind.header,
                                    withReuseIdentifier: BarHeader.identifier)
            let source = BarSource(count: count)
            collectionView.keptSource = source
            collectionView.dataSource = source
            host.window.addSubview(collectionView)
            host.window.makeKeyAndVisible()
            host.runFrame()
            return collectionView
        }

        /// Full-width rows of estimated height.
        func makeList(count: Int) -> (UICollectionView, UICollectionViewCompositionalLayout) {
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                         subitems: [item(.fractionalWidth(1), .estimated(44))])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
            return (show(layout, count: count), layout)
        }

        @Test("rows of estimated height take the heights their cells' constraints give")
        func estimatedHeights() {
            let (collectionView, layout) = makeList(count: 5)
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.selfSizingAxes == .vertical)
            // Bars of 20, 30, 40, 50, 60 stacked.
            #expect((0..<5).compactMap { itemFrame(collectionView, $0) } == [
                CGRect(x: 0, y: 0, width: 300, height: 20), CGRect(x: 0, y: 20, width: 300, height: 30),
                CGRect(x: 0, y: 50, width: 300, height: 40), CGRect(x: 0, y: 90, width: 300, height: 50),
                CGRect(x: 0, y: 140, width: 300, height: 60),
            ])
            #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                    == CGRect(x: 0, y: 90, width: 300, height: 50))
            #expect(collectionView.contentSize == CGSize(width: 300, height: 200))
        }

        @Test("items not yet on screen keep their estimate until they scroll into view")
        func unmeasuredItemsKeepTheirEstimate() {
            let (collectionView, _) = makeList(count: 40)
            // On screen: 20 + 30 + … until 400 pt are filled; item 20 is far below.
            let measured = (0..<40).filter { BarSource.height(of: $0) == itemFrame(collectionView, $0)?.height }
            #expect(measured.first == 0)
            #expect(itemFrame(collectionView, 30)?.height == 44)
        }

        @Test("content insets are ignored on the estimated axis, kept on the other")
        func insetsOnEstimatedAxis() {
            let cellItem = item(.fractionalWidth(1), .estimated(44))
            cellItem.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                         subitems: [cellItem])
            let collectionView = show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)),
                                      count: 2)
            #expect(itemFrame(collectionView, 0) == CGRect(x: 16, y: 0, width: 268, height: 20))
            #expect(itemFrame(collectionView, 1) == CGRect(x: 16, y: 20, width: 268, height: 30))
        }

        @Test("siblings of uniform height take the tallest one's height")
        func uniformAcrossSiblings() {
            let pair = NSCollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .estimated(44)),
                subitems: [item(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 44))])
            let collectionView = show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: pair)),
                                      count: 4)
            // Rows of (20, 30) and (40, 50): each pair as tall as its taller bar.
            #expect((0..<4).compactMap { itemFrame(collectionView, $0) } == [
                CGRect(x: 0, y: 0, width: 150, height: 30), CGRect(x: 150, y: 0, width: 150, height: 30),
                CGRect(x: 0, y: 30, width: 150, height: 50), CGRect(x: 150, y: 30, width: 150, height: 50),
            ])
        }

        @Test("a header of estimated height takes its view's height and pushes the items down")
        func estimatedHeader() {
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                         subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
            let section = NSCollectionLayoutSection(group: row)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: TestKind.header, alignment: .top)]
            let collectionView = show(UICollectionViewCompositionalLayout(section: section), count: 3)
            #expect(supplementaryFrame(collectionView, TestKind.header) == CGRect(x: 0, y: 0, width: 300, height: 25))
            #expect(itemFrame(collectionView, 0) == CGRect(x: 0, y: 25, width: 300, height: 50))
            #expect(collectionView.contentSize.height == 175)
        }
    }
}
