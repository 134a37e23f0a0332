import CCairo

/// A font: a family, a weight and slant, and a size in points. Fonts come from
/// fontconfig through Pango; the system font is Inter (the closest openly
/// licensed match to San Francisco in Debian), monospaced text uses DejaVu Sans
/// Mono, and characters a font lacks (Japanese, emoji) fall back through
/// fontconfig to Noto Sans CJK and Noto Color Emoji.
public final class UIFont: NSObject, @unchecked Sendable {
    /// Font weights with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The OpenType weight (100…900) Pango selects faces by.
        var openTypeWeight: Int32 {
            let table: [(Weight, Int32)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400),
                                            (.medium, 500), (.semibold, 600), (.bold, 700), (.heavy, 800),
                                            (.black, 900)]
            return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// Dynamic Type styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the default content size, `.large`
        /// (docs/BEHAVIOR.md; every size is in `DynamicTypeTable`).
        var metrics: (size: CGFloat, weight: Weight) {
            (DynamicTypeTable.pointSize(for: self, category: .large), DynamicTypeTable.weight(for: self))
        }
    }

    /// The family the system font maps to.
    public static let systemFontFamily = "Inter"
    /// The family monospaced system fonts map to.
    public static let monospacedFontFamily = "DejaVu Sans Mono"

    public let familyName: String
    public let pointSize: CGFloat
    let weight: Weight
    let isItalic: Bool
    let isMonospacedDigits: Bool
    /// Where a Dynamic Type font came from, so it can be made again for other
    /// traits (`adjusted(for:)`); nil for a font of a fixed size.
    let dynamicTypeOrigin: DynamicTypeOrigin?

    /// The size used for a requested size of 0, a negative size or NaN: Core
    /// Text's default (it documents 12 pt for 0 and treats any size ≤ 0 so).
    static let defaultPointSize: CGFloat = 12
    /// The largest size Kumiki renders (points). FreeType refuses glyphs over
    /// 65535 pixels; 8192 pt stays inside that at 3× with room for Pango's
    /// scaling. Larger and infinite sizes are clamped to it (docs/PORTING.md).
    static let largestPointSize: CGFloat = 8192

    /// `size` made usable: NaN, zero and negative sizes become the default
    /// size, larger ones than `largestPointSize` that size.
    static func usablePointSize(_ size: CGFloat) -> CGFloat {
        guard size > 0 else { return defaultPointSize }  // NaN compares false too
        return min(size, largestPointSize)
    }

    init(family: String, size: CGFloat, weight: Weight, italic: Bool, monospacedDigits: Bool = false,
         dynamicTypeOrigin: DynamicTypeOrigin? = nil)
    {
        familyName = family
        pointSize = UIFont.usablePointSize(size)
        self.weight = weight
        isItalic = italic
        isMonospacedDigits = monospacedDigits
        self.dynamicTypeOrigin = dynamicTypeOrigin
        super.init()
    }

    /// A font of an installed family (family names as `familyNames` lists them,
    /// optionally followed by `-Bold`, `-Italic`, `-BoldItalic`, `-Medium`,
    /// `-Semibold`, `-Light`); nil when no such family is installed, as in UIKit.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        var family = fontName
        var weight = Weight.regular
        var italic = false
        if let dash = fontName.lastIndex(of: "-") {
            let style = fontName[fontName.index(after: dash)...].lowercased()
            let styles: [String: (Weight, Bool)] = [
                "bold": (.bold, false), "italic": (.regular, true), "bolditalic": (.bold, true),
                "medium": (.medium, false), "semibold": (.semibold, false), "light": (.light, false),
                "regular": (.regular, false), "thin": (.thin, false), "black": (.black, false),
            ]
            if let (w, i) = styles[style] {
                family = String(fontName[..<dash])
                weight = w
                italic = i
            }
        }
        guard PangoText.familyNames.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) else {
            return nil
        }
        self.init(family: family, size: fontSize, weight: weight, italic: italic)
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFontFamily, size: fontSize, weight: weight, italic: false)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFontFamily, size: fontSize, weight: .regular, italic: true)
    }

    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: monospacedFontFamily, size: fontSize, weight: weight, italic: false)
    }

    /// The system font with tabular (equal-width) digits.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFontFamily, size: fontSize, weight: weight, italic: false, monospacedDigits: true)
    }

    /// The standard system font size, 17 pt.
    public static var systemFontSize: CGFloat { 17 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var smallSystemFontSize: CGFloat { 12 }

    /// Installed family names.
    public static var familyNames: [String] { PangoText.familyNames }

    /// The same font at `fontSize`. A fixed size: the result no longer
    /// follows Dynamic Type (Kumiki; see `adjusted(for:)`).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: familyName, size: fontSize, weight: weight, italic: isItalic, monospacedDigits: isMonospacedDigits)
    }

    /// Family plus style, PostScript-like (`Inter-Bold`).
    public var fontName: String {
        let style: String = switch (weight, isItalic) {
        case (.regular, false): "Regular"
        case (.regular, true): "Italic"
        case (.bold, true): "BoldItalic"
        case (let w, let italic): "\(Self.weightName(w))\(italic ? "Italic" : "")"
        }
        return "\(familyName.replacingOccurrences(of: " ", with: ""))-\(style)"
    }

    private static func weightName(_ weight: Weight) -> String {
        switch weight {
        case .ultraLight: "UltraLight"
        case .thin: "Thin"
        case .light: "Light"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        default: "Regular"
        }
    }

    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(font: self)
    }

    /// A Pango description of this font (caller frees it).
    func makePangoDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, familyName)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight.openTypeWeight)))
        pango_font_description_set_style(description, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(pointSize) * PangoText.scale)
        return description
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return familyName == other.familyName && pointSize == other.pointSize && weight == other.weight
            && isItalic == other.isItalic && isMonospacedDigits == other.isMonospacedDigits
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        return hasher.finalize()
    }

    public override var description: String {
        "<UIFont \(fontName) \(pointSize) pt>"
    }
}
