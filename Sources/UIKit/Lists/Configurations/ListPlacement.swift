import QuartzCore

/// Where a cell stands in a list section, as the list layout tells the cell
/// through its layout attributes: the list's look, whether it is a row, a
/// header or a footer, its place among the rows, and the text margin. The
/// cell takes its corners, separators, default background and default
/// content look from it.
struct ListPlacement: Equatable {
    enum Role: Equatable {
        case cell, header, footer
    }

    var appearance: UICollectionLayoutListConfiguration.Appearance
    var role: Role
    /// The first and last rows of the section (a header made of the first
    /// item is not a row).
    var isFirst = false
    var isLast = false
    var showsSeparators = true
    /// The content's leading and trailing margin inside the cell (points).
    var margin: CGFloat = 16

    /// The placement of item `item` of a list section of `count` items.
    static func item(_ item: Int, count: Int, in section: ListSectionInfo) -> ListPlacement {
        let configuration = section.configuration
        let headerItem = configuration.headerMode == .firstItemInSection
        var placement = ListPlacement(appearance: configuration.appearance, role: .cell, margin: section.margin)
        placement.showsSeparators = configuration.showsSeparators
        if headerItem && item == 0 {
            placement.role = .header
            return placement
        }
        placement.isFirst = item == (headerItem ? 1 : 0)
        placement.isLast = item == count - 1
        return placement
    }

    /// The placement of a list section's header or footer of `kind` (nil:
    /// another kind of supplementary view).
    static func boundary(kind: String, in section: ListSectionInfo) -> ListPlacement? {
        let role: Role
        switch kind {
        case UICollectionElementKindSectionHeader: role = .header
        case UICollectionElementKindSectionFooter: role = .footer
        default: return nil
        }
        return ListPlacement(appearance: section.configuration.appearance, role: role, margin: section.margin)
    }

    // MARK: Looks

    /// Inset-grouped sections round their first and last rows (sidebar rows
    /// round their own backgrounds instead).
    @MainActor var cornerRadius: CGFloat {
        appearance == .insetGrouped && role == .cell && (isFirst || isLast) ? UITableView.insetGroupedCornerRadius : 0
    }

    var roundedCorners: CACornerMask {
        var corners: CACornerMask = []
        if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        return corners
    }

    /// A separator under the row, from the text to the trailing edge:
    /// between rows, and under the last row of a plain list too.
    var showsBottomSeparator: Bool {
        guard showsSeparators, role == .cell else { return false }
        switch appearance {
        case .plain, .sidebar, .sidebarPlain: return true
        case .grouped, .insetGrouped: return !isLast
        }
    }

    /// Grouped sections are closed by full-width hairlines above the first
    /// row and below the last, as in a grouped table view.
    var showsTopEdgeSeparator: Bool { showsSeparators && role == .cell && appearance == .grouped && isFirst }
    var showsBottomEdgeSeparator: Bool { showsSeparators && role == .cell && appearance == .grouped && isLast }

    /// The background a list cell shows here until the app sets one.
    var backgroundStyle: BackgroundStyle {
        switch (role, appearance) {
        case (.cell, .plain): .listPlainCell
        case (.cell, .grouped), (.cell, .insetGrouped): .listGroupedCell
        case (.cell, .sidebar), (.cell, .sidebarPlain): .listSidebarCell
        case (_, .plain), (_, .sidebarPlain): .listPlainHeaderFooter
        case (_, .grouped), (_, .insetGrouped): .listGroupedHeaderFooter
        case (_, .sidebar): .listSidebarHeader
        }
    }

    /// The content look a list cell's default content configuration takes here.
    var contentStyle: ListContentStyle {
        switch (role, appearance) {
        case (.cell, .sidebar), (.cell, .sidebarPlain): .sidebarCell
        case (.cell, _): .cell
        case (.header, .plain): .plainHeader
        case (.header, .grouped), (.header, .insetGrouped): .groupedHeader
        case (.header, .sidebar), (.header, .sidebarPlain): .sidebarHeader
        case (.footer, .plain), (.footer, .sidebarPlain): .plainFooter
        case (.footer, _): .groupedFooter
        }
    }
}

/// What a list section remembers of how it was made: its configuration and
/// the text margin of its environment's width.
struct ListSectionInfo {
    var configuration: UICollectionLayoutListConfiguration
    var margin: CGFloat
}

/// Spacing of list sections (points), from the grouped table view's.
enum ListSectionMetrics {
    /// A sidebar's rows keep this far from its edges.
    static let sidebarInset: CGFloat = 10
    /// A grouped section's gap above (without a header) and below (without
    /// a footer): half the 35 pt between grouped sections.
    static let groupedGap: CGFloat = TableHeaderFooterRole.groupedEmptyHeight
}
