import Foundation

/// One day of the inline calendar's grid: its number, on a circle when it
/// is the chosen day. The chosen day is a tinted number on a pale tinted
/// circle (white on a solid tinted circle when it is also today); today is
/// a tinted number; days outside the picker's range are gray and ignore
/// taps.
@MainActor
final class DatePickerDayCell: UIControl {
    /// Points: the circle's diameter and the numbers' size (uncertain, read
    /// off iOS 17 screenshots: 44 pt cells with a 40 pt circle).
    static let circleDiameter: CGFloat = 40
    static let fontSize: CGFloat = 20
    /// The pale circle behind the chosen day: the tint at 12 %, or 24 % in
    /// dark mode, where 12 % is too faint on black (uncertain).
    static let circleAlpha: CGFloat = 0.12
    static let darkCircleAlpha: CGFloat = 0.24

    let label = UILabel()
    let circle = UIView()
    /// The day's number (1…31), or 0 for an empty cell.
    var day = 0
    var isToday = false
    var isChosen = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        circle.isUserInteractionEnabled = false
        circle.layer.cornerRadius = Self.circleDiameter / 2
        addSubview(circle)
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `day` (0 hides the cell), marked as today, chosen, or gray
    /// when not `isEnabled`.
    func show(day: Int, today: Bool, chosen: Bool, enabled: Bool, accessibilityText: String?) {
        self.day = day
        isToday = today
        isChosen = chosen
        isEnabled = enabled
        isHidden = day == 0
        label.text = day == 0 ? nil : "\(day)"
        accessibilityLabel = accessibilityText
        var traits: UIAccessibilityTraits = .button
        if chosen { traits.insert(.selected) }
        if !enabled { traits.insert(.notEnabled) }
        accessibilityTraits = traits
        updateColors()
    }

    private func updateColors() {
        let weight: UIFont.Weight = isChosen || isToday ? .semibold : .regular
        label.font = .systemFont(ofSize: Self.fontSize, weight: weight)
        circle.isHidden = !isChosen
        if isChosen && isToday {
            circle.backgroundColor = tintColor
            label.textColor = .white
        } else if isChosen {
            let (tint, light, dark): (UIColor, CGFloat, CGFloat) = (tintColor, Self.circleAlpha, Self.darkCircleAlpha)
            circle.backgroundColor = UIColor { traits in
                tint.resolvedColor(with: traits).withAlphaComponent(traits.userInterfaceStyle == .dark ? dark : light)
            }
            label.textColor = tintColor
        } else if !isEnabled {
            label.textColor = .tertiaryLabel
        } else {
            label.textColor = isToday ? tintColor : .label
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
        let diameter = Self.circleDiameter
        circle.frame = CGRect(x: (bounds.width - diameter) / 2, y: (bounds.height - diameter) / 2,
                              width: diameter, height: diameter)
    }
}
