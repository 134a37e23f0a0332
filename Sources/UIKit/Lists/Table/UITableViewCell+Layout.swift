import Foundation

/// Where a cell's parts go: editing control at the leading edge, accessory
/// or reorder control at the trailing edge, the content view between them,
/// the classic labels inside it, separators on top.
extension UITableViewCell {
    func makeStandardLabel(primary: Bool) -> UILabel {
        let label = UILabel()
        switch (style, primary) {
        case (.value2, true):
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textColor = tintColor
            label.textAlignment = .right
        case (.value2, false):
            label.font = .systemFont(ofSize: 15)
        case (.subtitle, false):
            label.font = .systemFont(ofSize: 12)
        case (.value1, false):
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = .preferredFont(forTextStyle: .body)
        }
        contentView.addSubview(label)
        return label
    }

    /// The accessory shown now: the editing one while editing.
    var currentAccessoryView: UIView? {
        if editingState {
            return editingAccessoryView ?? standardAccessory(for: editingAccessoryType)
        }
        return accessoryView ?? standardAccessory(for: accessoryType)
    }

    var showsEditingControl: Bool { editingState && editingStyle != .none }
    var showsReorder: Bool { editingState && showsReorderControl }

    /// The frame of the detail (info) button of a detail accessory, in the
    /// cell's coordinates (nil: none).
    var detailButtonFrame: CGRect? {
        let type = editingState ? editingAccessoryType : accessoryType
        guard type == .detailButton || type == .detailDisclosureButton,
              (editingState ? editingAccessoryView : accessoryView) == nil,
              let accessory = parts.accessory, accessory.superview === self else { return nil }
        let size = TableCellMetrics.detailButtonSize
        return CGRect(x: accessory.frame.minX, y: accessory.frame.midY - size.height / 2,
                      width: size.width, height: size.height).insetBy(dx: -8, dy: -8)
    }

    /// The reorder control's touch area in the cell's coordinates (nil: none).
    var reorderControlFrame: CGRect? {
        guard showsReorder else { return nil }
        return CGRect(x: bounds.width - appearance.trailingInset - TableCellMetrics.reorderControlWidth, y: 0,
                      width: TableCellMetrics.reorderControlWidth, height: bounds.height)
    }

    /// The editing control's touch area (nil: none).
    var editingControlFrame: CGRect? {
        guard showsEditingControl else { return nil }
        return CGRect(x: 0, y: 0, width: TableCellMetrics.editingIndent + appearance.margin / 2, height: bounds.height)
    }

    func accessoriesChanged() {
        updateStandardParts()
        setNeedsLayout()
    }

