import Foundation

/// The looks of `UIBackgroundConfiguration`'s factory methods.
enum BackgroundStyle: Hashable, Sendable {
    case clear, listPlainCell, listPlainHeaderFooter, listGroupedCell, listGroupedHeaderFooter
    case listSidebarCell, listSidebarHeader

    /// Corners of a sidebar row's selected fill (points).
    static let sidebarCornerRadius: CGFloat = 10

    /// The fill in a state (nil: the tint color).
    func color(selected: Bool, highlighted: Bool) -> UIColor? {
        switch self {
        case .clear, .listGroupedHeaderFooter, .listSidebarHeader:
            return .clear
        case .listPlainHeaderFooter:
            return .secondarySystemBackground
        case .listPlainCell:
            return selected || highlighted ? .systemGray4 : .systemBackground
        case .listGroupedCell:
            return selected || highlighted ? .systemGray4 : .secondarySystemGroupedBackground
        case .listSidebarCell:
            if selected { return nil }
            return highlighted ? .systemGray4 : .clear
        }
    }
}
