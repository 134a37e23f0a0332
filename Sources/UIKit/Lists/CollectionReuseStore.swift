import Foundation

/// A collection view's registrations and its recycled views, by element kind
/// and reuse identifier.
struct CollectionReuseStore {
    struct Key: Hashable {
        /// `UICollectionElementKindCell` for cells, else the supplementary kind.
        var kind: String
        var identifier: String
    }

    /// The kind UIKit names cells by in its messages.
    static let cellKind = "UICollectionElementKindCell"

    /// Decoration views are pooled apart from supplementary views of the
    /// same kind name.
    static func decorationKind(_ kind: String) -> String { "decoration:" + kind }

    /// The pool a displayed element's view returns to.
    static func poolKind(of key: CollectionElementKey) -> String {
        switch key.category {
        case .cell: cellKind
        case .supplementaryView: key.kind ?? ""
        case .decorationView: decorationKind(key.kind ?? "")
        }
    }

    var classes: [Key: UICollectionReusableView.Type] = [:]
    var pools: [Key: [UICollectionReusableView]] = [:]
    /// Views made since the collection view was created (for measuring reuse).
    var createdCount = 0

    mutating func register(_ viewClass: AnyClass?, kind: String, identifier: String) {
        let key = Key(kind: kind, identifier: identifier)
        classes[key] = viewClass as? UICollectionReusableView.Type
        pools[key] = nil
    }

    /// A recycled view for the key, if one waits.
    mutating func dequeue(_ key: Key) -> UICollectionReusableView? {
        pools[key]?.popLast()
    }

    mutating func enqueue(_ view: UICollectionReusableView, kind: String) {
        guard let identifier = view.reuseIdentifier else { return }
        pools[Key(kind: kind, identifier: identifier), default: []].append(view)
    }
}
