import Foundation

/// The source side of drag and drop in a collection view: which items a long
/// press on a cell lifts, how they look, and when the drag begins and ends.
/// Only `itemsForBeginning` is required; the rest have UIKit's defaults.
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    /// The items a long press on the item at `indexPath` lifts; none, and no
    /// drag begins. The lifted preview is that item's cell.
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem]
    /// The items a tap with another finger on the item at `indexPath` adds
    /// to a drag in flight (`point` in the collection view's coordinates);
    /// none (the default) and the tap adds nothing.
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    /// How the lifted cell draws (its background); nil (the default) draws
    /// the cell as it is.
    func collectionView(_ collectionView: UICollectionView,
                        dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// The drag is about to move with the finger.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    /// The drag ended (after the drop or cancel animation).
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    /// Whether a drop may move the items (true by default).
    func collectionView(_ collectionView: UICollectionView,
                        dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether only this app may take the items (false by default).
    func collectionView(_ collectionView: UICollectionView,
                        dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                               at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    public func collectionView(_ collectionView: UICollectionView,
                               dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        nil
    }
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView,
                               dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView,
                               dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        false
    }
}
