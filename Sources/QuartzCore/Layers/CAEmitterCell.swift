import CoreGraphics
import Foundation

/// One kind of particle a `CAEmitterLayer` emits: how many per second, how
/// long each lives, how it moves, grows, turns and changes color, and the
/// image it shows. Every `…Range` is the most a particle's value differs from
/// the base value either way, picked uniformly per particle; every `…Speed`
/// is a change per second of the particle's life. Angles are radians, speeds
/// points per second, accelerations points per second squared, in the
/// emitter layer's coordinates (y down).
///
/// A cell's values are read when the emitter draws, so changing one affects
/// particles already flying too (Core Animation fixes them at birth).
/// Sub-cells (`emitterCells` of a cell) are absent.
open class CAEmitterCell: NSObject {
    open var name: String?
    /// A disabled cell emits nothing (and its particles disappear).
    open var isEnabled = true

    /// Particles per second (times the layer's `birthRate`); 0 by default.
    open var birthRate: Float = 0
    /// Seconds a particle lives (times the layer's `lifetime`); 0 by default.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0

    /// The direction particles leave in, in the x-y plane: 0 along +x, π/2
    /// along +y (down the screen).
    open var emissionLongitude: CGFloat = 0
    /// The tilt out of the x-y plane: the speed in the plane is scaled by its cosine.
    open var emissionLatitude: CGFloat = 0
    /// The angle of the cone around the direction that particles spread over
    /// uniformly (a 2π cone is every direction).
    open var emissionRange: CGFloat = 0

    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    /// Along z, which a flat emitter does not show.
    open var zAcceleration: CGFloat = 0

    /// The image's scale (times the layer's `scale`); 1 by default.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0

    /// Radians per second (times the layer's `spin`).
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0

    /// Multiplies the image's colors; opaque white by default.
    open var color: CGColor? = CGColor(gray: 1, alpha: 1)
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0

    /// The particle's image (a `CGImage`); a cell without one draws nothing.
    open var contents: Any?
    /// The part of `contents` shown, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point; 1 by default.
    open var contentsScale: CGFloat = 1

    public required override init() {
        super.init()
    }

    /// A new cell, as `init()` makes it.
    open class func emitterCell() -> Self {
        Self.init()
    }
}
