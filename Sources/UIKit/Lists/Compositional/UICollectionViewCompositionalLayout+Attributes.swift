import Foundation

/// Answering for elements: the sections reaching into a rect, their headers
/// and footers (pinned ones held in view), the items of the groups in the
/// rect, and the items' badges; orthogonal sections shifted by their scroll
/// views' offsets.
extension UICollectionViewCompositionalLayout {
    /// Every element reaching into `rect` (`layoutAttributesForElements(in:)`).
    func elementAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let axis = mainAxis
        var result: [UICollectionViewLayoutAttributes] = []
        for index in layoutBoundaries.indices {
            let attributes = layoutBoundaryAttributes(index)
            if attributes.frame.overlaps(rect) { result.append(attributes) }
        }
        let low = axis.start(rect), high = axis.end(rect)
        var index = firstSection(endingAfter: low)
        while index < sectionGeometries.count && sectionGeometries[index].start <= high {
            appendAttributes(of: sectionGeometries[index], in: rect, to: &result)
            index += 1
        }
        return result
    }

    /// `layoutAttributesForItem(at:)`.
    func attributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sectionGeometries.count else { return nil }
        let geometry = sectionGeometries[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < geometry.count else { return nil }
        return itemAttributes(geometry, item: indexPath.item, origin: shiftedContentOrigin(geometry))
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`: a layout header or
    /// footer at [0, 0], a section's at (section, 0), else an item's badge.
    func attributesForSupplementary(ofKind elementKind: String,
                                    at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if indexPath == IndexPath(item: 0, section: 0),
           let index = layoutBoundaries.firstIndex(where: { $0.item.elementKind == elementKind }) {
            return layoutBoundaryAttributes(index)
        }
        guard indexPath.section >= 0, indexPath.section < sectionGeometries.count else { return nil }
        let geometry = sectionGeometries[indexPath.section]
        if indexPath.item == 0, let index = geometry.boundaries.firstIndex(where: { $0.item.elementKind == elementKind }) {
            return boundaryAttributes(geometry, index)
        }
        guard indexPath.item >= 0, indexPath.item < geometry.count else { return nil }
        let leaf = geometry.items.leaf(indexPath.item)
        guard let supplementary = leaf.item?.supplementaryItems.first(where: { $0.elementKind == elementKind }) else {
            return nil
        }
        let frame = leaf.frame.offsetBy(point: shiftedContentOrigin(geometry))
        return anchoredAttributes(supplementary, attachedTo: frame, indexPath: indexPath)
    }

    // MARK: Sections

    /// The first section that ends after `position` along the main axis.
    private func firstSection(endingAfter position: CGFloat) -> Int {
        var lower = 0, upper = sectionGeometries.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if sectionGeometries[middle].end < position { lower = middle + 1 } else { upper = middle }
        }
        return lower
    }

    private func appendAttributes(of geometry: CompositionalSectionGeometry, in rect: CGRect,
                                  to result: inout [UICollectionViewLayoutAttributes]) {
        for index in geometry.boundaries.indices {
            let attributes = boundaryAttributes(geometry, index)
            if attributes.frame.overlaps(rect) { result.append(attributes) }
        }
        guard geometry.count > 0 else { return }
        let repeatAxis = geometry.items.axis
        var area = rect
        if let orthogonal = geometry.orthogonal {
            area = rect.intersection(geometry.absolute(orthogonal.band))
            guard !area.isNull, !area.isEmpty else { return }
        }
        let origin = shiftedContentOrigin(geometry)
        let base = repeatAxis.coordinate(origin)
        let shown = geometry.items.items(from: repeatAxis.start(area) - base, to: repeatAxis.end(area) - base)
        var visible: [UICollectionViewLayoutAttributes] = []
        for item in shown {
            let attributes = itemAttributes(geometry, item: item, origin: origin)
            if attributes.frame.overlaps(rect) { visible.append(attributes) }
            let leaf = geometry.items.leaf(item)
            for supplementary in leaf.item?.supplementaryItems ?? [] {
                let badge = anchoredAttributes(supplementary, attachedTo: attributes.frame,
                                               indexPath: attributes.indexPath)
                if badge.frame.overlaps(rect) { visible.append(badge) }
            }
        }
        if let handler = geometry.section?.visibleItemsInvalidationHandler, !visible.isEmpty {
            runInvalidationHandler(handler, on: visible, of: geometry)
        }
        result.append(contentsOf: visible)
    }

    /// The section's handler sees its visible elements — for an orthogonal
    /// section unscrolled, with the section's scroll offset — and may change
    /// them before they are handed out.
    private func runInvalidationHandler(_ handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler,
                                        on visible: [UICollectionViewLayoutAttributes],
                                        of geometry: CompositionalSectionGeometry) {
        guard let collectionView else { return }
        let crossAxis = mainAxis.other
        var offset = collectionView.contentOffset
        var shift = CGPoint.zero
        if geometry.orthogonal != nil {
            let scroll = orthogonalOffset(ofSection: geometry.index)
            offset = crossAxis.point(along: scroll, across: 0)
            shift = offset
            for attributes in visible { attributes.center = attributes.center.moved(by: shift) }
        }
        handler(visible.map(CompositionalVisibleItem.init(attributes:)), offset, layoutEnvironment(of: collectionView))
        if geometry.orthogonal != nil {
            for attributes in visible { attributes.center = attributes.center.moved(by: CGPoint(x: -shift.x, y: -shift.y)) }
        }
    }

    /// The content origin of a section in content coordinates, less its
    /// orthogonal scroll offset.
    func shiftedContentOrigin(_ geometry: CompositionalSectionGeometry) -> CGPoint {
        let origin = geometry.absoluteContentOrigin
        guard geometry.orthogonal != nil else { return origin }
        let shift = mainAxis.other.point(along: orthogonalOffset(ofSection: geometry.index), across: 0)
        return CGPoint(x: origin.x - shift.x, y: origin.y - shift.y)
    }

    // MARK: Elements

    func itemAttributes(_ geometry: CompositionalSectionGeometry, item: Int,
                        origin: CGPoint) -> UICollectionViewLayoutAttributes {
        let leaf = geometry.items.leaf(item)
        let attributes = makeAttributes(.cell, kind: nil, indexPath: IndexPath(item: item, section: geometry.index))
        attributes.frame = leaf.frame.offsetBy(point: origin)
        attributes.zIndex = leaf.zIndex
        attributes.selfSizingAxes = leaf.sizing
        if let list = geometry.section?.list {
            attributes.listPlacement = .item(item, count: geometry.count, in: list)
        }
        return attributes
    }

    /// A badge or other supplementary item attached to an item's frame.
    func anchoredAttributes(_ supplementary: NSCollectionLayoutSupplementaryItem, attachedTo frame: CGRect,
                            indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(.supplementaryView, kind: supplementary.elementKind, indexPath: indexPath)
        var size = supplementary.layoutSize.resolved(in: frame.size)
        let sizing = supplementary.layoutSize.selfSizingAxes
        if !sizing.isEmpty, let measured = measuredSizes[.supplementary(supplementary.elementKind, indexPath)] {
            if sizing.contains(.horizontal) { size.width = measured.width }
            if sizing.contains(.vertical) { size.height = measured.height }
        }
        attributes.frame = NSCollectionLayoutAnchor.frame(of: size, in: frame, containerAnchor: supplementary.containerAnchor,
                                                          itemAnchor: supplementary.itemAnchor)
            .inset(byDirectional: CompositionalGroupSolver.insets(supplementary.contentInsets, ignoringOn: sizing))
        attributes.zIndex = supplementary.zIndex
        attributes.selfSizingAxes = sizing
        return attributes
    }

    /// A section's header or footer, held in view when pinned.
    func boundaryAttributes(_ geometry: CompositionalSectionGeometry, _ index: Int) -> UICollectionViewLayoutAttributes {
        let placement = geometry.boundaries[index]
        var frame = geometry.absolute(placement.frame)
        if placement.item.pinToVisibleBounds {
            frame = pinned(frame, side: placement.side, regionStart: geometry.start + geometry.extents.start,
                           regionEnd: geometry.end - geometry.extents.end)
        }
        let attributes = boundaryAttributes(placement, frame: frame, indexPath: IndexPath(item: 0, section: geometry.index))
        if let list = geometry.section?.list {
            attributes.listPlacement = .boundary(kind: placement.item.elementKind, in: list)
        }
        return attributes
    }

    /// One of the layout's own headers or footers.
    func layoutBoundaryAttributes(_ index: Int) -> UICollectionViewLayoutAttributes {
        let placement = layoutBoundaries[index]
        var frame = placement.frame
        if placement.item.pinToVisibleBounds {
            let length = mainAxis.length(contentSize)
            frame = pinned(frame, side: placement.side, regionStart: layoutExtents.start,
                           regionEnd: length - layoutExtents.end)
        }
        return boundaryAttributes(placement, frame: frame, indexPath: IndexPath(item: 0, section: 0))
    }

    private func boundaryAttributes(_ placement: CompositionalBoundaryPlacement, frame: CGRect,
                                    indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(.supplementaryView, kind: placement.item.elementKind, indexPath: indexPath)
        let sizing = placement.item.layoutSize.selfSizingAxes
        attributes.frame = frame.inset(byDirectional: CompositionalGroupSolver.insets(placement.item.contentInsets,
                                                                                      ignoringOn: sizing))
        attributes.zIndex = placement.item.zIndex
        attributes.selfSizingAxes = sizing
        return attributes
    }

    /// A pinned header's frame: at the top of the visible area (inside the
    /// adjusted content insets) while its section is in view, never before
    /// its own place, and pushed out by the section's end; a footer likewise
    /// at the bottom. `regionStart…regionEnd` is the section less the room its
    /// headers and footers take.
    private func pinned(_ frame: CGRect, side: CompositionalBoundaryPlacement.Side, regionStart: CGFloat,
                        regionEnd: CGFloat) -> CGRect {
        guard let collectionView else { return frame }
        let axis = mainAxis
        let inset = collectionView.adjustedContentInset
        let offset = axis.coordinate(collectionView.contentOffset)
        let length = axis.length(frame.size)
        let natural = axis.start(frame)
        var position = natural
        switch side {
        case .start, .across:
            let visibleStart = offset + (axis == .vertical ? inset.top : inset.left)
            position = max(natural, min(visibleStart, regionEnd - length))
        case .end:
            let visibleEnd = offset + axis.length(collectionView.bounds.size) - (axis == .vertical ? inset.bottom : inset.right)
            position = min(natural, max(visibleEnd - length, regionStart))
        }
        return axis.offset(frame, by: position - natural)
    }
}

extension CGRect {
    /// The rect moved by a point's coordinates.
    func offsetBy(point: CGPoint) -> CGRect { offsetBy(dx: point.x, dy: point.y) }
}

extension CGPoint {
    func moved(by delta: CGPoint) -> CGPoint { CGPoint(x: x + delta.x, y: y + delta.y) }
}
