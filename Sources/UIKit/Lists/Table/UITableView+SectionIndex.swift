import Foundation

/// The section index: the data source's titles in a column along the
/// trailing edge of the visible area (in tables with enough rows); a finger
/// touching or sliding along it scrolls each title's section to the top.
extension UITableView {
    /// The titles to show (empty: no index).
    var sectionIndexTitles: [String] {
        if let known = sectionIndexTitlesStorage { return known ?? [] }
        let titles = dataSource?.sectionIndexTitles(for: self)
        sectionIndexTitlesStorage = .some(titles)
        return titles ?? []
    }

    /// Whether the index shows: it has titles and the table enough rows.
    var showsSectionIndex: Bool {
        !sectionIndexTitles.isEmpty && counts.reduce(0, +) >= sectionIndexMinimumDisplayRowCount
    }

    /// Where the index is, in the table's coordinates (nil: not shown).
    var sectionIndexFrame: CGRect? {
        guard showsSectionIndex else { return nil }
        let inset = adjustedContentInset
        return CGRect(x: bounds.maxX - TableSectionIndexView.width, y: bounds.minY + inset.top,
                      width: TableSectionIndexView.width, height: max(0, bounds.height - inset.top - inset.bottom))
    }

    /// Room the cells keep free for the index.
    var sectionIndexInset: CGFloat { showsSectionIndex ? TableSectionIndexView.width : 0 }

    /// Shows, places or hides the index view (end of each layout pass).
    func layoutSectionIndex() {
        guard let frame = sectionIndexFrame else {
            sectionIndexView?.removeFromSuperview()
            sectionIndexView = nil
            return
        }
        let view = sectionIndexView ?? TableSectionIndexView()
        if sectionIndexView == nil {
            view.isUserInteractionEnabled = false
            sectionIndexView = view
        }
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        view.setTitles(sectionIndexTitles)
        view.titleColor = sectionIndexColor ?? tintColor
        let tracking = sectionIndexRecognizer.map { $0.state == .began || $0.state == .changed } ?? false
        view.backgroundColor = tracking ? sectionIndexTrackingBackgroundColor : sectionIndexBackgroundColor
        view.frame = frame
    }

    /// A finger on the index: the section of the title under it scrolls to
    /// the top of the visible area, at once, as the finger moves.
    func handleSectionIndexGesture(_ recognizer: UILongPressGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            guard let view = sectionIndexView,
                  let index = view.titleIndex(at: recognizer.location(in: view).y) else { return }
            scrollToSectionIndexTitle(at: index)
        default:
            break
        }
        setNeedsLayout()
    }

    private func scrollToSectionIndexTitle(at index: Int) {
        let titles = sectionIndexTitles
        guard index < titles.count, let dataSource else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        guard section >= 0, section < numberOfSections else { return }
        let inset = adjustedContentInset
        let maximum = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        let y = min(max(rect(forSection: section).minY - inset.top, -inset.top), maximum)
        if y != contentOffset.y { contentOffset = CGPoint(x: contentOffset.x, y: y) }
    }
}
