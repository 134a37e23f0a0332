import Foundation

/// The target side of drag and drop: whether a drag is welcome, what a drop
/// would do, and the drop itself. Every method has UIKit's default.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the target takes drags like this one at all (true by default).
    /// Asked once per drag, when it first comes over the target.
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    /// The drag came over the target.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    /// The drag entered or moved over the target: what a drop now would do.
    /// The default proposes `.cancel`.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal
    /// The drag left the target (or ended over it without dropping).
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    /// The finger lifted over the target with a `.copy` or `.move`
    /// proposal: take the items (`session.loadObjects`, `localDragSession`).
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    /// The drop animation finished.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    /// The drag ended, wherever it did, for every target it came over.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
    /// Where a dropped item lands; `defaultPreview` (the default) shrinks it
    /// away under the finger, nil fades it out there.
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    /// Animations to run as `item` lands.
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem,
                         willAnimateDropWith animator: any UIDragAnimating)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool { true }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction,
                                sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(dropOperation: .cancel)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        defaultPreview
    }
    public func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem,
                                willAnimateDropWith animator: any UIDragAnimating) {}
}
