import Foundation

/// The layout pass: counts and heights from the data source and delegate,
/// then views for exactly the rows, headers and footers in the visible
/// bounds — new ones from the data source, departed ones back to their
/// reuse pools. Rows that size themselves are measured as they appear.
extension UITableView {
    /// Rows per section, asking the data source when they are not known.
    var counts: [Int] {
        if let rowCounts { return rowCounts }
        var loaded: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            loaded = (0..<max(0, sections)).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        }
        rowCounts = loaded
        return loaded
    }

    var geometry: TableGeometry {
        if let geometryStorage { return geometryStorage }
        let built = buildGeometry()
        geometryStorage = built
        return built
    }

    /// Heights change (a style property, the width, the table header): the
    /// geometry is built again on the next layout pass, measured rows too.
    func invalidateGeometry() {
        geometryStorage = nil
        sizedRows.removeAll()
        setNeedsLayout()
    }

    /// One layout pass. Rows measured while they are displayed may change
    /// the geometry; the pass repeats (a few times at most) until it holds.
    ///
    /// Passes do not nest. Adding a cell marks the table as needing layout,
    /// and laying out or measuring a cell lays out its ancestors that need
    /// it first (as `layoutIfNeeded` does on iOS); a pass started that way
    /// would make a second cell for the row being shown. The table is laid
    /// out again on the next turn instead, which changes nothing when all
    /// is in place.
    func layoutTableContent() {
        guard !rowLayoutBusy else { return }
        rowLayoutBusy = true
        defer { rowLayoutBusy = false }
        if reloadPending {
            reloadPending = false
            finishDepartures()
            for indexPath in visibleCellsByIndexPath.keys.sorted() { endDisplayingCell(at: indexPath) }
            for section in visibleHeaders.keys.sorted() { endDisplayingHeaderFooter(section, footer: false) }
            for section in visibleFooters.keys.sorted() { endDisplayingHeaderFooter(section, footer: true) }
        }
        for _ in 0..<4 {
            _ = geometry
            applyContentSize()
            guard updateVisibleRows() else { break }
        }
        placeTableHeaderAndFooter()
        updateVisibleHeadersAndFooters()
        layoutSectionIndex()
        updatePrefetching()
    }

    func applyContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    // MARK: Rows

    /// Shows cells for the rows in the visible bounds and recycles the rest.
    /// Returns whether measuring a row changed the geometry.
    private func updateVisibleRows() -> Bool {
        let wanted = geometry.rows(from: bounds.minY, to: bounds.maxY)
        let wantedSet = Set(wanted)
        for indexPath in visibleCellsByIndexPath.keys.sorted() where !wantedSet.contains(indexPath) {
            if reorder?.indexPath == indexPath { continue }
            endDisplayingCell(at: indexPath)
        }
        var changed = false
        for indexPath in wanted {
            if let cell = visibleCellsByIndexPath[indexPath] {
                place(cell, at: indexPath)
            } else {
                guard let cell = makeCell(at: indexPath) else { continue }
                prepareForDisplay(cell, at: indexPath)
                if sizeRowIfNeeded(at: indexPath, with: cell) { changed = true }
                place(cell, at: indexPath)
                visibleCellsByIndexPath[indexPath] = cell
                prefetchedRows.remove(indexPath)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
        }
        return changed
    }

    /// Asks the data source for the row's cell and checks it as UIKit does;
    /// a drop's gap row gets its placeholder's cell, or none.
    func makeCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        if let gap = dropGap, gap.destination == indexPath { return placeholderCell(for: gap, at: indexPath) }
        let cell = dataSource.tableView(self, cellForRowAt: dataIndexPath(forDisplayed: indexPath))
        cell.owningTableView = self
        return cell
    }

    /// Gives a cell coming on screen the table's state for its row.
    func prepareForDisplay(_ cell: UITableViewCell, at indexPath: IndexPath) {
        UIView.performWithoutAnimation {
            if cell.superview !== self { insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0) }
            cell.isHidden = false
            cell.alpha = 1
            cell.swipeOffset = 0
            applyEditingState(to: cell, at: indexPath, animated: false)
            let selected = selectedSet.contains(indexPath)
            if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
            let highlighted = touchTracking?.highlighted == indexPath
            if cell.isHighlighted != highlighted { cell.setHighlighted(highlighted, animated: false) }
            cell.indentationLevel = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
        }
    }

    /// Puts a cell where its row is and dresses it for its place in the
    /// section.
    func place(_ cell: UITableViewCell, at indexPath: IndexPath) {
        if reorder?.indexPath == indexPath { return }
        let frame = rowFrame(indexPath)
        let appearance = cellAppearance(at: indexPath)
        if cell.appearance != appearance { cell.appearance = appearance }
        if cell.frame != frame { cell.frame = frame }
    }

    /// The row's frame in the table's coordinates.
    func rowFrame(_ indexPath: IndexPath) -> CGRect {
        let span = geometry.rowSpan(indexPath)
        let (x, width) = horizontalExtent
        return CGRect(x: x, y: span.minY, width: width, height: span.height)
    }

    /// Where cells, headers and footers lie across: the full width, or inset
    /// by the margins in the inset-grouped style.
    var horizontalExtent: (x: CGFloat, width: CGFloat) {
        guard style == .insetGrouped else { return (0, bounds.width) }
        let margin = contentMargin
        return (margin, max(0, bounds.width - 2 * margin))
    }

    /// The corner radius of inset-grouped sections (iOS 13–16's 10 pt).
    static let insetGroupedCornerRadius: CGFloat = 10

    func cellAppearance(at indexPath: IndexPath) -> TableCellAppearance {
        var appearance = TableCellAppearance()
        let counts = self.counts
        let rows = indexPath.section < counts.count ? counts[indexPath.section] : 0
        let first = indexPath.row == 0, last = indexPath.row == rows - 1
        appearance.background = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        appearance.margin = contentMargin
        appearance.separatorFollowsText = explicitSeparatorInset == nil
        appearance.separatorInset = separatorInset
        appearance.separatorColor = separatorColor
        appearance.multipleSelection = multipleSelectionAllowed
        appearance.trailingInset = sectionIndexInset
        switch style {
        case .plain:
            appearance.bottomSeparator = true
        case .grouped:
            appearance.bottomSeparator = !last
            appearance.topEdgeSeparator = first
            appearance.bottomEdgeSeparator = last
        case .insetGrouped:
            appearance.bottomSeparator = !last
            if first || last {
                appearance.cornerRadius = Self.insetGroupedCornerRadius
                var corners: CACornerMask = []
                if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
                if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
                appearance.roundedCorners = corners
            }
        }
        return appearance
    }

    /// Hides a cell whose row left the visible bounds and returns it to its
    /// pool; the delegate hears it.
    func endDisplayingCell(at indexPath: IndexPath) {
        guard let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) else { return }
        recycle(cell)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Recycled cells stay subviews, hidden, as UIKit keeps them; cells
    /// without a reuse identifier are removed.
    func recycle(_ cell: UITableViewCell) {
        cell.isHidden = true
        cell.layer.removeAllAnimations()
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        cell.swipeOffset = 0
        cell.showingDeleteConfirmation = false
        if cell.reuseIdentifier == nil {
            cell.removeFromSuperview()
        } else {
            reuse.enqueue(cell)
        }
    }

    /// Dresses the visible cells again after a separator or selection
    /// property changed.
    func refreshVisibleCells() {
        for (indexPath, cell) in visibleCellsByIndexPath {
            cell.appearance = cellAppearance(at: indexPath)
            cell.setNeedsLayout()
        }
    }

    // MARK: Heights

    /// Measures a self-sizing row the first time it is displayed; returns
    /// whether its height changed.
    func sizeRowIfNeeded(at indexPath: IndexPath, with cell: UITableViewCell) -> Bool {
        guard rowsSizeLazilyNow, !sizedRows.contains(indexPath) else { return false }
        sizedRows.insert(indexPath)
        var height = rowHeightAnswer(at: indexPath)
        if height == UITableView.automaticDimension || height < 0 {
            cell.appearance = cellAppearance(at: indexPath)
            UIView.performWithoutAnimation {
                cell.frame = CGRect(origin: cell.frame.origin, size: CGSize(width: horizontalExtent.width, height: cell.bounds.height))
                height = cell.fittingHeight(forWidth: horizontalExtent.width)
            }
        }
        let current = geometry.rowSpan(indexPath).height
        guard height != current else { return false }
        geometryStorage?.setRowHeight(height, at: indexPath)
        return true
    }

    /// Whether row heights come only from self-sizing (no delegate heights),
    /// so measured heights stay true until the row's content changes.
    var rowHeightIsAutomaticOnly: Bool {
        rowHeight == UITableView.automaticDimension && !delegateSizesRows
    }

    /// Whether the delegate implements `tableView(_:heightForRowAt:)`.
    var delegateSizesRows: Bool {
        guard let delegate = tableDelegate, let first = counts.firstIndex(where: { $0 > 0 }) else { return false }
        answeredByDefault = false
        _ = delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: first))
        defer { answeredByDefault = false }
        return !answeredByDefault
    }

    /// The delegate's height for the row, or `rowHeight`.
    private func rowHeightAnswer(at indexPath: IndexPath) -> CGFloat {
        tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    }

    /// The height rows have until they are measured.
    func baseRowHeight(lazy: Bool) -> CGFloat {
        if lazy {
            return estimatedRowHeight == UITableView.automaticDimension ? TableCellMetrics.standardHeight : estimatedRowHeight
        }
        return rowHeight == UITableView.automaticDimension ? TableCellMetrics.standardHeight : rowHeight
    }

    /// Every section's header, rows and footer, from the data source and
    /// delegate.
    func buildGeometry() -> TableGeometry {
        let counts = self.counts
        let delegateSizes = delegateSizesRows
        let lazy = estimatedRowHeight != 0 && (rowHeight == UITableView.automaticDimension || delegateSizes)
        rowsSizeLazilyNow = lazy
        let asksDelegate = !lazy && delegateSizes
        let base = baseRowHeight(lazy: lazy)
        var perRowEstimates = false
        if lazy, let delegate = tableDelegate, let first = counts.firstIndex(where: { $0 > 0 }) {
            answeredByDefault = false
            _ = delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: first))
            perRowEstimates = !answeredByDefault
            answeredByDefault = false
        }
        var sections: [TableSectionGeometry] = []
        sections.reserveCapacity(counts.count)
        for (section, rows) in counts.enumerated() {
            var heights = TableRowHeights(count: rows, base: base)
            if asksDelegate, let delegate = tableDelegate {
                heights = TableRowHeights(heights: (0..<rows).map {
                    let height = delegate.tableView(self, heightForRowAt: IndexPath(row: $0, section: section))
                    return height < 0 ? TableCellMetrics.standardHeight : height
                }, base: base)
            } else if perRowEstimates, let delegate = tableDelegate {
                heights = TableRowHeights(heights: (0..<rows).map {
                    let estimate = delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: $0, section: section))
                    return estimate < 0 ? base : estimate
                }, base: base)
            }
            sections.append(TableSectionGeometry(headerHeight: headerFooterHeight(section, footer: false),
                                                 footerHeight: headerFooterHeight(section, footer: true),
                                                 rows: heights))
        }
        return TableGeometry(tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
                             tableFooterHeight: tableFooterView?.frame.height ?? 0, sections: sections)
    }

    /// A header's or footer's height: the delegate's or the table's, else
    /// measured from its view or title, else the style's gap.
    private func headerFooterHeight(_ section: Int, footer: Bool) -> CGFloat {
        let delegate = tableDelegate
        let explicit = footer
            ? delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
            : delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if explicit != UITableView.automaticDimension, explicit >= 0 { return explicit }
        let width = horizontalExtent.width
        if let view = footer ? delegate?.tableView(self, viewForFooterInSection: section)
            : delegate?.tableView(self, viewForHeaderInSection: section) {
            headerFooterViewCache[HeaderFooterKey(section: section, footer: footer)] = view
            return measuredHeight(of: view, width: width, footer: footer)
        }
        let title = footer ? dataSource?.tableView(self, titleForFooterInSection: section)
            : dataSource?.tableView(self, titleForHeaderInSection: section)
        let role = headerFooterRole(footer: footer)
        if let title {
            let label = UILabel()
            label.font = role.font
            label.numberOfLines = 0
            label.text = role.transform(title)
            return role.fittingHeight(for: label, width: width, margin: contentMargin)
        }
        guard style != .plain else { return 0 }
        return !footer && section == 0 ? 2 * TableHeaderFooterRole.groupedEmptyHeight : TableHeaderFooterRole.groupedEmptyHeight
    }

    private func measuredHeight(of view: UIView, width: CGFloat, footer: Bool) -> CGFloat {
        if let standard = view as? UITableViewHeaderFooterView {
            standard.role = headerFooterRole(footer: footer)
            standard.margin = contentMargin
            if standard.contentView.constraints.isEmpty && standard.contentView.subviews.allSatisfy({ $0 === standard.madeTextLabel }) {
                return standard.sizeThatFits(CGSize(width: width, height: 0)).height
            }
            let size = standard.contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return size.height
        }
        if !view.constraints.isEmpty || view.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            return view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel).height
        }
        return view.frame.height > 0 ? view.frame.height : view.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    func headerFooterRole(footer: Bool) -> TableHeaderFooterRole {
        switch (style, footer) {
        case (.plain, false): .plainHeader
        case (.plain, true): .plainFooter
        case (_, false): .groupedHeader
        case (_, true): .groupedFooter
        }
    }

    // MARK: Table header and footer

    private func placeTableHeaderAndFooter() {
        let geometry = self.geometry
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: geometry.tableFooterTop, width: bounds.width, height: geometry.tableFooterHeight)
        }
    }
}
