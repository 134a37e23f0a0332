/// One of a scroll view's indicators: a rounded bar along an edge whose
/// length and position show how much of the content is visible and where.
///
/// Apple does not publish the indicator's measurements; Kumiki's are taken
/// from iOS 17 screenshots: 3 pt thick, 3 pt from the edge, at least 36 pt
/// long (7 pt while rubber-banding squeezes it).
@preconcurrency @MainActor
final class ScrollIndicatorView: UIView {
    static let thickness: CGFloat = 3
    static let edgeGap: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let squeezedLength: CGFloat = 7

    let axis: UIAxis

    init(axis: UIAxis) {
        self.axis = axis
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.cornerRadius = Self.thickness / 2
        alpha = 0
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The bar's color for `style`: by default dark over light content and
    /// light in dark mode, as iOS 13 and later choose; or as the style says.
    static func color(for style: UIScrollView.IndicatorStyle) -> UIColor {
        switch style {
        case .default: defaultColor
        case .black: UIColor(white: 0, alpha: 0.5)
        case .white: UIColor(white: 1, alpha: 0.5)
        }
    }

    /// Black at 35 % in light mode, white at 35 % in dark mode (uncertain).
    static let defaultColor = UIColor(system: SystemColorVariants(light: SRGB8(0, 0, 0, 0.35),
                                                                  dark: SRGB8(255, 255, 255, 0.35)))

    /// Where the bar lies along a track `track` points long (starting at
    /// `trackStart`), for a view showing `visible` of `content` points from
    /// `offset` within `lower...upper`. Past an end the bar shortens by the
    /// overscroll.
    static func span(trackStart: CGFloat, track: CGFloat, visible: CGFloat, content: CGFloat, offset: CGFloat,
                     lower: CGFloat, upper: CGFloat) -> (start: CGFloat, length: CGFloat) {
        guard track > 0, content > 0 else { return (trackStart, 0) }
        var length = max(minimumLength, track * min(1, visible / content))
        length = min(length, track)
        let overscroll = offset < lower ? lower - offset : (offset > upper ? offset - upper : 0)
        length = max(squeezedLength, length - overscroll)
        let progress = upper > lower ? min(max((offset - lower) / (upper - lower), 0), 1) : 0
        return (trackStart + (track - length) * progress, length)
    }
}

/// When the indicators fade: after scrolling stops, or after a flash.
struct ScrollIndicatorFade {
    /// Seconds the indicators stay after a flash before fading.
    static let flashHold: CFTimeInterval = 0.5
    /// Seconds the fade takes (observed on iOS, not published).
    static let duration: CFTimeInterval = 0.25
}
