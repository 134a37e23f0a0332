import Foundation

/// The looks `UIListContentConfiguration`'s factory methods give (UIKit keeps
/// them private): fonts, colors, margins and the room between the parts,
/// taken from the table view's classic cells and standard headers and
/// footers (`TableCellMetrics`, `TableHeaderFooterRole`) so that a
/// configured row looks like a classic one.
enum ListContentStyle: Hashable, Sendable {
    case cell, subtitleCell, valueCell
    case plainHeader, plainFooter, groupedHeader, groupedFooter
    case sidebarCell, sidebarSubtitleCell, sidebarHeader

    /// Whether the style is a row's (rows are at least
    /// `TableCellMetrics.standardHeight` tall where a table or list shows them).
    var isCell: Bool {
        switch self {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell: true
        default: false
        }
    }

    var isSidebar: Bool { self == .sidebarCell || self == .sidebarSubtitleCell || self == .sidebarHeader }

    /// The table view's header or footer look this style copies.
    var headerFooterRole: TableHeaderFooterRole? {
        switch self {
        case .plainHeader: .plainHeader
        case .plainFooter: .plainFooter
        case .groupedHeader: .groupedHeader
        case .groupedFooter: .groupedFooter
        default: nil
        }
    }

    var textProperties: UIListContentConfiguration.TextProperties {
        if let role = headerFooterRole {
            var properties = UIListContentConfiguration.TextProperties(font: role.font, color: role.textColor)
            if role == .groupedHeader { properties.transform = .uppercase }
            return properties
        }
        if self == .sidebarHeader {
            return .init(font: .preferredFont(forTextStyle: .headline), color: .label)
        }
        return .init(font: .preferredFont(forTextStyle: .body), color: .label)
    }

    var secondaryTextProperties: UIListContentConfiguration.TextProperties {
        switch self {
        case .valueCell:
            // The classic value1 detail: body text in the secondary label color.
            return .init(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter, .sidebarHeader:
            return .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        default:
            return .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
        }
    }

    /// The content's own margins. Rows take their sides from the cell's
    /// content view (`axesPreservingSuperviewLayoutMargins`), so theirs are 0.
    var directionalLayoutMargins: NSDirectionalEdgeInsets {
        switch self {
        case .plainHeader:
            return NSDirectionalEdgeInsets(top: ListContentMetrics.plainHeaderVerticalMargin, leading: 0,
                                           bottom: ListContentMetrics.plainHeaderVerticalMargin, trailing: 0)
        case .plainFooter:
            return NSDirectionalEdgeInsets(top: TableHeaderFooterRole.groupedFooterTopPadding, leading: 0,
                                           bottom: TableHeaderFooterRole.groupedFooterTopPadding, trailing: 0)
        case .groupedHeader:
            return NSDirectionalEdgeInsets(top: TableHeaderFooterRole.groupedHeaderBottomPadding, leading: 0,
                                           bottom: TableHeaderFooterRole.groupedHeaderBottomPadding, trailing: 0)
        case .groupedFooter:
            return NSDirectionalEdgeInsets(top: TableHeaderFooterRole.groupedFooterTopPadding, leading: 0,
                                           bottom: TableHeaderFooterRole.groupedFooterBottomPadding, trailing: 0)
        default:
            return NSDirectionalEdgeInsets(top: TableCellMetrics.verticalPadding, leading: 0,
                                           bottom: TableCellMetrics.verticalPadding, trailing: 0)
        }
    }

    var prefersSideBySideTextAndSecondaryText: Bool { self == .valueCell }

    /// The height below which the content does not shrink: the table view's
    /// standard header heights (rows get their 44 pt from the cell).
    var minimumHeight: CGFloat {
        switch self {
        case .plainHeader, .plainFooter: TableHeaderFooterRole.plainTitleHeight
        case .groupedHeader: TableHeaderFooterRole.groupedTitleHeaderHeight
        default: 0
        }
    }

    /// Where the content sits when the view is taller than it: grouped
    /// headers sit on their section, grouped footers hang below it, the rest
    /// is centered.
    var verticalPlacement: ListContentVerticalPlacement {
        switch self {
        case .groupedHeader: .bottom
        case .groupedFooter: .top
        default: .center
        }
    }

    /// The list role a list cell or table header view shows this style in.
    var headerFooterKind: ListPlacement.Role {
        switch self {
        case .plainHeader, .groupedHeader, .sidebarHeader: .header
        case .plainFooter, .groupedFooter: .footer
        default: .cell
        }
    }
}

enum ListContentVerticalPlacement: Hashable, Sendable {
    case top, center, bottom
}

/// Lengths of list content that the table view's classic cells do not
/// already define (points). Kumiki's choices where Apple publishes none.
enum ListContentMetrics {
    /// Room for a symbol image, so that text after symbols of different
    /// widths lines up: text after a symbol starts 60 pt from a 16-pt margin,
    /// where Settings' text column starts.
    static let standardSymbolWidth: CGFloat = 28
    /// Between the text and the secondary text stacked below it.
    static let textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Above and below a plain header's title; with 17-pt semibold text the
    /// header is the table's 28 pt.
    static let plainHeaderVerticalMargin: CGFloat = 3.5
}
