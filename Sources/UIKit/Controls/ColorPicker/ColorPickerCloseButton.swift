import Foundation

/// The picker's close button, drawn as iOS draws it: a gray circle with a
/// bold xmark, both dynamic colors (lighter on dark backgrounds). A touch up
/// inside closes the picker; VoiceOver reads "Close, button".
@MainActor
final class ColorPickerCloseButton: UIControl {
    /// Points: the circle's diameter, the xmark's half-width and stroke
    /// (uncertain, read off iOS 15 screenshots).
    static let diameter: CGFloat = 30
    static let markHalfWidth: CGFloat = 5
    static let markLineWidth: CGFloat = 2.5

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = "Close"
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { CGSize(width: Self.diameter, height: Self.diameter) }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { alpha = isHighlighted ? 0.5 : 1 } }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height, Self.diameter)
        let circle = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        UIColor.tertiarySystemFill.setFill()
        context.fillEllipse(in: circle)
        UIColor.secondaryLabel.setStroke()
        context.setLineWidth(Self.markLineWidth)
        context.setLineCap(.round)
        let d = Self.markHalfWidth
        context.move(to: CGPoint(x: circle.midX - d, y: circle.midY - d))
        context.addLine(to: CGPoint(x: circle.midX + d, y: circle.midY + d))
        context.move(to: CGPoint(x: circle.midX + d, y: circle.midY - d))
        context.addLine(to: CGPoint(x: circle.midX - d, y: circle.midY + d))
        context.strokePath()
    }
}
