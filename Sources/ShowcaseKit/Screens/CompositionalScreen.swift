import UIKit

/// A compositional layout as app stores build them: a carousel of large cards
/// that pages sideways (an orthogonally scrolling section) above a titled
/// grid of small tiles, fed by a diffable data source. Tapping "Shuffle"
/// applies a reordered snapshot, animated.
public enum CompositionalScreen: ShowcaseScreen {
    public static let name = "compose"
    public static let summary = "A compositional layout: a sideways carousel over a grid, diffable data"

    public static func makeViewController() -> UIViewController {
        CompositionalViewController()
    }

    public enum Identifier {
        public static let collection = "compose-collection"
        public static let shuffle = "compose-shuffle"
    }

    public enum Section: Int, Hashable, Sendable, CaseIterable {
        case featured
        case grid

        var title: String { self == .featured ? "Featured" : "All tiles" }
    }

    public static let featuredCount = 6
    public static let gridCount = 30
    static let top: CGFloat = 0

    /// The carousel: one card 85 % of the width, 200 pt tall, paging by card.
    static func featuredSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [header()]
        return section
    }

    /// The grid: three square tiles a row.
    static func gridSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 13, bottom: 24, trailing: 13)
        section.boundarySupplementaryItems = [header()]
        return section
    }

    static func header() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    final class TitleView: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .boldSystemFont(ofSize: 22)
            label.frame = bounds.insetBy(dx: 16, dy: 0)
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
    }

    final class CompositionalViewController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
        private var gridItems = Array(100..<(100 + CompositionalScreen.gridCount))

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let layout = UICollectionViewCompositionalLayout { index, _ in
                index == Section.featured.rawValue ? CompositionalScreen.featuredSection() : CompositionalScreen.gridSection()
            }
            collectionView = UICollectionView(frame: CGRect(x: 0, y: CompositionalScreen.top, width: view.bounds.width,
                                                            height: view.bounds.height - CompositionalScreen.top),
                                              collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.backgroundColor = .systemBackground
            collectionView.accessibilityIdentifier = Identifier.collection
            view.addSubview(collectionView)

            let shuffle = UIButton(type: .system)
            shuffle.setTitle("Shuffle", for: .normal)
            shuffle.titleLabel?.font = .boldSystemFont(ofSize: 17)
            shuffle.frame = CGRect(x: view.bounds.width - 116, y: 24, width: 100, height: 38)
            shuffle.autoresizingMask = [.flexibleLeftMargin]
            shuffle.accessibilityIdentifier = Identifier.shuffle
            shuffle.addAction(UIAction { [weak self] _ in self?.shuffleGrid() }, for: .touchUpInside)
            view.addSubview(shuffle)

            let cells = UICollectionView.CellRegistration<GridTileCell, Int> { cell, indexPath, item in
                cell.show(item, text: indexPath.section == Section.featured.rawValue ? "Card \(item + 1)" : "\(item)")
                cell.contentView.layer.cornerRadius = indexPath.section == Section.featured.rawValue ? 16 : 6
            }
            let titles = UICollectionView.SupplementaryRegistration<TitleView>(
                elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
                view.label.text = Section(rawValue: indexPath.section)?.title
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, path, item in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, path in
                collectionView.dequeueConfiguredReusableSupplementary(using: titles, for: path)
            }
            applySnapshot(animated: false)
        }

        /// A fixed, reversible reordering: each shuffle rotates the grid by
        /// seven tiles, so runs are repeatable.
        func shuffleGrid() {
            gridItems = Array(gridItems[7...] + gridItems[..<7])
            applySnapshot(animated: true)
        }

        private func applySnapshot(animated: Bool) {
            var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
            snapshot.appendSections(Section.allCases)
            snapshot.appendItems(Array(0..<CompositionalScreen.featuredCount), toSection: .featured)
            snapshot.appendItems(gridItems, toSection: .grid)
            dataSource.apply(snapshot, animatingDifferences: animated)
        }
    }
}
