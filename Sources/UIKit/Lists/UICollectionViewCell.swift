import Foundation

/// A collection view's cell: a `contentView` for your subviews, over an
/// optional `backgroundView`, with a `selectedBackgroundView` shown while the
/// cell is selected or highlighted.
///
/// `isSelected` and `isHighlighted` are set by the collection view (from its
/// own selection, which survives reuse); setting `isHighlighted` passes the
/// state to the content view's labels, image views and controls, as on iOS.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add subviews to; it fills the cell.
    public let contentView: UIView

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shown behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            installBackgroundViews()
        }
    }

    /// Shown over `backgroundView` while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            installBackgroundViews()
        }
    }

    open var isSelected = false {
        didSet {
            updateSelectedBackground()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    open var isHighlighted = false {
        didSet {
            updateSelectedBackground()
            guard isHighlighted != oldValue else { return }
            setNeedsUpdateConfiguration()
            contentView.setCellHighlightInSubviews(isHighlighted)
        }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    override var fittingView: UIView { contentView }

    // MARK: Configurations (iOS 14; logic in UICollectionViewCell+Configuration.swift)

    /// The cell's state: selection, highlight, the collection view's editing,
    /// interactive movement, `isUserInteractionEnabled`. Override to add
    /// custom states.
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

    /// The content shown in `contentView`; nil by default.
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
    /// `backgroundView` and `selectedBackgroundView`. nil by default (a list
    /// cell's follows its place in the list until set).
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

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layoutConfigurationParts()
    }

    var configurationStorage = CellConfigurationStorage()
    /// Where a list layout placed the cell (set with its layout attributes).
    var listPlacement: ListPlacement? {
        didSet { if listPlacement != oldValue { listPlacementChanged() } }
    }
    var listDecorations = ListCellDecorations()

    /// Puts the background views under the content view, in order, filling
    /// the cell.
    private func installBackgroundViews() {
        for view in [selectedBackgroundView, backgroundView].compactMap({ $0 }) {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
