import CoreGraphics

/// Scrolling the nearest `CAScrollLayer` above a layer.
extension CALayer {
    /// The nearest ancestor that is a `CAScrollLayer` (not this layer itself).
    private var enclosingScrollLayer: CAScrollLayer? {
        var layer = superlayer
        while let current = layer {
            if let scrollLayer = current as? CAScrollLayer { return scrollLayer }
            layer = current.superlayer
        }
        return nil
    }

    /// Scrolls the nearest enclosing `CAScrollLayer` so that `p` (in this
    /// layer's coordinates) lies at its origin. Nothing happens without one.
    public func scroll(_ p: CGPoint) {
        guard let scrollLayer = enclosingScrollLayer else { return }
        scrollLayer.scroll(to: scrollLayer.convert(p, from: self))
    }

    /// Scrolls the nearest enclosing `CAScrollLayer` as little as needed to
    /// show `r` (in this layer's coordinates).
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scrollLayer = enclosingScrollLayer else { return }
        scrollLayer.scroll(to: scrollLayer.convert(r, from: self))
    }

    /// The part of the bounds that the nearest enclosing `CAScrollLayer`
    /// shows, in this layer's coordinates; the whole bounds without one, and
    /// `.zero` when none of it is showing.
    public var visibleRect: CGRect {
        guard let scrollLayer = enclosingScrollLayer else { return bounds }
        let shown = convert(scrollLayer.bounds, from: scrollLayer).intersection(bounds)
        return shown.isNull ? .zero : shown
    }
}
