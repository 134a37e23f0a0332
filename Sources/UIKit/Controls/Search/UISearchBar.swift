import Foundation

/// A search field with an optional Cancel button and scope bar, drawn like
/// iOS 13 and later: a 36 pt rounded gray field with a magnifying glass
/// (placeholder "Search" until one is set), 8 pt in from the sides, in a
/// 56 pt bar; Cancel after the field while `showsCancelButton`; a
/// segmented control of the scope titles under it while `showsScopeBar`.
///
/// The bar is its field's delegate and tells its own delegate what the
/// field does: editing beginning and ending, each change the user makes
/// (`textDidChange`; setting `text` in code tells nothing), the Search key,
/// and the Cancel and scope buttons. Numbers: docs/BEHAVIOR.md "Search bars".
@preconcurrency @MainActor
open class UISearchBar: UIView, UIBarPositioning {
    /// Apple's raw values.
    public enum Style: UInt, Sendable {
        case `default` = 0
        case prominent = 1
        case minimal = 2
    }

    /// Points: the bar's height, its side margins, the gap before Cancel
    /// and the scope bar's height (uncertain, read off iOS 17).
    static let barHeight: CGFloat = 56
    static let sideMargin: CGFloat = 8
    static let cancelSpacing: CGFloat = 8
    static let scopeBarHeight: CGFloat = 44
    /// Seconds Cancel takes to slide in or out (uncertain).
    static let cancelAnimationDuration: TimeInterval = 0.25

    public let searchTextField = UISearchTextField()
    private let cancelButton = UIButton(type: .system)
    private let scopeControl = UISegmentedControl(items: nil)
    private let backgroundView = UIView()

    open weak var delegate: UISearchBarDelegate?

    /// The search controller that made this bar; it hears what the bar's
    /// delegate hears, after the delegate.
    weak var searchController: UISearchController?

    /// Whether a navigation bar shows this bar (in its top item's search
    /// controller): the navigation bar's background shows through, and the
    /// field sits in a 52 pt row.
    var isInNavigationBar = false {
        didSet {
            updateBackground()
            setNeedsLayout()
        }
    }

    /// Points: the row the field sits in, in a navigation bar (uncertain, read off iOS 17).
    static let navigationBarRowHeight: CGFloat = 52

