import Foundation

/// The source side of drag and drop in a table view: which rows a long press
/// lifts, how they look, and when the drag begins and ends. Only
/// `itemsForBeginning` is required; the rest have UIKit's defaults.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {
    /// The items a long press on the row at `indexPath` lifts; none, and no
    /// drag begins. The lifted preview is that row's cell.
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession,
                   at indexPath: IndexPath) -> [UIDragItem]
    /// The items a tap with another finger on the row at `indexPath` adds to
    /// `session`, a drag in flight; `point` is in the table view's
    /// coordinates. None (the default) adds nothing.
    func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem]
    /// How the lifted cell draws (its background); nil (the default) draws
    /// the cell as it is.
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// The drag is about to move with the finger.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    /// The drag ended (after the drop or cancel animation).
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    /// Whether a drop may move the items (true by default).
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether only this app may take the items (false by default).
    func tableView(_ tableView: UITableView,
                   dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession,
                          at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    public func tableView(_ tableView: UITableView,
                          dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView,
                          dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    public func tableView(_ tableView: UITableView,
                          dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
}
