import Foundation

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
