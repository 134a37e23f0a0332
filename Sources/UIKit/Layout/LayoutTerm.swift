/// A view or layout guide that a constraint refers to, held weakly (a
/// constraint does not keep its items alive, as in UIKit).
struct LayoutItemReference {
    weak var item: AnyObject?

    init(_ item: AnyObject?) {
        self.item = item
    }
}

/// One side of a constraint: an attribute of an item, or the distance between
/// two such terms (`anchorWithOffset(to:)`), measured from `from` to `to`.
indirect enum LayoutTerm {
    case attribute(LayoutItemReference, NSLayoutConstraint.Attribute)
    case distance(from: LayoutTerm, to: LayoutTerm)

    /// The item named in logs and `firstItem`/`secondItem`.
    var primaryItem: AnyObject? {
        switch self {
        case .attribute(let reference, _): reference.item
        case .distance(let from, _): from.primaryItem
        }
    }

    var primaryAttribute: NSLayoutConstraint.Attribute {
        switch self {
        case .attribute(_, let attribute): attribute
        case .distance: .notAnAttribute
        }
    }

    /// Every item the term refers to.
    var items: [AnyObject] {
        switch self {
        case .attribute(let reference, _): reference.item.map { [$0] } ?? []
        case .distance(let from, let to): from.items + to.items
        }
    }
}
