import Foundation

/// The view a list cell shows for one accessory: a symbol, a control, a
/// label or the app's view, sized as the table view's standard accessories
/// are (`TableCellMetrics`).
@MainActor
final class ListAccessoryView: UIView {
    private(set) var accessory: UICellAccessory
    /// The accessory's own view (the app's, for a custom view).
    let content: UIView
    /// The hairline beside a reorder handle.
    private var verticalSeparator: UIView?

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        content = Self.makeContent(for: accessory)
        super.init(frame: .zero)
        addSubview(content)
        if case .reorder(let separated) = accessory.kind, separated {
            let separator = ListSeparatorView()
            addSubview(separator)
            verticalSeparator = separator
        }
        isHidden = accessory.isHidden
    }

    required init?(coder: NSCoder) {
        return nil
    }

    var isReorderHandle: Bool {
        if case .reorder = accessory.kind { return true }
        return false
    }

    /// The accessory's own size at a cell height.
    func naturalSize(cellHeight: CGFloat) -> CGSize {
        switch accessory.kind {
        case .disclosureIndicator: return TableCellMetrics.chevronSize
        case .checkmark: return TableCellMetrics.checkmarkSize
        case .delete, .insert, .multiselect:
            return CGSize(width: TableCellMetrics.editingControlSize, height: TableCellMetrics.editingControlSize)
        case .reorder: return CGSize(width: TableCellMetrics.reorderControlWidth, height: cellHeight)
        case .label:
            let size = content.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: cellHeight))
            return CGSize(width: ceil(size.width), height: ceil(size.height))
        case .custom(let configuration):
            if configuration.maintainsFixedSize { return content.bounds.size }
            let fitted = content.sizeThatFits(CGSize(width: 0, height: cellHeight))
            return CGSize(width: fitted.width, height: min(fitted.height, cellHeight))
        }
    }

    /// The room the accessory takes along the cell's width.
    func reservedWidth(cellHeight: CGFloat) -> CGFloat {
        let natural = naturalSize(cellHeight: cellHeight).width
        switch accessory.reservedLayoutWidth {
        case .actual, .standard: return natural
        case .custom(let width): return max(0, width)
        }
    }

    /// Lays the accessory out in its room (`frame` is the room, as tall as
    /// the cell), centered.
    func layoutContent(cellHeight: CGFloat) {
        let size = naturalSize(cellHeight: cellHeight)
        if isReorderHandle {
            let image = CGSize(width: 18, height: 12)
            content.frame = CGRect(x: ((bounds.width - image.width) / 2).rounded(),
                                   y: ((bounds.height - image.height) / 2).rounded(),
                                   width: image.width, height: image.height)
            let hairline = 1 / (window?.screen.scale ?? 1)
            verticalSeparator?.frame = CGRect(x: 0, y: 0, width: hairline, height: bounds.height)
            return
        }
        content.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(),
                               y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }

    /// The multiselect circle follows the cell's selection.
    func showSelected(_ selected: Bool) {
        guard case .multiselect(let background) = accessory.kind, let image = content as? UIImageView else { return }
        image.image = Self.symbol(selected ? "checkmark.circle.fill" : "circle", size: TableCellMetrics.editingControlSize,
                                  weight: .regular)
        image.tintColor = selected ? background : .systemGray3
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // The reorder handle takes touches over its whole strip.
        if isReorderHandle, !isHidden, bounds.contains(point) { return self }
        return super.hitTest(point, with: event)
    }

    // MARK: Making

    private static func makeContent(for accessory: UICellAccessory) -> UIView {
        switch accessory.kind {
        case .disclosureIndicator:
            let view = symbolView("chevron.right", size: TableCellMetrics.chevronSize.height, weight: .bold)
            view.tintColor = accessory.tintColor ?? .tertiaryLabel
            return view
        case .checkmark:
            let view = symbolView("checkmark", size: TableCellMetrics.checkmarkSize.height, weight: .bold)
            view.tintColor = accessory.tintColor
            return view
        case .delete(let background, let handler):
            return ListAccessoryControl(symbol: "minus", circle: background ?? .systemRed,
                                        glyph: accessory.tintColor ?? .white, handler: handler)
        case .insert(let background, let handler):
            return ListAccessoryControl(symbol: "plus", circle: background ?? .systemGreen,
                                        glyph: accessory.tintColor ?? .white, handler: handler)
        case .multiselect:
            let view = symbolView("circle", size: TableCellMetrics.editingControlSize, weight: .regular)
            view.tintColor = .systemGray3
            return view
        case .reorder:
            let view = symbolView("line.3.horizontal", size: 12, weight: .regular)
            view.tintColor = accessory.tintColor ?? .tertiaryLabel
            return view
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            return label
        case .custom(let configuration):
            if let tint = configuration.tintColor { configuration.customView.tintColor = tint }
            return configuration.customView
        }
    }

    private static func symbolView(_ name: String, size: CGFloat, weight: UIImage.SymbolWeight) -> UIImageView {
        let view = UIImageView(image: symbol(name, size: size, weight: weight))
        view.contentMode = .scaleAspectFit
        return view
    }

    static func symbol(_ name: String, size: CGFloat, weight: UIImage.SymbolWeight) -> UIImage? {
        UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: size, weight: weight))
    }
}
