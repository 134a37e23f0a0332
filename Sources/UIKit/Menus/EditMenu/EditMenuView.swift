import CoreGraphics

/// An edit menu on screen: a rounded bar of items separated by hairlines, in
/// the elevated background color with a hairline outline, and an arrow
/// pointing at the target. Items that do not fit are paged with chevrons; a
/// submenu opens in the same bar with a chevron leading back.
///
/// The bar casts a soft shadow (opacity 0.15, radius 12, 4 pt down;
/// uncertain), as iOS's does.
@MainActor
final class EditMenuView: UIView {
    /// The bar's fill: white in light mode, dark gray (#2C2C2E) in dark mode.
    static let barColor = UIColor.tertiarySystemBackground

    let bar = UIView()
    let arrow = EditMenuArrowView(frame: .zero)
    /// Called with the action a person chose.
    var onAction: ((UIAction) -> Void)?
    private(set) var placement: EditMenuPlacement?
    private(set) var pageIndex = 0
    private var rootEntries: [EditMenuEntry]
    /// Submenus opened from the bar, innermost last.
    private var openSubmenus: [UIMenu] = []
    private(set) var itemViews: [EditMenuItemView] = []
    private var separators: [UIView] = []
    private var target = CGRect.zero
    private var area = CGRect.zero
    private var preferred = UIEditMenuArrowDirection.automatic

    init(entries: [EditMenuEntry]) {
        rootEntries = entries
        super.init(frame: .zero)
        bar.backgroundColor = Self.barColor
        bar.layer.cornerRadius = EditMenuPlacement.cornerRadius
        bar.layer.masksToBounds = true
        addSubview(bar)
        addSubview(arrow)
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the menu for `target` inside `area` (both in the superview's coordinates).
    /// Moving the menu keeps its items (a finger may be on one); a new area
    /// width pages them again.
    func place(target: CGRect, area: CGRect, preferred: UIEditMenuArrowDirection) {
        let repage = itemViews.isEmpty || area.width != self.area.width
        self.target = target
        self.area = area
        self.preferred = preferred
        if repage {
            rebuild()
        } else {
            layoutBar()
        }
    }

    /// Shows new entries (a reloaded menu), back on the first page of the top level.
    func reload(entries: [EditMenuEntry]) {
        rootEntries = entries
        openSubmenus = []
        pageIndex = 0
        rebuild()
    }

    /// The entries of what the bar shows now: the top level or the open submenu.
    private var currentEntries: [EditMenuEntry] {
        guard let submenu = openSubmenus.last else { return rootEntries }
        return [.back] + EditMenuEntry.entries(of: submenu)
    }

    private func rebuild() {
        for view in itemViews + separators { view.removeFromSuperview() }
        let entries = currentEntries
        let widths = entries.map { EditMenuItemView(entry: $0).preferredWidth }
        let maxWidth = max(0, area.width - 2 * EditMenuPlacement.margin)
        let pages = EditMenuPaging.pages(widths: widths, maxWidth: maxWidth, chevronWidth: EditMenuItemView.chevronWidth)
        pageIndex = min(pageIndex, max(0, pages.count - 1))
        var shown: [EditMenuEntry] = []
        if pageIndex > 0 { shown.append(.previousPage) }
        if !pages.isEmpty { shown += entries[pages[pageIndex]] }
        if pageIndex < pages.count - 1 { shown.append(.nextPage) }
        itemViews = shown.map { entry in
            let item = EditMenuItemView(entry: entry)
            item.addAction(UIAction { [weak self] _ in self?.choose(entry) }, for: .touchUpInside)
            return item
        }
        separators = []
        for _ in itemViews.indices.dropFirst() {
            let separator = UIView()
            separator.backgroundColor = .separator
            separator.isUserInteractionEnabled = false
            separators.append(separator)
            bar.addSubview(separator)
        }
        // Items below the separators, in reading order for accessibility.
        for item in itemViews.reversed() { bar.insertSubview(item, at: 0) }
        layoutBar()
    }

    /// Places the menu at its target and lays the items out along the bar.
    private func layoutBar() {
        let barWidth = itemViews.reduce(0) { $0 + $1.preferredWidth }
        let placement = EditMenuPlacement(barWidth: barWidth, target: target, area: area, preferred: preferred)
        self.placement = placement
        frame = placement.frame
        bar.frame = placement.barFrame
        layer.shadowPath = CGPath(roundedRect: placement.barFrame, cornerWidth: EditMenuPlacement.cornerRadius,
                                  cornerHeight: EditMenuPlacement.cornerRadius, transform: nil)
        arrow.pointsUp = placement.arrowPointsUp
        arrow.frame = CGRect(x: placement.arrowX - EditMenuPlacement.arrowWidth / 2,
                             y: placement.arrowPointsUp ? 0 : EditMenuPlacement.barHeight,
                             width: EditMenuPlacement.arrowWidth, height: EditMenuPlacement.arrowHeight)
        var x: CGFloat = 0
        for (index, item) in itemViews.enumerated() {
            if index > 0 {
                separators[index - 1].frame = CGRect(x: x, y: 0, width: hairline, height: EditMenuPlacement.barHeight)
            }
            item.frame = CGRect(x: x, y: 0, width: item.preferredWidth, height: EditMenuPlacement.barHeight)
            x += item.preferredWidth
        }
    }

    private var hairline: CGFloat {
        1 / (window?.screen.scale ?? UIScreen.main.scale)
    }

    private func choose(_ entry: EditMenuEntry) {
        switch entry {
        case .action(let action): onAction?(action)
        case .submenu(let menu):
            openSubmenus.append(menu)
            pageIndex = 0
            rebuild()
        case .back:
            openSubmenus.removeLast()
            pageIndex = 0
            rebuild()
        case .nextPage:
            pageIndex += 1
            rebuild()
        case .previousPage:
            pageIndex -= 1
            rebuild()
        }
    }
}
