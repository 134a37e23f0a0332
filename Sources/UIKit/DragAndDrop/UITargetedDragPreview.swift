import Foundation

/// A drag preview and where it sits: what is lifted, what a cancelled drag
/// returns to, and what a drop lands as.
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {
    /// The same preview placed at `newTarget`.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }
}
