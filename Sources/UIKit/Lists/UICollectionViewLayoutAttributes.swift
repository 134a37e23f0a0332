import Foundation

/// What kind of element a set of layout attributes places.
public enum UICollectionElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView = 1
    case decorationView = 2
}

/// The kinds UICollectionViewFlowLayout gives its section headers and footers.
public let UICollectionElementKindSectionHeader = "UICollectionElementKindSectionHeader"
public let UICollectionElementKindSectionFooter = "UICollectionElementKindSectionFooter"

/// Where and how one element of a collection view is shown: its frame (in
/// the collection view's content coordinates, points), transform, alpha,
/// stacking and visibility. A layout makes them; the collection view applies
/// them to the element's view with `apply(_:)`.
///
/// Attributes are copied whenever a layout hands them out, so subclasses that
/// add properties override `copy(with:)` (calling `super`) and `isEqual(_:)`,
/// as on iOS.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's index path: item (cells) or the supplementary/decoration
    /// view's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    public private(set) var representedElementCategory = UICollectionElementCategory.cell
    /// The kind of supplementary or decoration view; nil for cells.
    public private(set) var representedElementKind: String?

    /// The element's center, in content coordinates.
    open var center = CGPoint.zero
    /// The element's size in points (its bounds size).
    open var size = CGSize.zero
    /// The 3-D transform of the element's layer.
    open var transform3D = CATransform3DIdentity
    /// Elements with a higher index are drawn above those with a lower one;
    /// it becomes the view layer's `zPosition`. Default 0.
    open var zIndex = 0
    /// Opacity, 0–1. Default 1.
    open var alpha: CGFloat = 1
    open var isHidden = false
    /// The axes on which the element sizes itself (set by layouts with
    /// estimated sizes; not UIKit API).
    var selfSizingAxes: SelfSizingAxes = []
    /// Where the element stands in a list section (set by list layouts; not
    /// UIKit API).
    var listPlacement: ListPlacement?

    /// The element's frame: its size around its center.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// Attributes for a cell; every other initializer ends here too, so
    /// subclasses only need `init()` for `copy()`.
    public required override init() {
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with every property copied.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.selfSizingAxes = selfSizingAxes
        copy.listPlacement = listPlacement
        return copy
    }

    /// Equal when every property is equal (and the classes match).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && center == other.center && size == other.size
            && CATransform3DEqualToTransform(transform3D, other.transform3D) && zIndex == other.zIndex
            && alpha == other.alpha && isHidden == other.isHidden && listPlacement == other.listPlacement
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        let kind = representedElementKind.map { " kind: \($0);" } ?? ""
        return "<\(type(of: self)); index path: (\(indexPath.map(String.init).joined(separator: "-")));\(kind) frame = "
            + "(\(frame.minX) \(frame.minY); \(frame.width) \(frame.height)); zIndex = \(zIndex);"
            + (alpha < 1 ? " alpha = \(alpha);" : "") + (isHidden ? " hidden = YES;" : "") + ">"
    }
}

extension UICollectionViewLayoutAttributes {
    /// Makes attributes of a subclass made with `init()` describe another
    /// kind of element (what UIKit's convenience initializers do).
    func setElement(_ category: UICollectionElementCategory, kind: String?, indexPath: IndexPath) {
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
    }

    /// The element this describes, as the collection view keys its views.
    var elementKey: CollectionElementKey {
        CollectionElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}
