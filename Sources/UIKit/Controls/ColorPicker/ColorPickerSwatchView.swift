import Foundation

/// The large swatch of the current color at the bottom of the picker: a
/// rounded square of the color over a checkerboard, so that a translucent
/// color shows as such (iOS splits its swatch into an opaque and a
/// translucent half; Kumiki shows the checkerboard through the whole).
@MainActor
final class ColorPickerSwatchView: UIView {
    /// Points: the swatch's side and corner radius (uncertain, read off iOS
    /// 15 screenshots).
    static let side: CGFloat = 78
    static let cornerRadius: CGFloat = 10

    var color = ColorPickerComponents(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let shape = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: Self.cornerRadius)
        context.saveGState()
        shape.addClip()
        if color.alpha < 1 { ColorPickerSlider.drawCheckerboard(in: bounds, context: context) }
        context.setFillColor(color.color.cgColor)
        context.fill(bounds)
        context.restoreGState()
        // A hairline keeps white visible on a white sheet (and black on black).
        UIColor.separator.setStroke()
        shape.lineWidth = 1
        shape.stroke()
    }
}
