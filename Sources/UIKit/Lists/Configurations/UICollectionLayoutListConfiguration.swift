import Foundation

/// How a list section of a compositional layout looks (iOS 14): one of the
/// table view's styles (or a sidebar's), with separators, headers and
/// footers. Make sections with `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
/// or a whole layout with `UICollectionViewCompositionalLayout.list(using:)`.
///
/// Rows are full-width, 44 pt until they measure themselves (self-sizing);
/// separators are hairlines in the `.separator` color, starting where the
/// row's text does; inset-grouped sections are inset by the layout margin
/// (16 pt, 20 pt from 414 pt wide) with 10-pt corners; grouped sections are
/// 35 pt apart, as in a grouped table view. Cells learn where they stand:
/// `UICollectionViewListCell` takes the look of its place (background,
/// default content configuration), and every cell gets the separators and
/// corners.
///
/// Absent: `separatorConfiguration` and `itemSeparatorHandler` (iOS 14.5),
/// `headerTopPadding` (iOS 15), `leadingSwipeActionsConfigurationProvider`
/// and `trailingSwipeActionsConfigurationProvider` (Kumiki's collection
/// view has no swipe actions yet), `contentHooksProvider`.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Hashable, Sendable {
        /// A plain table: rows on the system background, pinned headers.
        case plain
        /// A grouped table: white rows on the grouped background.
        case grouped
        /// An inset-grouped table: sections inset by the margins, rounded.
        case insetGrouped
        /// A sidebar: rows inset from the edges, selected ones filled with
        /// the tint color on rounded corners, no separators.
        case sidebar
        /// A sidebar on the plain system background, with pinned headers.
        case sidebarPlain
    }

    public enum HeaderMode: Int, Hashable, Sendable {
        case none
        /// A header supplementary view of kind
        /// `UICollectionView.elementKindSectionHeader` (pinned in plain lists).
        case supplementary
        /// The section's first item, styled as its header.
        case firstItemInSection
    }

    public enum FooterMode: Int, Hashable, Sendable {
        case none
        /// A footer supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// The look of the list.
    public private(set) var appearance: Appearance
    /// Whether rows show separators: true, except in sidebars.
    public var showsSeparators: Bool
    /// The list's background, given to the collection view unless the app
    /// set the collection view's `backgroundColor`. nil (the default): the
    /// appearance's (the grouped background for grouped, inset-grouped and
    /// sidebar lists, the system background otherwise).
    public var backgroundColor: UIColor?
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none

    /// The background the list shows.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
    var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }
}