    /// Lays out every part for the cell's bounds.
    func layoutCellParts() {
        let bounds = self.bounds
        let margin = appearance.margin
        let slide = swipeOffset
        let editingIndent = showsEditingControl && shouldIndentWhileEditing ? TableCellMetrics.editingIndent : 0

        if let control = parts.editingControl {
            let size = TableCellMetrics.editingControlSize
            let x = showsEditingControl ? margin : -size - margin
            control.frame = CGRect(x: x + slide, y: (bounds.height - size) / 2, width: size, height: size)
            control.alpha = showsEditingControl ? 1 : 0
        }

        var trailing = bounds.width - appearance.trailingInset
        if let reorder = parts.reorderControl {
            let width = TableCellMetrics.reorderControlWidth
            let image = CGSize(width: 18, height: 12)
            let x = showsReorder ? trailing - width : bounds.width
            reorder.frame = CGRect(x: x + (width - image.width) / 2 + slide, y: (bounds.height - image.height) / 2,
                                   width: image.width, height: image.height)
            reorder.alpha = showsReorder ? 1 : 0
            if showsReorder { trailing = x }
        }
        var hasTrailingPart = showsReorder
        if let accessory = currentAccessoryView, !showsReorder {
            var size = accessory.frame.size
            if accessory === parts.accessory {
                size = Self.standardAccessorySize(parts.accessoryKind)
            } else if size == .zero {
                size = accessory.sizeThatFits(bounds.size)
            }
            accessory.frame = CGRect(x: trailing - margin - size.width + slide, y: ((bounds.height - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
            trailing = accessory.frame.minX - slide
            hasTrailingPart = true
        }
        for view in [accessoryView, editingAccessoryView, parts.accessory] {
            guard let view else { continue }
            if view === currentAccessoryView && !showsReorder {
                if view.superview !== self { addSubview(view) }
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }

        let contentWidth = max(0, trailing - editingIndent)
        contentView.frame = CGRect(x: editingIndent + slide, y: 0, width: contentWidth, height: bounds.height)
        contentView.layoutMargins = UIEdgeInsets(top: contentView.layoutMargins.top, left: margin + configurationIndentation,
                                                 bottom: contentView.layoutMargins.bottom,
                                                 right: hasTrailingPart ? TableCellMetrics.contentToAccessory : margin)
        layoutStandardLabels(trailingPadding: hasTrailingPart ? TableCellMetrics.contentToAccessory : margin)
        for background in [backgroundView, selectedBackgroundView, multipleSelectionBackgroundView] {
            if let background, background.superview === self { background.frame = bounds }
        }
        layoutSeparators()
    }

    /// The classic styles' labels and image inside the content view.
    private func layoutStandardLabels(trailingPadding: CGFloat) {
        guard madeTextLabel != nil || madeDetailTextLabel != nil || madeImageView != nil else { return }
        let area = contentView.bounds
        let leading = appearance.margin + CGFloat(indentationLevel) * indentationWidth
        let trailing = area.width - trailingPadding
        var textX = leading
        if let imageView = madeImageView {
            if let image = imageView.image {
                var size = image.size
                let limit = max(0, area.height - 2)
                if size.height > limit, size.height > 0 {
                    size = CGSize(width: size.width * limit / size.height, height: limit)
                }
                imageView.frame = CGRect(x: leading, y: ((area.height - size.height) / 2).rounded(),
                                         width: size.width, height: size.height)
                imageView.isHidden = false
                textX = imageView.frame.maxX + TableCellMetrics.imageToText
            } else {
                imageView.isHidden = true
            }
        }
        let width = max(0, trailing - textX)
        let text = madeTextLabel, detail = style == .default ? nil : madeDetailTextLabel
        let textHeight = text.map { Self.height(of: $0, width: width) } ?? 0
        switch style {
        case .default:
            text?.frame = CGRect(x: textX, y: ((area.height - textHeight) / 2).rounded(), width: width, height: textHeight)
        case .subtitle:
            let detailHeight = detail.map { Self.height(of: $0, width: width) } ?? 0
            let top = ((area.height - textHeight - detailHeight) / 2).rounded()
            text?.frame = CGRect(x: textX, y: top, width: width, height: textHeight)
            detail?.frame = CGRect(x: textX, y: top + textHeight, width: width, height: detailHeight)
        case .value1:
            let textWidth = min(width, text.map { ceil($0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).width) } ?? 0)
            text?.frame = CGRect(x: textX, y: ((area.height - textHeight) / 2).rounded(), width: textWidth, height: textHeight)
            let detailX = textX + textWidth + TableCellMetrics.contentToAccessory
            let detailWidth = max(0, trailing - detailX)
            let detailHeight = detail.map { Self.height(of: $0, width: detailWidth) } ?? 0
            detail?.frame = CGRect(x: detailX, y: ((area.height - detailHeight) / 2).rounded(),
                                   width: detailWidth, height: detailHeight)
        case .value2:
            let labelWidth = min(width, TableCellMetrics.value2TextWidth)
            let height = text.map { Self.height(of: $0, width: labelWidth) } ?? 0
            text?.frame = CGRect(x: textX, y: ((area.height - height) / 2).rounded(), width: labelWidth, height: height)
            let detailX = textX + labelWidth + 6
            let detailWidth = max(0, trailing - detailX)
            let detailHeight = detail.map { Self.height(of: $0, width: detailWidth) } ?? 0
            detail?.frame = CGRect(x: detailX, y: ((area.height - detailHeight) / 2).rounded(),
                                   width: detailWidth, height: detailHeight)
        }
    }

    /// Where the text starts, in the cell's coordinates (separators start
    /// there until an inset is set).
    var textLeadingInCell: CGFloat {
        layoutIfNeeded()
        if let leading = configurationTextLeading { return leading }
        if let label = madeTextLabel, label.text?.isEmpty == false || label.attributedText != nil {
            return contentView.frame.minX - swipeOffset + label.frame.minX
        }
        return contentView.frame.minX - swipeOffset + appearance.margin
    }

    private func layoutSeparators() {
        let hairline = 1 / (window?.screen.scale ?? 1)
        let owner = owningTableView
        let enabled = (owner?.separatorStyle ?? .singleLine) != .none
        var inset = explicitSeparatorInset ?? (appearance.separatorFollowsText
            ? UIEdgeInsets(top: 0, left: textLeadingInCell, bottom: 0, right: 0) : appearance.separatorInset)
        if appearance.bottomEdgeSeparator { inset = .zero }
        let showsBottom = enabled && (appearance.bottomSeparator || appearance.bottomEdgeSeparator)
        if showsBottom {
            let separator = parts.separator ?? TableSeparatorView()
            parts.separator = separator
            if separator.superview !== self { addSubview(separator) } else { bringSubviewToFront(separator) }
            separator.backgroundColor = appearance.separatorColor
            separator.frame = CGRect(x: inset.left, y: bounds.height - hairline,
                                     width: max(0, bounds.width - inset.left - inset.right), height: hairline)
        } else {
            parts.separator?.removeFromSuperview()
        }
        if enabled && appearance.topEdgeSeparator {
            let separator = parts.topSeparator ?? TableSeparatorView()
            parts.topSeparator = separator
            if separator.superview !== self { addSubview(separator) }
            separator.backgroundColor = appearance.separatorColor
            separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: hairline)
        } else {
            parts.topSeparator?.removeFromSuperview()
        }
    }

    /// The row height that fits the content at `width` (self-sizing):
    /// the content view's constraints when it uses Auto Layout, else the
    /// classic labels plus padding, at least the standard 44 pt. As on iOS, a
    /// separator's hairline is added to a constraint-sized content. A row
    /// showing a list content configuration (pinned with constraints) is
    /// updated for its state first, and is at least 44 pt too.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        updateConfigurationIfNeeded()
        frame.size.width = width
        layoutCellParts()
        if Self.usesAutoLayout(contentView) {
            let size = contentView.systemLayoutSizeFitting(
                CGSize(width: contentView.bounds.width, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            let separator = (owningTableView?.separatorStyle ?? .singleLine) == .none ? 0 : 1 / (window?.screen.scale ?? owningTableView?.window?.screen.scale ?? 1)
            return max(configurationMinimumRowHeight, size.height + separator)
        }
        let area = contentView.bounds.width
        let leading = appearance.margin + CGFloat(indentationLevel) * indentationWidth
        var textWidth = area - leading - (currentAccessoryView != nil || showsReorder
            ? TableCellMetrics.contentToAccessory : appearance.margin)
        var imageHeight: CGFloat = 0
        if let image = madeImageView?.image {
            textWidth -= image.size.width + TableCellMetrics.imageToText
            imageHeight = image.size.height
        }
        var textHeight: CGFloat = 0
        if let text = madeTextLabel {
            textHeight = Self.height(of: text, width: style == .value2 ? TableCellMetrics.value2TextWidth : textWidth)
        }
        if style == .subtitle, let detail = madeDetailTextLabel {
            textHeight += Self.height(of: detail, width: textWidth)
        } else if style != .default, let detail = madeDetailTextLabel {
            textHeight = max(textHeight, Self.height(of: detail, width: textWidth))
        }
        return max(TableCellMetrics.standardHeight, max(textHeight, imageHeight) + 2 * TableCellMetrics.verticalPadding)
    }

    private static func height(of label: UILabel, width: CGFloat) -> CGFloat {
        guard label.text?.isEmpty == false || (label.attributedText?.length ?? 0) > 0 else { return 0 }
        return ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }

    private static func usesAutoLayout(_ view: UIView) -> Bool {
        if !view.constraints.isEmpty { return true }
        return view.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }

    // MARK: Standard parts

    private func standardAccessory(for type: AccessoryType) -> UIView? {
        guard type != .none else { return nil }
        if parts.accessoryKind != type || parts.accessory == nil {
            parts.accessory?.removeFromSuperview()
            parts.accessory = Self.makeStandardAccessory(type)
            parts.accessoryKind = type
        }
        return parts.accessory
    }

    /// Makes or updates the editing and reorder controls for the state.
    private func updateStandardParts() {
        if editingStyle != .none, parts.editingControl == nil || parts.editingControlStyle != editingStyle {
            parts.editingControl?.removeFromSuperview()
            let insert = editingStyle == .insert
            let control = UIImageView(image: UIImage(systemName: insert ? "plus.circle.fill" : "minus.circle.fill"))
            control.tintColor = insert ? .systemGreen : .systemRed
            control.alpha = 0
            addSubview(control)
            parts.editingControl = control
            parts.editingControlStyle = editingStyle
        }
        if showsReorderControl, parts.reorderControl == nil {
            let control = UIImageView(image: UIImage(systemName: "line.3.horizontal"))
            control.tintColor = .tertiaryLabel
            control.alpha = 0
            addSubview(control)
            parts.reorderControl = control
        }
    }

    static func standardAccessorySize(_ type: AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: TableCellMetrics.chevronSize
        case .checkmark: TableCellMetrics.checkmarkSize
        case .detailButton: TableCellMetrics.detailButtonSize
        case .detailDisclosureButton:
            CGSize(width: TableCellMetrics.detailButtonSize.width + TableCellMetrics.detailToChevron
                       + TableCellMetrics.chevronSize.width,
                   height: TableCellMetrics.detailButtonSize.height)
        }
    }

    /// The standard accessories: a gray chevron, a tinted checkmark, a tinted
    /// info button, or both of the latter two.
    private static func makeStandardAccessory(_ type: AccessoryType) -> UIView? {
        func symbol(_ name: String, _ size: CGSize, tint: UIColor?) -> UIImageView {
            // Chevrons and checkmarks are drawn heavier than body text, as iOS draws them.
            let weight: UIImage.SymbolWeight = name == "info.circle" ? .regular : .bold
            let configuration = UIImage.SymbolConfiguration(pointSize: size.height, weight: weight)
            let view = UIImageView(image: UIImage(systemName: name, withConfiguration: configuration))
            view.contentMode = .scaleAspectFit
            view.frame.size = size
            view.tintColor = tint
            return view
        }
        switch type {
        case .none:
            return nil
        case .disclosureIndicator:
            return symbol("chevron.right", TableCellMetrics.chevronSize, tint: .tertiaryLabel)
        case .checkmark:
            return symbol("checkmark", TableCellMetrics.checkmarkSize, tint: nil)
        case .detailButton:
            return symbol("info.circle", TableCellMetrics.detailButtonSize, tint: nil)
        case .detailDisclosureButton:
            let container = UIView(frame: CGRect(origin: .zero, size: standardAccessorySize(type)))
            let info = symbol("info.circle", TableCellMetrics.detailButtonSize, tint: nil)
            let chevron = symbol("chevron.right", TableCellMetrics.chevronSize, tint: .tertiaryLabel)
            chevron.frame.origin = CGPoint(x: container.bounds.width - TableCellMetrics.chevronSize.width,
                                           y: (container.bounds.height - TableCellMetrics.chevronSize.height) / 2)
            container.addSubview(info)
            container.addSubview(chevron)
            return container
        }
    }
}

/// The hairline a table view draws under a row (UIKit's private separator
/// view is a subview of the cell too).
final class TableSeparatorView: UIView {}
