import Foundation

/// A cell for list sections (iOS 14): it takes the look of its place in the
/// list — the default background and content configuration of a row,
/// header or footer in the list's appearance — and shows accessories at its
/// edges, indented content, and separators that start at its text.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
///     var content = cell.defaultContentConfiguration()
///     content.text = item.title
///     cell.contentConfiguration = content
///     cell.accessories = [.disclosureIndicator(), .delete()]
/// }
/// ```
///
/// Absent: `leadingEditingAccessories`/`trailingEditingAccessories` (use
/// `accessories` with `displayed: .whenEditing`).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, in reading order at each edge; shown as their
    /// displayed states say for the collection view's editing mode.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessoryViews() }
    }
    /// How many steps the content (and, with `indentsAccessories`, the
    /// leading accessories) is indented. 0 by default.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }
    /// Points per indentation step; 10 by default (as table view cells).
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }
    /// Whether leading accessories are indented with the content. True by
    /// default.
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }

    /// Where the row's separator starts (iOS 14): constrain the guide's
    /// `leadingAnchor` to your own content (`cell.separatorLayoutGuide.leadingAnchor
    /// .constraint(equalTo: label.leadingAnchor)`) to start the separator
    /// there. Unconstrained, it follows the content configuration's text, or
    /// the content view's leading margin.
    public var separatorLayoutGuide: UILayoutGuide {
        if let guide = madeSeparatorGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        // Weaker than any constraint of the app's, which then decides.
        let fallback = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: defaultSeparatorLeading)
        fallback.priority = .defaultLow
        NSLayoutConstraint.activate([
            fallback,
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.topAnchor.constraint(equalTo: topAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        madeSeparatorGuide = guide
        separatorGuideFallback = fallback
        setNeedsLayout()
        return guide
    }

    private var madeSeparatorGuide: UILayoutGuide?
    private var separatorGuideFallback: NSLayoutConstraint?
    private var accessoryViews: [ListAccessoryView] = []
    /// Where a reorder drag took the cell: the cell's center less the finger.
    private var reorderGrabOffset = CGPoint.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        showPlacementBackground()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// A list content configuration in the look of the cell's place:
    /// `.cell()` for a row (`.sidebarCell()` in a sidebar), the list's header
    /// or footer look for a header or footer. A cell not placed yet gets
    /// `.cell()`; a configuration set from this one takes the look of the
    /// place the list then gives the cell (keeping its text and whatever the
    /// app changed).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: listPlacement?.contentStyle ?? .cell)
        configuration.followsPlacement = true
        return configuration
    }

    /// The background of the cell's place in the list (iOS 16): the plain or
    /// grouped row, header or footer background, or a sidebar's.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: listPlacement?.backgroundStyle ?? .listPlainCell)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutAccessories()
    }

    /// The height the content needs at the content view's width (beside the
    /// accessories); a list row showing list content is at least 44 pt tall.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        guard selfSizingAxes.contains(.vertical),
              let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        if bounds.width != layoutAttributes.size.width {
            bounds.size.width = layoutAttributes.size.width
        }
        layoutIfNeeded()
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: contentView.bounds.width, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        var height = fitted.height
        if hostsListRow && (listPlacement?.role ?? .cell) == .cell {
            height = max(height, TableCellMetrics.standardHeight)
        }
        preferred.size.height = height
        return preferred
    }

    // MARK: Accessories

    private func rebuildAccessoryViews() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map(ListAccessoryView.init)
        for view in accessoryViews {
            addSubview(view)
            if view.isReorderHandle {
                let drag = UILongPressGestureRecognizer(target: self, action: UICollectionViewListCell.handleReorder(_:))
                drag.minimumPressDuration = 0
                view.addGestureRecognizer(drag)
            }
        }
        setNeedsLayout()
    }

    /// Accessories at their edges, the content view between them, then the
    /// separators (which start at the content's text).
    private func layoutAccessories() {
        let editing = owningCollectionView?.isEditing ?? false
        let height = bounds.height
        let margin = listPlacement?.margin ?? UIView.systemMinimumMargins(forWidth: bounds.width).leading
        let indentation = CGFloat(indentationLevel) * indentationWidth
        var leading: [ListAccessoryView] = [], trailing: [ListAccessoryView] = []
        var reorder: ListAccessoryView?
        for view in accessoryViews {
            guard view.accessory.isDisplayed(editing: editing) else {
                view.isHidden = true
                continue
            }
            view.isHidden = view.accessory.isHidden
            view.showSelected(isSelected)
            if view.isReorderHandle {
                reorder = view
            } else if view.accessory.kind.isLeading {
                Self.insert(view, into: &leading)
            } else {
                Self.insert(view, into: &trailing)
            }
        }

        // Leading: from the margin (indented), one after the other.
        var x = margin + (indentsAccessories ? indentation : 0)
        for view in leading {
            let width = view.reservedWidth(cellHeight: height)
            view.frame = CGRect(x: x, y: 0, width: width, height: height)
            view.layoutContent(cellHeight: height)
            x += width + Self.accessorySpacing
        }
        let contentMinX = leading.isEmpty ? 0 : x - Self.accessorySpacing

        // Trailing: the reorder strip at the edge, the others inside the margin.
        var trailingEdge = bounds.width
        if let reorder {
            let width = reorder.reservedWidth(cellHeight: height)
            reorder.frame = CGRect(x: bounds.width - width, y: 0, width: width, height: height)
            reorder.layoutContent(cellHeight: height)
            trailingEdge -= width
        }
        var right = trailingEdge - (reorder == nil ? margin : 0)
        for view in trailing.reversed() {
            let width = view.reservedWidth(cellHeight: height)
            view.frame = CGRect(x: right - width, y: 0, width: width, height: height)
            view.layoutContent(cellHeight: height)
            right -= width + Self.accessorySpacing
        }
        let hasTrailing = reorder != nil || !trailing.isEmpty
        let contentMaxX = trailing.isEmpty ? trailingEdge : right + Self.accessorySpacing

        contentView.frame = CGRect(x: contentMinX, y: 0, width: max(0, contentMaxX - contentMinX), height: height)
        let left = margin + (leading.isEmpty || !indentsAccessories ? indentation : 0)
        let rightMargin = hasTrailing ? TableCellMetrics.contentToAccessory : margin
        let margins = contentView.layoutMargins
        if margins.left != left || margins.right != rightMargin {
            contentView.layoutMargins = UIEdgeInsets(top: margins.top, left: left, bottom: margins.bottom, right: rightMargin)
        }
        for view in accessoryViews where view.superview === self { bringSubviewToFront(view) }
        layoutConfigurationParts(separatorLeading: guidedSeparatorLeading())
    }

    /// The separator's start from `separatorLayoutGuide`, once the guide was
    /// asked for (nil: the default start).
    private func guidedSeparatorLeading() -> CGFloat? {
        guard let guide = madeSeparatorGuide, let fallback = separatorGuideFallback else { return nil }
        let start = defaultSeparatorLeading
        if fallback.constant != start { fallback.constant = start }
        prepareConstraintLayout()
        return guide.layoutFrame.minX
    }

    /// Between accessories at one edge (the table view's detail button and
    /// chevron are as far apart).
    static let accessorySpacing = TableCellMetrics.detailToChevron

    /// Puts a custom view where its position says among the views at its
    /// edge; the others keep their order.
    private static func insert(_ view: ListAccessoryView, into views: inout [ListAccessoryView]) {
        guard case .custom(let configuration) = view.accessory.kind else {
            views.append(view)
            return
        }
        let position: UICellAccessory.Placement.Position
        switch configuration.placement {
        case .leading(_, let at), .trailing(_, let at): position = at
        }
        let index = min(max(0, position(views.map(\.accessory))), views.count)
        views.insert(view, at: index)
    }

    // MARK: Reordering

    /// Dragging the reorder handle moves the item through the collection
    /// view's interactive movement.
    func handleReorder(_ recognizer: UILongPressGestureRecognizer) {
        guard let collectionView = owningCollectionView else { return }
        let location = recognizer.location(in: collectionView)
        switch recognizer.state {
        case .began:
            guard let indexPath = collectionView.indexPath(for: self),
                  collectionView.beginInteractiveMovementForItem(at: indexPath) else { return }
            let center = collectionView.convert(CGPoint(x: bounds.midX, y: bounds.midY), from: self)
            reorderGrabOffset = CGPoint(x: center.x - location.x, y: center.y - location.y)
        case .changed:
            guard collectionView.interactiveMovement != nil else { return }
            collectionView.updateInteractiveMovementTargetPosition(
                CGPoint(x: location.x + reorderGrabOffset.x, y: location.y + reorderGrabOffset.y))
        case .ended:
            collectionView.endInteractiveMovement()
        case .cancelled, .failed:
            collectionView.cancelInteractiveMovement()
        default:
            break
        }
    }
}
