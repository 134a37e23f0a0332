import Foundation

/// The scroll views of orthogonally scrolling sections: made, fitted to
/// their bands and given their resting rules in `prepare()`, put back into
/// the collection view's element views' keeping when they go.
extension UICollectionViewCompositionalLayout {
    /// How far an orthogonal section is scrolled along its axis, in points
    /// (0 for other sections).
    func orthogonalOffset(ofSection section: Int) -> CGFloat {
        orthogonalScrollers[section]?.offset ?? 0
    }

    /// The scroll view an element's view belongs in: the section's, for the
    /// cells of an orthogonal section and the badges attached to them; nil
    /// (the collection view) for everything else.
    func orthogonalContainer(for attributes: UICollectionViewLayoutAttributes) -> UIView? {
        let indexPath = attributes.indexPath
        guard indexPath.count == 2, let scroller = orthogonalScrollers[indexPath.section],
              indexPath.section < sectionGeometries.count else { return nil }
        switch attributes.representedElementCategory {
        case .cell:
            return scroller
        case .supplementaryView:
            let geometry = sectionGeometries[indexPath.section]
            guard let kind = attributes.representedElementKind, indexPath.item < geometry.count,
                  geometry.items.leaf(indexPath.item).item?.supplementaryItems.contains(where: { $0.elementKind == kind })
                    == true else { return nil }
            if indexPath.item == 0 && geometry.boundaries.contains(where: { $0.item.elementKind == kind }) { return nil }
            return scroller
        case .decorationView:
            return nil
        }
    }

    /// One scroll view per orthogonal section, fitted to its band; the
    /// others retired.
    func updateOrthogonalScrollers() {
        guard let collectionView else {
            retireOrthogonalScrollers { _ in true }
            return
        }
        var kept: Set<Int> = []
        let crossAxis = mainAxis.other
        for geometry in sectionGeometries {
            guard let orthogonal = geometry.orthogonal else { continue }
            kept.insert(geometry.index)
            let scroller = orthogonalScrollers[geometry.index] ?? makeScroller(in: collectionView, section: geometry.index)
            let items = geometry.items
            let viewport = crossAxis.length(orthogonal.band.size)
            var insets: (CGFloat, CGFloat) = (0, 0)
            let rest: (Int) -> CGFloat
            if orthogonal.behavior == .groupPagingCentered {
                rest = { index in
                    let group = items.group(index)
                    return orthogonal.leadingInset + group.start + group.length / 2 - viewport / 2
                }
                let count = items.groupCount
                if count > 0 {
                    let last = items.group(count - 1)
                    insets = (max(0, -rest(0)), max(0, viewport / 2 - last.length / 2 - orthogonal.trailingInset))
                }
            } else {
                rest = { index in items.group(index).start }
            }
            scroller.fit(band: geometry.absolute(orthogonal.band), contentLength: orthogonal.contentLength,
                         axis: crossAxis, insets: insets, behavior: orthogonal.behavior)
            scroller.snapping = CompositionalOrthogonalSnapping(
                behavior: orthogonal.behavior, restOffset: rest, groupCount: items.groupCount,
                nearestGroup: { offset in items.nearestGroup(to: offset, rest: rest) })
        }
        retireOrthogonalScrollers { !kept.contains($0) }
    }

    private func makeScroller(in collectionView: UICollectionView, section: Int) -> CompositionalOrthogonalScrollView {
        let scroller = CompositionalOrthogonalScrollView(owner: collectionView)
        if let background = collectionView.backgroundView, background.superview === collectionView {
            collectionView.insertSubview(scroller, aboveSubview: background)
        } else {
            collectionView.insertSubview(scroller, at: 0)
        }
        orthogonalScrollers[section] = scroller
        return scroller
    }

    /// Removes the scroll views of the sections `retires` picks; element
    /// views inside them move back into the collection view where they are.
    func retireOrthogonalScrollers(_ retires: (Int) -> Bool) {
        for (section, scroller) in orthogonalScrollers where retires(section) {
            if let collectionView = scroller.owner, scroller.superview === collectionView {
                for view in scroller.subviews where view is UICollectionReusableView {
                    let frame = scroller.convert(view.frame, to: collectionView)
                    collectionView.addSubview(view)
                    view.frame = frame
                }
            }
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
    }
}
