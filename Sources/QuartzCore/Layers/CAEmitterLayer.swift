import CoreGraphics
import Foundation

/// The shape particles are born on or in, centered on `emitterPosition`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = Self(rawValue: "point")
    /// Along x, `emitterSize.width` long.
    public static let line = Self(rawValue: "line")
    /// `emitterSize`.
    public static let rectangle = Self(rawValue: "rectangle")
    /// A rectangle: a flat emitter has no depth.
    public static let cuboid = Self(rawValue: "cuboid")
    /// Of radius `emitterSize.width`.
    public static let circle = Self(rawValue: "circle")
    /// A circle: a flat emitter has no depth.
    public static let sphere = Self(rawValue: "sphere")
}

/// Where on the shape particles are born.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At the shape's corners (a line's ends; a point's or circle's center).
    public static let points = Self(rawValue: "points")
    /// On its edge.
    public static let outline = Self(rawValue: "outline")
    /// Anywhere inside it.
    public static let surface = Self(rawValue: "surface")
    /// Anywhere inside it (the default).
    public static let volume = Self(rawValue: "volume")
}

/// The order particles are drawn in, and how they combine.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Oldest at the back (the default).
    public static let unordered = Self(rawValue: "unordered")
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    /// Newest at the back.
    public static let oldestLast = Self(rawValue: "oldestLast")
    /// By depth, which a flat emitter does not have: oldest at the back.
    public static let backToFront = Self(rawValue: "backToFront")
    /// Colors add up, as glowing sparks do.
    public static let additive = Self(rawValue: "additive")
}

/// A layer that emits particles of its `emitterCells`, drawn in its own
/// coordinates (not clipped unless `masksToBounds`) between its contents and
/// its sublayers.
///
/// Kumiki's particles are a pure function of the media clock: a particle's
/// birth time comes from the emission rate since the layer was first drawn,
/// and its random values from `seed` and its number, so every frame — and a
/// test at any virtual time — shows the same particles. Changes to
/// `emitterPosition`, `emitterSize` and `birthRate` apply to particles born
/// afterwards; other values apply to every particle at once
/// (docs/BEHAVIOR.md "Particles").
open class CAEmitterLayer: CALayer {
    public required init() {
        super.init()
        properties.emitter = EmitterLayerProperties()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if properties.emitter == nil { properties.emitter = EmitterLayerProperties() }
    }

    private var emitter: EmitterLayerProperties { properties.emitter ?? EmitterLayerProperties() }

    /// The media time the layer was first drawn, when it started emitting.
    private var emissionStart: CFTimeInterval?

    /// The media time emission started, starting it at `time` if the layer
    /// has not been drawn before.
    func startEmitting(at time: CFTimeInterval) -> CFTimeInterval {
        if let emissionStart { return emissionStart }
        emissionStart = time
        return time
    }

    private func update(_ key: String, _ change: (inout EmitterLayerProperties) -> Void) {
        var updated = emitter
        change(&updated)
        setProperty(key, \.emitter, updated, runsAction: false)
    }

    /// The cells emitted, each at its own rate; nil by default.
    open var emitterCells: [CAEmitterCell]? {
        get { emitter.cells }
        set {
            update("emitterCells") { $0.cells = newValue }
            (renderContext ?? CoreAnimationContext.current).animationEngine.registerEmitter(self)
        }
    }

    /// Multiplies every cell's `birthRate`; 1 by default, 0 stops emitting
    /// (particles already out live on).
    open var birthRate: Float {
        get { emitter.current.birthRate }
        set { update("birthRate") { $0.change(at: CACurrentMediaTime()) { $0.birthRate = newValue } } }
    }

    /// Multiplies every cell's `lifetime`; 1 by default.
    open var lifetime: Float {
        get { emitter.lifetime }
        set { update("lifetime") { $0.lifetime = newValue } }
    }

    /// Where particles are born, in the layer's coordinates; (0, 0) by default.
    open var emitterPosition: CGPoint {
        get { emitter.current.position }
        set { update("emitterPosition") { $0.change(at: CACurrentMediaTime()) { $0.position = newValue } } }
    }

    /// Drawn flat: kept, not shown.
    open var emitterZPosition: CGFloat {
        get { emitter.zPosition }
        set { update("emitterZPosition") { $0.zPosition = newValue } }
    }

    /// The emitter shape's size; zero by default.
    open var emitterSize: CGSize {
        get { emitter.current.size }
        set { update("emitterSize") { $0.change(at: CACurrentMediaTime()) { $0.size = newValue } } }
    }

    /// Drawn flat: kept, not shown.
    open var emitterDepth: CGFloat {
        get { emitter.depth }
        set { update("emitterDepth") { $0.depth = newValue } }
    }

    open var emitterShape: CAEmitterLayerEmitterShape {
        get { emitter.shape }
        set { update("emitterShape") { $0.shape = newValue } }
    }

    open var emitterMode: CAEmitterLayerEmitterMode {
        get { emitter.mode }
        set { update("emitterMode") { $0.mode = newValue } }
    }

    open var renderMode: CAEmitterLayerRenderMode {
        get { emitter.renderMode }
        set { update("renderMode") { $0.renderMode = newValue } }
    }

    /// Multiplies every particle's velocity; 1 by default.
    open var velocity: Float {
        get { emitter.velocity }
        set { update("velocity") { $0.velocity = newValue } }
    }

    /// Multiplies every particle's scale; 1 by default.
    open var scale: Float {
        get { emitter.scale }
        set { update("scale") { $0.scale = newValue } }
    }

    /// Multiplies every particle's spin; 1 by default.
    open var spin: Float {
        get { emitter.spin }
        set { update("spin") { $0.spin = newValue } }
    }

    /// Seeds the particles' random values: the same seed, the same particles.
    open var seed: UInt32 {
        get { emitter.seed }
        set { update("seed") { $0.seed = newValue } }
    }
}
