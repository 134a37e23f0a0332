import Foundation

/// The background of a cell, header or footer (iOS 14): a color, a custom
/// view, rounded corners, insets and a stroke, with the standard list looks
/// for each state.
///
/// A cell shows it behind its content view. The list styles turn
/// `systemGray4` while selected or highlighted — the table view's selected
/// background — unless the app set `backgroundColor` itself; sidebar rows
/// turn the tint color while selected.
///
/// Absent: `visualEffect`, `image` and
/// `imageContentMode`, `strokeOutset`, `listAccompaniedSidebarCell()`, and
/// iOS 18's `listCell()`/`listHeader()`/`listFooter()`.
public struct UIBackgroundConfiguration: Hashable {
    /// A view shown inside the background, filling it and clipped by
    /// `cornerRadius`.
    public var customView: UIView?
    /// Corner radius of the background (points); 0 by default (10 for
    /// sidebar rows).
    public var cornerRadius: CGFloat = 0
    /// How far the background keeps from the view's edges (points).
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges on which the view's layout margins are added to
    /// `backgroundInsets`; none by default.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill before `backgroundColorTransformer`; nil fills with the
    /// view's tint color. The style's (for the state) until set.
    public var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set { backgroundColorStorage = newValue; backgroundColorIsCustomized = true }
    }
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's color before `strokeColorTransformer` (nil: the tint
    /// color). Drawn only with a `strokeWidth` above 0.
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// Width of the stroke along the inside of the background's edge, in
    /// points; 0 (none) by default.
    public var strokeWidth: CGFloat = 0

    var style: BackgroundStyle
    var backgroundColorStorage: UIColor?
    var backgroundColorIsCustomized = false

    init(style: BackgroundStyle) {
        self.style = style
        backgroundColorStorage = style.color(selected: false, highlighted: false)
        if style == .listSidebarCell {
            cornerRadius = BackgroundStyle.sidebarCornerRadius
        }
    }

    // MARK: Styles

    /// No background, in every state.
    public static func clear() -> UIBackgroundConfiguration { .init(style: .clear) }
    /// A plain list's row: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(style: .listPlainCell) }
    /// A plain list's header or footer: the secondary system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(style: .listPlainHeaderFooter) }
    /// A grouped list's row: the secondary grouped background (white).
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(style: .listGroupedCell) }
    /// A grouped list's header or footer: clear, over the list's background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(style: .listGroupedHeaderFooter) }
    /// A sidebar row: clear, a rounded tinted fill while selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(style: .listSidebarCell) }
    /// A sidebar section's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(style: .listSidebarHeader) }

    // MARK: State

    /// The configuration for `state`: the style's fill for it, unless the
    /// app set `backgroundColor`.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard !backgroundColorIsCustomized else { return self }
        var updated = self
        let cellState = state as? UICellConfigurationState
        updated.backgroundColorStorage = style.color(selected: cellState?.isSelected ?? false,
                                                    highlighted: cellState?.isHighlighted ?? false)
        return updated
    }

    /// The fill: `backgroundColor` (or `tintColor` when nil) through the
    /// transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer?(base) ?? base
    }

    /// The stroke: `strokeColor` (or `tintColor` when nil) through the
    /// transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer?(base) ?? base
    }

    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.backgroundColorStorage == rhs.backgroundColorStorage
            && lhs.backgroundColorTransformer.isSame(as: rhs.backgroundColorTransformer)
            && lhs.strokeColor == rhs.strokeColor && lhs.strokeColorTransformer.isSame(as: rhs.strokeColorTransformer)
            && lhs.strokeWidth == rhs.strokeWidth && lhs.style == rhs.style
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(cornerRadius)
        hasher.combine(backgroundColorStorage)
        hasher.combine(strokeWidth)
    }
}
