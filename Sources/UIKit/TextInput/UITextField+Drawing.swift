import Foundation

/// What a text field shows: its border, its text (bullets for secure entry)
/// or placeholder, the caret and selection, and its overlay views.
extension UITextField {
    /// The display text laid out on one line (cached until it changes).
    func displayLayout() -> TextLayout {
        if let cachedLayout { return cachedLayout }
        let shown: NSAttributedString
        if let storedAttributedText, !isSecureTextEntry {
            shown = withFieldDefaults(storedAttributedText, color: textColor ?? .label)
        } else {
            // Shared with every field showing it alike (`PlainTextStrings`: Foundation never frees one).
            shown = PlainTextStrings.string(displayString, font: fittingFont(),
                                            color: isEnabled ? (textColor ?? .label) : UIColor.tertiaryLabel)
        }
        let layout = traitCollection.withCurrent {
            TextLayout(shown, TextLayout.Configuration(width: nil, maximumLines: 1, lineBreakMode: .byClipping,
                                                       alignment: .left, layoutDirection: effectiveUserInterfaceLayoutDirection))
        }
        cachedLayout = layout
        return layout
    }

    /// The font, shrunk toward `minimumFontSize` when `adjustsFontSizeToFitWidth`
    /// and the text is wider than the text rectangle.
    private func fittingFont() -> UIFont {
        let font = self.font ?? .systemFont(ofSize: 17)
        guard adjustsFontSizeToFitWidth, !isEditing, !storage.isEmpty else { return font }
        let width = textRect(forBounds: bounds).width
        let natural = NSAttributedString(string: displayString, attributes: [.font: font]).size().width
        guard natural > width, width > 0 else { return font }
        let smallest = max(minimumFontSize, 1)
        return font.withSize(max(smallest, (font.pointSize * width / natural).rounded(.down)))
    }

