import Foundation

/// The Spectrum page: hue across (red at the leading edge, round the wheel
/// to red again at the trailing edge) and, down, the hue washed with white
/// over the top half (saturation 0 at the top to 1 at the middle, brightness
/// 1) and darkened over the bottom half (brightness 1 at the middle to 0 at
/// the bottom, saturation 1). A ring (the loupe) filled with the color
/// marks the current color's place.
///
/// A finger that comes down on the field picks the color under it and keeps
/// picking as it moves (kept inside the field), each a continuous pick;
/// lifting it picks the last color once more as the final choice.
@MainActor
final class ColorPickerSpectrumView: UIControl {
    /// Points: the loupe's diameter and ring width, and the field's corner
    /// radius (uncertain, read off iOS 15 screenshots).
    static let loupeDiameter: CGFloat = 30
    static let loupeRingWidth: CGFloat = 3
    static let cornerRadius: CGFloat = 8

    /// Called with each picked color and whether the finger is still moving.
    var onPick: ((ColorPickerComponents, _ continuously: Bool) -> Void)?

    /// Where the loupe shows, as fractions of the width and height; nil
    /// hides it. The picker sets it from the current color.
    var marker: CGPoint? {
        didSet { if marker != oldValue { layoutLoupe() } }
    }

    /// The loupe's fill.
    var markerColor: UIColor = .white {
        didSet { loupe.backgroundColor = markerColor }
    }

    let loupe = UIView()
    private var lastPick: ColorPickerComponents?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        loupe.isUserInteractionEnabled = false
        loupe.layer.borderColor = UIColor.white.cgColor
        loupe.layer.borderWidth = Self.loupeRingWidth
        loupe.layer.shadowColor = UIColor.black.cgColor
        loupe.layer.shadowOpacity = 0.3
        loupe.layer.shadowRadius = 3
        loupe.layer.shadowOffset = .zero
        addSubview(loupe)
    }

    required init?(coder: NSCoder) { nil }

    /// The color at fractions `x` (hue) and `y` (white wash, then shade) of
    /// the field, each pinned to 0…1.
    static func components(x: CGFloat, y: CGFloat) -> ColorPickerComponents {
        let x = min(max(x, 0), 1), y = min(max(y, 0), 1)
        // Hue 1 is red again: keep the trailing edge red rather than wrapping.
        let hue = x >= 1 ? 0.999999 : x
        if y <= 0.5 { return ColorPickerComponents(hue: hue, saturation: y * 2, brightness: 1) }
        return ColorPickerComponents(hue: hue, saturation: 1, brightness: 1 - (y - 0.5) * 2)
    }

    /// Where `color` sits in the field, as fractions: the inverse of
    /// `components(x:y:)` for the colors the field holds; other colors (say
    /// a pale dark one) land on the nearest of its two halves.
    static func position(of color: ColorPickerComponents) -> CGPoint {
        let hsb = color.hsb
        let y = hsb.brightness >= 1 - 1e-6 ? hsb.saturation / 2 : 0.5 + (1 - hsb.brightness) / 2
        return CGPoint(x: hsb.hue, y: y)
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
        pick(at: touch.location(in: self), continuously: true)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pick(at: touch.location(in: self), continuously: true)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { pick(at: touch.location(in: self), continuously: false) }
    }

    override func cancelTracking(with event: UIEvent?) {
        // A cancelled drag keeps the color it reached, reported as final.
        if let lastPick { onPick?(lastPick, false) }
    }

    private func pick(at point: CGPoint, continuously: Bool) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let fraction = CGPoint(x: min(max(point.x / bounds.width, 0), 1), y: min(max(point.y / bounds.height, 0), 1))
        let picked = Self.components(x: fraction.x, y: fraction.y)
        lastPick = picked
        marker = fraction
        markerColor = picked.color
        onPick?(picked, continuously)
    }

    // MARK: Drawing

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutLoupe()
    }

    private func layoutLoupe() {
        guard let marker else { loupe.isHidden = true; return }
        loupe.isHidden = false
        let side = Self.loupeDiameter
        loupe.frame = CGRect(x: marker.x * bounds.width - side / 2, y: marker.y * bounds.height - side / 2,
                             width: side, height: side)
        loupe.layer.cornerRadius = side / 2
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).addClip()
        // Linear RGB between the six primaries and secondaries is exactly the
        // HSB hue circle at full saturation and brightness.
        let hues: [CGColor] = [(1, 0, 0), (1, 1, 0), (0, 1, 0), (0, 1, 1), (0, 0, 1), (1, 0, 1), (1, 0, 0)].map {
            UIColor(red: $0.0, green: $0.1, blue: $0.2, alpha: 1).cgColor
        }
        let hueStops: [CGFloat] = (0...6).map { CGFloat($0) / 6 }
        if let gradient = CGGradient(colorsSpace: nil, colors: hues, locations: hueStops) {
            context.drawLinearGradient(gradient, start: CGPoint(x: bounds.minX, y: 0),
                                       end: CGPoint(x: bounds.maxX, y: 0), options: [])
        }
        // White fading out over the top half lowers the saturation exactly as
        // HSB does; black fading in over the bottom half lowers the brightness.
        let white = UIColor.white.cgColor, black = UIColor.black.cgColor
        let wash: [CGColor] = [white, white.copy(alpha: 0)!, black.copy(alpha: 0)!, black]
        let washStops: [CGFloat] = [0, 0.5, 0.5, 1]
        if let gradient = CGGradient(colorsSpace: nil, colors: wash, locations: washStops) {
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: bounds.minY),
                                       end: CGPoint(x: 0, y: bounds.maxY), options: [])
        }
        context.restoreGState()
    }
}
