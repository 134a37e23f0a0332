import Foundation

/// Prefetching: the rows within one screen above and below the visible
/// bounds are announced to the prefetch data source before they appear, and
/// withdrawn when they leave that band unseen (as for collection views;
/// UIKit looks ahead in the scrolling direction only).
extension UITableView {
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else {
            prefetchedRows.removeAll()
            return
        }
        let height = bounds.height
        let band = geometry.rows(from: bounds.minY - height, to: bounds.maxY + height)
        let ahead = band.filter { visibleCellsByIndexPath[$0] == nil }
        let aheadSet = Set(ahead)
        let cancelled = prefetchedRows.subtracting(aheadSet).sorted()
        let fresh = ahead.filter { !prefetchedRows.contains($0) }
        prefetchedRows = aheadSet
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !fresh.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: fresh) }
    }
}
