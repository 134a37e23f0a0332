import CoreGraphics

extension UIImage {
    /// Symbol weights; raw values match UIKit. Each weight's raw value times 100
    /// is the matching OpenType weight class (regular 400, bold 700).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9

        /// The symbol weight of the same OpenType weight class as `fontWeight`.
        init(fontWeight: UIFont.Weight) {
            self = SymbolWeight(rawValue: Int(fontWeight.openTypeWeight) / 100) ?? .regular
        }
    }

    /// Symbol scales relative to the point size; raw values match UIKit.
    public enum SymbolScale: Int, Sendable {
        /// The default scale (medium).
        case `default` = -1
        /// Not set: applying this configuration leaves the scale alone.
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3
    }

    /// How a system symbol is drawn: point size (or a text style's), weight and
    /// scale. Values left unspecified take the defaults when the symbol is drawn:
    /// the body style's 17 pt, regular weight, medium scale.
    ///
    /// Kumiki additions: `pointSize`, `weight` and `scale` can be read (UIKit keeps
    /// them private). Absent: hierarchical, palette and multicolor rendering
    /// (Kumiki's symbols are single-color Bootstrap icons), and text styles
    /// following Dynamic Type (sizes are the default content size's).
    public class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// Point size in points, or the text style's size; 0 when unspecified.
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale
        let textStyle: UIFont.TextStyle?

        required init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = max(0, pointSize)
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        /// A configuration with nothing specified.
        public class var unspecified: SymbolConfiguration {
            SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        /// - Parameter pointSize: the size in points of the font the symbol matches.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
        }

        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
        }

        /// The text style's size and weight (docs/BEHAVIOR.md), at the default
        /// content size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: textStyle.metrics.size, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        /// The font's point size and weight.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(fontWeight: font.weight), scale: scale,
                      textStyle: nil)
        }

        /// Without the point size, weight and text style.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
        }

        public func configurationWithoutScale() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: textStyle)
        }

        public func configurationWithoutWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        /// Without the text style (and so without the size it gave).
        public func configurationWithoutTextStyle() -> SymbolConfiguration {
            guard textStyle != nil else { return self }
            return SymbolConfiguration(pointSize: 0, weight: weight, scale: scale, textStyle: nil)
        }

        /// This configuration with the values `otherConfiguration` specifies
        /// replacing its own; a size (point size or text style) replaces a size.
        public override func applying(_ otherConfiguration: Configuration?) -> Self {
            guard let other = otherConfiguration as? SymbolConfiguration else { return self }
            let takesSize = other.pointSize > 0
            return Self(pointSize: takesSize ? other.pointSize : pointSize,
                        weight: other.weight != .unspecified ? other.weight : weight,
                        scale: other.scale != .unspecified ? other.scale : scale,
                        textStyle: takesSize ? other.textStyle : textStyle)
        }

        public func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle
        }

        public override var description: String {
            var parts: [String] = []
            if let textStyle { parts.append("textStyle=\(textStyle.rawValue)") }
            if pointSize > 0 { parts.append("pointSize=\(pointSize)") }
            if weight != .unspecified { parts.append("weight=\(weight)") }
            if scale != .unspecified { parts.append("scale=\(scale)") }
            return "<UIImage.SymbolConfiguration \(parts.isEmpty ? "unspecified" : parts.joined(separator: ", "))>"
        }

        // MARK: Resolution

        /// The body style's size, the default when no size is specified.
        static let defaultPointSize: CGFloat = 17

        /// Symbol height relative to the point size for each scale. Apple does not
        /// publish these; small and large are about 78 % and 129 % of medium in the
        /// SF Symbols export template, and Kumiki uses those ratios.
        static func heightFactor(for scale: SymbolScale) -> CGFloat {
            switch scale {
            case .small: 0.783
            case .large: 1.29
            case .default, .unspecified, .medium: 1
            }
        }

        /// The point size to draw at: the specified one, else 17.
        var resolvedPointSize: CGFloat { pointSize > 0 ? pointSize : SymbolConfiguration.defaultPointSize }

        /// The weight to draw with: the specified one, else the text style's, else regular.
        var resolvedWeight: SymbolWeight {
            if weight != .unspecified { return weight }
            if let textStyle { return SymbolWeight(fontWeight: textStyle.metrics.weight) }
            return .regular
        }

        /// The symbol's height in points: the point size times the scale's factor.
        var resolvedHeight: CGFloat { resolvedPointSize * SymbolConfiguration.heightFactor(for: scale) }
    }
}
