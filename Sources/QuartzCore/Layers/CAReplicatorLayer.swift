import CoreGraphics
import Foundation

/// A layer that draws its sublayers `instanceCount` times: each copy moved
/// by one more `instanceTransform` than the last, its animations running
/// `instanceDelay` seconds later, and its colors multiplied by
/// `instanceColor` plus one more of each color offset (a row of dots whose
/// opacity falls off, a spinner of fading spokes).
open class CAReplicatorLayer: CALayer {
    public required init() {
        super.init()
        properties.replicator = ReplicatorLayerProperties()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if properties.replicator == nil { properties.replicator = ReplicatorLayerProperties() }
    }

    private var replicator: ReplicatorLayerProperties { properties.replicator ?? ReplicatorLayerProperties() }

    /// How many copies are drawn, the sublayers themselves included (1 by
    /// default; 0 or less draws none).
    open var instanceCount: Int {
        get { replicator.instanceCount }
        set {
            setSubclassProperty("instanceCount", \.replicator, \.instanceCount, newValue,
                                fallback: ReplicatorLayerProperties(), runsAction: false)
        }
    }

    /// Seconds each copy's animations lag the one before.
    open var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set {
            setSubclassProperty("instanceDelay", \.replicator, \.instanceDelay, newValue,
                                fallback: ReplicatorLayerProperties())
        }
    }

    /// Applied once more to each copy than to the one before, about the
    /// replicator's anchor point (the affine part is drawn).
    open var instanceTransform: CATransform3D {
        get { replicator.instanceTransform }
        set {
            setSubclassProperty("instanceTransform", \.replicator, \.instanceTransform, newValue,
                                fallback: ReplicatorLayerProperties())
        }
    }

    /// Multiplies the first copy's colors; opaque white (no change) by default.
    open var instanceColor: CGColor? {
        get { replicator.instanceColor }
        set {
            setSubclassProperty("instanceColor", \.replicator, \.instanceColor, newValue,
                                fallback: ReplicatorLayerProperties())
        }
    }

    /// Added to the color's channels once more for each copy.
    open var instanceRedOffset: Float {
        get { replicator.instanceRedOffset }
        set {
            setSubclassProperty("instanceRedOffset", \.replicator, \.instanceRedOffset, newValue,
                                fallback: ReplicatorLayerProperties())
        }
    }

    open var instanceGreenOffset: Float {
        get { replicator.instanceGreenOffset }
        set {
            setSubclassProperty("instanceGreenOffset", \.replicator, \.instanceGreenOffset, newValue,
                                fallback: ReplicatorLayerProperties())
        }
    }

    open var instanceBlueOffset: Float {
        get { replicator.instanceBlueOffset }
        set {
            setSubclassProperty("instanceBlueOffset", \.replicator, \.instanceBlueOffset, newValue,
                                fallback: ReplicatorLayerProperties())
        }
    }

    open var instanceAlphaOffset: Float {
        get { replicator.instanceAlphaOffset }
        set {
            setSubclassProperty("instanceAlphaOffset", \.replicator, \.instanceAlphaOffset, newValue,
                                fallback: ReplicatorLayerProperties())
        }
    }

    /// Stored: Kumiki draws the copies flat, in order (PORTING "3-D").
    open var preservesDepth: Bool {
        get { replicator.preservesDepth }
        set {
            setSubclassProperty("preservesDepth", \.replicator, \.preservesDepth, newValue,
                                fallback: ReplicatorLayerProperties(), runsAction: false)
        }
    }

    open override class func defaultAction(forKey event: String) -> CAAction? {
        if ReplicatorLayerProperties.animatableKeys.contains(event) { return CABasicAnimation(keyPath: event) }
        return super.defaultAction(forKey: event)
    }
}
