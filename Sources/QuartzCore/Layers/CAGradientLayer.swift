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

    private func setGradient<Value>(_ key: String, _ keyPath: WritableKeyPath<GradientLayerProperties, Value>,
                                    _ value: Value, runsAction: Bool = true) {
        var updated = gradient
        updated[keyPath: keyPath] = value
        setProperty(key, \.gradient, updated, runsAction: runsAction)
    }

    /// `CGColor`s; other elements are ignored. nil (nothing drawn) by default.
    open var colors: [Any]? {
        get { gradient.colors }
        set { setGradient("colors", \.colors, newValue.map { $0.compactMap { $0 as? CGColor } }) }
    }

    /// Each color's stop, 0…1 along the gradient; nil (or a count that does
    /// not match `colors`) spreads the colors evenly.
    open var locations: [NSNumber]? {
        get { gradient.locations }
        set { setGradient("locations", \.locations, newValue) }
    }

    /// (0.5, 0) by default: the top middle.
    open var startPoint: CGPoint {
        get { gradient.startPoint }
        set { setGradient("startPoint", \.startPoint, newValue) }
    }

    /// (0.5, 1) by default: the bottom middle.
    open var endPoint: CGPoint {
        get { gradient.endPoint }
        set { setGradient("endPoint", \.endPoint, newValue) }
    }

    /// `.axial` by default.
    open var type: CAGradientLayerType {
        get { gradient.type }
        set { setGradient("type", \.type, newValue, runsAction: false) }
    }

    open override class func defaultAction(forKey event: String) -> CAAction? {
        if GradientLayerProperties.animatableKeys.contains(event) { return CABasicAnimation(keyPath: event) }
        return super.defaultAction(forKey: event)
    }
}
