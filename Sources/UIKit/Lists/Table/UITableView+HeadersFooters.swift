import Foundation

/// Which header or footer a view shows.
struct HeaderFooterKey: Hashable {
    var section: Int
    var footer: Bool
}

/// Section headers and footers on screen: the delegate's views or the
/// standard title views, floating over the rows in the plain style (a
/// header sticks to the top of the visible area until its section's end
/// pushes it away; a footer sticks to the bottom).
extension UITableView {
    func updateVisibleHeadersAndFooters() {
        let geometry = self.geometry
        var wantedHeaders: [Int: CGRect] = [:], wantedFooters: [Int: CGRect] = [:]
        if geometry.sectionCount > 0 {
            for section in geometry.sections(from: bounds.minY, to: bounds.maxY) {
                if let frame = headerFrame(section), frame.height > 0, frame.overlaps(bounds) {
                    wantedHeaders[section] = frame
                }
                if let frame = footerFrame(section), frame.height > 0, frame.overlaps(bounds) {
                    wantedFooters[section] = frame
                }
            }
        }
        for section in visibleHeaders.keys.sorted() where wantedHeaders[section] == nil {
            endDisplayingHeaderFooter(section, footer: false)
        }
        for section in visibleFooters.keys.sorted() where wantedFooters[section] == nil {
            endDisplayingHeaderFooter(section, footer: true)
        }
        for section in wantedHeaders.keys.sorted() { show(section, footer: false, frame: wantedHeaders[section]!) }
        for section in wantedFooters.keys.sorted() { show(section, footer: true, frame: wantedFooters[section]!) }
        headerFooterViewCache.removeAll()
    }

    /// The header's frame where it shows now (pinned in the plain style).
    func headerFrame(_ section: Int) -> CGRect? {
        let geometry = self.geometry
        guard section < geometry.sectionCount else { return nil }
        let span = geometry.headerSpan(section)
        let (x, width) = horizontalExtent
        var y = span.minY
        if style == .plain {
            let top = bounds.minY + adjustedContentInset.top
            let sectionEnd = geometry.sectionSpan(section).maxY
            y = max(span.minY, min(top, sectionEnd - span.height))
        }
        return CGRect(x: x, y: y, width: width, height: span.height)
    }

    /// The footer's frame where it shows now (pinned in the plain style).
    func footerFrame(_ section: Int) -> CGRect? {
        let geometry = self.geometry
        guard section < geometry.sectionCount else { return nil }
        let span = geometry.footerSpan(section)
        let (x, width) = horizontalExtent
        var y = span.minY
        if style == .plain {
            let bottom = bounds.maxY - adjustedContentInset.bottom
            let sectionStart = geometry.sectionSpan(section).minY + geometry.headerSpan(section).height
            y = min(span.minY, max(bottom - span.height, sectionStart))
        }
        return CGRect(x: x, y: y, width: width, height: span.height)
    }

    private func show(_ section: Int, footer: Bool, frame: CGRect) {
        if let view = footer ? visibleFooters[section] : visibleHeaders[section] {
            view.frame = frame
            bringSubviewToFront(view)
            return
        }
        guard let view = makeHeaderFooterView(section, footer: footer) else { return }
        UIView.performWithoutAnimation {
            view.isHidden = false
            view.alpha = 1
            if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
            view.frame = frame
        }
        if footer {
            visibleFooters[section] = view
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        } else {
            visibleHeaders[section] = view
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        }
    }

    /// The delegate's view for the header or footer, else a standard view
    /// showing the data source's title (nil: neither).
    private func makeHeaderFooterView(_ section: Int, footer: Bool) -> UIView? {
        let key = HeaderFooterKey(section: section, footer: footer)
        let view: UIView
        if let cached = headerFooterViewCache.removeValue(forKey: key) {
            view = cached
        } else if let provided = footer ? tableDelegate?.tableView(self, viewForFooterInSection: section)
                    : tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            view = provided
        } else if let title = footer ? dataSource?.tableView(self, titleForFooterInSection: section)
                    : dataSource?.tableView(self, titleForHeaderInSection: section) {
            let titleView = reuse.dequeueHeaderFooter(TableReuseStore.titleViewIdentifier)
                ?? UITableViewHeaderFooterView(reuseIdentifier: TableReuseStore.titleViewIdentifier)
            titleView.prepareForReuse()
            titleView.role = headerFooterRole(footer: footer)
            titleView.title = title
            view = titleView
        } else {
            return nil
        }
        if let standard = view as? UITableViewHeaderFooterView {
            standard.role = headerFooterRole(footer: footer)
            standard.margin = contentMargin
        }
        return view
    }

    func endDisplayingHeaderFooter(_ section: Int, footer: Bool) {
        guard let view = footer ? visibleFooters.removeValue(forKey: section)
                : visibleHeaders.removeValue(forKey: section) else { return }
        if let reusable = view as? UITableViewHeaderFooterView, reusable.reuseIdentifier != nil {
            reusable.isHidden = true
            reuse.enqueue(reusable)
        } else {
            view.removeFromSuperview()
        }
        if footer {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
    }
}
