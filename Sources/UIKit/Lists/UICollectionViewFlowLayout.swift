import Foundation

extension UICollectionView {
    /// The direction a flow or compositional layout scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }
}

/// Lines of items, like text: along the scroll direction, items fill a line
/// across the collection view and wrap to the next; sections stack with an
/// optional header and footer. Lines are justified (a line with one item
/// centers it) and items are centered on their line.
///
/// With one item size for everything (no delegate `sizeForItemAt`, no
/// estimated size) every frame is arithmetic: a million items cost what a
/// thousand do. Sizes from the delegate or from self-sizing cells are laid
/// out line by line. Defaults (UIKit's): 50 × 50 items, 10 pt between lines
/// and items, no section inset, vertical.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What `sectionInset` is measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0
        case fromSafeArea = 1
        case fromLayoutMargins = 2
    }

    /// For `estimatedItemSize`: cells size themselves, starting from an
    /// estimate the layout picks.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude,
                                             height: CGFloat.greatestFiniteMagnitude)

    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// The size of every item (unless the delegate says otherwise), in points.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero: cells size themselves (`preferredLayoutAttributesFitting`),
    /// starting from this size.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The least space between lines, in points.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line, in points.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
    /// The header's size; only the extent along the scroll direction counts.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Headers stay at the top of the visible area while their section shows.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    var sections: [FlowLayoutSection] = []
    var contentSize = CGSize.zero
    /// Sizes measured from self-sizing cells, by index path.
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// Set by the delegate protocol's default `sizeForItemAt`: the delegate
    /// does not size items itself.
    var sizeAnsweredByDefault = false

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the next `prepare()` recomputes the sections (false after a
    /// scroll that only moves pinned headers).
    var needsRebuild = true

    var isVertical: Bool { scrollDirection == .vertical }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        guard needsRebuild else { return }
        needsRebuild = false
        sections = FlowLayoutBuilder(layout: self, collectionView: collectionView).sections()
        let crossExtent = crossSize(of: collectionView)
        let mainExtent = sections.last?.end ?? 0
        contentSize = isVertical ? CGSize(width: crossExtent, height: mainExtent)
                                 : CGSize(width: mainExtent, height: crossExtent)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let (low, high) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() {
            let pinnedHeader = sectionHeadersPinToVisibleBounds && section.headerMain > 0
            guard section.end >= low || pinnedHeader, section.start <= high || pinnedHeader else { continue }
            if section.headerMain > 0, let header = headerAttributes(section: index), header.frame.overlaps(rect) {
                result.append(header)
            }
            for item in section.items(mainFrom: low, to: high) {
                let attributes = itemAttributes(IndexPath(item: item, section: index))
                if attributes.frame.overlaps(rect) { result.append(attributes) }
            }
            if section.footerMain > 0, let footer = footerAttributes(section: index), footer.frame.overlaps(rect) {
                result.append(footer)
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section < sections.count,
              indexPath.item >= 0, indexPath.item < sections[indexPath.section].count else { return nil }
        return itemAttributes(indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard let section = indexPath.first, section < sections.count else { return nil }
        switch elementKind {
        case UICollectionElementKindSectionHeader: return headerAttributes(section: section)
        case UICollectionElementKindSectionFooter: return footerAttributes(section: section)
        default: return nil
        }
    }

    /// A resize across the scroll direction, or any scroll while headers or
    /// footers are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        let old = collectionView.bounds.size
        return isVertical ? old.width != newBounds.width : old.height != newBounds.height
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> Bool {
        guard estimatedItemSize != .zero, originalAttributes.representedElementCategory == .cell else { return false }
        let preferred = preferredAttributes.size, original = originalAttributes.size
        return abs(preferred.width - original.width) > 0.5 || abs(preferred.height - original.height) > 0.5
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        measuredSizes[originalAttributes.indexPath] = preferredAttributes.size
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                         withOriginalAttributes: originalAttributes)
    }

    /// A scroll that keeps the size only moves pinned headers and footers:
    /// the lines stay.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext,
           newBounds.size == collectionView?.bounds.size {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { measuredSizes.removeAll() }
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if context.invalidateEverything || context.invalidateDataSourceCounts || flow == nil
            || flow?.invalidateFlowLayoutAttributes == true || flow?.invalidateFlowLayoutDelegateMetrics == true
            || context.invalidatedItemIndexPaths != nil {
            needsRebuild = true
        }
        super.invalidateLayout(with: context)
    }

    // MARK: Attributes

    func itemAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = rect(sections[indexPath.section].frame(ofItem: indexPath.item))
        if estimatedItemSize != .zero { attributes.selfSizingAxes = [.horizontal, .vertical] }
        return attributes
    }

    func headerAttributes(section index: Int) -> UICollectionViewLayoutAttributes? {
        let section = sections[index]
        guard section.headerMain > 0 else { return nil }
        var main = section.start
        if sectionHeadersPinToVisibleBounds, let collectionView {
            let visibleStart = isVertical ? collectionView.contentOffset.y + collectionView.adjustedContentInset.top
                                          : collectionView.contentOffset.x + collectionView.adjustedContentInset.left
            main = min(max(main, visibleStart), section.end - section.headerMain - section.footerMain)
            main = max(main, section.start)
        }
        let attributes = makeAttributes(supplementary: UICollectionElementKindSectionHeader, section: index)
        attributes.frame = rect(CGRect(x: 0, y: main, width: crossExtent, height: section.headerMain))
        if sectionHeadersPinToVisibleBounds { attributes.zIndex = 10 }
        return attributes
    }

    func footerAttributes(section index: Int) -> UICollectionViewLayoutAttributes? {
        let section = sections[index]
        guard section.footerMain > 0 else { return nil }
        var main = section.end - section.footerMain
        if sectionFootersPinToVisibleBounds, let collectionView {
            let visibleEnd = isVertical
                ? collectionView.contentOffset.y + collectionView.bounds.height - collectionView.adjustedContentInset.bottom
                : collectionView.contentOffset.x + collectionView.bounds.width - collectionView.adjustedContentInset.right
            main = max(min(main, visibleEnd - section.footerMain), section.start + section.headerMain)
        }
        let attributes = makeAttributes(supplementary: UICollectionElementKindSectionFooter, section: index)
        attributes.frame = rect(CGRect(x: 0, y: main, width: crossExtent, height: section.footerMain))
        if sectionFootersPinToVisibleBounds { attributes.zIndex = 10 }
        return attributes
    }

    /// A (cross, main) rect in content coordinates.
    func rect(_ neutral: CGRect) -> CGRect {
        isVertical ? neutral : CGRect(x: neutral.minY, y: neutral.minX, width: neutral.height, height: neutral.width)
    }

    var crossExtent: CGFloat { isVertical ? contentSize.width : contentSize.height }

    /// The collection view's extent across the scroll direction, inside its
    /// content insets.
    func crossSize(of collectionView: UICollectionView) -> CGFloat {
        let inset = collectionView.adjustedContentInset
        let size = collectionView.bounds.size
        return max(0, isVertical ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom)
    }

    private func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributesClass = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        let attributes = attributesClass.init()
        attributes.indexPath = indexPath
        return attributes
    }

    private func makeAttributes(supplementary kind: String, section: Int) -> UICollectionViewLayoutAttributes {
        let attributesClass = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        let attributes = attributesClass.init()
        attributes.setElement(.supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section))
        return attributes
    }
}
