import Foundation

/// Replacing the layout, at once or animated: elements on screen move from
/// their old attributes to the new layout's, new ones fade in.
extension UICollectionView {
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// `completion` runs when the animation ends (at once when not animated).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                        completion: ((Bool) -> Void)? = nil) {
        guard layout !== layoutObject else { return }
        let old = layoutObject
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        let views = visibleElements.values.map(\.view)
        for view in views { view.willTransition(from: old, to: layout) }
        old.collectionView = nil
        old.pendingInvalidation = nil
        layoutObject = layout
        attach(layout)
        let counts = self.counts
        let change = {
            self.transition(with: ListUpdateMapping(update: ListUpdate(), oldCounts: counts, newCounts: counts),
                            updateItems: []) { finished in
                for view in views { view.didTransition(from: old, to: layout) }
                layout.finalizeLayoutTransition()
                completion?(finished)
            }
        }
        if animated { change() } else { UIView.performWithoutAnimation(change) }
    }
}
