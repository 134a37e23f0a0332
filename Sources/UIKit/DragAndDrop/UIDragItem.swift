import Foundation

/// One thing being dragged: its data (an item provider), an object visible
/// only inside the app that started the drag, and an optional preview.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// The item's data, for any drop target.
    public let itemProvider: NSItemProvider
    /// Anything the app wants to hand to its own drop targets (a model object,
    /// an index path). Only a drop in the same app sees it. nil by default.
    open var localObject: Any?
    /// Makes the preview shown under the finger once the drag is under way;
    /// nil keeps the lifted view's snapshot.
    open var previewProvider: (() -> UIDragPreview?)?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
