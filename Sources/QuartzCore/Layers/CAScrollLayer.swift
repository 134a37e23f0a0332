import CoreGraphics

/// The directions a `CAScrollLayer` scrolls in.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

/// A layer that shows part of its sublayers: scrolling moves its bounds'
/// origin, which the sublayers are placed relative to. It clips to its bounds
/// (`masksToBounds` is true from the start) and handles no touches and draws
/// no scroll indicators, as in Core Animation. Scrolling animates like any
/// `bounds` change unless actions are disabled.
open class CAScrollLayer: CALayer {
    /// The axes `scroll(to:)` may move along; `.both` by default. Along
    /// another axis the origin stays where it is.
    open var scrollMode: CAScrollLayerScrollMode = .both

    public required init() {
        super.init()
        masksToBounds = true
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAScrollLayer { scrollMode = other.scrollMode }
    }

    /// Scrolls so that `p` (in this layer's coordinates) is the bounds' origin,
    /// along the axes `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = p.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = p.y }
        guard origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// Scrolls as little as needed to bring `r` into view: an edge of `r`
    /// outside the bounds is brought to the nearer edge; a rectangle larger
    /// than the bounds shows its minimum edge.
    open func scroll(to r: CGRect) {
        let rect = r.standardized
        func offset(current: CGFloat, length: CGFloat, min: CGFloat, max: CGFloat) -> CGFloat {
            if min < current || max - min > length { return min }
            if max > current + length { return max - length }
            return current
        }
        scroll(to: CGPoint(x: offset(current: bounds.minX, length: bounds.width, min: rect.minX, max: rect.maxX),
                           y: offset(current: bounds.minY, length: bounds.height, min: rect.minY, max: rect.maxY)))
    }
}
