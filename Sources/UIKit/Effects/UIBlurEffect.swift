import CoreGraphics
import Foundation

/// Blurs what lies behind a visual effect view and tints it with a
/// material, adapting to light and dark mode (the `system…Material` styles
/// without a Light or Dark suffix) or fixed.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style this effect was made with.
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur's standard deviation, in points, and the tint over it.
    var material: BlurMaterial { BlurMaterial.of(style) }
}