    /// The row the field sits in.
    private var fieldRowHeight: CGFloat { isInNavigationBar ? Self.navigationBarRowHeight : Self.barHeight }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        searchTextField.delegate = self
        searchTextField.placeholder = Self.defaultPlaceholder
        searchTextField.addAction(UIAction { [weak self] _ in self?.userChangedText() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            delegate?.searchBarCancelButtonClicked(self)
            searchController?.searchBarDidCancel()
        }, for: .touchUpInside)
        cancelButton.isHidden = true
        addSubview(cancelButton)
        scopeControl.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            delegate?.searchBar(self, selectedScopeButtonIndexDidChange: scopeControl.selectedSegmentIndex)
            searchController?.searchBarDidChange()
        }, for: .valueChanged)
        scopeControl.isHidden = true
        addSubview(scopeControl)
        updateBackground()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    static let defaultPlaceholder = "Search"

    // MARK: Text

    /// The field's text ("" when empty, as UIKit reports it). Setting it tells the delegate nothing.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The field's placeholder; nil shows "Search".
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? Self.defaultPlaceholder }
    }

    // MARK: Look

    /// `.minimal` draws no bar behind the field; the others draw the system background.
    open var searchBarStyle = Style.default {
        didSet { updateBackground() }
    }

    /// The bar's color behind the field; nil for the style's.
    open var barTintColor: UIColor? {
        didSet { updateBackground() }
    }

    public var barPosition: UIBarPosition { .any }

    private func updateBackground() {
        backgroundView.backgroundColor = searchBarStyle == .minimal || isInNavigationBar
            ? nil : (barTintColor ?? .systemBackground)
    }

    // MARK: Cancel and scope

    /// Whether Cancel shows after the field.
    open var showsCancelButton: Bool {
        get { showsCancel }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    private var showsCancel = false

    /// Shows or hides Cancel, the field growing or shrinking over 0.25 s when `animated`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != showsCancel else { return }
        showsCancel = showsCancelButton
        cancelButton.isHidden = false
        let change = {
            self.layoutParts()
            self.cancelButton.alpha = showsCancelButton ? 1 : 0
        }
        if animated && window != nil {
            layoutIfNeeded()
            UIView.animate(withDuration: Self.cancelAnimationDuration, animations: change) { _ in
                self.cancelButton.isHidden = !self.showsCancel
            }
        } else {
            change()
            cancelButton.isHidden = !showsCancelButton
        }
    }

    /// The scope bar's titles; nil or empty shows no scope bar.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeControl.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeControl.insertSegment(withTitle: title, at: index, animated: false)
            }
            if scopeControl.numberOfSegments > 0 {
                scopeControl.selectedSegmentIndex = min(max(selectedScope, 0), scopeControl.numberOfSegments - 1)
            }
            updateScopeBar()
        }
    }

    /// The selected scope (0 by default). Setting it tells the delegate nothing.
    open var selectedScopeButtonIndex: Int {
        get { scopeControl.numberOfSegments > 0 ? scopeControl.selectedSegmentIndex : selectedScope }
        set {
            selectedScope = newValue
            if scopeControl.numberOfSegments > 0 {
                scopeControl.selectedSegmentIndex = min(max(newValue, 0), scopeControl.numberOfSegments - 1)
            }
        }
    }
    private var selectedScope = 0

    /// Whether the scope bar shows under the field (it needs titles).
    open var showsScopeBar = false {
        didSet { updateScopeBar() }
    }

    var scopeBarShown: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    private func updateScopeBar() {
        scopeControl.isHidden = !scopeBarShown
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        (superview as? UINavigationBar)?.searchBarHeightDidChange()
    }

    // MARK: Size and layout

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight + (scopeBarShown ? Self.scopeBarHeight : 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        backgroundView.frame = bounds
        let inner = bounds.width - 2 * Self.sideMargin
        let cancelWidth = showsCancel ? ceil(cancelButton.intrinsicContentSize.width) : 0
        let fieldWidth = max(0, inner - (showsCancel ? cancelWidth + Self.cancelSpacing : 0))
        let fieldY = (fieldRowHeight - UISearchTextField.height) / 2
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let fieldX = leftToRight ? Self.sideMargin : bounds.width - Self.sideMargin - fieldWidth
        searchTextField.frame = CGRect(x: fieldX, y: fieldY, width: fieldWidth, height: UISearchTextField.height)
        // Cancel rests after the field, or just beyond the edge while hidden.
        let cancelX = showsCancel
            ? (leftToRight ? bounds.width - Self.sideMargin - cancelWidth : Self.sideMargin)
            : (leftToRight ? bounds.width : -cancelButton.intrinsicContentSize.width)
        cancelButton.frame = CGRect(x: cancelX, y: fieldY, width: max(cancelWidth, cancelButton.intrinsicContentSize.width),
                                    height: UISearchTextField.height)
        scopeControl.frame = CGRect(x: Self.sideMargin, y: fieldRowHeight + (Self.scopeBarHeight - 32) / 2 - 6,
                                    width: inner, height: 32)
    }

    // MARK: Editing

    private func userChangedText() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchBarDidChange()
    }

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
}

/// The bar as its field's delegate: each question and event goes to the
/// bar's delegate in its own words.
extension UISearchBar: UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        delegate?.searchBarShouldBeginEditing(self) ?? true
    }

    /// A search controller becomes active first, so the delegate finds it active.
    public func textFieldDidBeginEditing(_ textField: UITextField) {
        searchController?.searchBarDidBeginEditing()
        delegate?.searchBarTextDidBeginEditing(self)
    }

    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        delegate?.searchBarShouldEndEditing(self) ?? true
    }

    public func textFieldDidEndEditing(_ textField: UITextField) {
        delegate?.searchBarTextDidEndEditing(self)
    }

    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The Search key: the delegate hears it; the keyboard stays.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        delegate?.searchBarSearchButtonClicked(self)
        return false
    }
}