    /// `text` with the field's font, and `color`, wherever it sets none.
    private func withFieldDefaults(_ text: NSAttributedString, color: UIColor) -> NSAttributedString {
        let styled = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: styled.length)
        styled.enumerateAttribute(.font, in: whole) { value, range, _ in
            if value == nil { styled.addAttribute(.font, value: font ?? .systemFont(ofSize: 17), range: range) }
        }
        styled.enumerateAttribute(.foregroundColor, in: whole) { value, range, _ in
            if value == nil { styled.addAttribute(.foregroundColor, value: color, range: range) }
        }
        return styled
    }

    /// Where the layout's top-left corner goes in `rect`: aligned as
    /// `textAlignment` says (natural follows the layout direction), centered
    /// vertically, scrolled left to keep the caret in view.
    func textOrigin(in rect: CGRect, layout: TextLayout) -> CGPoint {
        let alignment = TextLayout.resolve(textAlignment, in: effectiveUserInterfaceLayoutDirection)
        let width = layout.size.width
        var x: CGFloat
        if width > rect.width {
            x = rect.minX - horizontalScroll
        } else {
            switch alignment {
            case .center: x = rect.midX - width / 2
            case .right: x = rect.maxX - width
            default: x = rect.minX
            }
        }
        let fontHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        let height = max(layout.size.height, fontHeight)
        return CGPoint(x: x, y: (rect.midY - height / 2).rounded())
    }

    func drawDisplayText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = displayLayout()
        context.saveGState()
        context.clip(to: rect)
        layout.draw(in: context, at: textOrigin(in: rect, layout: layout))
        context.restoreGState()
    }

    func drawPlaceholderText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let attributedPlaceholder else { return }
        let styled = withFieldDefaults(attributedPlaceholder, color: .placeholderText)
        let layout = TextLayout(styled, TextLayout.Configuration(width: nil, maximumLines: 1, lineBreakMode: .byTruncatingTail,
                                                                 alignment: .left,
                                                                 layoutDirection: effectiveUserInterfaceLayoutDirection))
        context.saveGState()
        context.clip(to: rect)
        layout.draw(in: context, at: textOrigin(in: rect, layout: layout))
        context.restoreGState()
    }

    func drawBorder() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let rect = borderRect(forBounds: bounds)
        switch borderStyle {
        case .roundedRect:
            let path = CGPath(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerWidth: 5, cornerHeight: 5, transform: nil)
            context.addPath(path)
            context.setFillColor(UIColor.tertiarySystemBackground.cgColor)
            context.fillPath()
            context.addPath(path)
            context.setStrokeColor(UIColor.opaqueSeparator.cgColor)
            context.setLineWidth(0.5)
            context.strokePath()
        case .line, .bezel:
            if let image = isEnabled ? background : (disabledBackground ?? background) { image.draw(in: rect) }
            context.setStrokeColor(borderStyle == .line ? UIColor.label.cgColor : UIColor.systemGray.cgColor)
            context.setLineWidth(1)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
        case .none:
            if let image = isEnabled ? background : (disabledBackground ?? background) { image.draw(in: rect) }
        }
    }

    // MARK: The caret and selection

    /// Places the caret (while editing with an empty selection) and the
    /// selection highlight (while editing with a selection).
    func updateCaretAndSelection() {
        defer { selectionHandles?.update() }
        let editing = isEditing && window != nil
        guard editing else {
            caretView.isHidden = true
            selectionView.isHidden = true
            return
        }
        let rect = editingRect(forBounds: bounds)
        let layout = displayLayout()
        let origin = textOrigin(in: rect, layout: layout)
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        func x(_ storageOffset: Int) -> CGFloat {
            origin.x + layout.caretRect(atUTF16Offset: displayOffset(forStorageOffset: storageOffset)).minX
        }
        let top = (rect.midY - lineHeight / 2 - 1).rounded()
        UIView.performWithoutAnimation {
            if selection.length == 0 {
                let caretX = min(max(x(selection.location), rect.minX), rect.maxX - 2)
                caretView.frame = CGRect(x: (caretX - 1).rounded(), y: top, width: 2, height: (lineHeight + 2).rounded())
                caretView.backgroundColor = tintColor
                caretView.isHidden = false
                selectionView.isHidden = true
                restartCaretBlink()
            } else {
                let start = max(x(selection.location), rect.minX)
                let end = min(x(selection.location + selection.length), rect.maxX)
                selectionView.frame = CGRect(x: start, y: top, width: max(0, end - start), height: (lineHeight + 2).rounded())
                selectionView.backgroundColor = tintColor.withAlphaComponent(0.2)
                selectionView.isHidden = false
                caretView.isHidden = true
            }
        }
    }

    func restartCaretBlink() {
        caretView.layer.add(CaretBlink.animation(), forKey: "caretBlink")
    }

    // MARK: Overlays

    func showsOverlay(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// The clear button shows per its mode and only over some text.
    var showsClearButton: Bool { showsOverlay(clearButtonMode) && !storage.isEmpty }

    func overlayViewDidChange(old: UIView?, new: UIView?) {
        if old !== new, old?.superview === self { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        contentDidChange()
    }

    func layoutOverlays() {
        clearButton.isHidden = !showsClearButton
        if showsClearButton { clearButton.frame = clearButtonRect(forBounds: bounds) }
        if let leftView {
            leftView.isHidden = !showsOverlay(leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !showsOverlay(rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }
}

/// The clear button: a gray disc with a white cross (uncertain sizes:
/// 19 pt across, the cross 7 pt, 1.5 pt strokes).
final class TextFieldClearButton: UIControl {
    static let side: CGFloat = 19

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        accessibilityLabel = "Clear text"
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let disc = bounds.insetBy(dx: 1, dy: 1)
        context.setFillColor((isHighlighted ? UIColor.systemGray : UIColor.systemGray2).cgColor)
        context.fillEllipse(in: disc)
        context.setStrokeColor(UIColor.systemBackground.cgColor)
        context.setLineWidth(1.5)
        context.setLineCap(.round)
        let arm: CGFloat = 3.5
        context.move(to: CGPoint(x: disc.midX - arm, y: disc.midY - arm))
        context.addLine(to: CGPoint(x: disc.midX + arm, y: disc.midY + arm))
        context.move(to: CGPoint(x: disc.midX + arm, y: disc.midY - arm))
        context.addLine(to: CGPoint(x: disc.midX - arm, y: disc.midY + arm))
        context.strokePath()
    }
}
