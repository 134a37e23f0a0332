/// iOS 15's button configurations: a value describing the whole look, applied
/// by the button (`UIButton(configuration:)`, `button.configuration = …`).
///
/// Styles: `.plain()` and `.borderless()` (tinted text, no background),
/// `.tinted()` and `.borderedTinted()` (tinted text on a light tint), `.gray()`
/// (tinted text on gray), `.bordered()` (tinted text on the tertiary system
/// fill), `.filled()` and `.borderedProminent()` (white text on the tint). Fonts: title 17 pt (body), subtitle 15 pt (subheadline).
/// Insets and corner radii are UIKit's medium-size values as measured by
/// others (uncertain: 7/12 pt insets; 6 pt `.dynamic` corners).
extension UIButton {
    public struct Configuration: Equatable {
        public enum CornerStyle: Int, Sendable {
            case fixed, dynamic, small, medium, large, capsule
        }

        /// Kumiki's name for the look each factory method gives (UIKit keeps it private).
        public enum Style: Equatable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// What the button shows after its content: nothing, or the pop-up
        /// indicator (chevrons up and down). Apple's raw values.
        public enum Indicator: Int, Sendable {
            /// The pop-up indicator on a pop-up button
            /// (`changesSelectionAsPrimaryAction`), else nothing.
            case automatic = 0
            case none = 1
            case popup = 2
        }

        public var style: Style
        public var indicator = Indicator.automatic
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        /// Where the image goes relative to the title (`.leading` by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Points between image and title.
        public var imagePadding: CGFloat = 0
        /// Points between title and subtitle.
        public var titlePadding: CGFloat = 0
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public var cornerStyle: CornerStyle = .dynamic
        /// Text and image color; nil: the style's default (tint, or white on filled).
        public var baseForegroundColor: UIColor?
        /// Background color; nil: the style's default.
        public var baseBackgroundColor: UIColor?

        init(style: Style) {
            self.style = style
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// Whether the style puts white text on the tint.
        var isProminent: Bool { style == .filled || style == .borderedProminent }

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.style == rhs.style && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle
                && lhs.image === rhs.image && lhs.imagePlacement == rhs.imagePlacement
                && lhs.imagePadding == rhs.imagePadding && lhs.titlePadding == rhs.titlePadding
                && lhs.contentInsets == rhs.contentInsets && lhs.cornerStyle == rhs.cornerStyle
                && lhs.baseForegroundColor == rhs.baseForegroundColor
                && lhs.baseBackgroundColor == rhs.baseBackgroundColor && lhs.indicator == rhs.indicator
        }

        func foreground(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (isProminent ? .white : tint)
        }

        func background(tint: UIColor) -> UIColor? {
            if let baseBackgroundColor {
                let tinted = style == .tinted || style == .borderedTinted
                return tinted ? baseBackgroundColor.withAlphaComponent(0.15) : baseBackgroundColor
            }
            switch style {
            case .plain, .borderless: return nil
            case .tinted, .borderedTinted: return tint.withAlphaComponent(0.15)
            case .gray: return .systemGray5
            case .bordered: return .tertiarySystemFill
            case .filled, .borderedProminent: return tint
            }
        }

        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed, .dynamic, .medium: 6
            case .small: 4
            case .large: 10
            case .capsule: height / 2
            }
        }
    }

    /// The pop-up indicator: chevrons up and down, 11 pt semibold (uncertain).
    static let popUpIndicatorImage = UIImage(systemName: "chevron.up.chevron.down",
                                             withConfiguration: UIImage.SymbolConfiguration(pointSize: 11, weight: .semibold))
    /// Points between the content and the indicator (uncertain).
    static let indicatorSpacing: CGFloat = 6

    /// Applies `configuration`: colors, corners, insets, title and subtitle
    /// (one attributed title), image and its placement.
    func applyConfiguration() {
        guard let configuration else { return }
        let tint: UIColor = tintColor
        let foreground = configuration.foreground(tint: tint)
        backgroundColor = configuration.background(tint: tint)
        var insets = configuration.contentInsets.edgeInsets(in: effectiveUserInterfaceLayoutDirection)
        let showsIndicator = configuration.indicator == .popup
            || configuration.indicator == .automatic && changesSelectionAsPrimaryAction
        indicatorView.image = showsIndicator ? Self.popUpIndicatorImage : nil
        indicatorView.tintColor = foreground
        if let indicator = indicatorView.image {
            // Room after the content for the indicator and the gap before it.
            let room = indicator.size.width + Self.indicatorSpacing
            if effectiveUserInterfaceLayoutDirection == .rightToLeft { insets.left += room } else { insets.right += room }
        }
        contentEdgeInsets = insets
        let text = NSMutableAttributedString(string: "")
        if let title = configuration.title {
            text.append(NSAttributedString(string: title, attributes: [
                .font: UIFont.preferredFont(forTextStyle: .body), .foregroundColor: foreground]))
        }
        if let subtitle = configuration.subtitle {
            let style = NSMutableParagraphStyle()
            style.paragraphSpacing = configuration.titlePadding
            if text.length > 0 { text.append(NSAttributedString(string: "\n")) }
            text.append(NSAttributedString(string: subtitle, attributes: [
                .font: UIFont.preferredFont(forTextStyle: .subheadline), .foregroundColor: foreground]))
            text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
        }
        titleLabel?.numberOfLines = 0
        titleLabel?.textAlignment = .center
        setAttributedTitle(text.length > 0 ? text : nil, for: .normal)
        setImage(configuration.image, for: .normal)
        imageView?.tintColor = foreground
        contentLayout = (configuration.imagePlacement, configuration.imagePadding)
        layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        let dims = state.contains(.highlighted)
        alpha = dims ? 0.7 : (isEnabled ? 1 : 0.5)
    }
}
