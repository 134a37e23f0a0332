import Foundation

/// One table update: the list changes, plus the row animation each inserted,
/// deleted or reloaded row and section asked for.
struct TableUpdate {
    var list = ListUpdate()
    /// By new index path.
    var insertAnimations: [IndexPath: UITableView.RowAnimation] = [:]
    /// By old index path.
    var deleteAnimations: [IndexPath: UITableView.RowAnimation] = [:]
    var sectionInsertAnimations: [Int: UITableView.RowAnimation] = [:]
    var sectionDeleteAnimations: [Int: UITableView.RowAnimation] = [:]

    /// The animation a row that appears at `new` uses.
    func insertion(at new: IndexPath) -> UITableView.RowAnimation {
        insertAnimations[new] ?? sectionInsertAnimations[new.section] ?? .automatic
    }

    /// The animation a row that leaves from `old` uses.
    func deletion(at old: IndexPath) -> UITableView.RowAnimation {
        deleteAnimations[old] ?? sectionDeleteAnimations[old.section] ?? .automatic
    }
}

/// Where a row starts when it enters with an animation, or ends when it
/// leaves with one: slid by its own width or height, collapsed, or faded.
/// `.automatic` fades, as UIKit's usually does for single rows.
struct TableRowAnimationFrame: Equatable {
    var frame: CGRect
    var alpha: CGFloat

    static func offstage(_ frame: CGRect, animation: UITableView.RowAnimation) -> TableRowAnimationFrame {
        switch animation {
        case .fade, .automatic:
            return TableRowAnimationFrame(frame: frame, alpha: 0)
        case .right:
            return TableRowAnimationFrame(frame: frame.offsetBy(dx: frame.width, dy: 0), alpha: 1)
        case .left:
            return TableRowAnimationFrame(frame: frame.offsetBy(dx: -frame.width, dy: 0), alpha: 1)
        case .top:
            return TableRowAnimationFrame(frame: frame.offsetBy(dx: 0, dy: -frame.height), alpha: 0)
        case .bottom:
            return TableRowAnimationFrame(frame: frame.offsetBy(dx: 0, dy: frame.height), alpha: 0)
        case .middle:
            return TableRowAnimationFrame(frame: CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0),
                                          alpha: 0)
        case .none:
            return TableRowAnimationFrame(frame: frame, alpha: 1)
        }
    }
}

/// A view leaving in an update, recycled when the animation ends: a cell
/// (with the row the delegate hears it ended displaying), or a header or
/// footer view.
struct TableDepartingView {
    var view: UIView
    var indexPath: IndexPath?
    var headerFooter: HeaderFooterKey?
}
