import Foundation

/// Counts, geometry and lookups, and scrolling to a row.
extension UITableView {
    public var numberOfSections: Int { counts.count }

    public func numberOfRows(inSection section: Int) -> Int {
        let counts = self.counts
        guard section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    /// The section's frame: header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        let span = geometry.sectionSpan(section)
        let (x, width) = horizontalExtent
        return CGRect(x: x, y: span.minY, width: width, height: span.maxY - span.minY)
    }

    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard isValid(indexPath) else { return .zero }
        return rowFrame(indexPath)
    }

    /// The header's frame where it lies in the content (before pinning).
    public func rectForHeader(inSection section: Int) -> CGRect {
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        let span = geometry.headerSpan(section)
        let (x, width) = horizontalExtent
        return CGRect(x: x, y: span.minY, width: width, height: span.height)
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        let span = geometry.footerSpan(section)
        let (x, width) = horizontalExtent
        return CGRect(x: x, y: span.minY, width: width, height: span.height)
    }

    /// The row at a point in the table's coordinates (nil on a header,
    /// footer or empty space).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let (x, width) = horizontalExtent
        guard point.x >= x, point.x < x + width else { return nil }
        return geometry.indexPath(at: point.y)
    }

    /// The row a cell on screen shows (nil for cells not displayed).
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The rows that intersect the rectangle, top to bottom.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        geometry.rows(from: rect.minY, to: rect.maxY)
    }

    func visibleCell(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    public var indexPathsForVisibleRows: [IndexPath]? {
        visibleCellsByIndexPath.keys.sorted()
    }

    /// The header view on screen for the section (nil when it is not shown
    /// or is not a `UITableViewHeaderFooterView`).
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    func scrollToRowNow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValid(indexPath) else {
            let counts = self.counts
            let rows = indexPath.section < counts.count ? counts[indexPath.section] : 0
            UncaughtException.raise("NSRangeException", reason:
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only "
                + "\(rows) rows in section \(indexPath.section).")
        }
        scroll(toSpan: rowFrame(indexPath), at: scrollPosition, animated: animated)
    }

    /// Scrolls the first selected row to the position (does nothing when no
    /// row is selected).
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let first = selectionOrder.min() else { return }
        scrollToRow(at: first, at: scrollPosition, animated: animated)
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        let counts = self.counts
        return indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.row >= 0 && indexPath.row < counts[indexPath.section]
    }

    /// Scrolls vertically to put `frame` at the position, clamped to the
    /// content. Pinned headers and footers of the plain style are not
    /// counted out of the visible area.
    private func scroll(toSpan frame: CGRect, at position: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        let inset = adjustedContentInset
        let visibleTop = bounds.minY + inset.top, visibleBottom = bounds.maxY - inset.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = frame.minY - inset.top
        case .middle: y = frame.midY - (bounds.height - inset.top - inset.bottom) / 2 - inset.top
        case .bottom: y = frame.maxY - bounds.height + inset.bottom
        case .none:
            if frame.minY < visibleTop {
                y = frame.minY - inset.top
            } else if frame.maxY > visibleBottom {
                y = frame.maxY - bounds.height + inset.bottom
            }
        }
        let maximum = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        y = min(max(y, -inset.top), maximum)
        guard y != contentOffset.y else { return }
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}
