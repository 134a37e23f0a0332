import Testing
@testable import UIKit
import UIKitTesting

/// Every compositional layout suite is nested here, so that
/// `swift test --filter Compositional` runs them all.
@Suite("Compositional layout")
enum CompositionalLayoutTests {}

/// Kinds the compositional tests register a `SectionHeader` for.
enum TestKind {
    static let header = UICollectionView.elementKindSectionHeader
    static let footer = UICollectionView.elementKindSectionFooter
    static let badge = "badge"
    static let layoutHeader = "layout-header"
    static let layoutFooter = "layout-footer"
    static let all = [header, footer, badge, layoutHeader, layoutFooter]
}

/// Shorthands for sizes, as the tests read best.
@MainActor
func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

@MainActor
func item(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutItem {
    NSCollectionLayoutItem(layoutSize: size(width, height))
}

/// A collection view that keeps its test data source alive (data sources
/// are weak), so that tests can make the source inline.
final class SourceKeepingCollectionView: UICollectionView {
    var keptSource: AnyObject?
}

extension UITestHost {
    /// A full-window collection view with `layout`, cells numbered by
    /// `source` (kept alive by the collection view), a `SectionHeader`
    /// registered for every test kind; shown and laid out.
    func makeCollectionView(source: NumbersSource, layout: UICollectionViewLayout) -> UICollectionView {
        activate()
        let collectionView = SourceKeepingCollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.keptSource = source
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.identifier)
        for kind in TestKind.all {
            collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: kind,
                                    withReuseIdentifier: SectionHeader.identifier)
        }
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        runFrame()
        return collectionView
    }
}

/// The frame of the item's cell as the layout places it.
@MainActor
func itemFrame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// The frame of a supplementary element as the layout places it.
@MainActor
func supplementaryFrame(_ collectionView: UICollectionView, _ kind: String, section: Int = 0, item: Int = 0) -> CGRect? {
    collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
}

/// The visible items of one section, in order.
@MainActor
func visibleItems(_ collectionView: UICollectionView, section: Int) -> [Int] {
    collectionView.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item)
}
