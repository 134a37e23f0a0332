import Foundation

/// The Sliders page: Red, Green and Blue sliders, each showing its channel
/// from 0 to 255 and a track running from the color without that channel to
/// the color with it at full, then the color as six hex digits after
/// "Hex Color #" (read-only: iOS lets the user type one; Kumiki does not).
@MainActor
final class ColorPickerSlidersView: UIView {
    /// Points: the space between rows (uncertain, read off iOS 15 screenshots).
    static let rowSpacing: CGFloat = 16
    static let hexBoxWidth: CGFloat = 96

    let red = ColorPickerSliderRow(caption: "Red")
    let green = ColorPickerSliderRow(caption: "Green")
    let blue = ColorPickerSliderRow(caption: "Blue")
    let hexCaption = UILabel()
    let hexLabel = ColorPickerSliderRow.makeValueBox()

    /// Called with the color the user made and whether the finger is still moving.
    var onChange: ((ColorPickerComponents, _ continuously: Bool) -> Void)?

    /// The color the sliders show; alpha rides along untouched.
    private(set) var components = ColorPickerComponents(red: 1, green: 1, blue: 1, alpha: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        hexCaption.text = "Hex Color #"
        hexCaption.font = .systemFont(ofSize: 17)
        hexCaption.textColor = .label
        hexCaption.textAlignment = .right
        hexLabel.accessibilityLabel = "Hex Color"
        hexLabel.isAccessibilityElement = true
        for row in [red, green, blue] { addSubview(row) }
        addSubview(hexCaption)
        addSubview(hexLabel)
        red.slider.onChange = { [weak self] value, continuously in self?.channelChanged(\.red, value, continuously) }
        green.slider.onChange = { [weak self] value, continuously in self?.channelChanged(\.green, value, continuously) }
        blue.slider.onChange = { [weak self] value, continuously in self?.channelChanged(\.blue, value, continuously) }
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `components` without reporting anything.
    func show(_ components: ColorPickerComponents) {
        self.components = components
        let bytes = components.bytes
        let c = components
        configure(red, value: c.red, text: "\(bytes.red)",
                  from: UIColor(red: 0, green: c.green, blue: c.blue, alpha: 1),
                  to: UIColor(red: 1, green: c.green, blue: c.blue, alpha: 1))
        configure(green, value: c.green, text: "\(bytes.green)",
                  from: UIColor(red: c.red, green: 0, blue: c.blue, alpha: 1),
                  to: UIColor(red: c.red, green: 1, blue: c.blue, alpha: 1))
        configure(blue, value: c.blue, text: "\(bytes.blue)",
                  from: UIColor(red: c.red, green: c.green, blue: 0, alpha: 1),
                  to: UIColor(red: c.red, green: c.green, blue: 1, alpha: 1))
        hexLabel.text = components.hexString
        hexLabel.accessibilityValue = components.hexString
    }

    private func configure(_ row: ColorPickerSliderRow, value: CGFloat, text: String, from: UIColor, to: UIColor) {
        row.slider.value = value
        row.slider.startColor = from
        row.slider.endColor = to
        row.slider.thumbColor = UIColor(red: components.red, green: components.green, blue: components.blue, alpha: 1)
        row.show(text)
    }

    private func channelChanged(_ channel: WritableKeyPath<ColorPickerComponents, CGFloat>, _ value: CGFloat,
                                _ continuously: Bool) {
        var changed = components
        changed[keyPath: channel] = value
        show(changed)
        onChange?(changed, continuously)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var y: CGFloat = 0
        for row in [red, green, blue] {
            row.frame = CGRect(x: 0, y: y, width: bounds.width, height: ColorPickerSliderRow.height)
            y += ColorPickerSliderRow.height + Self.rowSpacing
        }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let boxHeight = ColorPickerSliderRow.valueBoxSize.height
        let captionWidth = max(0, bounds.width - Self.hexBoxWidth - ColorPickerSliderRow.valueGap)
        hexLabel.frame = CGRect(x: rtl ? 0 : bounds.width - Self.hexBoxWidth, y: y, width: Self.hexBoxWidth,
                                height: boxHeight)
        hexCaption.frame = CGRect(x: rtl ? Self.hexBoxWidth + ColorPickerSliderRow.valueGap : 0, y: y,
                                  width: captionWidth, height: boxHeight)
        hexCaption.textAlignment = rtl ? .left : .right
    }
}
