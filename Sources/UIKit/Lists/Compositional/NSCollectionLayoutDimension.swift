import Foundation

/// One side of an item's size in a compositional layout: a fraction of the
/// container's width or height, a fixed number of points, or an estimate the
/// item's view replaces with its own measurement (self-sizing).
///
/// The container is the group the item sits in — for a section's outermost
/// group, the section's content area (the collection view's bounds inside
/// its adjusted content insets, less the section's content insets); for a
/// group's subitems, the group's size less the group's content insets.
/// Fractions may cross axes: `heightDimension: .fractionalWidth(1)` makes a
/// square as wide as its container.
///
/// Dimensions are immutable; `copy()` returns the same object.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject, NSCopying {
    enum Kind: Sendable {
        case fractionalWidth
        case fractionalHeight
        case absolute
        case estimated
        case uniformAcrossSiblings
    }

    nonisolated let kind: Kind
    /// The number the dimension was made with: a fraction (0.5 is half the
    /// container), or points for absolute and estimated dimensions.
    public nonisolated let dimension: CGFloat

    nonisolated init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A fixed length, in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// A first guess, in points: the item's view measures itself
    /// (`preferredLayoutAttributesFitting(_:)`, Auto Layout in a cell's
    /// content view) and the layout uses the measurement from then on.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// Self-sizing like `estimated(_:)`, and every sibling with this
    /// dimension in the same group takes the largest of their lengths
    /// (iOS 17). Kumiki makes siblings uniform within one group only.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    public nonisolated var isFractionalWidth: Bool { kind == .fractionalWidth }
    public nonisolated var isFractionalHeight: Bool { kind == .fractionalHeight }
    public nonisolated var isAbsolute: Bool { kind == .absolute }
    public nonisolated var isEstimated: Bool { kind == .estimated }
    public nonisolated var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// Whether the item's view decides this length (estimated or uniform).
    nonisolated var sizesItself: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

    /// The length in points inside a container whose effective content size
    /// is `container`; the estimate for self-sizing dimensions.
    nonisolated func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return container.width * dimension
        case .fractionalHeight: return container.height * dimension
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension
        }
    }

    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    public nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutDimension else { return false }
        return kind == other.kind && dimension == other.dimension
    }

    public nonisolated override var hash: Int {
        var hasher = Hasher()
        hasher.combine(String(describing: kind))
        hasher.combine(dimension)
        return hasher.finalize()
    }

    public nonisolated override var description: String {
        switch kind {
        case .fractionalWidth: return "fractionalWidth(\(dimension))"
        case .fractionalHeight: return "fractionalHeight(\(dimension))"
        case .absolute: return "absolute(\(dimension))"
        case .estimated: return "estimated(\(dimension))"
        case .uniformAcrossSiblings: return "uniformAcrossSiblings(estimate: \(dimension))"
        }
    }
}
