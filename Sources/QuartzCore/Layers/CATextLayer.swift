import CoreGraphics
import Foundation

/// A layer that draws a string: plain (`font`, `fontSize`, `foregroundColor`)
/// or attributed (its runs' fonts and colors), from the top of its bounds,
/// aligned by `alignmentMode`, wrapped at the bounds' width when `isWrapped`,
/// and cut with an ellipsis by `truncationMode`. The text is drawn into a
/// bitmap of `contentsScale` pixels per point, as Core Animation does, so set
/// the screen's scale there or it looks soft. `fontSize` and
/// `foregroundColor` animate.
open class CATextLayer: CALayer {
    public required init() {
        super.init()
        properties.text = TextLayerProperties()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if properties.text == nil { properties.text = TextLayerProperties() }
    }

    private var text: TextLayerProperties { properties.text ?? TextLayerProperties() }

    /// The text: a `String` or an `NSAttributedString` (nil by default). The
    /// attributed string's `.font` (a `UIFont`) and `.foregroundColor` (a
    /// `UIColor` or `CGColor`) apply per run; runs without them use `font`,
    /// `fontSize` and `foregroundColor`.
    open var string: Any? {
        get { text.string }
        set { setSubclassProperty("string", \.text, \.string, newValue, fallback: TextLayerProperties(), runsAction: false) }
    }

    /// The face: a font name (`String`, such as "Helvetica-Bold") or a `UIFont`
    /// (its size is ignored: `fontSize` applies, as in Core Animation). nil
    /// (the default) is Helvetica, which fontconfig substitutes.
    open var font: Any? {
        get { text.font }
        set { setSubclassProperty("font", \.text, \.font, newValue, fallback: TextLayerProperties(), runsAction: false) }
    }

    /// Points; 36 by default. Animatable.
    open var fontSize: CGFloat {
        get { text.fontSize }
        set { setSubclassProperty("fontSize", \.text, \.fontSize, newValue, fallback: TextLayerProperties()) }
    }

    /// Opaque white by default. Animatable.
    open var foregroundColor: CGColor? {
        get { text.foregroundColor }
        set { setSubclassProperty("foregroundColor", \.text, \.foregroundColor, newValue, fallback: TextLayerProperties()) }
    }

    /// Whether lines wrap at the bounds' width (false by default: lines end
    /// only at line breaks).
    open var isWrapped: Bool {
        get { text.isWrapped }
        set { setSubclassProperty("wrapped", \.text, \.isWrapped, newValue, fallback: TextLayerProperties(), runsAction: false) }
    }

    /// `.none` by default. Otherwise a line too long for the bounds is cut
    /// with "…"; wrapped text is cut on the last line that fits the height.
    open var truncationMode: CATextLayerTruncationMode {
        get { text.truncationMode }
        set {
            setSubclassProperty("truncationMode", \.text, \.truncationMode, newValue,
                                fallback: TextLayerProperties(), runsAction: false)
        }
    }

    /// `.natural` by default (left for left-to-right text).
    open var alignmentMode: CATextLayerAlignmentMode {
        get { text.alignmentMode }
        set {
            setSubclassProperty("alignmentMode", \.text, \.alignmentMode, newValue,
                                fallback: TextLayerProperties(), runsAction: false)
        }
    }

    open override class func defaultAction(forKey event: String) -> CAAction? {
        if TextLayerProperties.animatableKeys.contains(event) { return CABasicAnimation(keyPath: event) }
        return super.defaultAction(forKey: event)
    }
}
