import Foundation

/// Where a boundary supplementary item sits on its section or layout: an
/// edge or a corner (raw values as UIKit's). An alignment on the edge where
/// the layout's content starts (`top…` for vertical scrolling, `leading…`
/// for horizontal) makes a header; the opposite edge, a footer.
public enum NSRectAlignment: Int, Sendable {
    case none = 0
    case top = 1
    case topLeading = 2
    case leading = 3
    case bottomLeading = 4
    case bottom = 5
    case bottomTrailing = 6
    case trailing = 7
    case topTrailing = 8

    /// The edges the alignment touches.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }
}
