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

extension LayerCompositor {
    /// How this (damage-tracking) compositor's last frame differs from
    /// `root` drawn whole by a new compositor of the same size: how many
    /// channel values, and by how much at most.
    @MainActor
    func differenceFromWhole(of root: CALayer) -> (count: Int, largest: Int) {
        let whole = LayerCompositor(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        whole.tracksDamage = false
        whole.render(root)
        let expected = whole.withPixels { buffer, _ in Array(buffer) }
        let actual = withPixels { buffer, _ in Array(buffer) }
        var count = 0, largest = 0
        for (a, b) in zip(expected, actual) where a != b {
            count += 1
            largest = max(largest, abs(Int(a) - Int(b)))
        }
        return (count, largest)
    }
}
