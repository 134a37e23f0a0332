import Foundation

/// Computes a flow layout's sections from its properties, its delegate and
/// the collection view's counts and size. Items share arithmetic geometry
/// unless the delegate sizes them or cells size themselves.
@MainActor
struct FlowLayoutBuilder {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    let delegate: UICollectionViewDelegateFlowLayout?

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
        self.layout = layout
        self.collectionView = collectionView
        delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
    }

    func sections() -> [FlowLayoutSection] {
        let counts = collectionView.counts
        let delegateSizesItems = delegateSizesItems(counts: counts)
        let crossSize = layout.crossSize(of: collectionView)
        var main: CGFloat = 0
        var result: [FlowLayoutSection] = []
        result.reserveCapacity(counts.count)
        for (index, count) in counts.enumerated() {
            var section = FlowLayoutSection()
            section.count = count
            section.start = main
            section.inset = neutral(inset(for: index))
            section.lineSpacing = delegate?.collectionView(collectionView, layout: layout,
                                                           minimumLineSpacingForSectionAt: index)
                ?? layout.minimumLineSpacing
            let interitem = delegate?.collectionView(collectionView, layout: layout,
                                                     minimumInteritemSpacingForSectionAt: index)
                ?? layout.minimumInteritemSpacing
            section.headerMain = mainExtent(delegate?.collectionView(collectionView, layout: layout,
                                                                     referenceSizeForHeaderInSection: index)
                                            ?? layout.headerReferenceSize)
            section.footerMain = mainExtent(delegate?.collectionView(collectionView, layout: layout,
                                                                     referenceSizeForFooterInSection: index)
                                            ?? layout.footerReferenceSize)
            section.crossStart = section.inset.left
            section.available = max(0, crossSize - section.inset.left - section.inset.right)
            section.itemsStart = main + section.headerMain + section.inset.top
            if delegateSizesItems || layout.estimatedItemSize != .zero {
                let sizes = (0..<count).map { neutral(size(ofItem: IndexPath(item: $0, section: index),
                                                           delegateSizesItems: delegateSizesItems)) }
                let lines = FlowLayoutSection.lines(sizes: sizes, start: section.itemsStart,
                                                    crossStart: section.crossStart, available: section.available,
                                                    interitem: interitem, lineSpacing: section.lineSpacing)
                section.layout = .lines(frames: lines.frames, lines: lines.lines)
                section.itemsEnd = lines.end
            } else {
                let size = neutral(layout.itemSize)
                let perLine = FlowLayoutSection.itemsPerLine(itemCross: size.width, spacing: interitem,
                                                             available: section.available)
                let lineCount = (count + perLine - 1) / perLine
                let pitch = size.height + section.lineSpacing
                section.layout = .uniform(size: size, perLine: perLine, pitch: pitch)
                section.itemsEnd = section.itemsStart + (lineCount > 0 ? CGFloat(lineCount) * pitch - section.lineSpacing : 0)
            }
            main = section.itemsEnd + section.inset.bottom + section.footerMain
            section.end = main
            result.append(section)
        }
        return result
    }

    /// Whether the delegate implements `sizeForItemAt`: the protocol's
    /// default answers with the layout's `itemSize` and marks the layout.
    private func delegateSizesItems(counts: [Int]) -> Bool {
        guard let delegate, let section = counts.firstIndex(where: { $0 > 0 }) else { return false }
        layout.sizeAnsweredByDefault = false
        _ = delegate.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: section))
        defer { layout.sizeAnsweredByDefault = false }
        return !layout.sizeAnsweredByDefault
    }

    private func size(ofItem indexPath: IndexPath, delegateSizesItems: Bool) -> CGSize {
        if let measured = layout.measuredSizes[indexPath] { return measured }
        if delegateSizesItems, let delegate {
            return delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
        }
        let estimate = layout.estimatedItemSize
        return estimate == UICollectionViewFlowLayout.automaticSize ? layout.itemSize : estimate
    }

    private func inset(for section: Int) -> UIEdgeInsets {
        let inset = delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section)
            ?? layout.sectionInset
        switch layout.sectionInsetReference {
        case .fromContentInset:
            return inset
        case .fromSafeArea:
            let safe = collectionView.safeAreaInsets
            return UIEdgeInsets(top: inset.top, left: inset.left + safe.left, bottom: inset.bottom,
                                right: inset.right + safe.right)
        case .fromLayoutMargins:
            let margins = collectionView.layoutMargins
            return UIEdgeInsets(top: inset.top, left: inset.left + margins.left, bottom: inset.bottom,
                                right: inset.right + margins.right)
        }
    }

    /// A size as (cross, main).
    private func neutral(_ size: CGSize) -> CGSize {
        layout.isVertical ? size : CGSize(width: size.height, height: size.width)
    }

    /// Insets as (cross start = left, main start = top, …).
    private func neutral(_ inset: UIEdgeInsets) -> UIEdgeInsets {
        layout.isVertical ? inset : UIEdgeInsets(top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom)
    }

    private func mainExtent(_ size: CGSize) -> CGFloat {
        layout.isVertical ? size.height : size.width
    }
}
