import Foundation

/// A control that shows a color and lets the user change it, as iOS 14+
/// draws it: a ring of the hue spectrum (a conic rainbow) and, when a color
/// is selected, that color in a circle inside it, a gap between the two;
/// with no color, the ring around an empty center.
///
/// A tap (touch up inside) presents a `UIColorPickerViewController` from
/// the nearest view controller up the responder chain, showing the well's
/// color (white when it has none), `supportsAlpha` and `title`. Each color
/// the user picks there — continuous picks on the spectrum and sliders
/// included — becomes `selectedColor` and sends `.valueChanged`; closing the
/// picker leaves the last one. Setting `selectedColor` from code sends
/// nothing. A well with no view controller above it does nothing on a tap
/// (iOS documents no behavior for that case).
///
/// VoiceOver reads it as a button named by `title` ("Color" when nil) whose
/// value is the color's channels ("red 100%, green 0%, blue 0%", with the
/// opacity when not opaque); iOS reads a color name instead.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// Points: the well's intrinsic side (uncertain: 28 × 28 is what the
    /// author recalls iOS 14–17 reporting; Apple does not document it).
    static let intrinsicSide: CGFloat = 28
    /// Fractions of the radius: the rainbow ring's width and the gap inside
    /// it (3 pt and 2 pt at the intrinsic size, read off screenshots).
    static let ringFraction: CGFloat = 3 / 14
    static let gapFraction: CGFloat = 2 / 14

    /// The picker's title (nil: the picker's default, "Colors").
    open var title: String?

    /// Whether the picker offers opacity (true by default); when false the
    /// colors the user picks are opaque.
    open var supportsAlpha = true

    /// The color shown; nil (the default) shows the ring alone. Setting it
    /// from code sends no action.
    open var selectedColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The picker the well presented, while it is up (tests and the
    /// delegate's bookkeeping).
    weak var presentedPicker: UIColorPickerViewController?
    /// Hears the picker on the well's behalf (the picker holds its
    /// delegate weakly, so the well keeps it).
    private lazy var pickerDelegate = ColorWellPickerDelegate(well: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isAccessibilityElement = true
        accessibilityTraits = .button
        addTarget(self, action: UIColorWell.tapped, for: .touchUpInside)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// 28 × 28 pt (uncertain; see `intrinsicSide`).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.intrinsicSide, height: Self.intrinsicSide)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { alpha = isHighlighted ? 0.6 : 1 } }
    }

    // MARK: Accessibility

    /// `title`, else "Color", unless set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? title ?? "Color" }
        set { super.accessibilityLabel = newValue }
    }

    /// The color's channels as percentages, unless set; nil with no color.
    open override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            return selectedColor.map { ColorPickerComponents($0, traits: traitCollection).accessibilityDescription }
        }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let radius = min(bounds.width, bounds.height) / 2
        guard radius > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let ring = radius * Self.ringFraction
        // The ring as 360 one-degree wedges, red at the top and the hues
        // running clockwise; each overlaps the next a little so that no
        // seam of background shows between them.
        let step = CGFloat.pi / 180
        for degree in 0..<360 {
            let start = -CGFloat.pi / 2 + CGFloat(degree) * step
            let end = start + step * 1.5
            context.setFillColor(UIColor(hue: CGFloat(degree) / 360, saturation: 1, brightness: 1, alpha: 1).cgColor)
            context.move(to: CGPoint(x: center.x + cos(start) * radius, y: center.y + sin(start) * radius))
            context.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
            context.addArc(center: center, radius: radius - ring, startAngle: end, endAngle: start, clockwise: true)
            context.closePath()
            context.fillPath()
        }
        guard let selectedColor else { return }
        let inner = radius - ring - radius * Self.gapFraction
        context.setFillColor(selectedColor.resolvedColor(with: traitCollection).cgColor)
        context.fillEllipse(in: CGRect(x: center.x - inner, y: center.y - inner, width: 2 * inner, height: 2 * inner))
    }

    // MARK: Presenting the picker

    private func tapped() {
        var responder = next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let presenter = responder as? UIViewController else { return }
        let picker = UIColorPickerViewController()
        picker.selectedColor = selectedColor ?? .white
        picker.supportsAlpha = supportsAlpha
        picker.title = title
        picker.delegate = pickerDelegate
        presentedPicker = picker
        presenter.present(picker, animated: true)
    }

    /// A color the user picked in the well's picker.
    func pickerDidSelect(_ color: UIColor) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }
}
