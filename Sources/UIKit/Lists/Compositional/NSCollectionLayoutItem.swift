import Foundation

/// The smallest piece of a compositional layout: the size, spacing and
/// attached supplementary views of one cell. Groups lay items out; a group
/// is itself an item, so groups nest.
///
/// Sizes resolve against the container (see `NSCollectionLayoutDimension`);
/// `edgeSpacing` then moves the item within its group, and `contentInsets`
/// shrink it inside the place it was given — except along an axis whose
/// dimension is estimated, where the insets are ignored (the view's own
/// measurement is the item's size there), as on iOS.
@preconcurrency @MainActor
public class NSCollectionLayoutItem: NSObject, NSCopying {
    /// The item's size, relative to its container.
    public let layoutSize: NSCollectionLayoutSize
    /// Views attached to the item (badges and the like), placed by their
    /// anchors relative to the item's frame and given its index path.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets applied inside the item's place, in points. Zero by default.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space around the item between it and its neighbors. nil by default.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// Every initializer ends here.
    init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        layoutSize = size
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary views attached.
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(size: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// A new item with the same description (subclasses copy their own
    /// properties too).
    func makeCopy() -> NSCollectionLayoutItem {
        let copy = NSCollectionLayoutItem(size: layoutSize, supplementaryItems: supplementaryItems)
        copyBaseProperties(to: copy)
        return copy
    }

    func copyBaseProperties(to copy: NSCollectionLayoutItem) {
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
    }

    /// A copy of the same class. Call it on the main actor, as Apple's
    /// declaration (a main-actor class) requires.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }
}
