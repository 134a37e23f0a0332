import Foundation

/// Read-only text. Plain `text` takes the label's `font`, `textColor` and
/// `textAlignment`; `attributedText` carries its own attributes (the label's
/// settings fill in what it lacks). Text is centered vertically in the bounds,
/// as on iOS; lines beyond `numberOfLines` (0 = no limit) or beyond the bounds'
/// height are dropped and the last visible one is truncated per `lineBreakMode`.
@preconcurrency @MainActor
open class UILabel: UIView {
    private var plainText: String?
    private var styledText: NSAttributedString?
    private var cachedLayout: (key: LayoutKey, layout: TextLayout)?

    /// Bumped whenever anything that affects the text changes.
    private var contentVersion = 0

    private struct LayoutKey: Equatable {
        let version: Int
        let width: CGFloat?
        let lines: Int
        let fitted: Bool
        let height: CGFloat?
        let direction: UIUserInterfaceLayoutDirection
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
        backgroundColor = nil
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // Accessibility defaults (UIView+Accessibility.swift): an element read as its text.
    override var implicitIsAccessibilityElement: Bool { true }
    override var implicitAccessibilityLabel: String? { text }
    override var implicitAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .staticText : [.staticText, .notEnabled] }

    /// Setting the text it already shows changes nothing (as in UIKit): no
    /// new layout, no redraw.
    open var text: String? {
        get { styledText?.string ?? plainText }
        set {
            guard newValue != plainText || styledText != nil else { return }
            plainText = newValue
            styledText = nil
            textDidChange()
        }
    }

    /// Setting it replaces `text`; reading gives the label's attributes applied
    /// when the text was plain.
    open var attributedText: NSAttributedString? {
        get { styledText ?? plainText.map { NSAttributedString(string: $0, attributes: baseAttributes) } }
        set {
            styledText = newValue
            plainText = newValue?.string
            textDidChange()
        }
    }

