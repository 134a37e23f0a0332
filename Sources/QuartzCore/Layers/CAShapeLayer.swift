import CoreGraphics
import Foundation

/// A layer that draws a path: filled, then stroked, between its contents
/// and its first sublayer, as Core Animation composites it. `path`, the
/// colors, `lineWidth`, `miterLimit`, `lineDashPhase`, `strokeStart` and
/// `strokeEnd` animate (a progress ring animates `strokeEnd`).
open class CAShapeLayer: CALayer {
    public required init() {
        super.init()
        properties.shape = ShapeLayerProperties()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if properties.shape == nil { properties.shape = ShapeLayerProperties() }
    }

    private var shape: ShapeLayerProperties { properties.shape ?? ShapeLayerProperties() }

    private func setShape<Value>(_ key: String, _ keyPath: WritableKeyPath<ShapeLayerProperties, Value>, _ value: Value,
                                 runsAction: Bool = true) {
        var updated = shape
        updated[keyPath: keyPath] = value
        setProperty(key, \.shape, updated, runsAction: runsAction)
    }

    /// The shape, in the layer's coordinates (not clipped to the bounds unless
    /// `masksToBounds`).
    open var path: CGPath? {
        get { shape.path }
        set { setShape("path", \.path, newValue) }
    }

    /// Opaque black by default; nil fills nothing.
    open var fillColor: CGColor? {
        get { shape.fillColor }
        set { setShape("fillColor", \.fillColor, newValue) }
    }

    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule }
        set { setShape("fillRule", \.fillRule, newValue, runsAction: false) }
    }

    /// nil (no stroke) by default.
    open var strokeColor: CGColor? {
        get { shape.strokeColor }
        set { setShape("strokeColor", \.strokeColor, newValue) }
    }

    /// Points; 1 by default, centered on the path.
    open var lineWidth: CGFloat {
        get { shape.lineWidth }
        set { setShape("lineWidth", \.lineWidth, newValue) }
    }

    open var lineCap: CAShapeLayerLineCap {
        get { shape.lineCap }
        set { setShape("lineCap", \.lineCap, newValue, runsAction: false) }
    }

    open var lineJoin: CAShapeLayerLineJoin {
        get { shape.lineJoin }
        set { setShape("lineJoin", \.lineJoin, newValue, runsAction: false) }
    }

    /// 10 by default.
    open var miterLimit: CGFloat {
        get { shape.miterLimit }
        set { setShape("miterLimit", \.miterLimit, newValue) }
    }

    /// Alternating painted and unpainted lengths in points; nil for a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern }
        set { setShape("lineDashPattern", \.lineDashPattern, newValue, runsAction: false) }
    }

    /// How far into the dash pattern the line starts, in points.
    open var lineDashPhase: CGFloat {
        get { shape.lineDashPhase }
        set { setShape("lineDashPhase", \.lineDashPhase, newValue) }
    }

    /// Where the stroke starts, as a fraction of the path's length (0 by default).
    open var strokeStart: CGFloat {
        get { shape.strokeStart }
        set { setShape("strokeStart", \.strokeStart, newValue) }
    }

    /// Where the stroke ends, as a fraction of the path's length (1 by default).
    open var strokeEnd: CGFloat {
        get { shape.strokeEnd }
        set { setShape("strokeEnd", \.strokeEnd, newValue) }
    }

    open override class func defaultAction(forKey event: String) -> CAAction? {
        if ShapeLayerProperties.animatableKeys.contains(event) { return CABasicAnimation(keyPath: event) }
        return super.defaultAction(forKey: event)
    }
}

extension ShapeLayerProperties {
    /// The keys Core Animation animates implicitly on a standalone shape layer.
    static let animatableKeys: Set<String> = [
        "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd",
    ]
}
