import Foundation

/// A header or footer placed on its section (or on the layout): its frame
/// before pinning — along the scroll axis relative to the section's start,
/// across it in content coordinates — and which end of the section it is on.
@MainActor
struct CompositionalBoundaryPlacement {
    enum Side {
        /// Where content starts along the scroll axis (a header).
        case start
        /// Where content ends (a footer).
        case end
        /// Across the scroll axis only: laid over the start of the content.
        case across
    }

    let item: NSCollectionLayoutBoundarySupplementaryItem
    let side: Side
    var frame: CGRect

    /// Whether the item makes room for itself at its end of the section.
    var extends: Bool { side != .across && item.extendsBoundary }

    /// Sizes `items` and finds their sides; `measured` gives the measured
    /// size of an item's view by kind.
    static func measure(_ items: [NSCollectionLayoutBoundarySupplementaryItem], in container: CGSize,
                        mainAxis: CompositionalAxis,
                        measured: (String) -> CGSize?) -> [CompositionalBoundaryPlacement] {
        items.map { item in
            var size = item.layoutSize.resolved(in: container)
            let sizing = item.layoutSize.selfSizingAxes
            if !sizing.isEmpty, let measuredSize = measured(item.elementKind) {
                if sizing.contains(.horizontal) { size.width = measuredSize.width }
                if sizing.contains(.vertical) { size.height = measuredSize.height }
            }
            let edges = item.alignment.edges
            let startEdge: NSDirectionalRectEdge = mainAxis == .vertical ? .top : .leading
            let endEdge: NSDirectionalRectEdge = mainAxis == .vertical ? .bottom : .trailing
            let side: Side = edges.contains(startEdge) ? .start : (edges.contains(endEdge) ? .end : .across)
            return CompositionalBoundaryPlacement(item: item, side: side, frame: CGRect(origin: .zero, size: size))
        }
    }

    /// The room the items take at the start and at the end along the main axis.
    static func extents(of placements: [CompositionalBoundaryPlacement],
                        mainAxis: CompositionalAxis) -> (start: CGFloat, end: CGFloat) {
        var start: CGFloat = 0, end: CGFloat = 0
        for placement in placements where placement.extends {
            let length = mainAxis.length(placement.frame.size)
            if placement.side == .start { start = max(start, length) } else { end = max(end, length) }
        }
        return (start, end)
    }

    /// Places the items of a region `length` long along the main axis whose
    /// boundary items take `extents`, across `crossStart…crossStart + crossLength`.
    static func place(_ placements: inout [CompositionalBoundaryPlacement], mainAxis: CompositionalAxis,
                      length: CGFloat, extents: (start: CGFloat, end: CGFloat), crossStart: CGFloat,
                      crossLength: CGFloat) {
        let crossAxis = mainAxis.other
        let crossStartEdge: NSDirectionalRectEdge = crossAxis == .horizontal ? .leading : .top
        let crossEndEdge: NSDirectionalRectEdge = crossAxis == .horizontal ? .trailing : .bottom
        for index in placements.indices {
            let placement = placements[index]
            let size = placement.frame.size
            let mainLength = mainAxis.length(size)
            let main: CGFloat
            switch placement.side {
            case .start: main = placement.item.extendsBoundary ? 0 : extents.start
            case .end: main = placement.item.extendsBoundary ? length - extents.end : length - extents.end - mainLength
            case .across: main = extents.start
            }
            let edges = placement.item.alignment.edges
            let crossLengthOfItem = crossAxis.length(size)
            let cross: CGFloat
            if edges.contains(crossStartEdge) {
                cross = crossStart
            } else if edges.contains(crossEndEdge) {
                cross = crossStart + crossLength - crossLengthOfItem
            } else {
                cross = crossStart + (crossLength - crossLengthOfItem) / 2
            }
            let origin = mainAxis.point(along: main, across: cross)
            placements[index].frame = CGRect(x: origin.x + placement.item.offset.x, y: origin.y + placement.item.offset.y,
                                             width: size.width, height: size.height)
        }
    }
}
