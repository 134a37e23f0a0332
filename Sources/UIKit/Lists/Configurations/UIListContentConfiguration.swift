import Foundation

/// The content of a list row, header or footer (iOS 14): an image, a text
/// and a secondary text, with the standard looks of table and collection
/// view lists. A `UIListContentView` shows it.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.image = UIImage(systemName: "star")
/// content.text = "Favorites"
/// content.secondaryText = "12"
/// cell.contentConfiguration = content
/// ```
///
/// The looks match the table view's classic cells: rows in 17-pt body text
/// with 11-pt margins above and below (and at least 44 pt tall in a table or
/// list), the value cell's secondary text in the secondary label color at
/// the trailing edge, subtitles in 15-pt subheadline text, headers and
/// footers as the table view's standard ones (a grouped header in
/// capitals). Sidebar rows turn white on their selected background.
///
/// Absent: `prominentInsetGroupedHeader()`, `extraProminentInsetGroupedHeader()`,
/// `accompaniedSidebarCell()`, `accompaniedSidebarSubtitleCell()` (looks
/// Kumiki cannot vouch for); `alpha` (iOS 18); attributed text is never
/// transformed (`TextProperties.transform`).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    /// Shown instead of `text` when set.
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    /// Shown instead of `secondaryText` when set.
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// The axes on which the content's margins are at least its superview's
    /// (a cell's content view): `.horizontal` by default, so rows follow the
    /// cell's margins and indentation.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// Margins around the content, in points (see `axesPreservingSuperviewLayoutMargins`).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the text and secondary text sit side by side (the secondary
    /// text at the trailing edge) when both fit on one line; they stack
    /// otherwise. True for `valueCell()`.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// Between the image's room and the text, in points (16 by default).
    public var imageToTextPadding: CGFloat = TableCellMetrics.imageToText
    /// Between side-by-side text and secondary text, in points (8 by default).
    public var textToSecondaryTextHorizontalPadding: CGFloat = TableCellMetrics.contentToAccessory
    /// Between stacked text and secondary text, in points (3 by default).
    public var textToSecondaryTextVerticalPadding: CGFloat = ListContentMetrics.textToSecondaryTextVerticalPadding

    /// The look the configuration was made with.
    var style: ListContentStyle
    /// Made by a view's `defaultContentConfiguration()`: the view restyles it
    /// when the table or list places it as another kind of row, header or
    /// footer (a dequeued view learns where it stands after it is configured).
    var followsPlacement = false

    init(style: ListContentStyle) {
        self.style = style
        textProperties = style.textProperties
        secondaryTextProperties = style.secondaryTextProperties
        directionalLayoutMargins = style.directionalLayoutMargins
        prefersSideBySideTextAndSecondaryText = style.prefersSideBySideTextAndSecondaryText
    }

    // MARK: Styles

    /// A row: body text, an optional image before it.
    public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
    /// A row with the secondary text below the text.
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
    /// A row with the secondary text (a value) at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration { .init(style: .valueCell) }
    /// A plain list's header: 17-pt semibold text, 28 pt tall.
    public static func plainHeader() -> UIListContentConfiguration { .init(style: .plainHeader) }
    /// A plain list's footer: footnote text in the secondary label color.
    public static func plainFooter() -> UIListContentConfiguration { .init(style: .plainFooter) }
    /// A grouped list's header: footnote capitals in the secondary label
    /// color, sitting on the section, 38 pt tall.
    public static func groupedHeader() -> UIListContentConfiguration { .init(style: .groupedHeader) }
    /// A grouped list's footer: footnote text below the section.
    public static func groupedFooter() -> UIListContentConfiguration { .init(style: .groupedFooter) }
    /// A sidebar row: body text and a tinted image, white when selected.
    public static func sidebarCell() -> UIListContentConfiguration { .init(style: .sidebarCell) }
    /// A sidebar row with the secondary text below the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .sidebarSubtitleCell) }
    /// A sidebar section's header: headline text.
    public static func sidebarHeader() -> UIListContentConfiguration { .init(style: .sidebarHeader) }

    // MARK: UIContentConfiguration

    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state`: sidebar rows show white text and image
    /// while selected (on their tinted background) unless the app set those
    /// colors; the other styles look the same in every state, as on iOS 15
    /// and later.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        guard style.isSidebar, style != .sidebarHeader, let cellState = state as? UICellConfigurationState else {
            return self
        }
        var updated = self
        let base = style.textProperties.color, secondaryBase = style.secondaryTextProperties.color
        let selected = cellState.isSelected
        updated.textProperties.setStateColor(selected ? .white : base)
        updated.secondaryTextProperties.setStateColor(selected ? .white : secondaryBase)
        updated.imageProperties.setStateTintColor(selected ? .white : nil)
        return updated
    }

    // MARK: Restyling

    /// This content in the look of `newStyle`: the text, images and anything
    /// the app changed from the old look are kept, the rest takes the new
    /// look's values.
    func restyled(as newStyle: ListContentStyle) -> UIListContentConfiguration {
        guard newStyle != style else { return self }
        var restyled = self
        let old = UIListContentConfiguration(style: style), new = UIListContentConfiguration(style: newStyle)
        restyled.style = newStyle
        if textProperties == old.textProperties { restyled.textProperties = new.textProperties }
        if secondaryTextProperties == old.secondaryTextProperties {
            restyled.secondaryTextProperties = new.secondaryTextProperties
        }
        if directionalLayoutMargins == old.directionalLayoutMargins {
            restyled.directionalLayoutMargins = new.directionalLayoutMargins
        }
        if prefersSideBySideTextAndSecondaryText == old.prefersSideBySideTextAndSecondaryText {
            restyled.prefersSideBySideTextAndSecondaryText = new.prefersSideBySideTextAndSecondaryText
        }
        return restyled
    }

    /// The text shown, with the text properties' transform (nil: none).
    var shownText: ListContentText? {
        ListContentText(attributedText, text, textProperties)
    }

    var shownSecondaryText: ListContentText? {
        ListContentText(secondaryAttributedText, secondaryText, secondaryTextProperties)
    }
}

/// A text as a list content view shows it: attributed text as given, or a
/// plain string with its properties' transform applied.
enum ListContentText: Equatable {
    case plain(String)
    case attributed(NSAttributedString)

    init?(_ attributed: NSAttributedString?, _ plain: String?, _ properties: UIListContentConfiguration.TextProperties) {
        if let attributed, attributed.length > 0 {
            self = .attributed(attributed)
        } else if let plain, !plain.isEmpty {
            self = .plain(properties.transformed(plain))
        } else {
            return nil
        }
    }
}
