import Foundation

/// Configurations on collection view cells (iOS 14): the state a cell is in,
/// the update that runs when it changes, the content configuration's view
/// inside `contentView`, the background configuration's view behind it, and
/// what a list section tells the cell about where it stands (corners,
/// separators, margins). The overridable members are declared in
/// UICollectionViewCell.swift.
extension UICollectionViewCell {
    /// Called with the cell and its state after `updateConfiguration(using:)`
    /// (iOS 15).
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The collection view showing the cell (through an orthogonal section's
    /// scroll view too).
    var owningCollectionView: UICollectionView? {
        var view = superview
        while let current = view {
            if let collectionView = current as? UICollectionView { return collectionView }
            view = current.superview
        }
        return nil
    }

    // MARK: State and updates

    /// The cell's state as the collection view shows it.
    func makeConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        if let collectionView = owningCollectionView {
            state.isEditing = collectionView.isEditing
            if let movement = collectionView.interactiveMovement {
                state.isReordering = collectionView.cellForItem(at: movement.target) === self
            }
        }
        return state
    }

    func requestConfigurationUpdate() {
        configurationStorage.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs the configuration update when it was asked for or the state
    /// changed since the last one: the automatic updates of the content and
    /// background configurations, then `updateConfiguration(using:)`, then the
    /// handler. Runs before the cell lays out (and so before it is measured).
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
        if automaticallyUpdatesBackgroundConfiguration, let background = configurationStorage.background {
            configurationStorage.background = background.updated(for: state)
            configurationStorage.showBackground(in: self)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    // MARK: Showing

    /// Shows a content configuration; one made by a list cell's
    /// `defaultContentConfiguration()` takes the look of the cell's place.
    func showContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        var shown = configuration
        if let list = configuration as? UIListContentConfiguration, list.followsPlacement {
            shown = list.restyled(as: listPlacement?.contentStyle ?? .cell)
        }
        configurationStorage.content.show(shown, in: contentView)
        if !configurationStorage.isUpdating { setNeedsLayout() }
    }

    /// Shows the background configuration set by the app; a non-nil one
    /// replaces the background color and views, as on iOS.
    func showBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        if configuration != nil {
            if backgroundView != nil { backgroundView = nil }
            if selectedBackgroundView != nil { selectedBackgroundView = nil }
            if backgroundColor != nil { backgroundColor = nil }
        }
        configurationStorage.backgroundFollowsPlacement = false
        configurationStorage.background = configuration
        configurationStorage.showBackground(in: self)
        setNeedsLayout()
    }

    /// A list cell's background until the app sets one: the list style's
    /// for the cell's place (a plain row's outside lists).
    func showPlacementBackground() {
        let style = listPlacement?.backgroundStyle ?? .listPlainCell
        // The state last applied (a new cell's is the plain one: its
        // subclass's `configurationState` is not asked before it updates).
        configurationStorage.background = UIBackgroundConfiguration(style: style)
            .updated(for: configurationStorage.appliedState ?? UICellConfigurationState())
        configurationStorage.backgroundFollowsPlacement = true
        configurationStorage.showBackground(in: self)
        setNeedsLayout()
    }

    /// The list layout placed the cell elsewhere (or outside a list).
    func listPlacementChanged() {
        if let list = configurationStorage.content.configuration as? UIListContentConfiguration, list.followsPlacement {
            showContentConfiguration(list)
        }
        if configurationStorage.backgroundFollowsPlacement { showPlacementBackground() }
        setNeedsUpdateConfiguration()
    }

    /// Places the configurations' views and the list decorations after the
    /// cell's own layout. List cells lay out their content view themselves
    /// (with their accessories) and call this again with their separator's
    /// start.
    func layoutConfigurationParts(separatorLeading: CGFloat? = nil) {
        if let placement = listPlacement, !(self is UICollectionViewListCell) {
            let margins = contentView.layoutMargins
            if margins.left != placement.margin || margins.right != placement.margin {
                contentView.layoutMargins = UIEdgeInsets(top: margins.top, left: placement.margin,
                                                         bottom: margins.bottom, right: placement.margin)
            }
        }
        if let background = configurationStorage.backgroundView {
            background.frame = bounds
            background.hostMargins = contentView.layoutMargins
        }
        configurationStorage.content.listView?.superviewMarginsMayHaveChanged()
        // A content view installed or changed during this layout (by the
        // configuration update) gets its frame in this same pass.
        if configurationStorage.content.view != nil { contentView.prepareConstraintLayout() }
        listDecorations.apply(listPlacement, to: self, separatorLeading: separatorLeading ?? defaultSeparatorLeading)
    }

    /// Where a list row's separator starts: at its content's text, else at
    /// the content view's leading margin.
    var defaultSeparatorLeading: CGFloat {
        if let leading = configurationStorage.content.textLeading(in: self) { return leading }
        return contentView.frame.minX + contentView.layoutMargins.left
    }

    /// Whether the hosted content is a list row (list rows are at least 44 pt).
    var hostsListRow: Bool { configurationStorage.content.isListRow }
}

extension UICollectionView {
    /// The visible cells' configuration state follows `isEditing` (and list
    /// cells show their editing accessories).
    func editingChangedForCells() {
        for element in visibleElements.values {
            (element.view as? UICollectionViewCell)?.setNeedsUpdateConfiguration()
        }
    }
}
