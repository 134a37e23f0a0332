import Foundation

/// The target side of drag and drop in a collection view: whether a drag is
/// welcome, what a drop at the index path under the finger would do, and the
/// drop itself. Only `performDropWith` is required; the rest have UIKit's
/// defaults.
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// The finger lifted with a `.copy` or `.move` proposal: update the data
    /// source (`performBatchUpdates`) and tell the coordinator where each
    /// item lands (`drop(_:toItemAt:)`).
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the collection view takes drags like this one at all (true by
    /// default). Asked once per drag.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// The drag came over the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// The drag entered or moved: what a drop at `destinationIndexPath` would
    /// do (nil when the collection view has no section to drop into). The
    /// default proposes `.cancel` with `.unspecified` intent (no drop;
    /// UIKit's documented default is not stated, uncertain).
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    /// The drag left the collection view (or ended over it without dropping).
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    /// The drag ended, dropped anywhere or cancelled.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
    /// How the item at `indexPath` draws as a drop lands in it; nil (the
    /// default) draws the cell as it is.
    func collectionView(_ collectionView: UICollectionView,
                        dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView,
                               dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        nil
    }
}
