import Foundation

/// A table view's row: a `contentView` for your subviews (or the labels and
/// image view of one of the four classic styles), an accessory at the
/// trailing edge, editing and reorder controls while editing, and the
/// separator the table view draws at its bottom.
///
/// `isSelected` and `isHighlighted` are set by the table view through
/// `setSelected(_:animated:)` and `setHighlighted(_:animated:)` (override
/// those to react). As on iOS 13 and later, highlighting shows
/// `selectedBackgroundView` behind the content and leaves the backgrounds
/// of the content's subviews alone.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The classic layouts of `textLabel`, `detailTextLabel` and `imageView`.
    public enum CellStyle: Int, Sendable {
        /// One label, with an optional image at the leading edge.
        case `default`
        /// A label at the leading edge and a secondary-colored one at the
        /// trailing edge (Settings' value rows).
        case value1
        /// A tinted, trailing-aligned label of fixed width, then the detail.
        case value2
        /// A label with a smaller one below it.
        case subtitle
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    // MARK: Content

    /// The view to add subviews to; it fills the cell less its accessory
    /// and editing controls.
    public let contentView: UIView
    public let style: CellStyle
    public private(set) var reuseIdentifier: String?

    /// The main label (made on first use).
    open var textLabel: UILabel? {
        if madeTextLabel == nil { madeTextLabel = makeStandardLabel(primary: true) }
        return madeTextLabel
    }
    /// The secondary label of the value and subtitle styles (nil in the
    /// default style).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if madeDetailTextLabel == nil { madeDetailTextLabel = makeStandardLabel(primary: false) }
        return madeDetailTextLabel
    }
    /// The image at the leading edge (made on first use; shown when it has an
    /// image).
    open var imageView: UIImageView? {
        if madeImageView == nil {
            let imageView = UIImageView()
            contentView.addSubview(imageView)
            madeImageView = imageView
        }
        return madeImageView
    }

    // MARK: Backgrounds and selection

    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView) }
    }
    /// Shown behind the content while the cell is selected or highlighted;
    /// a gray view until set (none when `selectionStyle` is `.none`).
    open var selectedBackgroundView: UIView? {
        get { explicitSelectedBackgroundView ?? defaultSelectedBackground }
        set {
            let old = selectedBackgroundView
            explicitSelectedBackgroundView = newValue
            replaceBackground(old, with: nil)
            updateSelectionAppearance(animated: false)
        }
    }
    /// Shown instead of `selectedBackgroundView` while the table view allows
    /// multiple selection.
    open var multipleSelectionBackgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: nil); updateSelectionAppearance(animated: false) }
    }
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance(animated: false) }
    }

    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects the cell; deselecting with animation fades the
    /// selected background out.
    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = selected != selectedState
        selectedState = selected
        updateSelectionAppearance(animated: animated)
        if changed { setNeedsUpdateConfiguration() }
    }

    /// Highlights the cell (the table view calls it while a finger is down
    /// on the row), passing the state to the labels, image views and
    /// controls of the content.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = highlighted != highlightedState
        highlightedState = highlighted
        updateSelectionAppearance(animated: animated)
        if changed {
            contentView.setCellHighlightInSubviews(highlighted)
            setNeedsUpdateConfiguration()
        }
    }

    // MARK: Accessories

    open var accessoryType: AccessoryType = .none { didSet { accessoriesChanged() } }
    /// Shown instead of the standard accessory.
    open var accessoryView: UIView? {
        didSet { if oldValue !== accessoryView { oldValue?.removeFromSuperview() }; accessoriesChanged() }
    }
    open var editingAccessoryType: AccessoryType = .none { didSet { accessoriesChanged() } }
    open var editingAccessoryView: UIView? {
        didSet { if oldValue !== editingAccessoryView { oldValue?.removeFromSuperview() }; accessoriesChanged() }
    }

    // MARK: Editing and indentation

    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing control, reorder control and editing
    /// accessory, sliding the content (the table view calls it for every
    /// visible row).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        editingState = editing
        accessoriesChanged()
        setNeedsUpdateConfiguration()
        guard animated, UIView.areAnimationsEnabled else { return layoutIfNeeded() }
        UIView.animate(withDuration: UITableViewCell.editingAnimationDuration) { self.layoutIfNeeded() }
    }

    /// The editing control the row shows (set by the table view from its
    /// delegate).
    open internal(set) var editingStyle: EditingStyle = .none { didSet { accessoriesChanged() } }
    /// Whether the row shows a reorder control while editing (set by the
    /// table view from its data source; settable as on iOS).
    open var showsReorderControl = false { didSet { accessoriesChanged() } }
    open var shouldIndentWhileEditing = true { didSet { accessoriesChanged() } }
    /// Content is indented by `indentationLevel × indentationWidth` points.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the delete button of a swipe or of the editing control shows.
    public internal(set) var showingDeleteConfirmation = false

    /// The separator's inset from the cell's edges; until set, the table
    /// view's (which starts at the text).
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? appearance.separatorInset }
        set { explicitSeparatorInset = newValue; setNeedsLayout() }
    }

    // MARK: Life cycle

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.autoresizingMask = []
        addSubview(contentView)
        super.backgroundColor = .systemBackground
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table view makes a registered class: `init(style:reuseIdentifier:)`
    /// with the default style, reached through the class value. A required
    /// convenience initializer is inherited by every subclass that overrides
    /// `init(style:reuseIdentifier:)` and `init?(coder:)` (or neither), so
    /// ported cells compile unchanged. Not UIKit API.
    public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Resets state before the cell is reused. Call `super` when overriding.
    open func prepareForReuse() {}

    /// The cell's own background color; until set, the table style's (white
    /// in plain tables, the grouped cell color in grouped ones).
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            backgroundColorWasSet = true
            super.backgroundColor = newValue
        }
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layoutCellParts()
        layoutConfigurationParts()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight(forWidth: size.width))
    }

    // MARK: Configurations (iOS 14; logic in UITableViewCell+Configuration.swift)

    /// The cell's state: selection, highlight, editing, swipe, reordering,
    /// `isUserInteractionEnabled`. Override to add custom states.
    open var configurationState: UICellConfigurationState { makeConfigurationState() }

    /// Asks for `updateConfiguration(using:)` and the update handler to run
    /// before the cell next lays out.
    open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    /// Override to configure the cell for `state` (the content and background
    /// configurations have already been updated for it when they update
    /// automatically). Runs before the cell is laid out when the state
    /// changed or `setNeedsUpdateConfiguration()` was called. Does nothing by
    /// default.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Called after `updateConfiguration(using:)` with the cell and its
    /// state; setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The content shown in `contentView` (beside the classic labels, which
    /// stay independent); nil by default.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationStorage.content.configuration }
        set { showContentConfiguration(newValue) }
    }

    /// Whether the content configuration is replaced by its `updated(for:)`
    /// on each update. True by default.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesContent }
        set { configurationStorage.automaticallyUpdatesContent = newValue; setNeedsUpdateConfiguration() }
    }

    /// The background; setting one clears `backgroundColor`,
    /// `backgroundView`, `selectedBackgroundView` and
    /// `multipleSelectionBackgroundView`, and selection then shows through
    /// it. nil by default.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationStorage.background }
        set { showBackgroundConfiguration(newValue) }
    }

    /// Whether the background configuration is replaced by its
    /// `updated(for:)` on each update. True by default.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesBackground }
        set { configurationStorage.automaticallyUpdatesBackground = newValue; setNeedsUpdateConfiguration() }
    }

    /// A cell that stops taking touches is disabled in its configuration state.
    open override var isUserInteractionEnabled: Bool {
        didSet { if isUserInteractionEnabled != oldValue { setNeedsUpdateConfiguration() } }
    }

    var configurationStorage = CellConfigurationStorage()

    // MARK: State

    /// Seconds the editing controls take to slide in and out, and a
    /// deselection to fade (UIKit's standard 0.3 s view transition;
    /// uncertain).
    static let editingAnimationDuration: TimeInterval = 0.3

    var selectedState = false
    var highlightedState = false
    var editingState = false
    var backgroundColorWasSet = false
    var explicitSeparatorInset: UIEdgeInsets?
    var explicitSelectedBackgroundView: UIView?
    /// The gray view shown until `selectedBackgroundView` is set, made the
    /// first time it is needed.
    var madeDefaultSelectedBackground: UIView?
    var defaultSelectedBackground: UIView {
        if let made = madeDefaultSelectedBackground { return made }
        let view = UIView()
        view.backgroundColor = .systemGray4
        madeDefaultSelectedBackground = view
        return view
    }
    /// How the table view wants the cell to look where it stands (separator,
    /// corners, margins, background).
    var appearance = TableCellAppearance() {
        didSet { appearanceChanged(from: oldValue) }
    }
    var madeTextLabel: UILabel?
    var madeDetailTextLabel: UILabel?
    var madeImageView: UIImageView?
    /// The standard accessory and editing views, made as they are needed.
    var parts = TableCellParts()
    /// The table view this cell was dequeued from and the row it shows.
    weak var owningTableView: UITableView?
    /// Whether the cell's content is slid aside by an open swipe (points,
    /// negative: to the left).
    var swipeOffset: CGFloat = 0 { didSet { setNeedsLayout() } }

    func setReuseIdentifier(_ identifier: String) {
        reuseIdentifier = identifier
    }


    private func replaceBackground(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old !== selectedBackgroundView, old !== multipleSelectionBackgroundView,
           old !== backgroundView {
            old.removeFromSuperview()
        }
        if let new, new.superview !== self { insertSubview(new, at: 0) }
        setNeedsLayout()
    }

    /// Shows the selected (or multiple-selection) background while the cell
    /// is selected or highlighted.
    func updateSelectionAppearance(animated: Bool) {
        let multiple = appearance.multipleSelection && multipleSelectionBackgroundView != nil
        let visible = selectedState || highlightedState
        let fadesOut = !visible && animated && UIView.areAnimationsEnabled
        // A background configuration shows selection itself
        // (UITableViewCell+Configuration.swift); an unselected cell holds no
        // selected background unless one is fading out.
        var shown: UIView?
        if configurationStorage.background == nil, selectionStyle != .none || multiple, visible || fadesOut {
            shown = multiple ? multipleSelectionBackgroundView : selectedBackgroundView
        }
        for candidate in [explicitSelectedBackgroundView, madeDefaultSelectedBackground, multipleSelectionBackgroundView]
        where candidate !== shown && candidate?.superview === self {
            candidate?.removeFromSuperview()
        }
        guard let shown else { return }
        if shown.superview !== self {
            if let backgroundView, backgroundView.superview === self {
                insertSubview(shown, aboveSubview: backgroundView)
            } else {
                insertSubview(shown, at: 0)
            }
        }
        shown.frame = bounds
        let alpha: CGFloat = visible ? 1 : 0
        guard animated, UIView.areAnimationsEnabled, shown.alpha != alpha else {
            shown.layer.removeAllAnimations()
            shown.alpha = alpha
            if !visible { shown.removeFromSuperview() }
            return
        }
        UIView.animate(withDuration: UITableViewCell.editingAnimationDuration, animations: { shown.alpha = alpha },
                       completion: { [weak self] _ in
                           guard let self, !(self.selectedState || self.highlightedState) else { return }
                           shown.removeFromSuperview()
                       })
    }

    private func appearanceChanged(from old: TableCellAppearance) {
        if !backgroundColorWasSet, appearance.background != old.background || super.backgroundColor == nil {
            super.backgroundColor = appearance.background
        }
        layer.cornerRadius = appearance.cornerRadius
        layer.maskedCorners = appearance.roundedCorners
        layer.masksToBounds = appearance.cornerRadius > 0
        if appearance.multipleSelection != old.multipleSelection { updateSelectionAppearance(animated: false) }
        setNeedsLayout()
    }
}
