import Foundation

/// A header or footer of a section (`NSCollectionLayoutSection.boundarySupplementaryItems`)
/// or of the whole layout (`UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems`),
/// at the edge or corner `alignment` names. Its index path is the section's
/// (item 0); a layout's header or footer has index path [0, 0].
///
/// On the edge where content starts (top for vertical scrolling), it comes
/// before the section's content and, while `extendsBoundary` (the default),
/// makes room for itself; on the opposite edge it comes after. Alignments
/// on the other axis (leading or trailing for vertical scrolling) lay it
/// over the start of the content. `pinToVisibleBounds` keeps it in view
/// while its section is, stopping at the section's end.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    /// Added to the item's position, in points.
    public let offset: CGPoint
    /// Whether the item makes room for itself at its edge (true by default);
    /// false lays it over the content.
    public var extendsBoundary = true
    /// Whether it stays in view while its section scrolls (false by default).
    public var pinToVisibleBounds = false

    init(size: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, offset: CGPoint) {
        self.alignment = alignment
        self.offset = offset
        super.init(size: size, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: offset),
                   itemAnchor: nil)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: .zero)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                            absoluteOffset: CGPoint) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }

    override func makeCopy() -> NSCollectionLayoutItem {
        let copy = NSCollectionLayoutBoundarySupplementaryItem(size: layoutSize, elementKind: elementKind,
                                                               alignment: alignment, offset: offset)
        copyBaseProperties(to: copy)
        copy.zIndex = zIndex
        copy.extendsBoundary = extendsBoundary
        copy.pinToVisibleBounds = pinToVisibleBounds
        return copy
    }
}
