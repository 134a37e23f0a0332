/// The button a bar shows for a `UIBarButtonItem` (or the back button): a
/// title in the bar's tint (17 pt; semibold for `.done`), or a symbol image
/// tinted the same, dimmed to 20 % while touched and gray when disabled, as
/// iOS's bar buttons are. Its frame grows 8 pt around the content each side
/// on the horizontal axis so a finger finds it.
@MainActor
final class BarButtonView: UIControl {
    /// Padding around the content on each side, in points (uncertain).
    static let padding: CGFloat = 8
    let item: UIBarButtonItem?
    private let label = UILabel()
    private let imageView = UIImageView()
    private let chevron: UIImageView?
    private let onTap: () -> Void

    /// A button for `item`.
    init(item: UIBarButtonItem) {
        self.item = item
        chevron = nil
        onTap = { [weak item] in item?.performAction(sender: item) }
        super.init(frame: .zero)
        configure(title: item.systemTitle ?? item.title,
                  image: item.image ?? item.systemSymbolName.flatMap { UIImage(systemName: $0) },
                  bold: item.style == .done)
        isEnabled = item.isEnabled
        accessibilityLabel = item.accessibilityLabel ?? item.systemTitle ?? item.title
        accessibilityIdentifier = item.accessibilityIdentifier
        addAction(UIAction { [weak self] _ in self?.onTap() }, for: .touchUpInside)
    }

    /// The back button: a chevron and `title` (none: the chevron alone).
    init(backTitle title: String?, action: @escaping () -> Void) {
        item = nil
        chevron = UIImageView(image: UIImage(systemName: "chevron.left")?.withRenderingMode(.alwaysTemplate))
        onTap = action
        super.init(frame: .zero)
        if let chevron {
            chevron.isUserInteractionEnabled = false
            addSubview(chevron)
        }
        configure(title: title, image: nil, bold: false)
        accessibilityLabel = title ?? "Back"
        accessibilityIdentifier = "BackButton"
        addAction(UIAction { [weak self] _ in self?.onTap() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    private func configure(title: String?, image: UIImage?, bold: Bool) {
        label.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        label.isUserInteractionEnabled = false
        imageView.isUserInteractionEnabled = false
        // An image wins over a title, as in UIKit's bars; system title items have no image.
        if let image {
            imageView.image = image.withRenderingMode(.alwaysTemplate)
            addSubview(imageView)
        } else {
            label.text = title
            addSubview(label)
        }
        isAccessibilityElement = true
        accessibilityTraits = .button
        updateColors()
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.2 : 1 }
    }

    override var isEnabled: Bool {
        didSet { updateColors() }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        let color = isEnabled ? (item?.tintColor ?? tintColor ?? .systemBlue) : .systemGray
        label.textColor = color
        imageView.tintColor = color
        chevron?.tintColor = color
    }

    /// The content's width (plus padding), 44 pt tall.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        var width: CGFloat = 0
        if chevron != nil {
            width += 12 + (label.text == nil ? 0 : 6)
        }
        if imageView.superview != nil {
            width += 24
        } else if label.text != nil {
            width += label.sizeThatFits(CGSize(width: 1_000, height: 44)).width.rounded(.up)
        }
        if let fixed = item?.width, fixed > 0 { width = fixed }
        return CGSize(width: width + 2 * Self.padding, height: 44)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x = Self.padding
        if let chevron {
            chevron.frame = CGRect(x: x, y: (bounds.height - 21) / 2, width: 12, height: 21)
            x += 12 + 6
        }
        if imageView.superview != nil {
            imageView.frame = CGRect(x: x, y: (bounds.height - 24) / 2, width: 24, height: 24)
        } else {
            label.frame = CGRect(x: x, y: 0, width: max(0, bounds.width - x - Self.padding), height: bounds.height)
        }
    }

    /// Whether the button shows no title (a chevron alone).
    var titleWidthIsZero: Bool { label.text == nil }

    /// The width a back button titled `title` (nil: the chevron alone) takes,
    /// in points, padding included.
    static func backButtonWidth(title: String?) -> CGFloat {
        guard let title else { return 12 + 2 * padding }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = title
        return 12 + 6 + label.sizeThatFits(CGSize(width: 1_000, height: 44)).width.rounded(.up) + 2 * padding
    }
}
