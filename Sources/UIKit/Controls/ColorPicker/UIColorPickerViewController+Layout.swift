import Foundation

/// The picker's layout, top to bottom, in points (Kumiki's reading of iOS
/// 15 on iPhone; Apple publishes none of these):
///
/// - a 56 pt header: the title (17 pt semibold) centered, the 30 pt close
///   button 16 pt from the trailing edge;
/// - the segmented control, 16 pt from each side;
/// - 16 pt below it, the page: the grid's square cells take the width less
///   16 pt each side (rounded down to whole points per cell), 10 rows tall,
///   centered; the spectrum and the sliders take the same rectangle;
/// - a hairline, then the Opacity row (hidden, and its space closed up,
///   when `supportsAlpha` is false);
/// - a hairline, then the 78 pt swatch at the leading margin.
extension UIColorPickerViewController {
    static let headerHeight: CGFloat = 56
    static let margin: CGFloat = 16
    static let sectionSpacing: CGFloat = 16

    func layoutPicker() {
        let bounds = view.bounds
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let margin = Self.margin
        let width = max(0, bounds.width - 2 * margin)

        let close = ColorPickerCloseButton.diameter
        closeButton.frame = CGRect(x: rtl ? margin : bounds.width - margin - close,
                                   y: (Self.headerHeight - close) / 2, width: close, height: close)
        // Centered on the sheet, clear of the close button on both sides.
        let titleInset = margin + close + 8
        titleLabel.frame = CGRect(x: titleInset, y: 0, width: max(0, bounds.width - 2 * titleInset),
                                  height: Self.headerHeight)

        let segmentHeight = segmentedControl.intrinsicContentSize.height
        segmentedControl.frame = CGRect(x: margin, y: Self.headerHeight, width: width, height: segmentHeight)

        let cell = (width / CGFloat(ColorPickerPalette.columns)).rounded(.down)
        let pageSize = CGSize(width: cell * CGFloat(ColorPickerPalette.columns),
                              height: cell * CGFloat(ColorPickerPalette.rows))
        let page = CGRect(x: ((bounds.width - pageSize.width) / 2).rounded(),
                          y: segmentedControl.frame.maxY + Self.sectionSpacing,
                          width: pageSize.width, height: pageSize.height)
        gridView.frame = page
        spectrumView.frame = page
        slidersView.frame = page

        var y = page.maxY + Self.sectionSpacing
        let hairline = 1 / max(view.traitCollection.displayScale, 1)
        topDivider.frame = CGRect(x: margin, y: y, width: width, height: hairline)
        y += Self.sectionSpacing
        if supportsAlpha {
            opacityRow.frame = CGRect(x: margin, y: y, width: width, height: ColorPickerSliderRow.height)
            y = opacityRow.frame.maxY + Self.sectionSpacing
            bottomDivider.isHidden = false
            bottomDivider.frame = CGRect(x: margin, y: y, width: width, height: hairline)
            y += Self.sectionSpacing
        } else {
            bottomDivider.isHidden = true
        }
        let side = ColorPickerSwatchView.side
        swatchView.frame = CGRect(x: rtl ? bounds.width - margin - side : margin, y: y, width: side, height: side)
    }
}
