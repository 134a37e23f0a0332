import CoreGraphics

/// Dynamic colors: resolution by traits, and the variant tables behind the
/// system and semantic colors.
extension UIColor {
    /// The fixed color this color is for `traitCollection`: itself when fixed,
    /// else its provider's answer (resolved again if that is dynamic too).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .fixed: return self
        case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// Whether the color is dynamic (Kumiki helper for views that must re-resolve
    /// colors when their traits change).
    var isDynamic: Bool {
        if case .dynamic = storage { return true }
        return false
    }

    /// A system color: a dynamic color choosing among `variants` by style, level
    /// and contrast.
    convenience init(system variants: SystemColorVariants) {
        let resolved = variants.resolvedColors
        self.init(dynamicProvider: { traits in resolved[variants.slot(for: traits)] })
    }
}

/// An sRGB color as Apple publishes it: 0–255 channels and an alpha in 0…1.
struct SRGB8: Equatable, Sendable {
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    init(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The fixed color, in extended sRGB like `UIColor(red:green:blue:alpha:)`.
    var color: UIColor { UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha) }
}

/// The values of one system color across appearances.
///
/// Resolution: a light or unspecified style takes `light` (or, with high
/// contrast, `lightHighContrast`); a dark style takes `dark`, and for an
/// elevated level `darkElevated` where defined (only backgrounds are, in
/// UIKit); high contrast picks the matching high-contrast value where one is
/// defined. A variant left nil falls back to the one without that trait.
struct SystemColorVariants: Sendable {
    let light: SRGB8
    let dark: SRGB8
    var darkElevated: SRGB8?
    var lightHighContrast: SRGB8?
    var darkHighContrast: SRGB8?
    var darkElevatedHighContrast: SRGB8?

    init(light: SRGB8, dark: SRGB8, darkElevated: SRGB8? = nil, lightHighContrast: SRGB8? = nil,
         darkHighContrast: SRGB8? = nil, darkElevatedHighContrast: SRGB8? = nil) {
        self.light = light
        self.dark = dark
        self.darkElevated = darkElevated
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
        self.darkElevatedHighContrast = darkElevatedHighContrast
    }

    /// Every variant with its fallbacks applied, indexed by `slot(for:)`: made
    /// once per system color so resolving allocates nothing.
    var resolvedColors: [UIColor] {
        let darkElevated = darkElevated ?? dark
        let darkHigh = darkHighContrast ?? dark
        return [
            light.color,
            (lightHighContrast ?? light).color,
            dark.color,
            darkHigh.color,
            darkElevated.color,
            (darkElevatedHighContrast ?? (self.darkElevated == nil ? darkHigh : darkElevated)).color,
        ]
    }

    /// Index into `resolvedColors` for `traits`: light 0, light high contrast 1,
    /// dark 2, dark high contrast 3, dark elevated 4, dark elevated high contrast 5.
    func slot(for traits: UITraitCollection) -> Int {
        let high = traits.accessibilityContrast == .high ? 1 : 0
        guard traits.userInterfaceStyle == .dark else { return high }
        return (traits.userInterfaceLevel == .elevated ? 4 : 2) + high
    }
}
