import Foundation

/// One of the picker's sliders (red, green, blue, opacity): a capsule track
/// as tall as the control, filled with a gradient from the color at 0 to the
/// color at 1 (over a checkerboard for opacity), and a round thumb of the
/// track's height showing the current color inside a white ring.
///
/// Unlike `UISlider`, a finger anywhere on the track takes the thumb to it at
/// once, as iOS's color sliders do; the value then follows the finger along
/// the track. Each change while the finger moves is reported as continuous;
/// lifting reports the last value once more as final (nothing, when the
/// touch changed nothing).
@MainActor
final class ColorPickerSlider: UIControl {
    /// Points: the control's (and track's) height, and the thumb's ring
    /// (uncertain, read off iOS 15 screenshots).
    static let height: CGFloat = 28
    static let ringWidth: CGFloat = 3
    /// Points: a checkerboard square behind translucent colors.
    static let checkerSide: CGFloat = 7

    /// 0…1.
    var value: CGFloat = 0 {
        didSet { if value != oldValue { setNeedsLayout() } }
    }

    /// The track's colors at 0 and at 1, and the thumb's fill.
    var startColor: UIColor = .black { didSet { setNeedsDisplay() } }
    var endColor: UIColor = .white { didSet { setNeedsDisplay() } }
    var thumbColor: UIColor = .white { didSet { thumbFill.backgroundColor = thumbColor } }
    /// Whether a checkerboard shows through the track (the opacity slider).
    var showsCheckerboard = false { didSet { setNeedsDisplay() } }

    /// Called with each value the user sets and whether the finger is still moving.
    var onChange: ((CGFloat, _ continuously: Bool) -> Void)?

    let thumb = UIView()
    private let thumbFill = UIView()
    /// Whether the current touch has moved the value (a final report is due on lift).
    private var changedDuringTouch = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        thumb.isUserInteractionEnabled = false
        thumb.backgroundColor = .white
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 1)
        thumbFill.isUserInteractionEnabled = false
        thumb.addSubview(thumbFill)
        addSubview(thumb)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    /// The thumb's center for `value`: it travels between the track's
    /// rounded ends, its edges flush with them at 0 and 1.
    func thumbCenter(for value: CGFloat) -> CGPoint {
        let radius = bounds.height / 2
        let travel = max(0, bounds.width - 2 * radius)
        let fraction = leftToRight ? value : 1 - value
        return CGPoint(x: radius + travel * fraction, y: bounds.midY)
    }

    private var leftToRight: Bool { effectiveUserInterfaceLayoutDirection == .leftToRight }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = bounds.height
        let center = thumbCenter(for: value)
        thumb.frame = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        thumb.layer.cornerRadius = side / 2
        thumb.layer.shadowPath = CGPath(ellipseIn: thumb.bounds, transform: nil)
        thumbFill.frame = thumb.bounds.insetBy(dx: Self.ringWidth, dy: Self.ringWidth)
        thumbFill.layer.cornerRadius = thumbFill.bounds.width / 2
    }

    // MARK: Tracking

    /// A pan attached to an ancestor (the sheet's drag to dismiss) does not
    /// begin on a touch here, so that a vertical drag stays with the control,
    /// as on iOS.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, gestureRecognizer is UIPanGestureRecognizer { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        changedDuringTouch = false
        follow(touch, continuously: true)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch, continuously: true)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if changedDuringTouch { onChange?(value, false) }
    }

    /// A cancelled drag keeps the value it reached, reported as final.
    override func cancelTracking(with event: UIEvent?) {
        if changedDuringTouch { onChange?(value, false) }
    }

    private func follow(_ touch: UITouch, continuously: Bool) {
        let radius = bounds.height / 2
        let travel = bounds.width - 2 * radius
        guard travel > 0 else { return }
        var fraction = (touch.location(in: self).x - radius) / travel
        if !leftToRight { fraction = 1 - fraction }
        let newValue = min(max(fraction, 0), 1)
        guard newValue != value else { return }
        value = newValue
        changedDuringTouch = true
        onChange?(value, continuously)
    }

    // MARK: Accessibility

    /// VoiceOver's swipes move a tenth of the range, as final picks.
    override func accessibilityIncrement() { adjust(by: 0.1) }
    override func accessibilityDecrement() { adjust(by: -0.1) }

    private func adjust(by step: CGFloat) {
        let newValue = min(max(value + step, 0), 1)
        guard newValue != value else { return }
        value = newValue
        onChange?(value, false)
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).addClip()
        if showsCheckerboard { Self.drawCheckerboard(in: bounds, context: context) }
        let colors = [startColor.cgColor, endColor.cgColor]
        let stops: [CGFloat] = [0, 1]
        if let gradient = CGGradient(colorsSpace: nil, colors: leftToRight ? colors : colors.reversed(),
                                     locations: stops) {
            context.drawLinearGradient(gradient, start: CGPoint(x: bounds.minX, y: 0),
                                       end: CGPoint(x: bounds.maxX, y: 0), options: [])
        }
        context.restoreGState()
    }

    /// Light and mid-gray squares, behind colors that are not opaque.
    static func drawCheckerboard(in rect: CGRect, context: CGContext) {
        context.setFillColor(UIColor.white.cgColor)
        context.fill(rect)
        context.setFillColor(UIColor(white: 0.8, alpha: 1).cgColor)
        let columns = Int((rect.width / checkerSide).rounded(.up))
        let rows = Int((rect.height / checkerSide).rounded(.up))
        for row in 0..<rows {
            for column in 0..<columns where (row + column) % 2 == 1 {
                context.fill(CGRect(x: rect.minX + CGFloat(column) * checkerSide,
                                    y: rect.minY + CGFloat(row) * checkerSide, width: checkerSide, height: checkerSide))
            }
        }
    }
}
