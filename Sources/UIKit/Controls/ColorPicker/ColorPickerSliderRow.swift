import Foundation

/// A captioned slider with its value beside it, as the picker's Sliders page
/// and Opacity section lay them out: the caption ("RED") in small uppercase
/// gray letters above, the slider below, and at the trailing end a rounded
/// gray box showing the value ("255", "100%"). The box is read-only: iOS
/// lets the user type a value there; Kumiki does not (yet).
@MainActor
final class ColorPickerSliderRow: UIView {
    /// Points: the caption's height and gap, the value box's size and the gap
    /// before it (uncertain, read off iOS 15 screenshots).
    static let captionHeight: CGFloat = 18
    static let captionGap: CGFloat = 6
    static let valueBoxSize = CGSize(width: 64, height: 28)
    static let valueGap: CGFloat = 12
    static var height: CGFloat { captionHeight + captionGap + ColorPickerSlider.height }

    let caption = UILabel()
    let slider = ColorPickerSlider()
    let valueLabel = ColorPickerSliderRow.makeValueBox()

    init(caption text: String) {
        super.init(frame: .zero)
        caption.text = text.uppercased()
        caption.font = .systemFont(ofSize: 13, weight: .semibold)
        caption.textColor = .secondaryLabel
        caption.isAccessibilityElement = false
        slider.accessibilityLabel = text
        valueLabel.isAccessibilityElement = false
        for part in [caption, slider, valueLabel] as [UIView] { addSubview(part) }
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `value` (already formatted) in the box and to VoiceOver.
    func show(_ value: String) {
        valueLabel.text = value
        slider.accessibilityValue = value
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        caption.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.captionHeight)
        caption.textAlignment = rtl ? .right : .left
        let sliderY = Self.captionHeight + Self.captionGap
        let sliderWidth = max(0, bounds.width - Self.valueBoxSize.width - Self.valueGap)
        let box = Self.valueBoxSize
        slider.frame = CGRect(x: rtl ? box.width + Self.valueGap : 0, y: sliderY, width: sliderWidth,
                              height: ColorPickerSlider.height)
        valueLabel.frame = CGRect(x: rtl ? 0 : bounds.width - box.width, y: sliderY, width: box.width, height: box.height)
    }

    /// A rounded gray box with centered text, for a read-only value.
    static func makeValueBox() -> UILabel {
        let label = UILabel()
        label.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        label.textAlignment = .center
        label.textColor = .label
        label.backgroundColor = .tertiarySystemFill
        label.layer.cornerRadius = 8
        return label
    }
}