    /// The system font at 17 pt by default.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet { textDidChange() }
    }

    /// `.label` by default. An equal color changes nothing.
    open var textColor: UIColor! = .label {
        didSet { if textColor != oldValue { textDidChange() } }
    }

    open var textAlignment: NSTextAlignment = .natural {
        didSet { textDidChange() }
    }

    /// 1 by default; 0 means no limit.
    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`, or one
    /// scaled by `UIFontMetrics`) follows the text size when it changes. Off
    /// by default, as on iOS.
    open var adjustsFontForContentSizeCategory = false

    override func contentSizeCategoryDidChange() {
        super.contentSizeCategoryDidChange()
        guard adjustsFontForContentSizeCategory, let font, font.followsDynamicType else { return }
        self.font = font.adjusted(for: traitCollection)
    }

    open var numberOfLines = 1 {
        didSet { textDidChange() }
    }

    /// `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { textDidChange() }
    }

    /// Shrinks the font (down to `minimumScaleFactor` of its size) until a
    /// single line fits the width.
    open var adjustsFontSizeToFitWidth = false {
        didSet { textDidChange() }
    }

    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` may
    /// shrink to; 0 (the default) means the label does not shrink the text.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { textDidChange() }
    }

    /// A disabled label draws its text at half its color's alpha (UIKit dims
    /// disabled labels; the exact color is not documented).
    open var isEnabled = true {
        didSet { textDidChange() }
    }

    open var highlightedTextColor: UIColor? {
        didSet { textDidChange() }
    }

    open var isHighlighted = false {
        didSet { textDidChange() }
    }

    /// A copy of the text drawn under it in this color, moved by `shadowOffset`
    /// (nil, the default: no shadow).
    open var shadowColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Points the shadow is moved by; (0, −1) by default, as in UIKit.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { setNeedsDisplay() }
    }

    /// The width `intrinsicContentSize` wraps multi-line text to (0: unlimited).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    private var effectiveTextColor: UIColor {
        var color: UIColor = textColor ?? .label
        if isHighlighted, let highlightedTextColor { color = highlightedTextColor }
        if !isEnabled {
            var alpha: CGFloat = 0
            color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
            color = color.withAlphaComponent(alpha * 0.5)
        }
        return color
    }

    private var baseAttributes: [NSAttributedString.Key: Any] {
        [.font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: effectiveTextColor]
    }

    /// The text with the label's font and color wherever it has none, and the
    /// label's color everywhere when highlighted or disabled; made once per
    /// `contentVersion`. swift-corelibs-foundation never frees an
    /// `NSAttributedString`'s attribute runs (nor the values in them), so a
    /// label that made a new one for every layout and every drawing leaked
    /// memory on each display pass — a scrolling table, megabytes a minute
    /// (found by `make fuzz`'s memory check: docs/RELIABILITY.md). Plain text
    /// is shared with every label showing it alike (`PlainTextStrings`).
    private var renderedText: NSAttributedString {
        if let renderedTextCache, renderedTextCache.version == contentVersion { return renderedTextCache.text }
        let text = makeRenderedText()
        renderedTextCache = (contentVersion, text)
        return text
    }
    private var renderedTextCache: (version: Int, text: NSAttributedString)?

    private func makeRenderedText() -> NSAttributedString {
        guard let styledText else {
            return PlainTextStrings.string(plainText ?? "", font: font ?? UIFont.systemFont(ofSize: 17),
                                           color: effectiveTextColor)
        }
        let result = NSMutableAttributedString(attributedString: styledText)
        let whole = NSRange(location: 0, length: result.length)
        result.enumerateAttribute(.font, in: whole) { value, range, _ in
            if value == nil { result.addAttribute(.font, value: font as Any, range: range) }
        }
        result.enumerateAttribute(.foregroundColor, in: whole) { value, range, _ in
            if value == nil || isHighlighted || !isEnabled {
                result.addAttribute(.foregroundColor, value: effectiveTextColor, range: range)
            }
        }
        return result
    }

    private func textDidChange() {
        contentVersion += 1
        cachedLayout = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The laid-out text for a width (cached until something changes). With a
    /// `height`, only the lines that fit in it are kept, the last of them
    /// truncated per `lineBreakMode`, as UIKit does within the bounds.
    private func layout(width: CGFloat?, lines: Int, fitted: Bool = false, height: CGFloat? = nil) -> TextLayout {
        let direction = effectiveUserInterfaceLayoutDirection
        let key = LayoutKey(version: contentVersion, width: width, lines: lines, fitted: fitted, height: height,
                            direction: direction)
        if let cachedLayout, cachedLayout.key == key { return cachedLayout.layout }
        let content = fitted ? fittedText(width: width ?? 0) : renderedText
        let alignment = styledText.map { $0.length > 0 && $0.attribute(.paragraphStyle, at: 0, effectiveRange: nil) != nil }
            == true ? nil : textAlignment
        func make(lines: Int) -> TextLayout {
            TextLayout(content, TextLayout.Configuration(width: width, maximumLines: lines, lineBreakMode: lineBreakMode,
                                                         alignment: alignment, layoutDirection: direction))
        }
        // The layout resolves the text's colors: with the label's traits, not
        // those of whoever asks (a superview measuring it, say).
        let layout = traitCollection.withCurrent {
            var layout = make(lines: lines)
            if let height, layout.size.height > height, layout.lineCount > 1 {
                let fitting = max(1, layout.linesFitting(height: height))
                if fitting < layout.lineCount { layout = make(lines: fitting) }
            }
            return layout
        }
        cachedLayout = (key, layout)
        return layout
    }

    /// The cached layout's colors were resolved for the old appearance.
    override func colorAppearanceDidChange() {
        super.colorAppearanceDidChange()
        cachedLayout = nil
    }

    /// The text to draw at the bounds' width: shrunk when `adjustsFontSizeToFitWidth`.
    private func fittedText(width: CGFloat) -> NSAttributedString {
        let text = renderedText
        // A minimum scale factor of 0 (the default) means no shrinking, as UIKit documents.
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, numberOfLines == 1, let font, width > 0 else {
            return text
        }
        let natural = TextLayout(text, .init()).size.width
        guard natural > width else { return text }
        let scale = min(1, max(minimumScaleFactor, width / natural))
        let shrunk = NSMutableAttributedString(attributedString: text)
        shrunk.enumerateAttribute(.font, in: NSRange(location: 0, length: shrunk.length)) { value, range, _ in
            let runFont = value as? UIFont ?? font
            shrunk.addAttribute(.font, value: runFont.withSize(runFont.pointSize * scale), range: range)
        }
        return shrunk
    }

    // MARK: Sizing

    /// The rectangle the text occupies inside `bounds` with at most
    /// `numberOfLines` lines (0: no limit): width up to the bounds' width,
    /// origin at the bounds' origin (drawing centers it vertically).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = layout(width: bounds.width > 0 ? bounds.width : nil, lines: numberOfLines).size
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(bounds.width, size.width), height: size.height)
    }

    /// The size the text needs within `size`'s width (an unlimited height).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : nil
        let measured = layout(width: numberOfLines == 1 ? nil : width, lines: numberOfLines).size
        return CGSize(width: min(measured.width.rounded(.up), width ?? .greatestFiniteMagnitude),
                      height: measured.height.rounded(.up))
    }

    /// One line of the whole text, or wrapped to `preferredMaxLayoutWidth`.
    open override var intrinsicContentSize: CGSize {
        let width: CGFloat? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        let size = layout(width: width, lines: numberOfLines).size
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`, centered vertically.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), (text?.isEmpty == false) else { return }
        let laid = layout(width: rect.width, lines: numberOfLines, fitted: adjustsFontSizeToFitWidth, height: rect.height)
        let top = rect.minY + max(0, (rect.height - laid.size.height) / 2)
        context.saveGState()
        context.clip(to: rect)
        if let shadowColor {
            // The same lines in the shadow's color, laid out alike (only the color differs).
            let shadowText = NSMutableAttributedString(attributedString: laid.text)
            shadowText.addAttribute(.foregroundColor, value: shadowColor,
                                    range: NSRange(location: 0, length: shadowText.length))
            TextLayout(shadowText, laid.configuration)
                .draw(in: context, at: CGPoint(x: rect.minX + shadowOffset.width, y: top + shadowOffset.height))
        }
        laid.draw(in: context, at: CGPoint(x: rect.minX, y: top))
        context.restoreGState()
    }
}

/// Auto Layout: a label's baselines, and its height at the width it gets
/// when it wraps without a `preferredMaxLayoutWidth`.
extension UILabel: LayoutBaselineProviding, LayoutWidthDependentContent {
    var baselineOffsetsForLayout: (fromTop: CGFloat, fromBottom: CGFloat) {
        let laid = layout(width: nil, lines: numberOfLines)
        let descent = -(font ?? .systemFont(ofSize: 17)).descender
        return (laid.firstBaseline, descent)
    }

    func intrinsicContentHeight(forLayoutWidth width: CGFloat) -> CGFloat? {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0 else { return nil }
        return layout(width: max(0, width), lines: numberOfLines).size.height.rounded(.up)
    }
}
