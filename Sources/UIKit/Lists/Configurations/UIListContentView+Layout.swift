import Foundation

/// Where a list content view's image and labels go at a width: the image in
/// its reserved room at the leading margin, the text after it, the
/// secondary text beside it (at the trailing margin) when the configuration
/// prefers that and both fit on one line, else below it.
struct ListContentArrangement {
    var image: CGRect?
    var text: CGRect?
    var secondaryText: CGRect?
    /// The height the content needs (margins and the style's minimum
    /// included).
    var height: CGFloat
}

extension UIListContentView {
    /// The content's margins: the configuration's, and at least the
    /// superview's on the axes it preserves (where this view overlaps them;
    /// a view not laid out yet is taken to fill its superview, as a cell's
    /// content view's does).
    var contentMargins: UIEdgeInsets {
        let own = listConfiguration.directionalLayoutMargins
        var margins = UIEdgeInsets(top: own.top, left: own.leading, bottom: own.bottom, right: own.trailing)
        guard let outer = superviewMargins, let parent = superview else { return margins }
        let frame = bounds.width > 0 ? self.frame : parent.bounds
        let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
        if axes.contains(.horizontal) {
            margins.left = max(margins.left, outer.left - (frame.minX - parent.bounds.minX))
            margins.right = max(margins.right, outer.right - (parent.bounds.maxX - frame.maxX))
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, outer.top - (frame.minY - parent.bounds.minY))
            margins.bottom = max(margins.bottom, outer.bottom - (parent.bounds.maxY - frame.maxY))
        }
        return margins
    }

    /// The superview's margins, when the configuration keeps to them.
    var superviewMargins: UIEdgeInsets? {
        guard !listConfiguration.axesPreservingSuperviewLayoutMargins.isEmpty, let parent = superview else { return nil }
        return parent.effectiveLayoutMargins
    }

    /// The content on one line: margins, image room, text and secondary text.
    var naturalWidth: CGFloat {
        let configuration = listConfiguration
        let margins = contentMargins
        var width = margins.left + margins.right
        if let slot = imageSlot() { width += slot.width + configuration.imageToTextPadding }
        let text = configuration.shownText != nil ? Self.naturalWidth(of: textLabel) : 0
        let secondary = configuration.shownSecondaryText != nil ? Self.naturalWidth(of: secondaryTextLabel) : 0
        if text > 0 && secondary > 0 && configuration.prefersSideBySideTextAndSecondaryText {
            width += text + configuration.textToSecondaryTextHorizontalPadding + secondary
        } else {
            width += max(text, secondary)
        }
        return ceil(width)
    }

    /// The frames at `width`; `height` is the view's (nil: the content's
    /// own), within which the content is placed as the style says.
    func arrangement(forWidth width: CGFloat, height: CGFloat?) -> ListContentArrangement {
        let configuration = listConfiguration
        let margins = contentMargins
        let hasText = configuration.shownText != nil
        let hasSecondary = configuration.shownSecondaryText != nil
        let slot = imageSlot()
        let textX = margins.left + (slot.map { $0.width + configuration.imageToTextPadding } ?? 0)
        let available = max(0, width - margins.right - textX)

        // The text block, relative to its own top.
        var textFrame: CGRect?, secondaryFrame: CGRect?
        var blockHeight: CGFloat = 0
        let textNatural = hasText ? Self.naturalWidth(of: textLabel) : 0
        let secondaryNatural = hasSecondary ? Self.naturalWidth(of: secondaryTextLabel) : 0
        let padding = configuration.textToSecondaryTextHorizontalPadding
        if hasText && hasSecondary && configuration.prefersSideBySideTextAndSecondaryText
            && textNatural + padding + secondaryNatural <= available {
            let textHeight = Self.height(of: textLabel, width: textNatural)
            let secondaryHeight = Self.height(of: secondaryTextLabel, width: secondaryNatural)
            blockHeight = max(textHeight, secondaryHeight)
            textFrame = CGRect(x: textX, y: ((blockHeight - textHeight) / 2).rounded(), width: textNatural,
                               height: textHeight)
            secondaryFrame = CGRect(x: textX + available - secondaryNatural,
                                    y: ((blockHeight - secondaryHeight) / 2).rounded(),
                                    width: secondaryNatural, height: secondaryHeight)
        } else {
            if hasText {
                let textHeight = Self.height(of: textLabel, width: available)
                textFrame = CGRect(x: textX, y: 0, width: available, height: textHeight)
                blockHeight = textHeight
            }
            if hasSecondary {
                if hasText { blockHeight += configuration.textToSecondaryTextVerticalPadding }
                let secondaryHeight = Self.height(of: secondaryTextLabel, width: available)
                secondaryFrame = CGRect(x: textX, y: blockHeight, width: available, height: secondaryHeight)
                blockHeight += secondaryHeight
            }
        }

        let contentHeight = max(blockHeight, slot?.height ?? 0)
        let natural = max(configuration.style.minimumHeight, margins.top + contentHeight + margins.bottom)
        // Room left over (a view taller than its content, or the style's
        // minimum height) goes above, around or below the content.
        let extra = max(0, max(height ?? natural, natural) - margins.top - margins.bottom - contentHeight)
        let shift: CGFloat
        switch configuration.style.verticalPlacement {
        case .top: shift = 0
        case .center: shift = (extra / 2).rounded()
        case .bottom: shift = extra
        }
        let top = margins.top + shift
        let blockTop = top + ((contentHeight - blockHeight) / 2).rounded()
        var arrangement = ListContentArrangement(height: natural)
        arrangement.text = textFrame?.offsetBy(dx: 0, dy: blockTop)
        arrangement.secondaryText = secondaryFrame?.offsetBy(dx: 0, dy: blockTop)
        if let slot {
            let size = imageSize()
            arrangement.image = CGRect(x: margins.left + ((slot.width - size.width) / 2).rounded(),
                                       y: top + ((contentHeight - size.height) / 2).rounded(),
                                       width: size.width, height: size.height)
        }
        return arrangement
    }

    /// The image as shown: its size (a symbol at its configuration), scaled
    /// down into `maximumSize`.
    func imageSize() -> CGSize {
        guard listConfiguration.image != nil else { return .zero }
        var size = imageView.sizeThatFits(.zero)
        let maximum = listConfiguration.imageProperties.maximumSize
        var factor: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { factor = min(factor, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { factor = min(factor, maximum.height / size.height) }
        size = CGSize(width: size.width * factor, height: size.height * factor)
        return size
    }

    /// The room the image is centered in (nil: no image).
    func imageSlot() -> CGSize? {
        guard let image = listConfiguration.image else { return nil }
        let size = imageSize()
        let reserved = listConfiguration.imageProperties.reservedLayoutSize
        let standard = UIListContentConfiguration.ImageProperties.standardDimension
        var width = size.width, height = size.height
        if reserved.width == standard || (reserved.width == 0 && image.isSymbolImage) {
            width = max(size.width, ListContentMetrics.standardSymbolWidth)
        } else if reserved.width > 0 {
            width = reserved.width
        }
        if reserved.height == standard {
            height = ceil(listConfiguration.textProperties.font.lineHeight)
        } else if reserved.height > 0 {
            height = reserved.height
        }
        return CGSize(width: width, height: height)
    }

    private static func naturalWidth(of label: UILabel) -> CGFloat {
        ceil(label.intrinsicContentSize.width)
    }

    private static func height(of label: UILabel, width: CGFloat) -> CGFloat {
        ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }
}
