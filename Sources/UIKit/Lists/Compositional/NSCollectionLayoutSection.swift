import Foundation

/// One section's layout: its group, repeated until every item of the
/// section has a place, with spacing between groups, content insets around
/// them, headers and footers, and optionally scrolling of its own across the
/// layout's scroll direction.
///
/// The groups' container is the layout's content area less
/// `contentInsets`. Headers and footers come outside the insets along the
/// scroll direction (header, top inset, groups, bottom inset, footer) and,
/// while `supplementariesFollowContentInsets`, inside them across it.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection: NSObject, NSCopying {
    /// The group the section repeats (not public on iOS either).
    let group: NSCollectionLayoutGroup
    /// Space around the section's groups, in points. Zero by default.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space between consecutive groups, in points. 0 by default.
    public var interGroupSpacing: CGFloat = 0
    /// Scrolling across the layout's direction; `none` by default.
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep within the content insets across the
    /// scroll direction. True by default.
    public var supplementariesFollowContentInsets = true
    /// Called each time the layout hands out the section's visible elements
    /// (every layout pass, so on every scroll), with them, the scroll offset
    /// and the layout environment; it may change their alpha, transform,
    /// z index, center or visibility. The offset is the collection view's
    /// content offset, or, for a section that scrolls orthogonally, the
    /// section's own scroll offset (and then the elements' frames are where
    /// they would be unscrolled, as on iOS).
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// How a list section was made (`list(using:layoutEnvironment:)`): its
    /// items and headers are told where they stand in the list.
    var list: ListSectionInfo?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A copy of the same class. Call it on the main actor, as Apple's
    /// declaration (a main-actor class) requires.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { () -> NSCollectionLayoutSection in
            let copy = NSCollectionLayoutSection(group: group)
            copy.contentInsets = contentInsets
            copy.interGroupSpacing = interGroupSpacing
            copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
            copy.boundarySupplementaryItems = boundarySupplementaryItems
            copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
            copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
            copy.list = list
            return copy
        }
    }
}

/// A section's visible elements, the scroll offset and the environment (see
/// `NSCollectionLayoutSection.visibleItemsInvalidationHandler`).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void
