import CoreGraphics
import QuartzCore

extension UIView {
    /// Draws one piece of the view's layer — a tile of a `CATiledLayer` (a
    /// view whose `layerClass` is one) — by calling `draw(_:)` with the
    /// piece's rectangle in the context the layer hands over, as UIKit does.
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        traitCollection.withCurrent { draw(ctx.boundingBoxOfClipPath) }
        UIGraphicsPopContext()
    }
}
