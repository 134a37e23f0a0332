import Foundation

/// A tinted chevron button of the inline calendar's header (previous or
/// next month), gray when disabled.
@MainActor
final class DatePickerArrowButton: UIControl {
    /// Points: the chevron's size (uncertain, read off iOS 17 screenshots).
    static let symbolSize: CGFloat = 20

    let imageView: UIImageView
    private let action: () -> Void

    init(symbolName: String, accessibilityLabel label: String, action: @escaping () -> Void) {
        let configuration = UIImage.SymbolConfiguration(pointSize: Self.symbolSize, weight: .semibold)
        imageView = UIImageView(image: UIImage(systemName: symbolName, withConfiguration: configuration)?
            .withRenderingMode(.alwaysTemplate))
        self.action = action
        super.init(frame: .zero)
        imageView.isUserInteractionEnabled = false
        imageView.contentMode = .center
        addSubview(imageView)
        isAccessibilityElement = true
        accessibilityLabel = label
        accessibilityTraits = .button
        addAction(UIAction { [weak self] _ in self?.action() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    override var isEnabled: Bool {
        didSet {
            imageView.tintColor = isEnabled ? nil : .tertiaryLabel
            accessibilityTraits = isEnabled ? .button : [.button, .notEnabled]
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
    }
}
