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

    /// The shape, in the layer's coordinates (not clipped to the bounds unless
    /// `masksToBounds`).
    open var path: CGPath? {
        get { shape.path }
        set { setSubclassProperty("path", \.shape, \.path, newValue, fallback: ShapeLayerProperties()) }
    }

    /// Opaque black by default; nil fills nothing.
    open var fillColor: CGColor? {
        get { shape.fillColor }
        set { setSubclassProperty("fillColor", \.shape, \.fillColor, newValue, fallback: ShapeLayerProperties()) }
    }

    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule }
        set {
            setSubclassProperty("fillRule", \.shape, \.fillRule, newValue,
                                fallback: ShapeLayerProperties(), runsAction: false)
        }
    }

    /// nil (no stroke) by default.
    open var strokeColor: CGColor? {
        get { shape.strokeColor }
        set { setSubclassProperty("strokeColor", \.shape, \.strokeColor, newValue, fallback: ShapeLayerProperties()) }
    }

    /// Points; 1 by default, centered on the path.
    open var lineWidth: CGFloat {
        get { shape.lineWidth }
        set { setSubclassProperty("lineWidth", \.shape, \.lineWidth, newValue, fallback: ShapeLayerProperties()) }
    }

    open var lineCap: CAShapeLayerLineCap {
        get { shape.lineCap }
        set {
            setSubclassProperty("lineCap", \.shape, \.lineCap, newValue,
                                fallback: ShapeLayerProperties(), runsAction: false)
        }
    }

    open var lineJoin: CAShapeLayerLineJoin {
        get { shape.lineJoin }
        set {
            setSubclassProperty("lineJoin", \.shape, \.lineJoin, newValue,
                                fallback: ShapeLayerProperties(), runsAction: false)
        }
    }

    /// 10 by default.
    open var miterLimit: CGFloat {
        get { shape.miterLimit }
        set { setSubclassProperty("miterLimit", \.shape, \.miterLimit, newValue, fallback: ShapeLayerProperties()) }
    }

    /// Alternating painted and unpainted lengths in points; nil for a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern }
        set {
            setSubclassProperty("lineDashPattern", \.shape, \.lineDashPattern, newValue,
                                fallback: ShapeLayerProperties(), runsAction: false)
        }
    }

    /// How far into the dash pattern the line starts, in points.
    open var lineDashPhase: CGFloat {
        get { shape.lineDashPhase }
        set {
            setSubclassProperty("lineDashPhase", \.shape, \.lineDashPhase, newValue,
                                fallback: ShapeLayerProperties())
        }
    }

    /// Where the stroke starts, as a fraction of the path's length (0 by default).
    open var strokeStart: CGFloat {
        get { shape.strokeStart }
        set { setSubclassProperty("strokeStart", \.shape, \.strokeStart, newValue, fallback: ShapeLayerProperties()) }
    }

    /// Where the stroke ends, as a fraction of the path's length (1 by default).
    open var strokeEnd: CGFloat {
        get { shape.strokeEnd }
        set { setSubclassProperty("strokeEnd", \.shape, \.strokeEnd, newValue, fallback: ShapeLayerProperties()) }
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
