import Foundation

/// One element of a collection view as its views are keyed: a cell, or a
/// supplementary or decoration view of a kind, at an index path.
struct CollectionElementKey: Hashable {
    var category: UICollectionElementCategory
    /// nil for cells.
    var kind: String?
    var indexPath: IndexPath

    static func cell(_ indexPath: IndexPath) -> CollectionElementKey {
        CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
    }

    static func supplementary(_ kind: String, _ indexPath: IndexPath) -> CollectionElementKey {
        CollectionElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
    }

    /// The same element at another index path.
    func moved(to indexPath: IndexPath) -> CollectionElementKey {
        CollectionElementKey(category: category, kind: kind, indexPath: indexPath)
    }
}

extension CollectionElementKey: Comparable {
    /// Cells first, then supplementary and decoration views; by kind, then
    /// index path: the order in which UIKit-like callbacks are made, so that
    /// runs are deterministic.
    static func < (lhs: CollectionElementKey, rhs: CollectionElementKey) -> Bool {
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.kind != rhs.kind { return (lhs.kind ?? "") < (rhs.kind ?? "") }
        return lhs.indexPath < rhs.indexPath
    }
}
