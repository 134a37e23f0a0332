import Foundation

/// The width and height of an item, group or supplementary item in a
/// compositional layout, each a `NSCollectionLayoutDimension`. Immutable;
/// `copy()` returns the same object.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject, NSCopying {
    public nonisolated let widthDimension: NSCollectionLayoutDimension
    public nonisolated let heightDimension: NSCollectionLayoutDimension

    public nonisolated init(widthDimension width: NSCollectionLayoutDimension,
                            heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in points inside a container of effective size `container`
    /// (estimates for self-sizing dimensions).
    nonisolated func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// The axes whose length the element's view decides.
    nonisolated var selfSizingAxes: SelfSizingAxes {
        var axes: SelfSizingAxes = []
        if widthDimension.sizesItself { axes.insert(.horizontal) }
        if heightDimension.sizesItself { axes.insert(.vertical) }
        return axes
    }

    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    public nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSize else { return false }
        return widthDimension.isEqual(other.widthDimension) && heightDimension.isEqual(other.heightDimension)
    }

    public nonisolated override var hash: Int {
        widthDimension.hash ^ (heightDimension.hash &* 31)
    }

    public nonisolated override var description: String {
        "NSCollectionLayoutSize(width: \(widthDimension), height: \(heightDimension))"
    }
}
