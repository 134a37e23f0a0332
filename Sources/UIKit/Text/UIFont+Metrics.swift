import CCairo
import Synchronization

/// Font metrics in points, from Pango (ascent, descent and line height of the
/// face) and from measuring "H" and "x" (cap and x heights). Descender is
/// negative, as in UIKit; `lineHeight` = ascender − descender + leading.
extension UIFont {
    struct Metrics {
        var ascender: CGFloat
        var descender: CGFloat
        var leading: CGFloat
        var capHeight: CGFloat
        var xHeight: CGFloat
    }

    /// Measured once per font, on whichever thread asks first.
    private static let metricsCache = Mutex<[UIFont: Metrics]>([:])

    var metrics: Metrics {
        if let cached = UIFont.metricsCache.withLock({ $0[self] }) { return cached }
        let description = makePangoDescription()
        defer { pango_font_description_free(description) }
        let fontMetrics = pango_context_get_metrics(PangoText.context, description, nil)!
        defer { pango_font_metrics_unref(fontMetrics) }
        let ascent = PangoText.points(pango_font_metrics_get_ascent(fontMetrics))
        let descent = PangoText.points(pango_font_metrics_get_descent(fontMetrics))
        let height = PangoText.points(pango_font_metrics_get_height(fontMetrics))
        let metrics = Metrics(ascender: ascent, descender: -descent, leading: max(0, height - ascent - descent),
                              capHeight: inkHeightAboveBaseline("H", description), xHeight: inkHeightAboveBaseline("x", description))
        UIFont.metricsCache.withLock { $0[self] = metrics }
        return metrics
    }

    private func inkHeightAboveBaseline(_ text: String, _ description: OpaquePointer) -> CGFloat {
        let layout = pango_layout_new(PangoText.context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let baseline = pango_layout_get_baseline(layout)
        return PangoText.points(baseline - ink.y)
    }

    public var ascender: CGFloat { metrics.ascender }
    public var descender: CGFloat { metrics.descender }
    public var leading: CGFloat { metrics.leading }
    public var capHeight: CGFloat { metrics.capHeight }
    public var xHeight: CGFloat { metrics.xHeight }
    public var lineHeight: CGFloat { metrics.ascender - metrics.descender + metrics.leading }
}

/// Describes a font: its family, size, and weight/slant traits.
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    let font: UIFont

    init(font: UIFont) {
        self.font = font
    }

    public var pointSize: CGFloat { font.pointSize }
    public var familyName: String { font.familyName }

    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.isItalic { traits.insert(.traitItalic) }
        if font.weight >= .semibold { traits.insert(.traitBold) }
        if font.familyName == UIFont.monospacedFontFamily { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The same description with `symbolicTraits` (bold and italic) instead of its own.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let weight: UIFont.Weight = symbolicTraits.contains(.traitBold) ? .bold : .regular
        return UIFontDescriptor(font: UIFont(family: font.familyName, size: font.pointSize, weight: weight,
                                             italic: symbolicTraits.contains(.traitItalic)))
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(newPointSize))
    }

    public override func isEqual(_ object: Any?) -> Bool { (object as? UIFontDescriptor)?.font == font }
    public override var hash: Int { font.hash }
}

extension UIFont {
    /// The font a descriptor describes; `size` 0 keeps the descriptor's size
    /// (and, for a descriptor of a text style, keeps following Dynamic Type).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = descriptor.font
        let keepsSize = !(pointSize > 0) || pointSize == font.pointSize
        self.init(family: font.familyName, size: keepsSize ? font.pointSize : pointSize, weight: font.weight,
                  italic: font.isItalic, monospacedDigits: font.isMonospacedDigits,
                  dynamicTypeOrigin: keepsSize ? font.dynamicTypeOrigin : nil)
    }
}
