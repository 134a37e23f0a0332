import Foundation

/// Where element views live: in the collection view, or, for the cells of a
/// compositional layout's orthogonally scrolling section, in that section's
/// scroll view (as on iOS), placed at their attributes converted into it.
extension UICollectionView {
    /// The view an element's view is a subview of.
    func elementContainer(for attributes: UICollectionViewLayoutAttributes) -> UIView {
        (layoutObject as? UICollectionViewCompositionalLayout)?.orthogonalContainer(for: attributes) ?? self
    }

    /// `attributes.center` (content coordinates) in `container`'s bounds.
    func elementCenter(_ attributes: UICollectionViewLayoutAttributes, in container: UIView) -> CGPoint {
        container === self ? attributes.center : convert(attributes.center, to: container)
    }
}
