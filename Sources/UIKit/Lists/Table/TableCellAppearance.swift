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
