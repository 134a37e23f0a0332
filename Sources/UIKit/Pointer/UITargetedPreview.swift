/// A view as an effect shows it: the pointer's highlight and lift effects
/// (and, later, drag and context-menu previews) take their shape from it.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view the preview shows.
    public let view: UIView

    /// A preview of `view` where it is now.
    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// The size of the preview: the view's bounds.
    public var size: CGSize { view.bounds.size }
}
