import Foundation

extension NSCollectionLayoutSection {
    /// A list section (iOS 14): full-width rows, 44 pt until they measure
    /// themselves, with the configuration's look, headers and footers.
    ///
    /// Inset-grouped sections are inset by the environment's layout margin
    /// (16 pt, 20 pt from 414 pt wide); grouped ones leave 17.5 pt above
    /// (without a header) and below (without a footer), so that sections are
    /// 35 pt apart as in a grouped table view; sidebars keep 10 pt from the
    /// sides. Headers and footers are the list's standard ones (estimated at
    /// 28 pt plain, 38 pt grouped), pinned in plain lists.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                             heightDimension: .estimated(TableCellMetrics.standardHeight))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let width = layoutEnvironment.container.contentSize.width
        let margin = UIView.systemMinimumMargins(forWidth: width).leading
        let hasHeader = configuration.headerMode == .supplementary
        let hasFooter = configuration.footerMode == .supplementary
        var insets = NSDirectionalEdgeInsets.zero
        switch configuration.appearance {
        case .plain:
            break
        case .grouped, .insetGrouped:
            insets.top = hasHeader ? 0 : ListSectionMetrics.groupedGap
            insets.bottom = hasFooter ? 0 : ListSectionMetrics.groupedGap
            if configuration.appearance == .insetGrouped {
                insets.leading = margin
                insets.trailing = margin
            }
        case .sidebar, .sidebarPlain:
            insets.leading = ListSectionMetrics.sidebarInset
            insets.trailing = ListSectionMetrics.sidebarInset
        }
        section.contentInsets = insets
        let pinned = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
        if hasHeader {
            let height = configuration.isGrouped ? TableHeaderFooterRole.groupedTitleHeaderHeight
                : TableHeaderFooterRole.plainTitleHeight
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = pinned
            section.boundarySupplementaryItems.append(header)
        }
        if hasFooter {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .estimated(TableHeaderFooterRole.plainTitleHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            section.boundarySupplementaryItems.append(footer)
        }
        let textMargin = configuration.isSidebar ? ListSectionMetrics.sidebarInset : margin
        section.list = ListSectionInfo(configuration: configuration, margin: textMargin)
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section of `configuration`
    /// (iOS 14). The first section of a grouped list leaves 35 pt above
    /// itself when it has no header, as a grouped table view does.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            if index == 0, configuration.isGrouped, configuration.headerMode != .supplementary {
                section.contentInsets.top += ListSectionMetrics.groupedGap
            }
            return section
        }
    }

    /// The collection view takes the first list section's background unless
    /// the app set its own.
    func applyListBackground(to collectionView: UICollectionView) {
        guard let list = sectionGeometries.lazy.compactMap({ $0.section?.list }).first else { return }
        collectionView.applyListBackgroundColor(list.configuration.resolvedBackgroundColor)
    }
}
