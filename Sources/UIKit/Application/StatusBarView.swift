import Foundation

/// The status bar's content, drawn as the iOS simulator shows it: the time
/// and the cellular, Wi‑Fi and battery glyphs, black (dark content) or white
/// (light content) on a clear background.
///
/// The time is always "9:41", as in Apple's screenshots, so that pictures of
/// the screen are the same whenever they are taken (docs/PORTING.md). The
/// signal is full, Wi‑Fi full, the battery full.
///
/// Layouts, in points, by the bar's shape: an iPhone with the Dynamic Island
/// (a bar 44 pt or taller) centers the time in the area left of the island
/// (126 pt wide, centered) and the glyphs in the area right of it; an iPhone
/// with a 20 pt bar centers the time with the signal on the left and the
/// battery on the right; an iPad puts the time at the leading edge and the
/// glyphs at the trailing edge, 20 pt in. Glyph sizes follow iOS 17's bar:
/// cellular 17×11, Wi‑Fi 16×11.5, battery 27×13 (at 1× for a 44 pt bar, ×0.8
/// for the smaller bars); time in the semibold system font, 17 pt (12 pt on
/// the smaller bars).
final class StatusBarView: UIView {
    /// Light content (white) rather than dark (black).
    var isLightContent = false {
        didSet { if isLightContent != oldValue { setNeedsDisplay() } }
    }
    /// Whether the device is an iPad (leading time, trailing glyphs).
    var isPad = false {
        didSet { if isPad != oldValue { setNeedsDisplay() } }
    }

    /// The time the bar shows, fixed (see above).
    static let time = "9:41"
    /// The Dynamic Island's width, which the two sides of a tall bar flank.
    static let islandWidth: CGFloat = 126

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), bounds.height > 0 else { return }
        let color: UIColor = isLightContent ? .white : .black
        let isTall = bounds.height >= 44
        let scale: CGFloat = isTall ? 1 : 0.8
        let font = UIFont.systemFont(ofSize: isTall ? 17 : 12, weight: .semibold)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let timeSize = Self.time.size(withAttributes: attributes)
        let midY = bounds.height / 2

        let signalSize = CGSize(width: 17 * scale, height: 11 * scale)
        let wifiSize = CGSize(width: 16 * scale, height: 11.5 * scale)
        let batterySize = CGSize(width: 27 * scale, height: 13 * scale)
        let gap = 5 * scale
        let glyphsWidth = signalSize.width + gap + wifiSize.width + gap + batterySize.width

        let timeX: CGFloat
        var signalX: CGFloat
        let batteryX: CGFloat
        if isPad {
            timeX = 20
            batteryX = bounds.width - 20 - batterySize.width
            signalX = batteryX - gap - wifiSize.width - gap - signalSize.width
        } else if isTall {
            let ear = (bounds.width - Self.islandWidth) / 2
            timeX = ear / 2 - timeSize.width / 2
            signalX = bounds.width - ear / 2 - glyphsWidth / 2
            batteryX = signalX + signalSize.width + gap + wifiSize.width + gap
        } else {
            timeX = bounds.width / 2 - timeSize.width / 2
            signalX = 6
            batteryX = bounds.width - 6 - batterySize.width
        }
        Self.time.draw(at: CGPoint(x: timeX, y: midY - timeSize.height / 2), withAttributes: attributes)

        context.setFillColor(color.cgColor)
        drawSignal(in: CGRect(origin: CGPoint(x: signalX, y: midY - signalSize.height / 2), size: signalSize),
                   context: context)
        signalX += signalSize.width + gap
        drawWiFi(in: CGRect(origin: CGPoint(x: signalX, y: midY - wifiSize.height / 2), size: wifiSize), context: context)
        drawBattery(in: CGRect(origin: CGPoint(x: batteryX, y: midY - batterySize.height / 2), size: batterySize),
                    color: color, context: context)
    }

    /// Four bars rising left to right, bottoms aligned, all filled.
    private func drawSignal(in frame: CGRect, context: CGContext) {
        let barWidth = frame.width * 3 / 17
        let spacing = (frame.width - 4 * barWidth) / 3
        for index in 0..<4 {
            let height = frame.height * (0.36 + 0.213 * CGFloat(index))
            let bar = CGRect(x: frame.minX + CGFloat(index) * (barWidth + spacing), y: frame.maxY - height,
                             width: barWidth, height: height)
            context.addPath(CGPath(roundedRect: bar, cornerWidth: barWidth / 3, cornerHeight: barWidth / 3, transform: nil))
        }
        context.fillPath()
    }

    /// A fan of a wedge and two bands, 90° wide, its point at the bottom center.
    private func drawWiFi(in frame: CGRect, context: CGContext) {
        let apex = CGPoint(x: frame.midX, y: frame.maxY)
        let outer = frame.height
        let band = outer * 0.22
        let spacing = outer * 0.14
        let rings: [(inner: CGFloat, outer: CGFloat)] = [
            (0, outer - 2 * (band + spacing)),
            (outer - 2 * band - spacing, outer - band - spacing),
            (outer - band, outer),
        ]
        for ring in rings {
            addSector(center: apex, inner: ring.inner, outer: ring.outer, context: context)
        }
        context.fillPath()
    }

    /// An annular sector from 45° left of straight up to 45° right of it
    /// (a wedge when `inner` is 0), as straight segments a few degrees long.
    private func addSector(center: CGPoint, inner: CGFloat, outer: CGFloat, context: CGContext) {
        let steps = 24
        func point(_ radius: CGFloat, _ step: Int) -> CGPoint {
            let angle = -CGFloat.pi * 3 / 4 + CGFloat.pi / 2 * CGFloat(step) / CGFloat(steps)
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        context.move(to: point(outer, 0))
        for step in 1...steps { context.addLine(to: point(outer, step)) }
        if inner > 0 {
            for step in stride(from: steps, through: 0, by: -1) { context.addLine(to: point(inner, step)) }
        } else {
            context.addLine(to: center)
        }
        context.closePath()
    }

    /// A rounded outline (35 % of the color), the full charge inside it, and
    /// the terminal's nub on the right (40 %).
    private func drawBattery(in frame: CGRect, color: UIColor, context: CGContext) {
        let nubWidth = frame.width * 0.05
        let body = CGRect(x: frame.minX, y: frame.minY, width: frame.width - nubWidth - 1, height: frame.height)
        let corner = frame.height * 0.3
        context.setFillColor(color.withAlphaComponent(0.35).cgColor)
        context.addPath(CGPath(roundedRect: body, cornerWidth: corner, cornerHeight: corner, transform: nil))
        let hole = body.insetBy(dx: 1, dy: 1)
        context.addPath(CGPath(roundedRect: hole, cornerWidth: corner - 1, cornerHeight: corner - 1, transform: nil))
        context.fillPath(using: .evenOdd)
        context.setFillColor(color.withAlphaComponent(0.4).cgColor)
        let nub = CGRect(x: body.maxX + 1, y: frame.midY - frame.height * 0.17, width: nubWidth, height: frame.height * 0.34)
        context.addPath(CGPath(roundedRect: nub, cornerWidth: nubWidth / 2, cornerHeight: nubWidth / 2, transform: nil))
        context.fillPath()
        context.setFillColor(color.cgColor)
        let charge = body.insetBy(dx: 2, dy: 2)
        context.addPath(CGPath(roundedRect: charge, cornerWidth: corner - 2, cornerHeight: corner - 2, transform: nil))
        context.fillPath()
    }
}
