/// Choosing among a set's entries by appearance (`luminosity`, `contrast`) and,
/// for colors, display gamut.
extension AssetCatalog {
    /// Which entry of a set suits a trait collection.
    ///
    /// An entry suits the traits when each appearance it names holds: a `dark`
    /// luminosity needs a dark style, a `light` one a light or unspecified style
    /// (`any` holds always), `contrast` `high` needs high contrast, a
    /// `display-gamut` needs that gamut (unspecified counts as sRGB). Among the
    /// suitable entries the most specific wins, luminosity weighing more than
    /// contrast and contrast more than gamut — so a dark, high-contrast screen
    /// takes a "dark" entry over an "any, high contrast" one. Appearances Kumiki
    /// does not know make an entry unsuitable.
    struct AppearanceMatch {
        /// The appearances an entry is for.
        struct Key: Hashable {
            /// "light" or "dark"; nil for any.
            var luminosity: String?
            var highContrast = false
            /// "sRGB" or "display-P3"; nil for any.
            var gamut: String?
            var hasUnknownAppearance = false

            init(_ appearances: [Appearance]?, gamut: String? = nil) {
                self.gamut = gamut
                for item in appearances ?? [] {
                    switch (item.appearance, item.value) {
                    case ("luminosity", "any"): break
                    case ("luminosity", "light"), ("luminosity", "dark"): luminosity = item.value
                    case ("contrast", "high"): highContrast = true
                    default: hasUnknownAppearance = true
                    }
                }
                if let gamut, gamut != "sRGB", gamut != "display-P3" { hasUnknownAppearance = true }
            }

            var specificity: Int {
                (luminosity == nil ? 0 : 4) + (highContrast ? 2 : 0) + (gamut == nil ? 0 : 1)
            }
        }

        let luminosity: String
        let highContrast: Bool
        let gamut: String

        /// - Parameter gamut: overrides the traits' display gamut when given.
        init(traits: UITraitCollection?, gamut: UIDisplayGamut? = nil) {
            luminosity = traits?.userInterfaceStyle == .dark ? "dark" : "light"
            highContrast = traits?.accessibilityContrast == .high
            self.gamut = (gamut ?? traits?.displayGamut) == .P3 ? "display-P3" : "sRGB"
        }

        func suits(_ key: Key) -> Bool {
            !key.hasUnknownAppearance
                && (key.luminosity == nil || key.luminosity == luminosity)
                && (!key.highContrast || highContrast)
                && (key.gamut == nil || key.gamut == gamut)
        }

        /// The most specific suitable key (the first of equals), or nil.
        func best(among keys: [Key]) -> Key? {
            var best: Key?
            for key in keys where suits(key) {
                if best == nil || key.specificity > best!.specificity { best = key }
            }
            return best
        }
    }
}
