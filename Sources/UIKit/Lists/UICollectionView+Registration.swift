import Foundation

/// Registering cell and supplementary view classes, and dequeuing them.
extension UICollectionView {
    /// The class to make cells of for `identifier` (nil unregisters).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        reuse.register(cellClass, kind: CollectionReuseStore.cellKind, identifier: identifier)
    }

    /// The class to make supplementary views of `elementKind` of for
    /// `identifier` (nil unregisters).
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        reuse.register(viewClass, kind: elementKind, identifier: identifier)
    }

    /// A recycled cell registered under `identifier` (after its
    /// `prepareForReuse()`), or a new one sized for the item. Stops the app
    /// with UIKit's message when nothing is registered under `identifier`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell {
        if let reconfiguringCell { return reconfiguringCell }
        let view = dequeueView(kind: CollectionReuseStore.cellKind, identifier: identifier) {
            self.layoutObject.layoutAttributesForItem(at: indexPath)
        }
        guard let cell = view as? UICollectionViewCell else {
            UncaughtException.raise("NSInternalInconsistencyException", reason:
                "the cell returned from -collectionView:cellForItemAtIndexPath: is not a UICollectionViewCell "
                + "(\(type(of: view)))")
        }
        return cell
    }

    /// A recycled supplementary view of `elementKind` registered under
    /// `identifier`, or a new one.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        dequeueView(kind: elementKind, identifier: identifier) {
            self.layoutObject.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        }
    }

    private func dequeueView(kind: String, identifier: String,
                             attributes: () -> UICollectionViewLayoutAttributes?) -> UICollectionReusableView {
        let key = CollectionReuseStore.Key(kind: kind, identifier: identifier)
        if let recycled = reuse.dequeue(key) {
            recycled.prepareForReuse()
            return recycled
        }
        guard let viewClass = reuse.classes[key] else {
            UncaughtException.raise("NSInternalInconsistencyException", reason:
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a "
                + "class for the identifier or connect a prototype cell in a storyboard")
        }
        let view = viewClass.init(_dequeuedWithFrame: attributes()?.frame ?? .zero)
        view.reuseIdentifier = identifier
        reuse.createdCount += 1
        return view
    }

    /// A decoration view of `kind` for the layout's attributes, recycled when
    /// one waits.
    func dequeueDecorationView(ofKind kind: String, attributes: UICollectionViewLayoutAttributes)
        -> UICollectionReusableView? {
        let key = CollectionReuseStore.Key(kind: CollectionReuseStore.decorationKind(kind), identifier: kind)
        if let recycled = reuse.dequeue(key) {
            recycled.prepareForReuse()
            return recycled
        }
        guard let viewClass = layoutObject.decorationClasses[kind] else { return nil }
        let view = viewClass.init(_dequeuedWithFrame: attributes.frame)
        view.reuseIdentifier = kind
        reuse.createdCount += 1
        return view
    }
}
