import QuartzCore

/// How a table view dresses a cell where it stands: the style's background,
/// inset-grouped corners, the separator, the content margin.
struct TableCellAppearance: Equatable {
    /// The table style's cell color (white in plain tables, the grouped cell
    /// color in grouped ones).
    var background: UIColor = .systemBackground
    var cornerRadius: CGFloat = 0
    var roundedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                        .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Leading and trailing margin of the content (points).
    var margin: CGFloat = 16
    /// The table's separator inset, when it was set.
    var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether the separator starts at the text (the table's inset was not set).
    var separatorFollowsText = true
    var separatorColor: UIColor? = .separator
    /// Whether the row draws a separator at its bottom.
    var bottomSeparator = true
    /// Grouped style: the section's first row draws a full-width hairline at
    /// its top, its last row a full-width one at its bottom.
    var topEdgeSeparator = false
    var bottomEdgeSeparator = false
    /// The table view allows selecting several rows.
    var multipleSelection = false
    /// Room kept free at the trailing edge for the section index (points).
    var trailingInset: CGFloat = 0
}

/// The standard accessory, editing and separator views a cell makes as it
/// needs them.
struct TableCellParts {
    var accessory: UIView?
    var accessoryKind: UITableViewCell.AccessoryType = .none
    var editingControl: UIImageView?
    var editingControlStyle: UITableViewCell.EditingStyle = .none
    var reorderControl: UIImageView?
    var separator: UIView?
    var topSeparator: UIView?
}

/// Sizes of the standard cell parts (points): Kumiki's reading of iOS 17's
/// look where Apple publishes no numbers (listed in docs/PORTING.md); the
/// 44-pt standard row is documented (docs/BEHAVIOR.md).
enum TableCellMetrics {
    /// The standard row: one line of body text.
    static let standardHeight: CGFloat = 44
    /// Space above and below the standard labels when a row sizes itself.
    static let verticalPadding: CGFloat = 11
    /// How far an editing row's content slides for its editing control.
    static let editingIndent: CGFloat = 38
    static let editingControlSize: CGFloat = 22
    /// The reorder control's touch area at the trailing edge.
    static let reorderControlWidth: CGFloat = 44
    /// Between the image and the text of the standard styles.
    static let imageToText: CGFloat = 16
    /// Between the content and an accessory or reorder control.
    static let contentToAccessory: CGFloat = 8
    /// The fixed width of the value2 style's leading label.
    static let value2TextWidth: CGFloat = 67
    static let chevronSize = CGSize(width: 8, height: 13)
    static let checkmarkSize = CGSize(width: 14, height: 13)
    static let detailButtonSize = CGSize(width: 22, height: 22)
    /// Between the detail button and the chevron of `.detailDisclosureButton`.
    static let detailToChevron: CGFloat = 12
}
