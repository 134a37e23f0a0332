import CoreGraphics
import Foundation

/// How strongly vibrant content stands out from the material behind it:
/// label styles for text, fill styles for larger areas, and separators.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}

/// Makes the content of a visual effect view vibrant: a
/// `UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))` placed in
/// the `contentView` of a view blurred with `blur` draws its own
/// `contentView`'s subviews in a color taken from the blurred backdrop
/// behind them, so text over a red area reads dark red, over a blue area
/// dark blue. Only the content's alpha counts: its own colors are replaced.
///
/// How Kumiki draws it (iOS uses private color-matrix filters; the numbers
/// are approximations read off iOS 17 screenshots of each style over a
/// light and a dark material, and are uncertain): the content's alpha masks
/// a fill of a gray that has an alpha, and the result is composited with
/// the luminosity blend mode, so the pixels keep the backdrop's hue and
/// saturation and take the gray's lightness, mixed by the alpha with the
/// backdrop itself. The gray and its alpha (lightness, alpha) per style:
///
/// | style | over a light material | over a dark material |
/// |---|---|---|
/// | `.label` | 0.15, 0.85 | 0.95, 0.75 |
/// | `.secondaryLabel` | 0.25, 0.65 | 0.85, 0.50 |
/// | `.tertiaryLabel` | 0.35, 0.45 | 0.75, 0.35 |
/// | `.quaternaryLabel` | 0.45, 0.30 | 0.70, 0.22 |
/// | `.fill` | 0.45, 0.30 | 0.70, 0.22 |
/// | `.secondaryFill` | 0.50, 0.22 | 0.65, 0.16 |
/// | `.tertiaryFill` | 0.55, 0.15 | 0.60, 0.11 |
/// | `.separator` | 0.40, 0.35 | 0.75, 0.25 |
///
/// Over white, `.label` text comes out a gray of 0.28; over the dark
/// materials' 0.12 gray, a gray of 0.74. The material (light or dark) is
/// that of the blur effect the vibrancy was made for, following the
/// appearance for the adaptive `system…Material` styles; as on iOS, use the
/// same blur effect as the enclosing blur view's. A vibrancy effect view
/// that is not inside the `contentView` of a view with a blur effect draws
/// its content normally.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy was made for.
    let blurEffect: UIBlurEffect
    /// The style it was made with; `.label` unless given.
    let style: UIVibrancyEffectStyle

    private init(blur: UIBlurEffect, vibrancyStyle: UIVibrancyEffectStyle) {
        blurEffect = blur
        style = vibrancyStyle
        super.init()
    }

    /// A vibrancy effect for content over `blurEffect`, in the `.label` style.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blur: blurEffect, vibrancyStyle: .label)
    }

    /// A vibrancy effect for content over `blurEffect`, in `style`.
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init(blur: blurEffect, vibrancyStyle: style)
    }

    /// The gray (lightness, alpha) the content's alpha masks, in light and
    /// dark materials (the table above).
    nonisolated static func gray(for style: UIVibrancyEffectStyle, dark: Bool)
        -> (lightness: CGFloat, alpha: CGFloat) {
        switch (style, dark) {
        case (.label, false): (0.15, 0.85)
        case (.label, true): (0.95, 0.75)
        case (.secondaryLabel, false): (0.25, 0.65)
        case (.secondaryLabel, true): (0.85, 0.5)
        case (.tertiaryLabel, false): (0.35, 0.45)
        case (.tertiaryLabel, true): (0.75, 0.35)
        case (.quaternaryLabel, false), (.fill, false): (0.45, 0.3)
        case (.quaternaryLabel, true), (.fill, true): (0.7, 0.22)
        case (.secondaryFill, false): (0.5, 0.22)
        case (.secondaryFill, true): (0.65, 0.16)
        case (.tertiaryFill, false): (0.55, 0.15)
        case (.tertiaryFill, true): (0.6, 0.11)
        case (.separator, false): (0.4, 0.35)
        case (.separator, true): (0.75, 0.25)
        }
    }

    /// The fill the content's alpha masks, following the appearance when the
    /// blur's material does: the dark column for a material whose tint is
    /// darker than mid-gray.
    var fillColor: UIColor {
        let material = blurEffect.material
        let style = style
        return UIColor { traits in
            let tint = traits.userInterfaceStyle == .dark ? material.dark : material.light
            let gray = UIVibrancyEffect.gray(for: style, dark: tint.white < 0.5)
            return UIColor(white: gray.lightness, alpha: gray.alpha)
        }
    }

    /// The Core Image blend mode the recolored content is composited with.
    static let blendMode = "luminosityBlendMode"
}
