import Foundation

/// One section of a compositional layout, laid out: its items, headers and
/// footers, relative to where the section starts along the scroll axis
/// ("main"), and, for orthogonal scrolling, the band its scroll view covers.
/// Sections are laid out on their own and then stacked, so a section whose
/// items change size is laid out again without the others.
struct CompositionalSectionGeometry {
    /// The band of an orthogonally scrolling section.
    struct Orthogonal {
        var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
        /// The area the section's scroll view covers (main relative to the
        /// section start; across in content coordinates).
        var band: CGRect
        /// The scrolling content's length across: leading inset, groups,
        /// trailing inset.
        var contentLength: CGFloat
        /// The section's content insets across the scroll axis.
        var leadingInset: CGFloat
        var trailingInset: CGFloat
    }

    let index: Int
    /// The section description; nil for a section without items the
    /// provider gave none for.
    let section: NSCollectionLayoutSection?
    let mainAxis: CompositionalAxis
    let items: CompositionalItemArrangement
    /// The section's length along the main axis, in points.
    let length: CGFloat
    /// Where items are laid out from (main relative to the section start).
    let contentOrigin: CGPoint
    let boundaries: [CompositionalBoundaryPlacement]
    /// The room headers and footers take at the section's ends.
    let extents: (start: CGFloat, end: CGFloat)
    let orthogonal: Orthogonal?
    /// Where the section starts along the main axis in content coordinates
    /// (set when the sections are stacked).
    var start: CGFloat = 0

    var count: Int { items.count }
    var end: CGFloat { start + length }

    /// `rect` (main relative to the section start) in content coordinates.
    func absolute(_ rect: CGRect) -> CGRect { mainAxis.offset(rect, by: start) }

    /// The content origin in content coordinates.
    var absoluteContentOrigin: CGPoint {
        mainAxis.point(along: start + mainAxis.coordinate(contentOrigin), across: mainAxis.other.coordinate(contentOrigin))
    }

    /// A section with nothing in it.
    static func empty(index: Int, mainAxis: CompositionalAxis) -> CompositionalSectionGeometry {
        CompositionalSectionGeometry(
            index: index, section: nil, mainAxis: mainAxis,
            items: CompositionalItemArrangement(uniform: CompositionalSolvedGroup(size: .zero, leaves: []), count: 0,
                                                axis: mainAxis, spacing: 0),
            length: 0, contentOrigin: .zero, boundaries: [], extents: (0, 0), orthogonal: nil)
    }
}

/// Lays one section out from its description, the layout's container and
/// the measured sizes of self-sizing elements.
@MainActor
struct CompositionalSectionBuilder {
    let mainAxis: CompositionalAxis
    /// The layout's effective content size: the collection view's bounds
    /// inside its adjusted content insets.
    let container: CGSize
    let measured: [CollectionElementKey: CGSize]

    func build(_ section: NSCollectionLayoutSection, index: Int, count: Int) -> CompositionalSectionGeometry {
        let main = mainAxis, cross = main.other
        let insets = section.contentInsets
        let sectionContainer = CGRect(origin: .zero, size: container).inset(byDirectional: insets).size
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let repeatAxis = orthogonal ? cross : main
        let group = section.group
        let proposed = group.layoutSize.resolved(in: sectionContainer)
        let measured = self.measured
        let solver = CompositionalGroupSolver { item in measured[.cell(IndexPath(item: item, section: index))] }
        let items: CompositionalItemArrangement
        if Self.sizesItself(group) {
            items = CompositionalItemArrangement(measuring: group, proposed: proposed, solver: solver, count: count,
                                                 axis: repeatAxis, spacing: section.interGroupSpacing)
        } else {
            var next = 0
            let template = solver.solve(group, proposed: proposed, next: &next)
            items = CompositionalItemArrangement(uniform: template, count: count, axis: repeatAxis,
                                                 spacing: section.interGroupSpacing)
        }
        if !items.placesEveryItem {
            UncaughtException.raise("NSInternalInconsistencyException", reason:
                "UICollectionViewCompositionalLayout: the group of section \(index) places no items, so the section's "
                + "\(count) items cannot be laid out.")
        }

        let breadth = cross.length(container)
        let follows = section.supplementariesFollowContentInsets
        let crossStart = follows ? cross.leadingInset(insets) : 0
        let crossLength = follows ? cross.length(sectionContainer) : breadth
        let header = IndexPath(item: 0, section: index)
        var boundaries = CompositionalBoundaryPlacement.measure(
            section.boundarySupplementaryItems, in: follows ? sectionContainer : container, mainAxis: main,
            measured: { kind in measured[.supplementary(kind, header)] })
        let extents = CompositionalBoundaryPlacement.extents(of: boundaries, mainAxis: main)
        let contentMain = orthogonal ? items.breadth : items.length
        let contentStart = extents.start + main.leadingInset(insets)
        let length = contentStart + contentMain + main.trailingInset(insets) + extents.end
        CompositionalBoundaryPlacement.place(&boundaries, mainAxis: main, length: length, extents: extents,
                                             crossStart: crossStart, crossLength: crossLength)
        var band: CompositionalSectionGeometry.Orthogonal?
        if orthogonal {
            let leading = cross.leadingInset(insets), trailing = cross.trailingInset(insets)
            band = .init(behavior: section.orthogonalScrollingBehavior,
                         band: main.rect(along: extents.start, length - extents.start - extents.end, across: 0, breadth),
                         contentLength: leading + items.length + trailing, leadingInset: leading, trailingInset: trailing)
        }
        return CompositionalSectionGeometry(index: index, section: section, mainAxis: main, items: items, length: length,
                                            contentOrigin: main.point(along: contentStart, across: cross.leadingInset(insets)),
                                            boundaries: boundaries, extents: extents, orthogonal: band)
    }

    /// Whether anything in the item (or group) sizes itself.
    static func sizesItself(_ item: NSCollectionLayoutItem) -> Bool {
        if !item.layoutSize.selfSizingAxes.isEmpty { return true }
        if let group = item as? NSCollectionLayoutGroup { return group.subitems.contains(where: sizesItself) }
        return false
    }
}
