import Foundation

/// What a compositional layout adds around its sections: the scroll
/// direction, the space between sections, and headers and footers of the
/// whole layout. A layout keeps a copy of the configuration it is given;
/// changing the layout's `configuration` (or assigning a new one) lays it
/// out anew.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    /// Vertical by default.
    public var scrollDirection = UICollectionView.ScrollDirection.vertical {
        didSet { configurationDidChange() }
    }
    /// Space between consecutive sections, in points. 0 by default.
    public var interSectionSpacing: CGFloat = 0 {
        didSet { configurationDidChange() }
    }
    /// Headers and footers of the whole layout (index path [0, 0]).
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = [] {
        didSet { configurationDidChange() }
    }

    /// The layout whose configuration this is (the layout's own copy).
    weak var owner: UICollectionViewLayout?

    public override init() {
        super.init()
    }

    func makeCopy() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }

    /// A copy. Call it on the main actor, as Apple's declaration (a
    /// main-actor class) requires.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }
}
