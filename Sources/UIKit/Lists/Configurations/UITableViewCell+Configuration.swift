import Foundation

/// Configurations on table view cells (iOS 14): the state a cell is in, the
/// update that runs when it changes, the content configuration's view inside
/// `contentView`, and the background configuration's view behind it. The
/// overridable members are declared in UITableViewCell.swift.
extension UITableViewCell {
    /// Called with the cell and its state after `updateConfiguration(using:)`
    /// (iOS 15).
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// A list content configuration in the cell style's look: `.cell()` for
    /// `.default`, `.subtitleCell()` for `.subtitle`, `.valueCell()` for
    /// `.value1` and `.value2` (Kumiki's choice: the configurations have no
    /// value2 look).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The background configuration of the table's style (iOS 16):
    /// `.listPlainCell()` in a plain table (or none yet), `.listGroupedCell()`
    /// in a grouped or inset-grouped one.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        (owningTableView?.style ?? .plain) == .plain ? .listPlainCell() : .listGroupedCell()
    }

    // MARK: State and updates

    /// The cell's state as the table view shows it.
    func makeConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = selectedState
        state.isHighlighted = highlightedState
        state.isEditing = editingState
        state.isSwiped = swipeOffset != 0
        state.isReordering = owningTableView?.reorder?.cell === self
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    func requestConfigurationUpdate() {
        configurationStorage.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs the configuration update when it was asked for or the state
    /// changed since the last one: the automatic updates of the content and
    /// background configurations, then `updateConfiguration(using:)`, then the
    /// handler. Runs before the cell lays out or is measured.
    func updateConfigurationIfNeeded() {
        guard !configurationStorage.isUpdating else { return }
        let state = configurationState
        guard configurationStorage.needsUpdate || state != configurationStorage.appliedState else { return }
        configurationStorage.needsUpdate = false
        configurationStorage.appliedState = state
        configurationStorage.isUpdating = true
        defer { configurationStorage.isUpdating = false }
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    // MARK: Showing

    func showContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        configurationStorage.content.show(configuration, in: contentView)
        if !configurationStorage.isUpdating { setNeedsLayout() }
    }

    /// Shows the background configuration; a non-nil one replaces the
    /// background color and views, as on iOS.
    func showBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        if configuration != nil && configurationStorage.background == nil {
            if backgroundView != nil { backgroundView = nil }
            if explicitSelectedBackgroundView != nil { selectedBackgroundView = nil }
            if multipleSelectionBackgroundView != nil { multipleSelectionBackgroundView = nil }
            backgroundColor = nil
        }
        configurationStorage.background = configuration
        configurationStorage.showBackground(in: self)
        updateSelectionAppearance(animated: false)
        setNeedsLayout()
    }

    /// Places the configurations' views after the cell's parts are laid out.
    func layoutConfigurationParts() {
        if let background = configurationStorage.backgroundView {
            background.frame = bounds
            background.hostMargins = contentView.layoutMargins
        }
        configurationStorage.content.listView?.superviewMarginsMayHaveChanged()
        // A content view installed or changed during this layout (by the
        // configuration update) gets its frame in this same pass.
        if configurationStorage.content.view != nil { contentView.prepareConstraintLayout() }
    }

    /// How far a hosted list content is indented (`indentationLevel ×
    /// indentationWidth`; the classic labels indent themselves).
    var configurationIndentation: CGFloat {
        configurationStorage.content.view == nil ? 0 : CGFloat(indentationLevel) * indentationWidth
    }

    /// A row showing a list content configuration is at least the standard
    /// 44 pt tall, as the classic styles are.
    var configurationMinimumRowHeight: CGFloat {
        configurationStorage.content.isListRow ? TableCellMetrics.standardHeight : 0
    }

    /// Where the hosted list content's text begins, in the cell's coordinates
    /// when not swiped (nil: no such text).
    var configurationTextLeading: CGFloat? {
        guard let leading = configurationStorage.content.textLeading(in: contentView) else { return nil }
        return contentView.frame.minX - swipeOffset + leading
    }
}
