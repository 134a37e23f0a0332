import CoreGraphics

/// Drawing. A view's layer draws through the view: backgrounds, borders and
/// corners are layer properties; `draw(_:)` output becomes the layer's contents.
extension UIView: @preconcurrency CALayerDelegate {
    public func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    public func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
    }

    /// Classes known to override `draw(_:)` (true) or not (false).
    private static var drawingClasses: [ObjectIdentifier: Bool] = [:]

    static func drawsItself(_ type: UIView.Type) -> Bool? {
        drawingClasses[ObjectIdentifier(type)]
    }

    static func markDrawsItself(_ type: UIView.Type, _ value: Bool) {
        drawingClasses[ObjectIdentifier(type)] = value
    }

    /// Draws `draw(_:)` into a fresh backing image, unless the class turns out not
    /// to override it — then the layer's contents are left alone (so views that
    /// set `layer.contents` themselves keep them).
    public func display(_ layer: CALayer) {
        let viewClass = type(of: self)
        guard UIView.drawsItself(viewClass) != false else { return }
        let scale = layer.contentsScale
        let size = layer.bounds.size
        guard size.width > 0, size.height > 0 else {
            // Only a view known to draw owns its contents; others may have set them.
            if UIView.drawsItself(viewClass) == true { layer.contents = nil }
            // Nothing to draw into yet: draw once the view has a size.
            drawsWhenSized = true
            return
        }
        drawsWhenSized = false
        let context = CGContext.flipped(size: size, scale: scale, opaque: false)
        context.translateBy(x: -layer.bounds.minX, y: -layer.bounds.minY)
        UIView.markDrawsItself(viewClass, true)
        UIGraphicsPushContext(context)
        draw(layer.bounds)
        UIGraphicsPopContext()
        // The base implementation marks the class as not drawing.
        guard UIView.drawsItself(viewClass) == true else { return }
        layer.contents = context.makeImage()
    }

    public func layoutSublayers(of layer: CALayer) {
        runLayoutPass()
    }

    /// A view's own layer never animates implicitly: outside animation blocks
    /// UIKit answers `NSNull` for every key; inside one, the block's animation
    /// (see `UIView.animate`).
    public func action(for layer: CALayer, forKey event: String) -> CAAction? {
        animationAction(for: layer, forKey: event)
    }
}
