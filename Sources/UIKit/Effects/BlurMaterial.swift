import CoreGraphics

/// How a blur style looks: the blur's standard deviation (points) and the
/// tint drawn over the blurred backdrop, in light and in dark mode.
///
/// Apple publishes neither; the values are read off iOS 17 screenshots of
/// each material over a test pattern (uncertain), thinner materials
/// letting more of the backdrop through. iOS also raises the backdrop's
/// saturation, which Kumiki does not (docs/PORTING.md "Effects").
struct BlurMaterial: Equatable {
    let radius: CGFloat
    /// (white, alpha) of the tint in light mode, and in dark mode.
    let light: (white: CGFloat, alpha: CGFloat)
    let dark: (white: CGFloat, alpha: CGFloat)

    static func == (lhs: BlurMaterial, rhs: BlurMaterial) -> Bool {
        lhs.radius == rhs.radius && lhs.light == rhs.light && lhs.dark == rhs.dark
    }

    static let ultraThin = BlurMaterial(radius: 10, light: (1, 0.35), dark: (0.1, 0.35))
    static let thin = BlurMaterial(radius: 12, light: (1, 0.55), dark: (0.1, 0.5))
    static let regular = BlurMaterial(radius: 15, light: (0.98, 0.7), dark: (0.12, 0.65))
    static let thick = BlurMaterial(radius: 15, light: (0.97, 0.85), dark: (0.11, 0.8))
    static let chrome = BlurMaterial(radius: 15, light: (0.97, 0.75), dark: (0.15, 0.7))

    /// A fixed look: the same tint in both modes.
    private static func fixed(_ material: BlurMaterial, dark: Bool) -> BlurMaterial {
        let tint = dark ? material.dark : material.light
        return BlurMaterial(radius: material.radius, light: tint, dark: tint)
    }

    static func of(_ style: UIBlurEffect.Style) -> BlurMaterial {
        switch style {
        case .systemUltraThinMaterial: ultraThin
        case .systemThinMaterial: thin
        case .systemMaterial, .regular: regular
        case .systemThickMaterial, .prominent: thick
        case .systemChromeMaterial: chrome
        case .systemUltraThinMaterialLight: fixed(ultraThin, dark: false)
        case .systemThinMaterialLight: fixed(thin, dark: false)
        case .systemMaterialLight: fixed(regular, dark: false)
        case .systemThickMaterialLight: fixed(thick, dark: false)
        case .systemChromeMaterialLight: fixed(chrome, dark: false)
        case .systemUltraThinMaterialDark: fixed(ultraThin, dark: true)
        case .systemThinMaterialDark: fixed(thin, dark: true)
        case .systemMaterialDark: fixed(regular, dark: true)
        case .systemThickMaterialDark: fixed(thick, dark: true)
        case .systemChromeMaterialDark: fixed(chrome, dark: true)
        case .extraLight: BlurMaterial(radius: 15, light: (0.97, 0.8), dark: (0.97, 0.8))
        case .light: BlurMaterial(radius: 15, light: (0.97, 0.6), dark: (0.97, 0.6))
        case .dark: BlurMaterial(radius: 15, light: (0.11, 0.73), dark: (0.11, 0.73))
        }
    }

    /// The tint as a color that follows the appearance.
    var tint: UIColor {
        let light = light
        let dark = dark
        return UIColor { traits in
            let tint = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(white: tint.white, alpha: tint.alpha)
        }
    }
}
