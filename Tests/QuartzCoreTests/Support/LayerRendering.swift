import CoreGraphics
import QuartzCore

/// `layer` in a white 100 × 100-point root, composited at `scale`.
@MainActor
func renderOverWhite(_ layer: CALayer, scale: CGFloat = 1) -> CGImage {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.backgroundColor = CGColor(gray: 1, alpha: 1)
    root.addSublayer(layer)
    return LayerCompositor.image(of: root, size: root.bounds.size, scale: scale)
}

/// Runs `body` with implicit animations off: a layer already rendered would
/// otherwise animate to the new values.
@MainActor
func withoutActions(_ body: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    body()
    CATransaction.commit()
}
