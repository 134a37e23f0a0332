import CoreGraphics

/// One item of an edit menu's bar: a title (or, without one, an image) with
/// padding each side, highlighted in the system fill while touched, red when
/// destructive and dimmed when disabled, as iOS's edit menu items are.
/// Chevrons (next and previous page, back, a submenu's opener) show symbols.
@MainActor
final class EditMenuItemView: UIControl {
    /// Padding each side of the content, in points (uncertain).
    static let padding: CGFloat = 12
    /// The title's size, in points (uncertain).
    static let fontSize: CGFloat = 15
    /// The width of a chevron alone, in points (uncertain).
    static let chevronWidth: CGFloat = 32

    let entry: EditMenuEntry
    private let label = UILabel()
    private let imageView = UIImageView()
    private let chevron = UIImageView()
    /// The content's color while enabled: the label color, red if destructive.
    private var contentColor = UIColor.label

    init(entry: EditMenuEntry) {
        self.entry = entry
        super.init(frame: .zero)
        label.font = .systemFont(ofSize: Self.fontSize)
        label.isUserInteractionEnabled = false
        imageView.isUserInteractionEnabled = false
        chevron.isUserInteractionEnabled = false
        imageView.contentMode = .center
        chevron.contentMode = .center
        isAccessibilityElement = true
        accessibilityTraits = .button
        switch entry {
        case .action(let action):
            show(title: action.title, image: action.state == .on ? action.selectedImage ?? action.image : action.image)
            isEnabled = !action.attributes.contains(.disabled)
            if action.attributes.contains(.destructive) { contentColor = .systemRed }
        case .submenu(let menu):
            show(title: menu.title, image: menu.image)
            if menu.options.contains(.destructive) { contentColor = .systemRed }
            chevron.image = Self.symbol("chevron.right")
            addSubview(chevron)
        case .nextPage:
            chevron.image = Self.symbol("chevron.right")
            accessibilityLabel = "Next"
            addSubview(chevron)
        case .previousPage, .back:
            chevron.image = Self.symbol("chevron.left")
            accessibilityLabel = entry.isBack ? "Back" : "Previous"
            addSubview(chevron)
        }
        updateAppearance()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// A chevron at a fixed size (13 pt, semibold; uncertain), whatever the
    /// text size, as iOS draws the edit menu's.
    private static func symbol(_ name: String) -> UIImage? {
        UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold))?
            .withRenderingMode(.alwaysTemplate)
    }

    private func show(title: String, image: UIImage?) {
        if !title.isEmpty {
            label.text = title
            addSubview(label)
            accessibilityLabel = title
        } else if let image {
            imageView.image = image.withRenderingMode(.alwaysTemplate)
            addSubview(imageView)
        }
    }

    /// The width the item asks for: its content plus the padding.
    var preferredWidth: CGFloat {
        var width: CGFloat = 0
        if label.superview != nil { width += label.intrinsicContentSize.width }
        if imageView.superview != nil { width += imageView.intrinsicContentSize.width }
        if chevron.superview != nil {
            if width == 0 { return Self.chevronWidth }
            width += chevron.intrinsicContentSize.width + 4
        }
        return ceil(width + 2 * Self.padding)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.insetBy(dx: chevron.superview != nil && label.superview == nil ? 0 : Self.padding, dy: 0)
        if chevron.superview != nil, label.superview != nil {
            let chevronWidth = chevron.intrinsicContentSize.width
            label.frame = CGRect(x: content.minX, y: 0, width: content.width - chevronWidth - 4, height: bounds.height)
            chevron.frame = CGRect(x: content.maxX - chevronWidth, y: 0, width: chevronWidth, height: bounds.height)
        } else {
            label.frame = CGRect(x: content.minX, y: 0, width: content.width, height: bounds.height)
            imageView.frame = CGRect(x: content.minX, y: 0, width: content.width, height: bounds.height)
            chevron.frame = bounds
        }
    }

    override var isHighlighted: Bool {
        didSet { updateAppearance() }
    }

    override var isEnabled: Bool {
        didSet { updateAppearance() }
    }

    private func updateAppearance() {
        backgroundColor = isHighlighted ? .systemFill : nil
        let color = isEnabled ? contentColor : .tertiaryLabel
        label.textColor = color
        imageView.tintColor = color
        chevron.tintColor = isEnabled ? .label : .tertiaryLabel
        accessibilityTraits = isEnabled ? .button : [.button, .notEnabled]
    }
}

extension EditMenuEntry {
    var isBack: Bool {
        if case .back = self { return true }
        return false
    }
}
