import Foundation

/// UIKit's spinner, shared by the refresh control and the activity
/// indicator: eight rounded spokes, each fainter than the one before, shown
/// one by one as `progress` grows (a refresh control's pull), turning once a
/// second while spinning.
@preconcurrency @MainActor
final class SpinnerView: UIView {
    static let spokeCount = 8
    static let turnDuration: CFTimeInterval = 1

    /// How much of the pull is done (0 to 1): the spokes shown.
    var progress: CGFloat = 0 {
        didSet { if progress != oldValue { setNeedsDisplay() } }
    }

    var isSpinning = false {
        didSet {
            guard isSpinning != oldValue else { return }
            if isSpinning {
                let turn = CABasicAnimation(keyPath: "transform.rotation.z")
                turn.fromValue = 0
                turn.toValue = 2 * Double.pi
                turn.duration = Self.turnDuration
                turn.repeatCount = .infinity
                layer.add(turn, forKey: "spin")
            } else {
                layer.removeAnimation(forKey: "spin")
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The spokes' color. nil: the superview's own tint when one was set,
    /// else system gray (a refresh control does not take the app's tint).
    var color: UIColor? {
        didSet { setNeedsDisplay() }
    }

    private var spokeColor: UIColor {
        color ?? superview?.tintColorStorage ?? .systemGray
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let shown = Int((progress * CGFloat(Self.spokeCount)).rounded(.down))
        guard shown > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        context.setLineCap(.round)
        context.setLineWidth(radius * 0.2)
        for index in 0..<min(shown, Self.spokeCount) {
            // Clockwise from the top; later spokes fainter, as iOS draws them.
            let angle = -CGFloat.pi / 2 + CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
            let fade = 1 - CGFloat(index) / CGFloat(Self.spokeCount) * 0.7
            spokeColor.withAlphaComponent(fade).setStroke()
            context.move(to: CGPoint(x: center.x + cos(angle) * radius * 0.45, y: center.y + sin(angle) * radius * 0.45))
            context.addLine(to: CGPoint(x: center.x + cos(angle) * radius * 0.9, y: center.y + sin(angle) * radius * 0.9))
            context.strokePath()
        }
    }
}
