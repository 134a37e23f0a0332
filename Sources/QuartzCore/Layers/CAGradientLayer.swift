import CoreGraphics
import Foundation

/// A layer that fills its bounds with a color gradient, over its
/// background color: axial, radial or conic, through `colors` at
/// `locations`, placed by `startPoint` and `endPoint` in the unit square of
/// the bounds ((0, 0) top left, (1, 1) bottom right). `colors`,
/// `locations`, `startPoint` and `endPoint` animate.
open class CAGradientLayer: CALayer {
    public required init() {
        super.init()
        properties.gradient = GradientLayerProperties()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if properties.gradient == nil { properties.gradient = GradientLayerProperties() }
    }

    private var gradient: GradientLayerProperties { properties.gradient ?? GradientLayerProperties() }

    /// `CGColor`s; other elements are ignored. nil (nothing drawn) by default.
    open var colors: [Any]? {
        get { gradient.colors }
        set {
            setSubclassProperty("colors", \.gradient, \.colors, newValue.map { $0.compactMap { $0 as? CGColor } },
                                fallback: GradientLayerProperties())
        }
    }

    /// Each color's stop, 0…1 along the gradient; nil (or a count that does
    /// not match `colors`) spreads the colors evenly.
    open var locations: [NSNumber]? {
        get { gradient.locations }
        set { setSubclassProperty("locations", \.gradient, \.locations, newValue, fallback: GradientLayerProperties()) }
    }

    /// (0.5, 0) by default: the top middle.
    open var startPoint: CGPoint {
        get { gradient.startPoint }
        set {
            setSubclassProperty("startPoint", \.gradient, \.startPoint, newValue,
                                fallback: GradientLayerProperties())
        }
    }

    /// (0.5, 1) by default: the bottom middle.
    open var endPoint: CGPoint {
        get { gradient.endPoint }
        set { setSubclassProperty("endPoint", \.gradient, \.endPoint, newValue, fallback: GradientLayerProperties()) }
    }

    /// `.axial` by default.
    open var type: CAGradientLayerType {
        get { gradient.type }
        set {
            setSubclassProperty("type", \.gradient, \.type, newValue,
                                fallback: GradientLayerProperties(), runsAction: false)
        }
    }

    open override class func defaultAction(forKey event: String) -> CAAction? {
        if GradientLayerProperties.animatableKeys.contains(event) { return CABasicAnimation(keyPath: event) }
        return super.defaultAction(forKey: event)
    }
}
