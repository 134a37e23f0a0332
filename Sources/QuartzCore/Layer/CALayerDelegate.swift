import CoreGraphics

/// A layer's delegate (a `UIView` for the view's own layer). Every method has a
/// default that does what Core Animation does when the delegate does not
/// implement it.
public protocol CALayerDelegate: AnyObject {
    /// Replaces the layer's drawing entirely. Default: the layer draws its backing
    /// image through `draw(in:)` (which asks `draw(_:in:)`).
    func display(_ layer: CALayer)
    /// Draws the layer's content; the context is y-down in points, like UIKit.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called right before the layer draws its backing image.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers; default: nothing.
    func layoutSublayers(of layer: CALayer)
    /// The action for a property change: nil to keep searching, `NSNull()` to stop
    /// with no action.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {
        layer.drawBackingImage()
    }

    public func draw(_ layer: CALayer, in ctx: CGContext) {}

    public func layerWillDraw(_ layer: CALayer) {}

    public func layoutSublayers(of layer: CALayer) {}

    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
