import Foundation

/// Scrolling, multi-line, editable text.
///
/// A tap begins editing (the delegate permitting) and puts the caret at the
/// tapped character; typed text replaces the selection after the delegate's
/// `textView(_:shouldChangeTextIn:replacementText:)` sees the UTF-16 range;
/// return inserts "\n"; the delete key removes the whole grapheme cluster
/// before the caret. Programmatic changes (`text = …`) ask no delegate and
/// send no notifications, as in UIKit.
///
/// The text sits inside `textContainerInset` (8 pt above and below) and each
/// line keeps `textContainer.lineFragmentPadding` (5 pt) clear at both ends,
/// as in UIKit. With `isScrollEnabled` off, `intrinsicContentSize` is the
/// text's height at the current width, so Auto Layout grows the view as
/// text is typed.
///
/// A long text costs what its visible part does to draw: the text is drawn
/// by a view that covers only the visible rectangle (TextViewCanvas), line by
/// line; laying it out is Pango's, in pieces of at most 16,384 UTF-16 units.
///
/// `delegate` is the scroll view's property (typed `UIScrollViewDelegate?`;
/// UIKit redeclares it as `UITextViewDelegate?`): assign your
/// `UITextViewDelegate` to it as usual.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, UIContentSizeCategoryAdjusting {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    // MARK: Content

    /// The plain text, the selection and the marked text.
    var editing = TextEditingState()
    /// The text with its attributes; always the same characters as `editing.text`.
    var textStorage = NSMutableAttributedString(string: "")

    /// The text; setting it gives the whole text the view's font, color and
    /// alignment, puts the caret at the end and asks no delegate.
    open var text: String! {
        get { editing.text }
        set {
            let string = newValue ?? ""
            inputDelegate?.textWillChange(self)
            setContent(NSAttributedString(string: string, attributes: standardAttributes))
            inputDelegate?.textDidChange(self)
        }
    }

    /// The text with its attributes; characters without a font or color
    /// draw in the view's.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: textStorage) }
        set {
            inputDelegate?.textWillChange(self)
            setContent(newValue ?? NSAttributedString(string: ""))
            inputDelegate?.textDidChange(self)
        }
    }

    /// The font of the whole text; nil until set, when text draws in the
    /// system font at 12 pt (UIKit's default for a text view). Setting it
    /// changes every character's font.
    open var font: UIFont? {
        didSet { applyToWholeText(.font, font ?? Self.defaultFont) }
    }

    /// The color of the whole text; nil draws `.label`.
    open var textColor: UIColor? {
        didSet { applyToWholeText(.foregroundColor, textColor ?? .label) }
    }

    open var textAlignment: NSTextAlignment = .natural {
        didSet { applyToWholeText(.paragraphStyle, paragraphStyle) }
    }

    /// The attributes typed text takes: those of the character before the
    /// caret, else the view's font, color and alignment. Setting them lasts
    /// until the selection moves, as in UIKit.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? attributesBeforeCaret }
        set { storedTypingAttributes = newValue }
    }
    var storedTypingAttributes: [NSAttributedString.Key: Any]?

    // MARK: Behavior

    /// Whether a person can change the text; true by default. A text view
    /// that is not editable still selects (when `isSelectable`).
    open var isEditable = true {
        didSet {
            if !isEditable && isFirstResponder && !isSelectable { _ = resignFirstResponder() }
        }
    }

    /// Whether a person can select the text; true by default.
    open var isSelectable = true

    /// Whether a person may change attributes (bold, italic); stored only.
    open var allowsEditingTextAttributes = false
    /// Whether typing replaces the whole text.
    open var clearsOnInsertion = false

    /// Points between the view's edges and the text container: 8 above and
    /// below, none at the sides.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textLayoutDidChange() }
    }

    /// Where the text is laid out: padding at the line ends, line limits.
    public let textContainer: NSTextContainer

    /// Whether a Dynamic Type font follows the text size (UILabel's rules).
    open var adjustsFontForContentSizeCategory = false

    override func contentSizeCategoryDidChange() {
        super.contentSizeCategoryDidChange()
        guard adjustsFontForContentSizeCategory, let font, font.followsDynamicType else { return }
        self.font = font.adjusted(for: traitCollection)
    }

    /// Whether the text is being edited (the view is first responder and editable).
    var isEditing = false

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
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// Words, sentences and paragraphs of the text (a string tokenizer).
    public private(set) lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    /// Shown instead of the software keyboard while editing.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }

    /// Shown above the software keyboard while editing.
    open override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }

    private var customInputView: UIView?
    private var customAccessoryView: UIView?

    // MARK: Views and caches

    /// Coalesces typing into undo steps (TypingUndo.swift).
    let typingUndo = TypingUndo()
    /// Draws the visible part of the text.
    let canvas = TextViewCanvas()
    let caretView = UIView()
    /// The selection highlight: up to three rectangles (first line, the lines
    /// between, last line).
    let selectionViews = [UIView(), UIView(), UIView()]
    /// The laid-out text, kept until the text or the container width changes.
    var cachedLayout: TextLayout?
    /// The container width `intrinsicContentSize` was last measured at.
    var measuredWidth: CGFloat?
    /// The edit menu (cut, copy, paste) and its interaction (TextEditMenu.swift).
    private(set) var textEditMenu: TextEditMenu!
    /// The grabbers at the selection's ends (SelectionHandles.swift).
    private(set) var selectionHandles: SelectionHandles!
    /// Told of changes made through the view's API (UITextInputDelegate.swift).
    public weak var inputDelegate: UITextInputDelegate?

    /// The system font at 12 pt: what a text view's text draws in by default.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// A text view laying out its text in `textContainer` (a new one when nil).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: CGSize(width: frame.width,
                                                                          height: NSTextContainer.unlimited))
        super.init(frame: frame)
        self.textContainer.textView = self
        backgroundColor = .systemBackground
        alwaysBounceVertical = false
        canvas.textView = self
        canvas.isUserInteractionEnabled = false
        addSubview(canvas)
        for view in selectionViews {
            view.isUserInteractionEnabled = false
            view.isHidden = true
            addSubview(view)
        }
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        addSubview(caretView)
        installTextGestureRecognizers()
        textEditMenu = TextEditMenu(host: self)
        selectionHandles = SelectionHandles(host: self)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    open override func becomeFirstResponder() -> Bool {
        beginEditingIfAllowed()
    }

    open override func resignFirstResponder() -> Bool {
        endEditingIfAllowed(force: false)
    }

    /// The selection as an `NSRange` in UTF-16 units. Setting it clamps to
    /// the text and rounds to whole grapheme clusters.
    open var selectedRange: NSRange {
        get { editing.selection }
        set {
            inputDelegate?.selectionWillChange(self)
            editing.select(newValue)
            selectionDidChange()
            inputDelegate?.selectionDidChange(self)
        }
    }

    // MARK: Standard edit actions (the text view's own, as in UIKit)

    /// Selects the whole text (editing only).
    open func selectAll(_ sender: Any?) {
        guard isEditing else { return }
        editing.selection = NSRange(location: 0, length: editing.length)
        editing.anchor = nil
        selectionDidChange()
    }

    /// Selects the word at the caret (editing only; nothing between words).
    open func select(_ sender: Any?) {
        guard isEditing else { return }
        _ = editing.selectUnit(around: editing.selection.location, tapCount: 2)
        selectionDidChange()
    }

    /// Copies the selection to the general pasteboard.
    open func copy(_ sender: Any?) {
        guard isEditing, editing.selection.length > 0 else { return }
        UIPasteboard.general.string = editing.substring(editing.selection)
    }

    /// Copies the selection, then deletes it as typing would.
    open func cut(_ sender: Any?) {
        guard isEditing, isEditable, editing.selection.length > 0 else { return }
        copy(sender)
        typingUndo.end()
        deleteBackward()
        typingUndo.end()
    }

    /// Replaces the selection with the general pasteboard's string, asking
    /// the delegate with the selection's range, as typing does.
    open func paste(_ sender: Any?) {
        guard isEditing, isEditable, let string = UIPasteboard.general.string, !string.isEmpty else { return }
        typingUndo.end()
        insertText(string)
        typingUndo.end()
    }

    /// Scrolls the least that shows the range (UTF-16 units), the text
    /// container inset above and below it; nothing for a range outside the text.
    open func scrollRangeToVisible(_ range: NSRange) {
        scrollToShow(range)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateTextLayout()
        textEditMenu.follow()
    }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        measuredWidth = bounds.width
        return sizeThatFits(CGSize(width: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude,
                                   height: .greatestFiniteMagnitude))
    }

    /// The text's size at `size.width` (unwrapped when unlimited) with the
    /// insets and padding, rounded up: as wide as the widest line (or
    /// `size.width`), as tall as every line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let sides = textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
        let width = size.width < NSTextContainer.unlimited ? max(0, size.width - sides) : nil
        let layout = makeLayout(width: width)
        let height = max(layout.size.height, (font ?? Self.defaultFont).lineHeight)
        let fittedWidth = width.map { _ in size.width } ?? layout.size.width + sides
        return CGSize(width: fittedWidth.rounded(.up),
                      height: (height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    /// The cached layout resolved its colors for the old appearance.
    override func colorAppearanceDidChange() {
        super.colorAppearanceDidChange()
        cachedLayout = nil
        canvas.setNeedsDisplay()
        updateCaretAndSelection()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateCaretAndSelection()
    }
}
