import Foundation

/// The separators and corners a cell in a list section shows, from its
/// `ListPlacement`: a hairline under the row from the text to the trailing
/// edge, full-width hairlines closing a grouped section, rounded corners at
/// the ends of an inset-grouped one. (UIKit draws list separators in views
/// of its own too; here they are subviews of the cell, above its content.)
@MainActor
struct ListCellDecorations {
    private var bottom: ListSeparatorView?
    private var topEdge: ListSeparatorView?
    private var bottomEdge: ListSeparatorView?
    /// Whether the corners were set from a placement (and are reset when the
    /// cell leaves the list).
    private var managesCorners = false

    /// The separator under the row, if shown (for tests and the cell).
    var bottomSeparator: UIView? { bottom?.superview == nil ? nil : bottom }
    var topEdgeSeparator: UIView? { topEdge?.superview == nil ? nil : topEdge }
    var bottomEdgeSeparator: UIView? { bottomEdge?.superview == nil ? nil : bottomEdge }

    /// Lays the decorations of `placement` out on `cell`; the row separator
    /// starts `separatorLeading` points from the cell's leading edge.
    mutating func apply(_ placement: ListPlacement?, to cell: UIView, separatorLeading: CGFloat) {
        let hairline = 1 / (cell.window?.screen.scale ?? 1)
        let bounds = cell.bounds
        Self.place(&bottom, shown: placement?.showsBottomSeparator ?? false, in: cell,
                   frame: CGRect(x: separatorLeading, y: bounds.height - hairline,
                                 width: max(0, bounds.width - separatorLeading), height: hairline))
        Self.place(&topEdge, shown: placement?.showsTopEdgeSeparator ?? false, in: cell,
                   frame: CGRect(x: 0, y: 0, width: bounds.width, height: hairline))
        Self.place(&bottomEdge, shown: placement?.showsBottomEdgeSeparator ?? false, in: cell,
                   frame: CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline))
        if let placement {
            let radius = placement.cornerRadius
            cell.layer.cornerRadius = radius
            cell.layer.maskedCorners = radius > 0 ? placement.roundedCorners
                : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            cell.layer.masksToBounds = radius > 0
            managesCorners = true
        } else if managesCorners {
            cell.layer.cornerRadius = 0
            cell.layer.masksToBounds = false
            managesCorners = false
        }
    }

    private static func place(_ separator: inout ListSeparatorView?, shown: Bool, in cell: UIView, frame: CGRect) {
        guard shown else {
            separator?.removeFromSuperview()
            return
        }
        let view = separator ?? ListSeparatorView()
        separator = view
        if view.superview !== cell {
            cell.addSubview(view)
        } else if let mine = cell.subviews.firstIndex(where: { $0 === view }),
                  let topmost = cell.subviews.lastIndex(where: { !($0 is ListSeparatorView) }), mine < topmost {
            // Above the content and accessories (added later than the separators).
            cell.bringSubviewToFront(view)
        }
        view.frame = frame
    }
}
