import Foundation

/// The standard looks of headers and footers per table style.
enum TableHeaderFooterRole: Equatable {
    case plainHeader, plainFooter, groupedHeader, groupedFooter

    /// A plain table's title header or footer (UIKit's standard since
    /// iOS 13).
    static let plainTitleHeight: CGFloat = 28
    /// A grouped table's title header: one line of footnote text over
    /// padding.
    static let groupedTitleHeaderHeight: CGFloat = 38
    /// The gap a grouped table leaves for a header without a title (the
    /// first section's is twice as tall), and for a footer without one:
    /// together 35 pt between sections.
    static let groupedEmptyHeight: CGFloat = 17.5
    static let groupedHeaderBottomPadding: CGFloat = 7
    static let groupedFooterTopPadding: CGFloat = 7
    static let groupedFooterBottomPadding: CGFloat = 17.5

    var isFooter: Bool { self == .plainFooter || self == .groupedFooter }

    var font: UIFont {
        switch self {
        case .plainHeader: .systemFont(ofSize: 17, weight: .semibold)
        case .plainFooter, .groupedHeader, .groupedFooter: .preferredFont(forTextStyle: .footnote)
        }
    }

    var textColor: UIColor {
        switch self {
        case .plainHeader: .label
        case .plainFooter, .groupedHeader, .groupedFooter: .secondaryLabel
        }
    }

    /// Grouped headers show their titles in capitals, as UIKit's do.
    func transform(_ title: String) -> String {
        self == .groupedHeader ? title.uppercased() : title
    }

    func fittingHeight(for label: UILabel?, width: CGFloat, margin: CGFloat) -> CGFloat {
        let textWidth = max(0, width - 2 * margin)
        let text = label.map { ceil($0.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height) } ?? 0
        switch self {
        case .plainHeader:
            return Self.plainTitleHeight
        case .plainFooter:
            return max(Self.plainTitleHeight, text + 2 * Self.groupedFooterTopPadding)
        case .groupedHeader:
            return Self.groupedTitleHeaderHeight
        case .groupedFooter:
            return Self.groupedFooterTopPadding + text + Self.groupedFooterBottomPadding
        }
    }
}
