import Foundation

/// Reloading and animated updates. Changes made between `beginUpdates()`
/// and `endUpdates()` (or inside `performBatchUpdates`, or one at a time)
/// are checked against the data source's new counts with UIKit's rules and
/// "rows" messages, then animated: rows that stay slide to their new places,
/// deleted rows leave and inserted rows enter with their row animations.
/// An empty `beginUpdates()`/`endUpdates()` pair asks for every height again
/// and animates the changes, as UIKit's does.
extension UITableView {
    /// `reloadData()`.
    func reloadAllData() {
        rowCounts = nil
        sectionIndexTitlesStorage = nil
        reloadPending = true
        clearSelection()
        selectionOrder = []
        selectedSet = []
        prefetchedRows.removeAll()
        if swipe != nil { swipe = nil }
        // A reload drops a drop's gap and placeholder, as UIKit's does
        // (`hasUncommittedUpdates`).
        dropGap = nil
        invalidateGeometry()
    }

    func startUpdates() {
        if updateNesting == 0 {
            _ = counts
            _ = geometry
            recordingUpdate = TableUpdate()
        }
        updateNesting += 1
    }

    func finishUpdates() {
        guard updateNesting > 0 else { return }
        updateNesting -= 1
        guard updateNesting == 0 else { return }
        let update = recordingUpdate ?? TableUpdate()
        recordingUpdate = nil
        let completions = pendingUpdateCompletions
        pendingUpdateCompletions = []
        applyUpdate(update) { finished in completions.forEach { $0(finished) } }
    }

