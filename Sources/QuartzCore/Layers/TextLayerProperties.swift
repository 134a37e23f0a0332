import CoreGraphics
import Foundation

/// A text layer's own model values (`CALayerProperties.text`), kept with the
/// rest of a layer's so that they animate and present like them.
struct TextLayerProperties {
    /// A `String` or an `NSAttributedString`; anything else draws nothing.
    var string: Any?
    /// A font name (`String`) or a font UIKit hands over (`UIFont`); nil is Helvetica.
    var font: Any?
    var fontSize: CGFloat = 36
    var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    var isWrapped = false
    var truncationMode = CATextLayerTruncationMode.none
    var alignmentMode = CATextLayerAlignmentMode.natural

    /// The keys Core Animation animates implicitly on a standalone text layer.
    static let animatableKeys: Set<String> = ["fontSize", "foregroundColor"]
}

/// Where a text layer cuts text that does not fit, with an ellipsis.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = Self(rawValue: "none")
    public static let start = Self(rawValue: "start")
    public static let end = Self(rawValue: "end")
    public static let middle = Self(rawValue: "middle")
}

/// How a text layer aligns its lines in its bounds.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = Self(rawValue: "natural")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let center = Self(rawValue: "center")
    public static let justified = Self(rawValue: "justified")
}

/// A font a text layer can take from a framework above Core Animation (UIKit's
/// `UIFont`, which stands in for `CTFont`).
package protocol TextLayerFont {
    var textLayerFace: TextLayerFontFace { get }
}

/// A color a text layer can take from an attributed string (UIKit's `UIColor`).
package protocol TextLayerColor {
    var textLayerColor: CGColor { get }
}

/// A face to draw with: a family, an OpenType weight (100…900), a slant and
/// a size in points.
package struct TextLayerFontFace: Equatable, Sendable {
    package var family: String
    package var weight: Int
    package var italic: Bool
    package var size: CGFloat

    package init(family: String, weight: Int, italic: Bool, size: CGFloat) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.size = size
    }

    /// The face a font name names: "Family" or "Family-Style" with a style
    /// such as Bold, Italic, BoldItalic, Light, Medium or Semibold.
    package init(name: String, size: CGFloat) {
        var family = name
        var style = ""
        if let dash = name.lastIndex(of: "-") {
            family = String(name[..<dash])
            style = name[name.index(after: dash)...].lowercased()
        }
        let weights: [(String, Int)] = [("semibold", 600), ("bold", 700), ("medium", 500), ("light", 300),
                                        ("thin", 100), ("heavy", 800), ("black", 900)]
        self.init(family: family, weight: weights.first { style.contains($0.0) }?.1 ?? 400,
                  italic: style.contains("italic") || style.contains("oblique"), size: size)
    }
}
