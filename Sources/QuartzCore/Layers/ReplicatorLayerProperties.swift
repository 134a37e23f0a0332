import CoreGraphics
import Foundation

/// A replicator layer's own model values, kept with the rest of a layer's
/// (`CALayerProperties.replicator`) so that they animate and present like them.
struct ReplicatorLayerProperties {
    var instanceCount = 1
    var instanceDelay: CFTimeInterval = 0
    var instanceTransform = CATransform3DIdentity
    var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1)
    var instanceRedOffset: Float = 0
    var instanceGreenOffset: Float = 0
    var instanceBlueOffset: Float = 0
    var instanceAlphaOffset: Float = 0
    var preservesDepth = false

    /// The keys Core Animation animates implicitly on a standalone replicator layer.
    static let animatableKeys: Set<String> = [
        "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset", "instanceGreenOffset",
        "instanceBlueOffset", "instanceAlphaOffset",
    ]

    /// The color multiplying instance `index` (0 is the original): the
    /// instance color plus `index` times each offset, each channel held to 0…1.
    func color(ofInstance index: Int) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let base = instanceColor?.sRGBComponents ?? (red: 1, green: 1, blue: 1, alpha: 1)
        func channel(_ value: CGFloat, _ offset: Float) -> Double {
            min(1, max(0, Double(value) + Double(index) * Double(offset)))
        }
        return (channel(base.red, instanceRedOffset), channel(base.green, instanceGreenOffset),
                channel(base.blue, instanceBlueOffset), channel(base.alpha, instanceAlphaOffset))
    }
}
