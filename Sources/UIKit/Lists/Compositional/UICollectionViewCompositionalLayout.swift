import Foundation

/// Makes the section of a compositional layout at an index, given the
/// layout environment; nil only for a section without items.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of items, groups and sections (iOS 13): each section
/// repeats its group until every item has a place, with headers, footers and
/// badges around them; a section may scroll across the layout on its own.
///
/// Geometry is worked out section by section in `prepare()`. A section whose
/// group has no estimated dimension keeps one group's frames and finds any
/// item by arithmetic, so a section of a million items costs what one of a
/// hundred does; a section with self-sizing items (estimated dimensions)
/// keeps every frame and is laid out again, alone, when its items report
/// their sizes.
///
/// An orthogonally scrolling section is shown, as on iOS, through a scroll
/// view of its own, made by the layout inside the collection view and
/// covering the section's band: the section's cells (and their badges) are
/// its subviews, so a drag across the layout scrolls it with UIKit's
/// physics, while the collection view still owns the cells (visible cells,
/// selection, reuse). The layout places those cells at their frames less
/// the scroll view's offset, so `layoutAttributesForItem(at:)`,
/// `indexPathForItem(at:)` and `cellForItem(at:)` agree with what is on
/// screen.
///
/// Kumiki lays out left to right only, and has no trait collection in the
/// environment (docs/PORTING.md).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    enum Source {
        case section(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    let source: Source
    var configurationStorage: UICollectionViewCompositionalLayoutConfiguration

    /// Sections as last laid out, stacked.
    var sectionGeometries: [CompositionalSectionGeometry] = []
    /// The layout's own headers and footers.
    var layoutBoundaries: [CompositionalBoundaryPlacement] = []
    var layoutExtents: (start: CGFloat, end: CGFloat) = (0, 0)
    var contentSize = CGSize.zero
    /// Sizes reported by self-sizing views, by element.
    var measuredSizes: [CollectionElementKey: CGSize] = [:]
    /// Whether the next `prepare()` asks for every section anew.
    var needsFullPrepare = true
    /// Sections to lay out again (their items were measured).
    var dirtySections: Set<Int> = []
    /// The container the sections were last laid out in.
    var preparedContainer: CGSize?
    /// The scroll views of orthogonally scrolling sections, by section.
    var orthogonalScrollers: [Int: CompositionalOrthogonalScrollView] = [:]

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        source = .section(section)
        configurationStorage = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
        configurationStorage.owner = self
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .section(section)
        configurationStorage = configuration.makeCopy()
        super.init()
        configurationStorage.owner = self
    }

    /// A layout that asks `sectionProvider` for each section whenever it is
    /// invalidated as a whole (not when only self-sizing items changed).
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        source = .provider(sectionProvider)
        configurationStorage = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
        configurationStorage.owner = self
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .provider(sectionProvider)
        configurationStorage = configuration.makeCopy()
        super.init()
        configurationStorage.owner = self
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The scroll direction, section spacing and layout headers and footers.
    /// Assigning stores a copy and lays out anew; changing a property of the
    /// configuration this returns lays out anew too.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { configurationStorage }
        set {
            configurationStorage.owner = nil
            configurationStorage = newValue.makeCopy()
            configurationStorage.owner = self
            invalidateLayout()
        }
    }

    /// The scroll axis.
    var mainAxis: CompositionalAxis { .of(configurationStorage.scrollDirection) }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sectionGeometries = []
            layoutBoundaries = []
            contentSize = .zero
            return
        }
        let environment = layoutEnvironment(of: collectionView)
        let container = environment.container.effectiveContentSize
        let counts = collectionView.counts
        if needsFullPrepare || container != preparedContainer || counts.count != sectionGeometries.count {
            sectionGeometries = counts.indices.map { index in
                buildSection(index, count: counts[index], container: container,
                             description: sectionDescription(index, count: counts[index], environment: environment))
            }
        } else {
            for index in dirtySections.sorted() where index < sectionGeometries.count {
                sectionGeometries[index] = buildSection(index, count: counts[index], container: container,
                                                        description: sectionGeometries[index].section)
            }
        }
        needsFullPrepare = false
        dirtySections = []
        preparedContainer = container
        stackSections(container: container)
        updateOrthogonalScrollers()
        applyListBackground(to: collectionView)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// The environment handed to the section provider: the collection view's
    /// bounds size, with its adjusted content insets.
    func layoutEnvironment(of collectionView: UICollectionView) -> CompositionalLayoutEnvironment {
        let inset = collectionView.adjustedContentInset
        return CompositionalLayoutEnvironment(container: CompositionalLayoutContainer(
            contentSize: collectionView.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom,
                                                   trailing: inset.right)))
    }

    private func sectionDescription(_ index: Int, count: Int,
                                    environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        switch source {
        case .section(let section):
            return section
        case .provider(let provider):
            let section = provider(index, environment)
            if section == nil && count > 0 {
                UncaughtException.raise("NSInternalInconsistencyException", reason:
                    "Invalid section definition. Please specify a valid section definition when content is to be "
                    + "rendered for a section. This is a client error.")
            }
            return section
        }
    }

    private func buildSection(_ index: Int, count: Int, container: CGSize,
                              description: NSCollectionLayoutSection?) -> CompositionalSectionGeometry {
        guard let description else { return .empty(index: index, mainAxis: mainAxis) }
        return CompositionalSectionBuilder(mainAxis: mainAxis, container: container, measured: measuredSizes)
            .build(description, index: index, count: count)
    }

    /// Puts the sections one after the other with the layout's headers and
    /// footers around them, and takes the content size.
    private func stackSections(container: CGSize) {
        let axis = mainAxis
        let breadth = axis.other.length(container)
        let global = IndexPath(item: 0, section: 0)
        var boundaries = CompositionalBoundaryPlacement.measure(
            configurationStorage.boundarySupplementaryItems, in: container, mainAxis: axis,
            measured: { [measuredSizes] kind in measuredSizes[.supplementary(kind, global)] })
        let extents = CompositionalBoundaryPlacement.extents(of: boundaries, mainAxis: axis)
        var position = extents.start
        for index in sectionGeometries.indices {
            if index > 0 { position += configurationStorage.interSectionSpacing }
            sectionGeometries[index].start = position
            position += sectionGeometries[index].length
        }
        let length = position + extents.end
        CompositionalBoundaryPlacement.place(&boundaries, mainAxis: axis, length: length, extents: extents,
                                             crossStart: 0, crossLength: breadth)
        layoutBoundaries = boundaries
        layoutExtents = extents
        contentSize = axis.size(along: length, across: breadth)
    }

    // MARK: Answering for elements (UICollectionViewCompositionalLayout+Attributes.swift)

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elementAttributes(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesForItem(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesForSupplementary(ofKind: elementKind, at: indexPath)
    }

    // MARK: Invalidation (UICollectionViewCompositionalLayout+Invalidation.swift)

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsChangeInvalidates(newBounds)
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> Bool {
        preferredAttributesInvalidate(preferredAttributes, original: originalAttributes)
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        measuredInvalidationContext(preferredAttributes, original: originalAttributes)
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        noteInvalidation(context)
        super.invalidateLayout(with: context)
    }

    /// The orthogonal sections' scroll views leave with the layout.
    open override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        super.prepareForTransition(to: newLayout)
        retireOrthogonalScrollers { _ in true }
    }

    /// Attributes of this layout's class for an element.
    func makeAttributes(_ category: UICollectionElementCategory, kind: String?,
                        indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributesClass = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        let attributes = attributesClass.init()
        attributes.setElement(category, kind: kind, indexPath: indexPath)
        return attributes
    }
}

extension UICollectionViewCompositionalLayoutConfiguration {
    /// Lays the layout using this configuration out anew after a change.
    func configurationDidChange() {
        owner?.invalidateLayout()
    }
}
