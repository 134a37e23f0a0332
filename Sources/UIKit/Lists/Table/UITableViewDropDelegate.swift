import Foundation

/// The target side of drag and drop in a table view: whether a drag is
/// welcome, what a drop at the index path under the finger would do, and the
/// drop itself. Only `performDropWith` is required; the rest have UIKit's
/// defaults.
///
/// A drop that reorders one row of this same table view (a `.move` with
/// `.insertAtDestinationIndexPath`) while the data source implements
/// `tableView(_:moveRowAt:to:)` is carried out by the table view itself,
/// which calls `moveRowAt` in place of `performDropWith`
/// (UITableView+DragAndDrop.swift).
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// The finger lifted with a `.copy` or `.move` proposal: update the data
    /// source (`performBatchUpdates`) and tell the coordinator where each
    /// item lands (`drop(_:toRowAt:)`).
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Whether the table view takes drags like this one at all (true by
    /// default). Asked once per drag.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// The drag came over the table view.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// The drag entered or moved: what a drop at `destinationIndexPath` would
    /// do (nil when the table view has no section to drop into).
    ///
    /// The default reorders: a drag of one row lifted from this same table
    /// view gets `.move` with `.insertAtDestinationIndexPath`, anything else
    /// `.cancel`. UIKit does not document its default; this is Kumiki's
    /// reading of it (uncertain).
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    /// The drag left the table view (or ended over it without dropping).
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    /// The drag ended, dropped anywhere or cancelled.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
    /// How the row at `indexPath` draws as a drop lands in it; nil (the
    /// default) draws the cell as it is.
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        tableView.defaultDropProposal(for: session)
    }
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView,
                          dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
