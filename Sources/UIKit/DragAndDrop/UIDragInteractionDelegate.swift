import Foundation

/// The source side of drag and drop: which items a touch lifts, how they
/// look, and what happened to them. Only `itemsForBeginning` is required;
/// the rest have UIKit's defaults.
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    /// The items a long press on the interaction's view lifts; none, and no
    /// drag begins (the touch goes on as a touch).
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    /// The lifted look of `item`; nil (the default) snapshots the
    /// interaction's view where it is.
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview?
    /// Animations to run with the lift.
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                         session: any UIDragSession)
    /// The items a tap with another finger at `point` (the interaction's
    /// view's coordinates) adds to `session`, a drag in flight; none (the
    /// default) and the tap adds nothing.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem]
    /// Which of the drags in flight a tap at `point` adds to, asked only
    /// when more than one is; nil (the default: the user could not tell which
    /// drag would grow) adds to none.
    func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [any UIDragSession],
                         withTouchAt point: CGPoint) -> (any UIDragSession)?
    /// Told to the delegate of the interaction that started `session`:
    /// `items` are joining it, from `addingInteraction`'s view.
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                         willAdd items: [UIDragItem], for addingInteraction: UIDragInteraction)
    /// The drag is about to move with the finger.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
    /// Whether a drop may move the items (true by default).
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether only this app may take the items (false by default).
    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
    /// Whether the preview keeps its full size while dragged (false by default).
    func dragInteraction(_ interaction: UIDragInteraction,
                         prefersFullSizePreviewsFor session: any UIDragSession) -> Bool
    /// The finger moved.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession)
    /// The finger lifted: the drag ends with `operation` (`.cancel` when no
    /// target took it).
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                         willEndWith operation: UIDropOperation)
    /// The drag ended with `operation`, after the drop or cancel animation.
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                         didEndWith operation: UIDropOperation)
    /// The drop target loaded the items' data.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession)
    /// Where a cancelled item goes back to; `defaultPreview` (the default)
    /// returns it to where it was lifted, nil fades it out where it is.
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    /// Animations to run as `item` returns.
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem,
                         willAnimateCancelWith animator: any UIDragAnimating)
}

extension UIDragInteractionDelegate {
    public func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                                session: any UIDragSession) -> UITargetedDragPreview? { nil }
    public func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                                session: any UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                                withTouchAt point: CGPoint) -> [UIDragItem] { [] }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [any UIDragSession],
                                withTouchAt point: CGPoint) -> (any UIDragSession)? { nil }
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                                willAdd items: [UIDragItem], for addingInteraction: UIDragInteraction) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction,
                                sessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    public func dragInteraction(_ interaction: UIDragInteraction,
                                sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
    public func dragInteraction(_ interaction: UIDragInteraction,
                                prefersFullSizePreviewsFor session: any UIDragSession) -> Bool { false }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                                willEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                                didEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        defaultPreview
    }
    public func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem,
                                willAnimateCancelWith animator: any UIDragAnimating) {}
}
