import Foundation

/// One row of a list menu: an action (with its checkmark, title, subtitle
/// and image), a submenu that opens in place (a chevron at the trailing
/// edge), the header of an opened submenu (a chevron pointing back), or the
/// menu's own title. Sizes: docs/BEHAVIOR.md "Menus".
@MainActor
final class MenuRowView: UIView {
    enum Kind {
        case action(UIAction)
        case submenu(UIMenu)
        case back(UIMenu)
        case title(String)
        /// A deferred element whose provider has not answered yet.
        case loading
    }

    /// Points: a row with a title alone, with a subtitle too, and a menu title.
    static let height: CGFloat = 44
    static let heightWithSubtitle: CGFloat = 58
    static let titleHeight: CGFloat = 32
    /// Points from the menu's edges to the text and the image, and the
    /// leading indent when the menu shows checkmarks.
    static let sideInset: CGFloat = 16
    static let checkmarkIndent: CGFloat = 44

    let kind: Kind
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let imageView = UIImageView()
    private let checkmarkView = UIImageView()
    private let indent: CGFloat

    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? MenuListView.highlightColor : nil }
    }

    /// Whether choosing the row does something.
    var isEnabled: Bool {
        switch kind {
        case let .action(action): !action.attributes.contains(.disabled)
        case .submenu, .back: true
        case .title, .loading: false
        }
    }

    init(kind: Kind, indentsForCheckmarks: Bool) {
        self.kind = kind
        indent = indentsForCheckmarks ? Self.checkmarkIndent : Self.sideInset
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for part in [titleLabel, subtitleLabel, imageView, checkmarkView] as [UIView] { addSubview(part) }
        titleLabel.font = .systemFont(ofSize: 17)
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        imageView.contentMode = .center
        checkmarkView.contentMode = .center
        configure()
    }

    required init?(coder: NSCoder) { nil }

    private static func symbol(_ name: String, weight: UIImage.SymbolWeight = .regular) -> UIImage? {
        UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: weight))
    }

    private func configure() {
        var color: UIColor = .label
        switch kind {
        case let .action(action):
            titleLabel.text = action.title
            subtitleLabel.text = action.subtitle
            imageView.image = (action.state == .on ? action.selectedImage : nil) ?? action.image
            if action.attributes.contains(.destructive) { color = .systemRed }
            if action.attributes.contains(.disabled) { color = .tertiaryLabel }
            switch action.state {
            case .on: checkmarkView.image = Self.symbol("checkmark", weight: .semibold)
            case .mixed: checkmarkView.image = Self.symbol("minus", weight: .semibold)
            case .off: checkmarkView.image = nil
            }
            accessibilityTraits = action.attributes.contains(.disabled) ? [.button, .notEnabled] : .button
            if action.state == .on { accessibilityTraits.insert(.selected) }
        case let .submenu(menu):
            titleLabel.text = menu.title
            subtitleLabel.text = menu.subtitle
            imageView.image = menu.image ?? Self.symbol("chevron.right")
            if menu.options.contains(.destructive) { color = .systemRed }
            accessibilityTraits = .button
        case let .back(menu):
            titleLabel.text = menu.title
            titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
            imageView.image = Self.symbol("chevron.down")
            accessibilityTraits = .button
        case .loading:
            titleLabel.text = "Loading…"
            color = .secondaryLabel
            accessibilityTraits = .staticText
        case let .title(title):
            titleLabel.text = title
            titleLabel.font = .systemFont(ofSize: 13)
            titleLabel.textAlignment = .center
            titleLabel.numberOfLines = 0
            color = .secondaryLabel
            accessibilityTraits = .header
        }
        titleLabel.textColor = color
        imageView.tintColor = color
        checkmarkView.tintColor = color
        isAccessibilityElement = true
        accessibilityLabel = titleLabel.text
    }

    /// The row's height at its kind and text.
    var preferredHeight: CGFloat {
        if case .title = kind { return Self.titleHeight }
        return (subtitleLabel.text?.isEmpty ?? true) ? Self.height : Self.heightWithSubtitle
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if case .title = kind {
            titleLabel.frame = bounds.insetBy(dx: Self.sideInset, dy: 0)
            return
        }
        let imageWidth: CGFloat = imageView.image == nil ? 0 : 24
        let textWidth = max(0, bounds.width - indent - Self.sideInset - (imageWidth > 0 ? imageWidth + 8 : 0))
        let hasSubtitle = !(subtitleLabel.text?.isEmpty ?? true)
        if hasSubtitle {
            titleLabel.frame = CGRect(x: indent, y: 9, width: textWidth, height: 22)
            subtitleLabel.frame = CGRect(x: indent, y: 31, width: textWidth, height: 18)
        } else {
            titleLabel.frame = CGRect(x: indent, y: 0, width: textWidth, height: bounds.height)
            subtitleLabel.frame = .zero
        }
        imageView.frame = CGRect(x: bounds.width - Self.sideInset - imageWidth, y: 0, width: imageWidth, height: bounds.height)
        checkmarkView.frame = CGRect(x: 12, y: 0, width: 24, height: bounds.height)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for part in [titleLabel, subtitleLabel, imageView, checkmarkView] as [UIView] {
                part.frame.origin.x = bounds.width - part.frame.maxX
            }
            titleLabel.textAlignment = .right
            subtitleLabel.textAlignment = .right
        }
    }
}
