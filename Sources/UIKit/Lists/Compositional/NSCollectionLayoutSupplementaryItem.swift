import Foundation

/// A view attached to an item — a badge, a frame — sized relative to the
/// item and placed by anchors. It has the item's index path and its own
/// `elementKind`; the data source makes its view in
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
///
/// Its `contentInsets` shrink it inside its frame (not on an estimated
/// axis); `edgeSpacing` does not apply to supplementary items. Kumiki
/// attaches supplementary items to items, not to groups (groups have no
/// `supplementaryItems` to set).
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked for.
    public let elementKind: String
    /// Where on the container (the item's frame) it is attached.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which of its own points goes on the container's anchor point; nil:
    /// the same edges as `containerAnchor`.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Stacking order: above items (zIndex 0) by default, at 1.
    public var zIndex = 1

    init(size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
         itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(size: size, supplementaryItems: [])
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }

    override func makeCopy() -> NSCollectionLayoutItem {
        let copy = NSCollectionLayoutSupplementaryItem(size: layoutSize, elementKind: elementKind,
                                                       containerAnchor: containerAnchor, itemAnchor: itemAnchor)
        copyBaseProperties(to: copy)
        copy.zIndex = zIndex
        return copy
    }
}