    /// `performBatchUpdates(_:completion:)`.
    func runBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        beginUpdates()
        updates?()
        if let completion { pendingUpdateCompletions.append(completion) }
        endUpdates()
    }

    func recordInsertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record {
            $0.list.insertedItems += indexPaths
            for path in indexPaths { $0.insertAnimations[path] = animation }
        }
    }

    func recordDeleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record {
            $0.list.deletedItems += indexPaths
            for path in indexPaths { $0.deleteAnimations[path] = animation }
        }
    }

    func recordReloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record {
            $0.list.reloadedItems += indexPaths
            for path in indexPaths { $0.deleteAnimations[path] = animation }
        }
    }

    func recordMoveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.list.movedItems.append((indexPath, newIndexPath)) }
    }

    func recordInsertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record {
            $0.list.insertedSections.formUnion(sections)
            for section in sections { $0.sectionInsertAnimations[section] = animation }
        }
    }

    func recordDeleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record {
            $0.list.deletedSections.formUnion(sections)
            for section in sections { $0.sectionDeleteAnimations[section] = animation }
        }
    }

    func recordReloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record {
            $0.list.reloadedSections.formUnion(sections)
            for section in sections { $0.sectionDeleteAnimations[section] = animation }
        }
    }

    func recordMoveSection(_ section: Int, toSection newSection: Int) {
        record { $0.list.movedSections.append((section, newSection)) }
    }

    /// `reconfigureRows(at:)`.
    func configureRowsAgain(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = cellForRow(at: indexPath) else { continue }
            reconfiguringCell = cell
            _ = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguringCell = nil
        }
    }

    /// Adds a change to the update being recorded, or applies it at once.
    private func record(_ change: (inout TableUpdate) -> Void) {
        if recordingUpdate != nil {
            change(&recordingUpdate!)
            return
        }
        _ = counts
        _ = geometry
        var update = TableUpdate()
        change(&update)
        applyUpdate(update, completion: nil)
    }

    /// Validates, remaps and animates one update.
    func applyUpdate(_ update: TableUpdate, completion: ((Bool) -> Void)?) {
        let oldCounts = counts
        let oldGeometry = geometry
        rowCounts = nil
        let newCounts = counts
        let list = update.list.resolvingSectionReloads(oldSectionCount: oldCounts.count, newSectionCount: newCounts.count)
        let mapping = ListUpdateValidation.tableView.validate(list, oldCounts: oldCounts, newCounts: newCounts)
        transition(from: oldGeometry, with: mapping, update: update, completion: completion)
    }

    /// Seconds an update animates (UIKit's table updates are commonly
    /// observed to take 0.3 s; uncertain).
    static let updateAnimationDuration: TimeInterval = 0.3

    private func transition(from oldGeometry: TableGeometry, with mapping: ListUpdateMapping, update: TableUpdate,
                            completion: ((Bool) -> Void)?) {
        finishDepartures()
        // Laying out a cell lays out the table first when it needs it (as
        // `layoutIfNeeded` does on iOS); a layout pass now would see the new
        // geometry with the cells on screen half remapped, and make cells of
        // its own for rows that already have one. It waits until the cells
        // are in their new places.
        let wasBusy = rowLayoutBusy
        rowLayoutBusy = true
        let oldVisible = visibleCellsByIndexPath
        let oldHeaders = visibleHeaders, oldFooters = visibleFooters
        replaceSelection(with: selectionOrder.compactMap { old in
            mapping.isReloaded(old: old) ? nil : mapping.newIndexPath(forOld: old)
        })
        if let highlighted = touchTracking?.highlighted {
            touchTracking?.highlighted = mapping.newIndexPath(forOld: highlighted)
        }

        // The new geometry, keeping what was measured of rows that stay
        // off screen; rows on screen are measured again, as UIKit does.
        let measured = sizedRows
        geometryStorage = nil
        sizedRows = []
        var newGeometry = buildGeometry()
        let delegateSized = !rowHeightIsAutomaticOnly
        if rowsSizeLazilyNow {
            for old in measured where oldVisible[old] == nil {
                guard !mapping.isReloaded(old: old), let new = mapping.newIndexPath(forOld: old),
                      old.section < oldGeometry.sectionCount, old.row < oldGeometry.sections[old.section].rows.count,
                      new.section < newGeometry.sectionCount, new.row < newGeometry.sections[new.section].rows.count
                else { continue }
                newGeometry.setRowHeight(oldGeometry.rowSpan(old).height, at: new)
                if !delegateSized { sizedRows.insert(new) }
            }
        }
        geometryStorage = newGeometry
        applyContentSize()
        keepContentOffsetInRange()

        var survivors: [IndexPath: UITableViewCell] = [:]
        var finals: [(UIView, TableRowAnimationFrame)] = []
        var departing: [TableDepartingView] = []
        for (old, cell) in oldVisible.sorted(by: { $0.key < $1.key }) {
            if !mapping.isReloaded(old: old), let new = mapping.newIndexPath(forOld: old) {
                survivors[new] = cell
            } else {
                let animation = update.deletion(at: old)
                if animation == .top || animation == .bottom { sendSubviewToBack(cell) }
                if let backgroundView, backgroundView.superview === self { sendSubviewToBack(backgroundView) }
                finals.append((cell, TableRowAnimationFrame.offstage(cell.frame, animation: animation)))
                departing.append(TableDepartingView(view: cell, indexPath: old))
            }
        }

        // Cells for the rows that show after the update, measured before
        // anything moves (measuring may change which rows show).
        var shown: [IndexPath: UITableViewCell] = [:]
        var fresh: Set<IndexPath> = []
        for _ in 0..<3 {
            var changed = false
            for new in geometry.rows(from: bounds.minY, to: bounds.maxY) where shown[new] == nil {
                let cell: UITableViewCell
                if let survivor = survivors[new] {
                    cell = survivor
                } else {
                    guard let made = makeCell(at: new) else { continue }
                    prepareForDisplay(made, at: new)
                    fresh.insert(new)
                    cell = made
                }
                shown[new] = cell
                if sizeRowIfNeeded(at: new, with: cell) { changed = true }
            }
            applyContentSize()
            if !changed { break }
        }
        let wanted = Set(geometry.rows(from: bounds.minY, to: bounds.maxY))
        let (x, width) = horizontalExtent

        visibleCellsByIndexPath = [:]
        for (new, cell) in survivors.sorted(by: { $0.key < $1.key }) {
            finals.append((cell, TableRowAnimationFrame(frame: rowFrame(new), alpha: 1)))
            if wanted.contains(new) {
                visibleCellsByIndexPath[new] = cell
                cell.appearance = cellAppearance(at: new)
            } else {
                departing.append(TableDepartingView(view: cell, indexPath: new))
            }
        }
        for new in fresh.sorted() {
            guard let cell = shown[new] else { continue }
            guard wanted.contains(new) else {
                recycle(cell)
                continue
            }
            let final = rowFrame(new)
            let start: TableRowAnimationFrame
            if let old = mapping.oldIndexPath(forNew: new), !mapping.isReloaded(old: old),
               old.section < oldGeometry.sectionCount, old.row < oldGeometry.sections[old.section].rows.count {
                let span = oldGeometry.rowSpan(old)
                start = TableRowAnimationFrame(frame: CGRect(x: x, y: span.minY, width: width, height: span.height), alpha: 1)
            } else {
                let oldIndex = mapping.oldIndexPath(forNew: new)
                let animation = oldIndex.map { update.deletion(at: $0) } ?? update.insertion(at: new)
                start = TableRowAnimationFrame.offstage(final, animation: animation)
            }
            UIView.performWithoutAnimation {
                cell.appearance = cellAppearance(at: new)
                cell.frame = start.frame
                cell.alpha = start.alpha
                cell.layoutIfNeeded()
            }
            visibleCellsByIndexPath[new] = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: new)
            finals.append((cell, TableRowAnimationFrame(frame: final, alpha: 1)))
        }

        // Headers and footers follow their sections; those of deleted
        // sections fade out.
        visibleHeaders = [:]
        visibleFooters = [:]
        for (footer, views) in [(false, oldHeaders), (true, oldFooters)] {
            for (section, view) in views {
                if let new = mapping.newSection(forOld: section) {
                    if footer { visibleFooters[new] = view } else { visibleHeaders[new] = view }
                } else {
                    finals.append((view, TableRowAnimationFrame(frame: view.frame, alpha: 0)))
                    departing.append(TableDepartingView(view: view, headerFooter: HeaderFooterKey(section: section, footer: footer)))
                }
            }
        }

        departingViews = departing
        // Now the pass may run (it finds every cell in place): inside the
        // animations below when a cell's layout starts it, else next turn.
        rowLayoutBusy = wasBusy
        setNeedsLayout()
        let departures = departing
        let apply = {
            for (view, target) in finals {
                // Only a resized row lays its parts out again inside the
                // animation (so they animate with it); a row that only moves
                // keeps them as they are.
                let resized = view.bounds.size != target.frame.size
                if view.frame != target.frame { view.frame = target.frame }
                if view.alpha != target.alpha { view.alpha = target.alpha }
                if resized { view.layoutIfNeeded() }
            }
            self.updateVisibleHeadersAndFooters()
        }
        guard UIView.areAnimationsEnabled else {
            apply()
            finishDepartures(departures)
            completion?(true)
            return
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut],
                       animations: apply,
                       completion: { finished in
                           self.finishDepartures(departures)
                           completion?(finished)
                       })
    }

    /// Views that left in an update go back to their pools, and the delegate
    /// hears they ended displaying.
    func finishDepartures(_ departures: [TableDepartingView]? = nil) {
        let list = departures ?? departingViews
        let ids = Set(list.map { ObjectIdentifier($0.view) })
        departingViews.removeAll { ids.contains(ObjectIdentifier($0.view)) }
        for departure in list {
            if let cell = departure.view as? UITableViewCell, let indexPath = departure.indexPath {
                guard !visibleCellsByIndexPath.values.contains(where: { $0 === cell }) else { continue }
                cell.alpha = 1
                recycle(cell)
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            } else if let key = departure.headerFooter {
                let view = departure.view
                view.alpha = 1
                if let reusable = view as? UITableViewHeaderFooterView, reusable.reuseIdentifier != nil {
                    reusable.isHidden = true
                    reuse.enqueue(reusable)
                } else {
                    view.removeFromSuperview()
                }
                if key.footer {
                    tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
                } else {
                    tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
                }
            }
        }
    }

    /// Keeps the offset within the (possibly smaller) new content.
    func keepContentOffsetInRange() {
        let inset = adjustedContentInset
        let maximum = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        let y = max(-inset.top, min(contentOffset.y, maximum))
        if y != contentOffset.y { applyContentOffset(CGPoint(x: contentOffset.x, y: y)) }
    }
}
