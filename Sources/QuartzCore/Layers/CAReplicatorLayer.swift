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

    private func setReplicator<Value>(_ key: String, _ keyPath: WritableKeyPath<ReplicatorLayerProperties, Value>,
                                      _ value: Value, runsAction: Bool = true) {
        var updated = replicator
        updated[keyPath: keyPath] = value
        setProperty(key, \.replicator, updated, runsAction: runsAction)
    }

    /// How many copies are drawn, the sublayers themselves included (1 by
    /// default; 0 or less draws none).
    open var instanceCount: Int {
        get { replicator.instanceCount }
        set { setReplicator("instanceCount", \.instanceCount, newValue, runsAction: false) }
    }

    /// Seconds each copy's animations lag the one before.
    open var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set { setReplicator("instanceDelay", \.instanceDelay, newValue) }
    }

    /// Applied once more to each copy than to the one before, about the
    /// replicator's anchor point (the affine part is drawn).
    open var instanceTransform: CATransform3D {
        get { replicator.instanceTransform }
        set { setReplicator("instanceTransform", \.instanceTransform, newValue) }
    }

    /// Multiplies the first copy's colors; opaque white (no change) by default.
    open var instanceColor: CGColor? {
        get { replicator.instanceColor }
        set { setReplicator("instanceColor", \.instanceColor, newValue) }
    }

    /// Added to the color's channels once more for each copy.
    open var instanceRedOffset: Float {
        get { replicator.instanceRedOffset }
        set { setReplicator("instanceRedOffset", \.instanceRedOffset, newValue) }
    }

    open var instanceGreenOffset: Float {
        get { replicator.instanceGreenOffset }
        set { setReplicator("instanceGreenOffset", \.instanceGreenOffset, newValue) }
    }

    open var instanceBlueOffset: Float {
        get { replicator.instanceBlueOffset }
        set { setReplicator("instanceBlueOffset", \.instanceBlueOffset, newValue) }
    }

    open var instanceAlphaOffset: Float {
        get { replicator.instanceAlphaOffset }
        set { setReplicator("instanceAlphaOffset", \.instanceAlphaOffset, newValue) }
    }

    /// Stored: Kumiki draws the copies flat, in order (PORTING "3-D").
    open var preservesDepth: Bool {
        get { replicator.preservesDepth }
        set { setReplicator("preservesDepth", \.preservesDepth, newValue, runsAction: false) }
    }

    open override class func defaultAction(forKey event: String) -> CAAction? {
        if ReplicatorLayerProperties.animatableKeys.contains(event) { return CABasicAnimation(keyPath: event) }
        return super.defaultAction(forKey: event)
    }
}
