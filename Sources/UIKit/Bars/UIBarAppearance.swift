/// How a bar's background looks: a fill and the hairline shadow along its
/// edge toward the content. `UITabBarAppearance` describes tab bars.
///
/// A new appearance has the default background. The three `configureWith…`
/// methods reset the background and shadow to one of the system's looks
/// (docs/BEHAVIOR.md, "Tab bars", has the colors):
/// - default: `backgroundEffect` blurs what is behind the bar with the
///   system chrome material, and a hairline;
/// - opaque: `.systemBackground` and a hairline;
/// - transparent: nothing at all.
///
/// Absent: `backgroundImage`,
/// `shadowImage`, `init(idiom:)` and copying (docs/COVERAGE.md).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The look `configureWith…` chose last.
    enum Background {
        case material, opaque, transparent
    }

    /// An appearance with the default background.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance with `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        super.init()
        background = barAppearance.background
        backgroundColor = barAppearance.backgroundColor
        backgroundEffect = barAppearance.backgroundEffect
        shadowColor = barAppearance.shadowColor
    }

    /// Kumiki has no archive decoding: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The color over the background look; nil (after the default and
    /// transparent configurations) adds none.
    open var backgroundColor: UIColor? {
        didSet { owner?.appearanceDidChange() }
    }

    /// The blur under `backgroundColor`: the system chrome material after
    /// `configureWithDefaultBackground()`, nil (no blur) after the other two.
    open var backgroundEffect: UIBlurEffect? {
        didSet { owner?.appearanceDidChange() }
    }

    /// The hairline along the bar's edge toward the content; nil draws none.
    open var shadowColor: UIColor? {
        didSet { owner?.appearanceDidChange() }
    }

    /// The system's translucent background and a hairline shadow.
    open func configureWithDefaultBackground() {
        background = .material
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = Self.defaultShadowColor
    }

    /// An opaque `.systemBackground` and a hairline shadow.
    open func configureWithOpaqueBackground() {
        background = .opaque
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = Self.defaultShadowColor
    }

    /// No background and no shadow: the content shows through.
    open func configureWithTransparentBackground() {
        background = .transparent
        backgroundColor = nil
        backgroundEffect = nil
        shadowColor = nil
    }

    // MARK: Kept for the bar

    var background = Background.material {
        didSet { owner?.appearanceDidChange() }
    }

    /// The bar drawing this appearance.
    weak var owner: BarAppearanceOwner?

    /// The hairline of the default and opaque looks: black at 30 % in light
    /// mode, white at 15 % in dark mode (uncertain, docs/BEHAVIOR.md).
    static let defaultShadowColor = UIColor(system: SystemColorVariants(light: SRGB8(0, 0, 0, 0.3),
                                                                        dark: SRGB8(255, 255, 255, 0.15)))
}

/// A bar that draws a `UIBarAppearance` and redraws when it changes.
@MainActor
protocol BarAppearanceOwner: AnyObject {
    func appearanceDidChange()
}
