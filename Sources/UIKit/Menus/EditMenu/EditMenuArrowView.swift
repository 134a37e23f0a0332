import CoreGraphics

/// The arrow of an edit menu: a triangle in the bar's color pointing at the
/// target, its base reaching a hairline into the bar so no seam shows.
@MainActor
final class EditMenuArrowView: UIView {
    var pointsUp = false {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let hairline = 1 / (window?.screen.scale ?? 1)
        let tipY = pointsUp ? hairline / 2 : bounds.height - hairline / 2
        let baseY = pointsUp ? bounds.height + hairline : -hairline
        let tip = CGPoint(x: bounds.midX, y: tipY)
        let left = CGPoint(x: bounds.minX, y: baseY)
        let right = CGPoint(x: bounds.maxX, y: baseY)
        EditMenuView.barColor.setFill()
        context.move(to: left)
        context.addLine(to: tip)
        context.addLine(to: right)
        context.closePath()
        context.fillPath()
    }
}
