import Foundation

/// A rounded gray label showing a date or a time, as the compact style
/// and the inline style's time row draw them. It is a button for VoiceOver
/// (its label is the text) when it opens an editor; its text turns to the
/// tint color while its editor is open, as on iOS.
@MainActor
final class DatePickerPill: UIControl {
    /// Points: the pill's height, its text's size and side padding, and the
    /// corner radius (uncertain, read off iOS 17 screenshots).
    static let height: CGFloat = 34
    static let fontSize: CGFloat = 17
    static let padding: CGFloat = 11
    static let cornerRadius: CGFloat = 6

    let label = UILabel()
    /// Called on a tap; nil makes the pill a plain label.
    var onTap: (() -> Void)? {
        didSet { accessibilityTraits = onTap == nil ? .staticText : .button }
    }

    /// Whether the pill's editor is open (its text tinted).
    var isActive = false {
        didSet { label.textColor = isActive ? tintColor : .label }
    }

    var text: String {
        get { label.text ?? "" }
        set {
            label.text = newValue
            accessibilityLabel = newValue
            setNeedsLayout()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        label.font = .systemFont(ofSize: Self.fontSize)
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        isAccessibilityElement = true
        accessibilityTraits = .staticText
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        let text = label.intrinsicContentSize
        return CGSize(width: (text.width + 2 * Self.padding).rounded(.up), height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if isActive { label.textColor = tintColor }
    }
}
