import Foundation

/// One line of editable text.
///
/// A tap begins editing (the field becomes first responder, its delegate
/// permitting); typed text (`UIKeyInput`, `UITestHost.typeText(_:)`, the
/// window's keyboard) replaces the selection after the delegate's
/// `shouldChangeCharactersIn` sees the UTF-16 range; the delete key removes
/// the whole grapheme cluster before the caret (TextGraphemes); return asks
/// `textFieldShouldReturn` and sends `.editingDidEndOnExit`. Programmatic
/// changes (`text = …`) ask no delegate and send no events, as in UIKit.
///
/// Drawing (Kumiki's measurements of iOS 17, uncertain, docs/BEHAVIOR.md
/// "Text fields"): `.roundedRect` is a 5-pt-radius box in the tertiary system
/// background with a hairline border, text inset 7 pt at the sides; `.line`
/// a 1-pt frame in the label color; `.bezel` a 1-pt gray frame; `.none`
/// nothing. The caret is 2 pt wide in the tint color; the selection is the
/// tint at 20 %.
@MainActor
open class UITextField: UIControl, UITextInput, UIContentSizeCategoryAdjusting {
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    /// When an overlay view (clear button, left or right view) shows.
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }

    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
    }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// The `DidEndEditingReason` (as an `NSNumber`) in the end-editing notification.
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReason"

    // MARK: Content

    /// The text, the selection and the marked text (UITextField+Editing.swift).
    var editing = TextEditingState()

    /// The text as a person sees it: plain, taking the field's font and color.
    var storage: String {
        get { editing.text }
        set {
            editing.text = newValue
            contentDidChange()
        }
    }
    /// The attributes of `attributedText` when it was set, kept for display.
    var storedAttributedText: NSAttributedString?

    /// The field's text; "" rather than nil once set, as in UIKit. Setting it
    /// moves the caret to the end and asks no delegate.
    open var text: String? {
        get { storage }
        set {
            inputDelegate?.textWillChange(self)
            storedAttributedText = nil
            replaceAllText(with: newValue ?? "")
            inputDelegate?.textDidChange(self)
        }
    }

    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? NSAttributedString(string: storage, attributes: defaultTextAttributes) }
        set {
            inputDelegate?.textWillChange(self)
            defer { inputDelegate?.textDidChange(self) }
            replaceAllText(with: newValue?.string ?? "")
            storedAttributedText = newValue
            setNeedsDisplay()
        }
    }

    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set {
            attributedPlaceholder = newValue.map {
                NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.placeholderText])
            }
        }
    }

    open var attributedPlaceholder: NSAttributedString? {
        didSet { contentDidChange() }
    }

    /// The system font at 17 pt by default.
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet { contentDidChange() }
    }

    /// `.label` by default.
    open var textColor: UIColor? = .label {
        didSet { setNeedsDisplay() }
    }

    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// The attributes plain text takes: the font, color and alignment.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            return [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label, .paragraphStyle: style]
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let style = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        }
    }

    /// Attributes for the next typed text (the field's own); nil while not
    /// editing. Read-only here: typed text always takes the field's attributes.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        isEditing ? defaultTextAttributes : nil
    }

    // MARK: Looks

    open var borderStyle: BorderStyle = .none {
        didSet { contentDidChange() }
    }

    /// Drawn behind the text, stretched to the bounds, with `borderStyle`
    /// `.none` or `.line`/`.bezel` (a rounded-rect field ignores it, as in UIKit).
    open var background: UIImage? {
        didSet { setNeedsDisplay() }
    }

    open var disabledBackground: UIImage? {
        didSet { setNeedsDisplay() }
    }

    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    open var leftView: UIView? {
        didSet { overlayViewDidChange(old: oldValue, new: leftView) }
    }

    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    open var rightView: UIView? {
        didSet { overlayViewDidChange(old: oldValue, new: rightView) }
    }

    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    open var clearsOnBeginEditing = false
    /// Whether typing replaces the whole text (set by secure entry on iOS).
    open var clearsOnInsertion = false
    open var allowsEditingTextAttributes = false

    /// Shrinks the font (down to `minimumFontSize`) so the text fits the width.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }

    open var minimumFontSize: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    /// Whether a Dynamic Type font follows the text size (UILabel's rules).
    open var adjustsFontForContentSizeCategory = false

    override func contentSizeCategoryDidChange() {
        super.contentSizeCategoryDidChange()
        guard adjustsFontForContentSizeCategory, let font, font.followsDynamicType else { return }
        self.font = font.adjusted(for: traitCollection)
    }

    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is being edited (is first responder).
    open internal(set) var isEditing = false

    // MARK: Text input traits

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    /// Shows a bullet for each character; copying is refused.
    open var isSecureTextEntry = false {
        didSet { contentDidChange() }
    }
    open var textContentType: UITextContentType!

    // MARK: Editing state (UITextField+Editing.swift)

    /// The selection in UTF-16 units of `storage`; a caret when empty.
    var selection: NSRange {
        get { editing.selection }
        set { editing.selection = newValue }
    }
    /// The composing (marked) text's range, while an input method composes.
    var markedRange: NSRange? {
        get { editing.markedRange }
        set { editing.markedRange = newValue }
    }
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// Told of changes made through the field's API (UITextInputDelegate.swift).
    public weak var inputDelegate: UITextInputDelegate?
    /// Words, sentences and paragraphs of the text (a string tokenizer).
    public private(set) lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    /// How far the text is scrolled left to keep the caret in view (points).
    var horizontalScroll: CGFloat = 0
    /// The laid-out display text, kept until the content changes.
    var cachedLayout: TextLayout?

    /// The character just typed into secure text, shown for a moment
    /// (UITextField+SecureEntry.swift), and the timer that hides it.
    var revealedRange: NSRange?
    var revealTimer: Int?
    /// Coalesces typing into undo steps (TypingUndo.swift).
    let typingUndo = TypingUndo()
    let caretView = UIView()
    let selectionView = UIView()
    let clearButton = TextFieldClearButton()
    /// The edit menu (cut, copy, paste) and its interaction (TextEditMenu.swift).
    private(set) var textEditMenu: TextEditMenu!
    /// The grabbers at the selection's ends (SelectionHandles.swift).
    private(set) var selectionHandles: SelectionHandles!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        contentVerticalAlignment = .center
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        selectionView.isUserInteractionEnabled = false
        selectionView.isHidden = true
        addSubview(selectionView)
        addSubview(caretView)
        clearButton.isHidden = true
        clearButton.addAction(UIAction { [weak self] _ in self?.clearButtonTapped() }, for: .touchUpInside)
        addSubview(clearButton)
        textEditMenu = TextEditMenu(host: self)
        selectionHandles = SelectionHandles(host: self)
        installLongPressRecognizer()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override func becomeFirstResponder() -> Bool {
        beginEditingIfAllowed()
    }

    open override func resignFirstResponder() -> Bool {
        endEditingIfAllowed(force: false)
    }

    // MARK: Standard edit actions (UITextField+Commands.swift)

    /// Selects the whole text (editing only).
    open func selectAll(_ sender: Any?) {
        guard isEditing else { return }
        selection = NSRange(location: 0, length: storage.utf16.count)
        selectionDidChange()
    }

    /// Selects the word at the caret (editing only; nothing between words or
    /// in secure text).
    open func select(_ sender: Any?) {
        guard isEditing, !isSecureTextEntry else { return }
        selectUnit(around: selection.location, tapCount: 2)
    }

    /// Copies the selection to the general pasteboard (never secure text).
    open func copy(_ sender: Any?) {
        copySelection()
    }

    /// Copies the selection, then deletes it as typing would.
    open func cut(_ sender: Any?) {
        guard copySelection() else { return }
        typingUndo.end()
        deleteBackward()
        typingUndo.end()
    }

    /// Replaces the selection with the general pasteboard's string, asking
    /// the delegate with the selection's range, as typing does.
    open func paste(_ sender: Any?) {
        guard isEditing, let string = UIPasteboard.general.string, !string.isEmpty else { return }
        typingUndo.end()
        insertText(string)
        typingUndo.end()
    }

    // MARK: Geometry (override points, as in UIKit)

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn: inside the border's insets, between the left
    /// and right views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: Self.horizontalInset(for: borderStyle), dy: 0)
        if showsOverlay(leftViewMode), leftView != nil {
            let left = leftViewRect(forBounds: bounds)
            rect.size.width -= max(0, left.maxX - rect.minX)
            rect.origin.x = max(rect.minX, left.maxX)
        }
        if showsOverlay(rightViewMode), rightView != nil {
            rect.size.width = max(0, min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX)
        }
        return rect
    }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The text's rectangle while editing: also leaves room for the clear button.
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        var rect = textRect(forBounds: bounds)
        if showsClearButton {
            rect.size.width = max(0, min(rect.maxX, clearButtonRect(forBounds: bounds).minX) - rect.minX)
        }
        return rect
    }

    /// A 19-pt circle at the trailing end, clear of any right view (uncertain).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = TextFieldClearButton.side
        var maxX = bounds.maxX - (borderStyle == .roundedRect ? 5 : 0)
        if showsOverlay(rightViewMode), rightView != nil { maxX = rightViewRect(forBounds: bounds).minX }
        return CGRect(x: maxX - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// As wide as its text or placeholder plus the insets; as tall as a line
    /// of the font (rounded up) plus 13 pt for a rounded rect (34 pt with the
    /// 17-pt system font, docs/BEHAVIOR.md "Text fields"; uncertain), plus 4 pt for a line or
    /// bezel.
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let shown = storage.isEmpty ? (attributedPlaceholder?.string ?? "") : displayString
        // A shared string (`PlainTextStrings`: Foundation never frees one); the color does not change the width.
        let width = PlainTextStrings.string(shown, font: font, color: .label).size().width
        let inset = Self.horizontalInset(for: borderStyle)
        var extra: CGFloat = 0
        if showsOverlay(leftViewMode) { extra += leftView?.frame.width ?? 0 }
        if showsOverlay(rightViewMode) { extra += rightView?.frame.width ?? 0 }
        let vertical: CGFloat = switch borderStyle {
        case .roundedRect: 13
        case .line, .bezel: 4
        case .none: 0
        }
        return CGSize(width: (width + 2 * inset + extra).rounded(.up), height: font.lineHeight.rounded(.up) + vertical)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Points between the bounds' sides and the text, by border style.
    static func horizontalInset(for style: BorderStyle) -> CGFloat {
        switch style {
        case .roundedRect: 7
        case .line, .bezel: 2
        case .none: 0
        }
    }

    // MARK: Drawing (UITextField+Drawing.swift)

    open override func draw(_ rect: CGRect) {
        drawBorder()
        if storage.isEmpty && markedRange == nil {
            if let attributedPlaceholder, attributedPlaceholder.length > 0 {
                drawPlaceholder(in: placeholderRect(forBounds: bounds))
            }
        } else {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        }
    }

    open func drawText(in rect: CGRect) {
        drawDisplayText(in: rect)
    }

    open func drawPlaceholder(in rect: CGRect) {
        drawPlaceholderText(in: rect)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
        updateCaretAndSelection()
    }

    /// The cached layout resolved its colors for the old appearance.
    override func colorAppearanceDidChange() {
        super.colorAppearanceDidChange()
        cachedLayout = nil
        updateCaretAndSelection()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateCaretAndSelection()
    }

    // MARK: Touches

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside, bounds.contains(touch.location(in: self)) else { return }
        if isEditing {
            let menuWasVisible = textEditMenu.isVisible
            let oldSelection = selection
            moveCaret(toPoint: touch.location(in: self))
            if touch.tapCount >= 2 {
                selectUnit(around: editing.selection.location, tapCount: touch.tapCount)
                textEditMenu.present()
            } else if oldSelection.length == 0, selection == oldSelection, !menuWasVisible {
                // A tap on the caret shows the menu; another hides it.
                textEditMenu.present()
            }
        } else {
            _ = becomeFirstResponder()
        }
    }
}
