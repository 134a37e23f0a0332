import Foundation

/// Registering cell and header-footer classes and dequeuing reusable views.
/// A recycled view gets `prepareForReuse()` right before it is returned.
extension UITableView {
    /// Registers a `UITableViewCell` subclass for an identifier (nil
    /// unregisters it).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        reuse.cellClasses[identifier] = cellClass as? UITableViewCell.Type
        reuse.cells[identifier] = nil
    }

    /// Registers a `UITableViewHeaderFooterView` subclass for an identifier.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        reuse.headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
        reuse.headerFooterViews[identifier] = nil
    }

    /// A recycled cell for the identifier, or a new one of the registered
    /// class; nil when neither exists (the classic pattern then makes a
    /// cell itself).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let reconfiguring = reconfiguringCell, reconfiguring.reuseIdentifier == identifier { return reconfiguring }
        if let cell = reuse.dequeueCell(identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = reuse.cellClasses[identifier] else { return nil }
        reuse.createdCellCount += 1
        let cell = cellClass.init(_dequeuedWithReuseIdentifier: identifier)
        cell.setReuseIdentifier(identifier)
        cell.owningTableView = self
        return cell
    }

    /// A recycled or new cell of the class registered for the identifier,
    /// sized for the row. Stops the app when nothing is registered, as
    /// UIKit does.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier), reuse.cellClasses[identifier] != nil
                || cell === reconfiguringCell else {
            UncaughtException.raise("NSInternalInconsistencyException", reason:
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard")
        }
        if indexPath.section < geometry.sectionCount, indexPath.row < geometry.sections[indexPath.section].rows.count {
            UIView.performWithoutAnimation {
                cell.frame = CGRect(origin: cell.frame.origin, size: rowFrame(indexPath).size)
            }
        }
        return cell
    }

    /// A recycled or new header-footer view of the class registered for the
    /// identifier (nil when none is registered).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = reuse.dequeueHeaderFooter(identifier) {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = reuse.headerFooterClasses[identifier] else { return nil }
        let view = viewClass.init(_dequeuedWithReuseIdentifier: identifier)
        view.setReuseIdentifier(identifier)
        return view
    }
}
