import CoreGraphics

/// One of the two grabbers at the ends of a selection, as iOS draws them: a
/// stem as tall as the line and as wide as the caret, in the tint, with a
/// round knob above the start's stem and below the end's.
@MainActor
final class SelectionHandleView: UIView {
    /// The knob's diameter, in points (uncertain: read off iOS 17 screenshots).
    static let knobDiameter: CGFloat = 10
    /// The stem's width: the caret's.
    static let stemWidth: CGFloat = 2

    /// Whether this is the selection's start handle (knob on top).
    let isStart: Bool

    init(isStart: Bool) {
        self.isStart = isStart
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        isUserInteractionEnabled = false
        isHidden = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Stands the handle on `caret` (the caret's rectangle at its end of the
    /// selection, in the superview's coordinates).
    func place(on caret: CGRect) {
        let knob = Self.knobDiameter
        frame = CGRect(x: caret.midX - knob / 2, y: isStart ? caret.minY - knob + 1 : caret.minY,
                       width: knob, height: caret.height + knob - 1)
    }

    /// The middle of the stem, in the superview's coordinates.
    var stemCenter: CGPoint {
        let knob = Self.knobDiameter
        return CGPoint(x: frame.midX, y: isStart ? (frame.minY + knob - 1 + frame.maxY) / 2
                                                 : (frame.minY + frame.maxY - knob + 1) / 2)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let knob = Self.knobDiameter
        tintColor.setFill()
        let stemHeight = bounds.height - knob + 1
        context.fill(CGRect(x: bounds.midX - Self.stemWidth / 2, y: isStart ? knob - 1 : 0,
                            width: Self.stemWidth, height: stemHeight))
        context.fillEllipse(in: CGRect(x: 0, y: isStart ? 0 : bounds.height - knob, width: knob, height: knob))
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
