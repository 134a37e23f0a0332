import Testing
@testable import UIKit
import UIKitTesting

/// Every configuration suite is nested here, so that
/// `swift test --filter ConfigurationTests` runs them all.
@Suite("Cell configurations and list layouts")
enum ConfigurationTests {}

/// Items as titles per section for list layouts, shown by
/// `UICollectionViewListCell`s; headers and footers (when the list asks for
/// them) are list cells too. `configure` dresses each cell after its default
/// content configuration is set.
@MainActor
final class ListTitlesSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [[String]]
    var headers: [String] = []
    var footers: [String] = []
    var configure: ((UICollectionViewListCell, IndexPath) -> Void)?
    var calls: [String] = []

    static let cellIdentifier = "list-cell"
    static let supplementaryIdentifier = "list-supplementary"

    init(sections: [[String]]) { self.sections = sections }

    func register(in collectionView: UICollectionView) {
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: kind,
                                    withReuseIdentifier: Self.supplementaryIdentifier)
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        guard let listCell = cell as? UICollectionViewListCell else { return cell }
        var content = listCell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.item]
        listCell.contentConfiguration = content
        configure?(listCell, indexPath)
        return listCell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.supplementaryIdentifier,
                                                                   for: indexPath)
        if let cell = view as? UICollectionViewListCell {
            var content = cell.defaultContentConfiguration()
            let titles = kind == UICollectionView.elementKindSectionHeader ? headers : footers
            content.text = indexPath.section < titles.count ? titles[indexPath.section] : nil
            cell.contentConfiguration = content
        }
        return view
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        calls.append("move \(sourceIndexPath.section)-\(sourceIndexPath.item) → "
                     + "\(destinationIndexPath.section)-\(destinationIndexPath.item)")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
}

extension UITestHost {
    /// A full-window collection view with a list layout of `configuration`,
    /// showing `source` (kept alive by the collection view); shown and laid out.
    func makeListView(_ configuration: UICollectionLayoutListConfiguration, source: ListTitlesSource,
                      prepare: (UICollectionView) -> Void = { _ in }) -> UICollectionView {
        activate()
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = SourceKeepingCollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.keptSource = source
        source.register(in: collectionView)
        prepare(collectionView)
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        runFrame()
        return collectionView
    }
}

/// The list cell at an item.
@MainActor
func listCell(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> UICollectionViewListCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
}

/// The list content view a cell's content configuration made.
@MainActor
func listContentView(in cell: UIView) -> UIListContentView? {
    var queue = cell.subviews
    while !queue.isEmpty {
        let view = queue.removeFirst()
        if let list = view as? UIListContentView { return list }
        queue.append(contentsOf: view.subviews)
    }
    return nil
}

/// A view's frame in `other`'s coordinates.
@MainActor
func frame(of view: UIView, in other: UIView) -> CGRect {
    view.convert(view.bounds, to: other)
}

/// Objects a test keeps alive (data sources and delegates are weak).
final class KeptObjects {
    var objects: [AnyObject] = []
}
