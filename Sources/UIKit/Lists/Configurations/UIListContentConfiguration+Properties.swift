import Foundation

extension UIListContentConfiguration {
    /// How the text or the secondary text looks.
    ///
    /// Absent (Kumiki has no Dynamic Type font scaling or expansion text):
    /// `adjustsFontForContentSizeCategory`, `allowsDefaultTighteningForTruncation`,
    /// `showsExpansionTextWhenTruncated`.
    public struct TextProperties: Hashable {
        /// How the text is aligned across the width it is given.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading for left-to-right text.
            case natural
            case center
            case justified
        }

        /// A change of case applied to `text` and `secondaryText` when shown
        /// (attributed text is shown as given).
        public enum TextTransform: Int, Hashable, Sendable {
            case none
            case uppercase
            case lowercase
            case capitalized
        }

        public var font: UIFont
        /// The text color before `colorTransformer`; the style's until set.
        public var color: UIColor {
            get { colorStorage }
            set { colorStorage = newValue; colorIsCustomized = true }
        }
        /// Changes `color` when the text is shown (nil: `color` as is).
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment = TextAlignment.natural
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// 0: as many lines as the text needs (the default).
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        /// The smallest fraction of the font size that
        /// `adjustsFontSizeToFitWidth` may shrink a line to (0: UILabel's own
        /// limit).
        public var minimumScaleFactor: CGFloat = 0
        public var transform = TextTransform.none

        var colorStorage: UIColor
        /// Whether the app set `color` (state updates leave it alone).
        var colorIsCustomized = false

        init(font: UIFont, color: UIColor) {
            self.font = font
            colorStorage = color
        }

        /// `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor {
            colorTransformer?(color) ?? color
        }

        /// Sets the style's color for a state without marking it as the app's.
        mutating func setStateColor(_ color: UIColor) {
            guard !colorIsCustomized else { return }
            colorStorage = color
        }

        /// The text as shown: `transform` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }

        var labelAlignment: NSTextAlignment {
            switch alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
        }

        public static func == (lhs: TextProperties, rhs: TextProperties) -> Bool {
            lhs.font == rhs.font && lhs.colorStorage == rhs.colorStorage
                && lhs.colorTransformer.isSame(as: rhs.colorTransformer) && lhs.alignment == rhs.alignment
                && lhs.lineBreakMode == rhs.lineBreakMode && lhs.numberOfLines == rhs.numberOfLines
                && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
                && lhs.minimumScaleFactor == rhs.minimumScaleFactor && lhs.transform == rhs.transform
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(colorStorage)
            hasher.combine(numberOfLines)
            hasher.combine(transform)
        }
    }

    /// How the image is sized, placed and tinted.
    ///
    /// Absent: `accessibilityIgnoresInvertColors` (no color inversion in
    /// Kumiki), iOS 18's `strokeColor` and `strokeWidth`.
    public struct ImageProperties: Hashable {
        /// A `reservedLayoutSize` width or height meaning "what a symbol image
        /// gets", for any image: the standard symbol width of
        /// `ListContentMetrics.standardSymbolWidth` (28 pt), and the text's
        /// line height.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// The symbol configuration for a symbol image (nil: one matching the
        /// text's font).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The image view's tint (nil: inherited, the app's tint color), before
        /// `tintColorTransformer`; the style's until set.
        public var tintColor: UIColor? {
            get { tintColorStorage }
            set { tintColorStorage = newValue; tintColorIsCustomized = true }
        }
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// Corner radius of the image view, in points; 0 by default.
        public var cornerRadius: CGFloat = 0
        /// The largest the image is shown, in points; a zero width or height
        /// does not limit that dimension. A larger image is scaled down,
        /// keeping its aspect ratio. Zero by default.
        public var maximumSize = CGSize.zero
        /// Room kept for the image, which is centered in it (it does not
        /// change the image's size). Zero by default: a symbol image gets the
        /// standard room (see `standardDimension`), another image its own
        /// size.
        public var reservedLayoutSize = CGSize.zero

        var tintColorStorage: UIColor?
        var tintColorIsCustomized = false

        init() {}

        /// The tint the image is drawn in: `tintColor` (or the inherited
        /// `tintColor` passed in when it is nil) through `tintColorTransformer`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer?(base) ?? base
        }

        mutating func setStateTintColor(_ color: UIColor?) {
            guard !tintColorIsCustomized else { return }
            tintColorStorage = color
        }

        public static func == (lhs: ImageProperties, rhs: ImageProperties) -> Bool {
            sameSymbolConfiguration(lhs.preferredSymbolConfiguration, rhs.preferredSymbolConfiguration)
                && lhs.tintColorStorage == rhs.tintColorStorage
                && lhs.tintColorTransformer.isSame(as: rhs.tintColorTransformer)
                && lhs.cornerRadius == rhs.cornerRadius && lhs.maximumSize == rhs.maximumSize
                && lhs.reservedLayoutSize == rhs.reservedLayoutSize
        }

        private static func sameSymbolConfiguration(_ lhs: UIImage.SymbolConfiguration?,
                                                    _ rhs: UIImage.SymbolConfiguration?) -> Bool {
            guard let lhs else { return rhs == nil }
            return lhs.isEqual(to: rhs)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(cornerRadius)
            hasher.combine(tintColorStorage)
        }
    }
}
